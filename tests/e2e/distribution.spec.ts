// A partner pins a version: /embed/v<version>/ with Subresource Integrity from sri.json, served
// compressed, from another origin.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from '../support/process.mjs';
import { PARTNER_ORIGIN } from './data';
import { DESKTOP_ONLY, expect, test } from './fixtures';

const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

function pinnedPage(scriptUrl: string, integrity: string): string {
  return `<!doctype html><html lang="zh-Hant"><head><meta charset="utf-8"><title>pinned</title></head>
<body><sztx-news-feed page-size="3"></sztx-news-feed>
<script type="module" src="${scriptUrl}" integrity="${integrity}" crossorigin="anonymous"></script>
</body></html>`;
}

async function serve(page: Page, html: string) {
  await page.route(`${PARTNER_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
}

test(
  'a pinned version with SRI loads compressed and immutable from another origin',
  DESKTOP_ONLY,
  async ({ page, baseURL }) => {
    const base = `${baseURL}/embed/v${version}/`;
    const sri = await (await page.request.get(`${base}sri.json`)).json();
    expect(sri['news-feed.js']).toMatch(/^sha384-/);
    await serve(page, pinnedPage(`${base}news-feed.js`, sri['news-feed.js']));
    const scripts: { url: string; encoding?: string; cache?: string }[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(base))
        scripts.push({
          url: response.url(),
          encoding: response.headers()['content-encoding'],
          cache: response.headers()['cache-control'],
        });
    });
    await page.goto(`${PARTNER_ORIGIN}/pinned.html`);
    await expect(page.locator('sztx-news-feed').locator('.news-item[part="item"]')).toHaveCount(3);
    // the entry and its chunks came from the pinned folder, brotli-compressed, immutable
    expect(scripts.some((s) => s.url === `${base}news-feed.js`)).toBe(true);
    expect(scripts.some((s) => s.url.startsWith(`${base}chunks/`))).toBe(true);
    for (const script of scripts) {
      expect(script.encoding, script.url).toBe('br');
      expect(script.cache, script.url).toBe('public, max-age=31536000, immutable');
    }
  },
);

test(
  'a script whose integrity does not match is not run',
  DESKTOP_ONLY,
  async ({ page, baseURL }) => {
    const wrong = `sha384-${'A'.repeat(64)}`;
    await serve(page, pinnedPage(`${baseURL}/embed/v${version}/news-feed.js`, wrong));
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${PARTNER_ORIGIN}/tampered.html`);
    await expect.poll(() => errors.join('\n')).toMatch(/integrity/i);
    expect(await page.evaluate(() => customElements.get('sztx-news-feed'))).toBeUndefined();
  },
);
