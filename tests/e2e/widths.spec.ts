import type { Page } from '@playwright/test';
import type { RoutePattern } from '../../core/router/routes';
import { SPEC_MENU } from '../spec/menu';
import { DEMO } from '../support/accounts';
import { DESKTOP_ONLY, expect, loginByApi, openPortal, test } from './fixtures';
import { portal } from './parts';
import { SAMPLES, samplePath } from './routes';

// Every width from a small phone to a wide desktop: the page never scrolls sideways, and at the
// widths with the menu bar every one of its entries sits inside the bar, on screen, on one row.
//
// Each test here walks several widths (and pages): a page is loaded once and then resized through
// the widths (the portal follows a resize, as the menu's bar/drawer switch below shows), and each
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
        await page.setViewportSize({ width, height: 900 });
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
        await page.setViewportSize({ width: 1280, height: 900 });
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
      await page.setViewportSize({ width: 1280, height: 900 });
      await openPortal(page, `#${path}`);
      await expect(portal(page).locator('main .skeleton')).toHaveCount(0);
      for (const width of [320, 820, 948]) {
        await page.setViewportSize({ width, height: 900 });
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

// Every tab row of every route on a small phone, in both scripts: every label whole and in view
// (and every contact value, and every field's placeholder: 單位，如：件 was cut).
// A label stays on one line (never 協會公/告), is not cut by its own box or an ellipsis, and sits
// inside its row and the screen without scrolling: a row that scrolled sideways hid its last
// label at the edge (變更記… on the company page) with no hint. The walk is every route's sample
// (routes.ts) logged in, the login page logged out, and the needs board's publish tab (its two
// sub-tabs). Each script is a test of its own (about 50 pages each); the bound is for that walk.
const WALK_MS = 180_000;

/** What is wrong with the tab rows in `main`: each row's and label's problem, as text. */
async function tabRowProblems(page: Page): Promise<string[]> {
  return portal(page)
    .locator('main [role="tablist"]')
    .evaluateAll((rows) =>
      rows.flatMap((row) => {
        const out: string[] = [];
        const box = row.getBoundingClientRect();
        if (box.width === 0) return out;
        if (row.scrollWidth > row.clientWidth + 1) out.push(`the row scrolls sideways`);
        for (const tab of row.querySelectorAll('[role="tab"]')) {
          const label = tab.textContent?.trim() ?? '';
          const at = tab.getBoundingClientRect();
          if (
            at.left < Math.max(box.left, 0) - 0.5 ||
            at.right > Math.min(box.right, innerWidth) + 0.5
          )
            out.push(`${label} out of its row or the screen`);
          if (tab.scrollWidth > tab.clientWidth + 1) out.push(`${label} cut`);
          if (getComputedStyle(tab).textOverflow === 'ellipsis')
            out.push(`${label} with an ellipsis`);
          const range = document.createRange();
          range.selectNodeContents(tab);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) out.push(`${label} on ${tops.size} lines`);
        }
        return out;
      }),
    );
}

/**
 * What is wrong with the page's contact values (every tel: and mailto: link, the footer's
 * 聯繫我們 included): a number or an address on more than one line, or, where the label is in the
 * same line's element (電話：0512…), the value dropped under its label.
 */
async function contactProblems(page: Page): Promise<string[]> {
  return portal(page)
    .locator('a[href^="tel:"], a[href^="mailto:"]')
    .evaluateAll((links) =>
      links.flatMap((link) => {
        // the value is the link's own text (a shortcut button's label and icon are not one)
        const own = [...link.childNodes].filter((n) => n.nodeType === 3 && n.textContent?.trim());
        if (link.getBoundingClientRect().width === 0 || own.length === 0) return [];
        const lines = (node: Node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.bottom))).size;
        };
        const value = link.textContent?.trim() ?? '';
        if (lines(link) > 1) return [`${value} on ${lines(link)} lines`];
        const line = link.parentElement;
        const labelled =
          line && [...line.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim());
        return labelled && lines(line) > 1 ? [`${line.textContent} on ${lines(line)} lines`] : [];
      }),
    );
}

// logged in, then (last) the login page logged out
/** Fields whose placeholder (an example, a hint) is cut by the field's box. */
async function placeholderProblems(page: Page): Promise<string[]> {
  return portal(page)
    .locator('main input[placeholder], main textarea[placeholder]')
    .evaluateAll((fields) => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      return fields.flatMap((field) => {
        const input = field as HTMLInputElement;
        if (input.getBoundingClientRect().width === 0 || input.value) return [];
        const style = getComputedStyle(input, '::placeholder');
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = canvas.measureText(input.placeholder).width;
        const own = getComputedStyle(input);
        const room = input.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight);
        // a text area wraps its placeholder; an input shows one line
        return input.tagName === 'INPUT' && text > room + 0.5
          ? [`placeholder ${input.placeholder} cut (${Math.round(text)} > ${Math.round(room)} px)`]
          : [];
      });
    });
}

const TAB_WALK: Array<{ path: string; open?: RegExp }> = [
  ...(Object.keys(SAMPLES) as RoutePattern[])
    .filter((route) => route !== '/login')
    .map((route) => ({ path: samplePath(route) })),
  { path: '/Invest', open: /發布采購|发布采购/ },
  { path: '/login' },
];

for (const script of ['Traditional', 'Simplified'] as const) {
  test(
    `every tab row of every route at 320 and 375 px (${script}): every label whole, in view, no sideways scroll`,
    DESKTOP_ONLY,
    async ({ page }) => {
      test.setTimeout(WALK_MS);
      if (script === 'Simplified')
        await page.addInitScript(() => {
          if (location.protocol.startsWith('http')) sessionStorage.setItem('sztx-lang', 's');
        });
      await loginByApi(page, DEMO);
      for (const { path, open } of TAB_WALK) {
        // the login page is the one shown logged out (the page is still the last route's)
        if (path === '/login') await page.evaluate(() => sessionStorage.removeItem('sztx-token'));
        await page.setViewportSize({ width: 320, height: 800 });
        // a fresh load: a goto that changes only the hash keeps the page, and the portal shows
        // the new route a frame later (the tabs read at once were the last route's, once)
        await page.goto('about:blank');
        await openPortal(page, `#${path}`);
        await expect(portal(page).locator('main .skeleton')).toHaveCount(0);
        if (open) {
          const tabs = portal(page).locator('main').getByRole('tab');
          await tabs.filter({ hasText: open }).first().click();
          await expect(portal(page).locator('main').getByRole('tablist')).toHaveCount(2);
        }
        for (const width of [320, 375]) {
          await page.setViewportSize({ width, height: 800 });
          // read once the page at this width has settled
          const problems = async () => [
            ...(await tabRowProblems(page)),
            ...(await contactProblems(page)),
            ...(await placeholderProblems(page)),
          ];
          await expect.poll(problems, { message: `${path} at ${width} px` }).toEqual([]);
        }
      }
    },
  );
}

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
      await page.setViewportSize({ width: 375, height: 900 });
      await page.goto('about:blank');
      await openPortal(page, `#${path}`);
      for (const width of [375, 820, 1280]) {
        await page.setViewportSize({ width, height: 900 });
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
      await page.setViewportSize({ width: 375, height: 900 });
      await page.goto('about:blank');
      await openPortal(page, `#${path}`);
      const grids = portal(page)
        .locator('main')
        .locator(
          '.ct-grid, .hm-grid, .hm-numbers, .mg-grid, .co-products, .dir-grid, .nb-grid, .gd-list',
        );
      await expect(grids.first()).toBeVisible();
      await expect(portal(page).locator('main .skeleton')).toHaveCount(0);
      for (const width of [375, 600, 820, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
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
    for (const width of [769, 1024, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await openPortal(page, '#/');
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
      await page.setViewportSize({ width: 320, height: 900 });
      await page.goto('about:blank');
      await openPortal(page, `#${path}`);
      await expect(portal(page).locator('main .skeleton')).toHaveCount(0);
      await expect(portal(page).locator('main h1, main h2').first()).toBeVisible();
      for (const width of [320, 375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
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

// The footer keeps its top padding on a phone (the column's side padding used to reset it), and
// its 聯繫我們 lines whole at every width: the e-mail address never breaks (not even after its
// @), the phone number never drops under its label (電話：).
test(
  'the footer keeps its padding and its contact lines whole at 320, 375, 820, 1280 and 1920 px',
  DESKTOP_ONLY,
  async ({ page }) => {
    for (const script of ['t', 's']) {
      await page.addInitScript((lang) => {
        if (location.protocol.startsWith('http')) sessionStorage.setItem('sztx-lang', lang);
      }, script);
      for (const width of [320, 375, 820, 1280, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('about:blank');
        await openPortal(page, '#/magazine');
        const footer = portal(page).locator('footer');
        const title = footer.locator('.footer-title').first();
        await expect(title).toBeVisible();
        await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
        // measured once the page at this width has settled (read at once, the previous width's
        // layout could still stand: -13 once in CI)
        const gap = async () => (await title.boundingBox())!.y - (await footer.boundingBox())!.y;
        await expect.poll(gap, { message: `${width} px` }).toBeGreaterThanOrEqual(24);
        await expect
          .poll(() => contactProblems(page), { message: `${width} px (${script})` })
          .toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${width} px (${script})`).toBeLessThanOrEqual(0);
      }
    }
  },
);

// The spec's breakpoint (000 §1, 001 §9: "width above 768 is the desktop layout") holds for every
// layout that switches: at 768 px the phone layout, at 769 and 800 px the desktop one. The needs
// board: top tabs and two columns, or left tabs and three columns (001 §Invest); the header: the
// drawer's button or the menu bar; the need detail: its pictures above, or beside, the text.
test(
  "every layout switches at the spec's breakpoint: 768 phone, 769 and 800 desktop",
  DESKTOP_ONLY,
  async ({ page }) => {
    test.setTimeout(LOOP_MS);
    const columns = (selector: string) =>
      portal(page)
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    for (const width of [768, 769, 800]) {
      const pc = width > 768;
      const where = `${width} px`;
      await page.setViewportSize({ width, height: 900 });
      await page.goto('about:blank');
      await openPortal(page, '#/Invest');
      await expect(portal(page).locator('.nb-grid .nb-card').first(), where).toBeVisible();
      await expect(portal(page).locator('main [role="tablist"]'), where).toHaveAttribute(
        'aria-orientation',
        pc ? 'vertical' : 'horizontal',
      );
      const tabs = await portal(page)
        .locator('main [role="tab"]')
        .evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().top));
      expect(
        new Set(tabs).size,
        `${where}: tabs ${pc ? 'stacked on the left' : 'in a row on top'}`,
      ).toBe(pc ? tabs.length : 1);
      expect(await columns('.nb-grid'), `${where}: board columns`).toBe(pc ? 3 : 2);
      await expect(portal(page).locator('nav.menu'), where).toHaveCount(pc ? 1 : 0);
      await expect(
        portal(page).getByRole('button', { name: '選單', exact: true }),
        where,
      ).toHaveCount(pc ? 0 : 1);

      await openPortal(page, '#/need-details/3');
      await expect(portal(page).locator('.nd-carousel'), where).toBeVisible();
      expect(await columns('.nd-top'), `${where}: need detail columns`).toBe(pc ? 2 : 1);
    }
  },
);

// The home page's first row: the policy search beside the statistics leaves no blank area under
// it (at 1280 px the map made the statistics much taller than the search box).
test(
  'the policy search is as tall as the statistics beside it at 1024, 1280 and 1920 px',
  DESKTOP_ONLY,
  async ({ page }) => {
    await openPortal(page);
    const search = portal(page).locator('.hm-search');
    const stats = portal(page).locator('.hm-stats');
    await expect(stats.locator('.skeleton')).toHaveCount(0);
    for (const width of [1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const gap = async () => {
        const a = (await search.boundingBox())!;
        const b = (await stats.boundingBox())!;
        return Math.round(Math.abs(a.y + a.height - (b.y + b.height)));
      };
      await expect.poll(gap, { message: `${width} px` }).toBeLessThanOrEqual(1);
    }
  },
);
