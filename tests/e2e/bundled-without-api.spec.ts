// A widget bundled into a partner's app (its script served from the app's origin) that names no
// API asks the app's own origin, which is not the association's API: it must never show an
// empty, silent widget. Every widget of the manifest shows its error state and the console says
// to name the API with api-base (core/api/diagnose.ts, docs/embedding.md).
import { PARTNER_ORIGIN, WIDGET_TAGS } from './data';
import { expect, test } from './fixtures';

test.describe('bundled into an app, without api-base', () => {
  for (const tag of WIDGET_TAGS) {
    test(`<${tag}> shows an error and says to name api-base, never an empty widget`, async ({
      page,
      baseURL,
    }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const asked: string[] = [];
      // the app's server: its bundle (the package's embed files, as a bundler copies them), and
      // its SPA fallback, index.html for any other path (the app has no /api/v2/)
      await page.route(`${PARTNER_ORIGIN}/**`, async (route) => {
        const url = new URL(route.request().url());
        if (url.pathname.startsWith('/assets/')) {
          const file = url.pathname.slice('/assets/'.length);
          return route.fulfill({
            response: await route.fetch({ url: `${baseURL}/embed/${file}` }),
          });
        }
        if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
        return route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: `<!doctype html><html lang="zh-Hant"><head><meta charset="utf-8"><title>App</title></head>
<body><${tag} eager></${tag}><script type="module" src="/assets/loader.js"></script></body></html>`,
        });
      });
      await page.goto(`${PARTNER_ORIGIN}/`);
      const element = page.locator(tag);
      await expect(element.locator('.sztx-root')).toBeVisible();
      await expect(element.locator('.skeleton')).toHaveCount(0);
      // never empty: the widget shows something, and what asked the app shows an error
      await expect(element.locator('.sztx-root')).not.toHaveText('');
      if (asked.length > 0) {
        await expect(element.locator('[role="alert"]').first()).toBeVisible();
        await expect
          .poll(() => warnings.filter((w) => w.includes('Without api-base')).length)
          .toBeGreaterThan(0);
      }
    });
  }
});
