// Every label whole: every tab row of every route, every contact value (the footer's 聯繫我們
// included) and every field's placeholder, at the widths where they were cut, in both scripts.
import type { Page } from '@playwright/test';
import type { RoutePattern } from '../../core/router/routes';
import { DEMO } from '../support/accounts';
import { DESKTOP_ONLY, expect, goRoute, loginByApi, openPortal, resize, test } from './fixtures';
import { portal } from './parts';
import { SAMPLES, samplePath } from './routes';

// Every tab row of every route on a small phone, in both scripts: every label whole and in view
// (and every contact value, and every field's placeholder: 單位，如：件 was cut).
// A label stays on one line (never 協會公/告), is not cut by its own box or an ellipsis, and sits
// inside its row and the screen without scrolling: a row that scrolled sideways hid its last
// label at the edge (變更記… on the company page) with no hint. The walk is every route's sample
// (routes.ts) logged in, the login page logged out, and the needs board's publish tab (its two
// sub-tabs). Each script is a test of its own (about 50 routes each, in one page); the bound is for that walk.
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

const SCRIPTS = ['Traditional', 'Simplified'] as const;
type Script = (typeof SCRIPTS)[number];

/** The name of the walk in each script (each was a test of its own; now a step of one walk). */
const walkName = (script: Script) =>
  `every tab row of every route at 320 and 375 px (${script}): every label whole, in view, no sideways scroll`;

/**
 * Switches the open portal to `script` with the header's toggle (no new load: the layout is
 * what is measured, and it follows the script as a load would) and waits until the whole
 * portal shows it, its converter loaded (`data-ready`).
 */
async function showScript(page: Page, script: Script): Promise<void> {
  const [lang, other] = script === 'Simplified' ? ['zh-Hans', 'zh-Hant'] : ['zh-Hant', 'zh-Hans'];
  const shown = portal(page).locator(`.sztx-root[lang="${lang}"] > .portal[data-ready="true"]`);
  if (await portal(page).locator(`.sztx-root[lang="${other}"]`).count()) {
    await portal(page)
      .locator('header')
      .getByRole('button', { name: script === 'Simplified' ? '切換為簡體中文' : '切换为繁体中文' })
      .click();
  }
  await expect(shown, `the portal in ${script}`).toBeAttached();
}

// One page walks every route once: at each route both scripts (switched with the header's
// toggle) and both widths (resized), the order alternating so that each route costs one
// switch of script; the walk's two halves were each a test with a load per script.
test(
  'every tab row of every route at 320 and 375 px, in both scripts: every label whole, in view, no sideways scroll',
  DESKTOP_ONLY,
  async ({ page }) => {
    test.setTimeout(WALK_MS);
    let scripts: Script[] = [...SCRIPTS];
    let widths = [320, 375];
    await loginByApi(page, DEMO);
    for (const { path, open } of TAB_WALK) {
      // the login page is the one shown logged out: a new load, without the stored token
      if (path === '/login') {
        await page.evaluate(() => sessionStorage.removeItem('sztx-token'));
        await page.goto('about:blank');
      }
      await resize(page, { width: widths[0]!, height: 800 });
      // goRoute waits until main holds this route's page, loaded
      await goRoute(page, path);
      if (open) {
        const tabs = portal(page).locator('main').getByRole('tab');
        await tabs.filter({ hasText: open }).first().click();
        await expect(portal(page).locator('main').getByRole('tablist')).toHaveCount(2);
      }
      for (const script of scripts) {
        await test.step(`${walkName(script)}: ${path}`, async () => {
          await showScript(page, script);
          for (const width of widths) {
            await resize(page, { width, height: 800 });
            // read once the page at this width has settled
            const problems = async () => [
              ...(await tabRowProblems(page)),
              ...(await contactProblems(page)),
              ...(await placeholderProblems(page)),
            ];
            await expect
              .poll(problems, { message: `${path} at ${width} px (${script})` })
              .toEqual([]);
          }
          widths = [...widths].reverse();
        });
      }
      scripts = [...scripts].reverse();
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
    // one load: the page is resized through the widths, and the script switched by the toggle
    await openPortal(page, '#/magazine');
    const footer = portal(page).locator('footer');
    const title = footer.locator('.footer-title').first();
    let widths = [320, 375, 820, 1280, 1920];
    for (const script of SCRIPTS) {
      await showScript(page, script);
      for (const width of widths) {
        await resize(page, { width, height: 900 });
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
      widths = [...widths].reverse();
    }
  },
);
