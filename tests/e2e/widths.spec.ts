import { SPEC_MENU } from '../spec/menu';
import { DEMO } from '../support/accounts';
import { DESKTOP_ONLY, expect, goRoute, loginByApi, openPortal, resize, test } from './fixtures';
import { portal } from './parts';
import { samplePath } from './routes';

// Every width from a small phone to a wide desktop: the page never scrolls sideways, and at the
// widths with the menu bar every one of its entries sits inside the bar, on screen, on one row.
//
// Each test here walks several widths (and pages): a page is loaded once and then resized through
// the widths (the portal follows a resize, as the menu's bar/drawer switch below shows), and moves
// from page to page with goRoute (fixtures.ts), without a new load; each
// test has a 60 s bound, for a loaded 2-core machine (30 s ran out there): a bound, not a target.
const LOOP_MS = 60_000;
const WIDTHS = [320, 375, 600, 768, 769, 800, 820, 880, 948, 1024, 1100, 1280, 1440, 1920];

test(
  'no width from 320 to 1920 px scrolls sideways; every menu entry is on the bar, in one row',
  DESKTOP_ONLY,
  async ({ page }) => {
    test.setTimeout(LOOP_MS);
    await openPortal(page);
    for (const lang of ['繁', '简'] as const) {
      for (const width of WIDTHS) {
        await resize(page, { width, height: 900 });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${width} px (${lang})`).toBeLessThanOrEqual(0);
        if (width <= 768) continue; // the menu is a drawer there
        const bar = portal(page).locator('nav.menu');
        await expect(bar.getByRole('link')).toHaveCount(SPEC_MENU.length);
        const barBox = await bar.boundingBox();
        const boxes = await bar
          .getByRole('link')
          .evaluateAll((links) => links.map((l) => l.getBoundingClientRect().toJSON() as DOMRect));
        for (const [i, box] of boxes.entries()) {
          const where = `${width} px (${lang}) ${SPEC_MENU[i]}`;
          expect(box.left, where).toBeGreaterThanOrEqual(0);
          expect(box.right, where).toBeLessThanOrEqual(width);
          expect(box.top, where).toBeGreaterThanOrEqual(barBox!.y - 0.5);
          expect(box.bottom, where).toBeLessThanOrEqual(barBox!.y + barBox!.height + 0.5);
        }
        // one row: the header fits every width above the phone layout
        expect(new Set(boxes.map((b) => Math.round(b.top))).size, `${width} px (${lang})`).toBe(1);
      }
      // switch to Simplified for the second pass (the toggle is in the header at every width)
      if (lang === '繁') {
        await resize(page, { width: 1280, height: 900 });
        await portal(page)
          .getByRole('button', { name: /切換為簡體/ })
          .click();
      }
    }
  },
);

const DENSE = [
  '/company_member_list/:active',
  '/company/:id',
  '/need-details/:id',
  '/Order',
  '/course/:id',
  '/apply-company',
  '/my_need',
  '/my_company',
] as const;

test(
  'dense pages do not scroll sideways on a phone or a tablet',
  DESKTOP_ONLY,
  async ({ page }) => {
    test.setTimeout(LOOP_MS);
    await loginByApi(page, DEMO);
    for (const route of DENSE) {
      const path = samplePath(route);
      await resize(page, { width: 1280, height: 900 });
      await goRoute(page, path);
      for (const width of [320, 820, 948]) {
        await resize(page, { width, height: 900 });
        await expect
          .poll(
            () =>
              page.evaluate(
                () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
              ),
            { message: `${path} at ${width} px` },
          )
          .toBeLessThanOrEqual(0);
      }
    }
  },
);

test(
  'magazine covers and need pictures show whole (issue number, text) at 375, 820 and 1280 px',
  DESKTOP_ONLY,
  async ({ page }) => {
    test.setTimeout(LOOP_MS);
    for (const [path, covers] of [
      ['/magazine', '.mg-item img'],
      ['/', '.hm-mags img'],
      ['/need-details/3', '.nd-carousel img'],
    ] as const) {
      await resize(page, { width: 375, height: 900 });
      await goRoute(page, path);
      for (const width of [375, 820, 1280]) {
        await resize(page, { width, height: 900 });
        const images = portal(page).locator(covers);
        await expect(images.first()).toBeAttached();
        await images.evaluateAll((all) => {
          for (const img of all) img.scrollIntoView();
        });
        // nothing of the picture is cut (contained, or the frame has the picture's shape) and
        // it is not stretched, once the page at this width has settled
        const cropped = async () => {
          const fits = await images.evaluateAll(async (all) => {
            const out: string[] = [];
            for (const img of all as HTMLImageElement[]) {
              await img.decode().catch(() => undefined);
              const box = img.getBoundingClientRect();
              const fit = getComputedStyle(img).objectFit;
              const natural = img.naturalWidth / img.naturalHeight;
              const whole =
                fit === 'contain' ||
                fit === 'scale-down' ||
                Math.abs(box.width / box.height - natural) < 0.01;
              out.push(`${img.src.split('/').pop()} ${fit} ${whole ? 'whole' : 'cropped'}`);
            }
            return out;
          });
          return fits.length ? fits.filter((fit) => !fit.endsWith(' whole')) : ['no picture'];
        };
        await expect.poll(cropped, { message: `${path} at ${width} px` }).toEqual([]);
      }
    }
  },
);

// A card grid never leaves a last card alone on its row beside empty cells: columns divide the
// page size where they can, and a last card alone takes the whole row (a wide card); the home
// page's four figures sit 4 or 2 by 2.
test(
  'card grids and the home figures leave no lone item on a row at 375, 600, 820, 1024 and 1280 px',
  DESKTOP_ONLY,
  async ({ page }) => {
    test.setTimeout(LOOP_MS);
    for (const path of [
      '/information/3',
      '/information/0',
      '/policy/2',
      '/',
      '/magazine',
      '/company/1',
      '/company_member_list/0',
      '/company_member_list/1',
      '/Invest',
      '/guide',
    ]) {
      await resize(page, { width: 375, height: 900 });
      await goRoute(page, path);
      const grids = portal(page)
        .locator('main')
        .locator(
          '.ct-grid, .hm-grid, .hm-numbers, .mg-grid, .co-products, .dir-grid, .nb-grid, .gd-list',
        );
      await expect(grids.first()).toBeVisible();
      await expect(portal(page).locator('main .skeleton')).toHaveCount(0);
      for (const width of [375, 600, 820, 1024, 1280]) {
        await resize(page, { width, height: 900 });
        await expect(grids.first()).toBeVisible();
        // read once the page at this width has settled
        const lone = () =>
          grids.evaluateAll((all) =>
            all.flatMap((grid) => {
              const width = grid.getBoundingClientRect().width;
              const rows = new Map<number, DOMRect[]>();
              for (const card of grid.children) {
                const box = card.getBoundingClientRect();
                const top = Math.round(box.top);
                rows.set(top, [...(rows.get(top) ?? []), box]);
              }
              return [...rows.values()]
                .filter((row) => row.length === 1 && row[0]!.width < width - 1)
                .map((row) => `${grid.className}: a card of ${Math.round(row[0]!.width)} px alone`);
            }),
          );
        await expect.poll(lone, { message: `${path} at ${width} px` }).toEqual([]);
      }
    }
  },
);

// The desktop side bar (QR codes, phone, join, back to top) is fixed at the right of the screen:
// at every desktop width and scroll position it sits beside the page's content, never over a
// card, the banner, a heading or a line of text.
test(
  'the home side bar never covers the page content at 769 to 1920 px',
  DESKTOP_ONLY,
  async ({ page }) => {
    test.setTimeout(LOOP_MS);
    // one load, resized through the widths
    await openPortal(page, '#/');
    for (const width of [769, 1024, 1280, 1440, 1920]) {
      await resize(page, { width, height: 900 });
      const bar = portal(page).locator('nav.sb');
      await expect(bar).toBeVisible();
      await expect(portal(page).locator('main .skeleton')).toHaveCount(0);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (const y of [0, 500, 1200, 2000, height]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        const covered = await bar.evaluate((nav) => {
          const b = nav.getBoundingClientRect();
          const root = nav.getRootNode() as ShadowRoot;
          const content = root.querySelectorAll(
            'main img, main svg, main h1, main h2, main h3, main p, main a, main button, main input, main dt, main dd, main time, main li, main .ct-tile, main .ct-card, main [class*="banner"], footer a, footer p, footer img',
          );
          const hits: string[] = [];
          for (const el of content) {
            if (nav.contains(el) || el.closest('.ip, .sr-only')) continue;
            const r = el.getBoundingClientRect();
            if (r.width <= 1 || r.height <= 1 || r.bottom <= 0 || r.top >= innerHeight) continue;
            if (getComputedStyle(el).visibility === 'hidden') continue;
            if (r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom)
              hits.push(
                `${el.tagName.toLowerCase()}.${el.className} (${Math.round(r.right)} > ${Math.round(b.left)})`,
              );
          }
          return hits;
        });
        expect(covered, `${width} px, scrolled to ${y}`).toEqual([]);
      }
    }
  },
);

// A label of a detail page's rows (統一社會信用代碼, 面積（平方米）…) stays whole on a phone:
// its column takes the longest label, or the label stands above its value.
const DETAILS = [
  '/company/1',
  '/member_details/1',
  '/product_details/1',
  '/my_company',
  '/need-details/3',
  '/my_rights',
];

test(
  'detail labels never break inside a word at 320 and 375 px',
  DESKTOP_ONLY,
  async ({ page }) => {
    test.setTimeout(LOOP_MS);
    await loginByApi(page, DEMO);
    for (const path of DETAILS) {
      await resize(page, { width: 320, height: 900 });
      await goRoute(page, path);
      await expect(portal(page).locator('main h1, main h2').first()).toBeVisible();
      for (const width of [320, 375, 1280]) {
        await resize(page, { width, height: 900 });
        // read once the page at this width has settled
        const broken = () =>
          portal(page)
            .locator('main dt, main th, main label')
            .evaluateAll((all) =>
              all.flatMap((cell) => {
                const text = cell.textContent?.trim() ?? '';
                // a label, not a sentence (a check box's agreement text may wrap)
                if (!text || text.length > 12 || cell.getBoundingClientRect().width === 0)
                  return [];
                const range = document.createRange();
                range.selectNodeContents(cell);
                const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
                return tops.size > 1 ? [`${text} on ${tops.size} lines`] : [];
              }),
            );
        await expect.poll(broken, { message: `${path} at ${width} px` }).toEqual([]);
      }
    }
  },
);
