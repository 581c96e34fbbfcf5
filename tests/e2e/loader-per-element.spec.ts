// loader.js starts each element when it nears the viewport, not each tag: on a long partner
// page, a second list widget 8,000 px below the first sends no API request until it is
// scrolled to, although its tag's script loaded for the first (widgets/entries/loader.ts).
import type { Page } from '@playwright/test';
import { PARTNER_ORIGIN, WIDGET_TAGS } from './data';
import { expect, scrollUntilRendered, test } from './fixtures';

/** The widgets that show a list (the others: the portal, the personal centre, the form). */
const LIST_TAGS = WIDGET_TAGS.filter(
  (tag) => !['sztx-portal', 'sztx-personal-centre', 'sztx-apply-form'].includes(tag),
);

/** The lower element's own API origin: what it asks is told apart from the upper one's. */
const LOWER_API = 'http://localhost:2';

/** Answers LOWER_API from the reference server; the API paths asked there. */
async function lowerApi(page: Page, baseURL: string): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`${LOWER_API}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
    await route.fulfill({
      response: await route.fetch({ url: `${baseURL}${url.pathname}${url.search}` }),
    });
  });
  return asked;
}

test.describe('loader.js on a long page', () => {
  test('finds list widgets to walk', () => {
    expect(LIST_TAGS.length).toBeGreaterThanOrEqual(5);
  });

  for (const tag of LIST_TAGS) {
    test(`a second <${tag}> far below sends no request until it is scrolled to`, async ({
      page,
      baseURL,
    }) => {
      const asked = await lowerApi(page, baseURL!);
      await page.route(`${PARTNER_ORIGIN}/**`, (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: `<!doctype html><html lang="zh-Hant"><head><meta charset="utf-8"><title>長頁</title></head>
<body><${tag} id="upper" api-base="${baseURL}/api/v2/"></${tag}>
<div style="height: 8000px">夥伴的長文章</div>
<${tag} id="lower" api-base="${LOWER_API}/api/v2/"></${tag}>
<script type="module" src="${baseURL}/embed/loader.js"></script></body></html>`,
        }),
      );
      await page.goto(`${PARTNER_ORIGIN}/long.html`);
      const upper = page.locator('#upper');
      const lower = page.locator('#lower');
      await expect(upper.locator('.sztx-root')).toBeVisible();
      await expect(upper.locator('.skeleton')).toHaveCount(0);
      // the tag's script has loaded and the upper element has loaded its data: the lower
      // element is upgraded, and has neither rendered nor asked anything
      expect(await lower.evaluate((el) => customElements.get(el.localName) !== undefined)).toBe(
        true,
      );
      expect(await lower.evaluate((el) => el.shadowRoot?.querySelector('.sztx-root') ?? null)).toBe(
        null,
      );
      expect(asked).toEqual([]);

      await scrollUntilRendered(lower);
      await expect(lower.locator('.skeleton')).toHaveCount(0);
      expect(asked.length).toBeGreaterThan(0);
      await page.unrouteAll({ behavior: 'wait' }); // the lower element's images, still coming
    });
  }
});
