// A partner page whose scripts added properties to Object.prototype and Array.prototype before
// ours ran (an old library, a polyfill): every widget of the manifest renders, opens its lazily
// loaded parts, and none of it takes the page's additions for its own (widgets/build/own-keys.ts,
// docs/security.md).
import type { Locator, Page } from '@playwright/test';
import { DEMO, loginPath } from '../support/accounts';
import { collectErrors } from '../support/page-errors';
import { PARTNER_ORIGIN, WIDGET_TAGS } from './data';
import { expect, test } from './fixtures';
import { loginDialog } from './parts';

/** What the page's own scripts did first. */
const POLLUTED_KEYS = ['polluted', 'get', 'extra'];
function pollute() {
  const proto = Object.prototype as unknown as Record<string, unknown>;
  proto.polluted = 'yes';
  proto.get = 'x';
  (Array.prototype as unknown as Record<string, unknown>).extra = () => undefined;
}

/** The lazily loaded parts a visitor opens in each widget (besides the login code). */
const OPEN_LAZY: Record<string, (element: Locator, page: Page) => Promise<void>> = {
  'sztx-needs-board': async (board, page) => {
    await board.locator('a.nb-card[part="need-card"]').first().click();
    await expect(board.locator('article[part="detail"]')).toBeVisible();
    await board.getByRole('button', { name: '← 返回需求列表' }).click();
    await board.getByRole('tab', { name: '+ 發布采購' }).click();
    await expect(loginDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(loginDialog(page)).toBeHidden();
  },
  'sztx-portal': async (portal, page) => {
    await page.evaluate(() => {
      location.hash = '#/need-details/1';
    });
    await expect(portal.locator('main[data-route="/need-details/1"]')).toBeVisible();
    await expect(portal.locator('main .skeleton')).toHaveCount(0);
  },
};

/** Every element of the page and of every shadow root in it carrying one of `names`. */
function strayAttributes(names: string[]): string[] {
  const found: string[] = [];
  const visit = (root: Document | ShadowRoot) => {
    for (const element of Array.from(root.querySelectorAll('*'))) {
      for (const name of names) {
        if (element.hasAttribute(name)) found.push(`<${element.localName} ${name}>`);
      }
      if (element.shadowRoot) visit(element.shadowRoot);
    }
  };
  visit(document);
  return found;
}

/** The error boundary's message anywhere in the page's shadow roots. */
function failedRenders(): number {
  let count = 0;
  const visit = (root: Document | ShadowRoot) => {
    for (const element of Array.from(root.querySelectorAll('*'))) {
      if (element.shadowRoot) {
        if (element.shadowRoot.textContent?.includes('內容暫時無法顯示')) count += 1;
        visit(element.shadowRoot);
      }
    }
  };
  visit(document);
  return count;
}

test.describe('a page with a polluted Object.prototype and Array.prototype', () => {
  for (const tag of WIDGET_TAGS) {
    test(`<${tag}> renders and opens its lazy parts, taking nothing inherited for its own`, async ({
      page,
      baseURL,
    }) => {
      const errors = collectErrors(page, true);
      // the page's scripts ran first; loader.js loads the widget's own script
      await page.addInitScript(pollute);
      await page.route(`${PARTNER_ORIGIN}/**`, (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: `<!doctype html><html lang="zh-Hant"><head><meta charset="utf-8"><title>舊網站</title></head>
<body><${tag} eager api-base="${baseURL}/api/v2/" portal-url="${baseURL}/"></${tag}>
<script type="module" src="${baseURL}/embed/loader.js"></script></body></html>`,
        }),
      );
      await page.goto(`${PARTNER_ORIGIN}/old-site.html`);
      const element = page.locator(tag);
      await expect(element.locator('.sztx-root')).toBeVisible();
      await expect(element.locator('.skeleton')).toHaveCount(0);
      await OPEN_LAZY[tag]?.(element, page);

      // the login code is a lazy part of every widget: a partner's own login hands it a token
      const token = ((await (await page.request.post(loginPath(DEMO))).json()) as { data: string })
        .data;
      expect(await page.evaluate((t) => window.SZTX!.session.set(t), token)).toBe(true);
      await expect(element.locator('.skeleton')).toHaveCount(0);

      expect(await page.evaluate(() => (Object.prototype as { polluted?: string }).polluted)).toBe(
        'yes',
      );
      expect(await page.evaluate(failedRenders)).toBe(0);
      expect(await page.evaluate(strayAttributes, POLLUTED_KEYS)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
