// Lists the layout shifts of a page load with their sources' rectangles (nodes inside shadow
// roots are not exposed by the API, so the rectangles are the clue).
// Usage: node tests/tools/layout-shifts.mjs URL [width]   (against a running server)
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/chromium.mjs';

const [url = 'http://127.0.0.1:8080/#/', width = '1280'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
await page.addInitScript(() => {
  window.__shifts = [];
  const rect = (r) =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__shifts.push({
        at: Math.round(e.startTime),
        value: Number(e.value.toFixed(4)),
        sources: e.sources.map((s) => `${rect(s.previousRect)} → ${rect(s.currentRect)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto(url);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(800);
const shifts = await page.evaluate(() => window.__shifts);
console.log(JSON.stringify(shifts, null, 1));
console.log(`CLS ${shifts.reduce((sum, s) => sum + s.value, 0).toFixed(4)}`);
await browser.close();
