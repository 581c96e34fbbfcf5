// The public page of an item (issue 31, demo-site/pages) in a browser: without JavaScript it
// is the portal's look with the item (a declarative shadow root, its links into the portal);
// with JavaScript the portal takes it over at the item's route, in the page's script, with no
// policy violation, and names the page as its canonical link.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { portal } from './parts';

/** Policy violations and errors the page reports. */
function problems(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') found.push(message.text());
  });
  page.on('pageerror', (error) => found.push(error.message));
  return found;
}

const shell = (page: Page) => page.locator('[data-sztx-shell]');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("shows the item in the portal's frame, its links leading into the portal", async ({
    page,
  }) => {
    const answer = await page.goto('/s/company/1');
    expect(answer?.status()).toBe(200);
    const heading = shell(page).locator('main h1');
    await expect(heading).toBeVisible();
    const name = (await heading.textContent())?.trim();
    expect(name).toBeTruthy();
    expect(await page.title()).toBe(`${name} - 台商協會`);
    // the header of the desktop width and a visitor (the shell's variants: one shows)
    const header = shell(page).locator('[data-layout="pc"][data-session="anonymous"] header');
    await expect(header).toBeVisible();
    // the header's home link: the portal, not this page's own hash
    const home = header.locator('a.brand');
    expect(await home.evaluate((a) => (a as HTMLAnchorElement).href)).toBe(
      new URL('/#/', page.url()).href,
    );
  });

  test('answers a bad id with the 404 page in the same look', async ({ page }) => {
    const answer = await page.goto('/s/article/abc');
    expect(answer?.status()).toBe(404);
    await expect(shell(page).locator('main h1')).toHaveText('找不到頁面');
  });
});

test.describe('with JavaScript', () => {
  for (const [path, route, home] of [
    ['/s/article/1', '/article/1', '首頁'],
    ['/s/zh-Hans/need/1', '/need-details/1', '首页'],
    // a kind whose route is its list's, the item in the query
    ['/s/magazine/1', '/magazine?id=1', '首頁'],
  ] as const) {
    test(`${path}: the portal takes over at ${route}, in the page's script`, async ({ page }) => {
      const found = problems(page);
      await page.goto(path);
      const main = portal(page).locator(`main[data-route="${route}"]`);
      await expect(main.locator('h1')).toBeVisible();
      await expect(main.locator('.skeleton')).toHaveCount(0);
      // the address is the portal's route, the server's page gave its place to the portal
      expect(new URL(page.url()).hash).toBe(`#${route}`);
      await expect(shell(page)).toHaveCount(0);
      await expect(
        portal(page).locator('header').getByText(home, { exact: true }).first(),
      ).toBeVisible();
      const canonical = await page
        .locator('link[rel="canonical"]')
        .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
      expect(canonical).toEqual([path]);
      expect(found).toEqual([]);
    });
  }

  test('shows the Simplified page while the portal loads (the boot script hides only the shell of the portal page)', async ({
    page,
  }) => {
    // the portal's scripts never arrive: the page shown is the server's
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto('/s/zh-Hans/need/1');
    await expect(page.locator('html')).toHaveAttribute('data-sztx-lang', 's');
    // the page renders both layouts (the needs board's), one shown at this width
    const heading = shell(page).locator('main h1:visible');
    await expect(heading).toHaveCount(1);
    await expect(heading).toHaveText(/采购/);
  });
});
