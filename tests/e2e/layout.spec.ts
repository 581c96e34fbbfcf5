// The spec's breakpoint and the home page's first row, at the widths where they went wrong.
import { DESKTOP_ONLY, expect, openPortal, resize, test } from './fixtures';
import { portal } from './parts';

/** A bound for a test that walks several widths on a loaded 2-core machine (widths.spec.ts). */
const LOOP_MS = 60_000;

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
      await resize(page, { width, height: 900 });
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
      await resize(page, { width, height: 900 });
      const gap = async () => {
        const a = (await search.boundingBox())!;
        const b = (await stats.boundingBox())!;
        return Math.round(Math.abs(a.y + a.height - (b.y + b.height)));
      };
      await expect.poll(gap, { message: `${width} px` }).toBeLessThanOrEqual(1);
    }
  },
);
