// A Chromium screenshot of a page as the seeded member (13800138000), for pages behind a login.
// Usage: node tests/tools/shot-logged-in.mjs BASE PATH WIDTH OUT.png [click-text]
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/chromium.mjs';

const [base, path, width = '1280', out = '/tmp/shot.png', click] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const answer = await page.request.post(
  `${base}/api/v2/account/pcLogin/13800138000/1?password=demo1234`,
);
const token = (await answer.json()).data;
await page.addInitScript((value) => sessionStorage.setItem('sztx-token', value), token);
await page.goto(`${base}${path}`);
await page.waitForLoadState('networkidle');
if (click) {
  await page.getByText(click, { exact: true }).first().click();
  await page.waitForLoadState('networkidle');
}
await page.waitForTimeout(800);
await page.screenshot({ path: out });
await browser.close();
console.log(`saved ${out}`);
