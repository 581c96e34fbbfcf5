// Developer tool: screenshot a URL in Debian's Chromium. node tests/tools/shot.mjs URL OUT.png [width] [fullPage]
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/chromium.mjs';

const [url, out = 'shot.png', width = '1280', full = ''] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const w = Number(width);
const page = await browser.newPage({
  viewport: { width: w, height: w < 600 ? 812 : 900 },
  deviceScaleFactor: 1,
});
page.on('console', (m) =>
  m.type() === 'error' || m.type() === 'warning' ? console.log(`[${m.type()}]`, m.text()) : null,
);
page.on('pageerror', (e) => console.log('[pageerror]', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(Number(process.env.WAIT ?? 500));
await page.screenshot({ path: out, fullPage: full === 'full' });
await browser.close();
console.log('saved', out);
