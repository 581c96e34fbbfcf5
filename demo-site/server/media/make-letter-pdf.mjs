// Produces the application letter as PDF (apply-letter.pdf, opens on any phone) from the same
// text as the editable RTF (features/apply/letter.json): Chromium prints an A4 page with the
// CJK font embedded. The PDF is committed; run this again after changing letter.json.
// Usage: node demo-site/server/media/make-letter-pdf.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const here = dirname(fileURLToPath(import.meta.url));
const letter = JSON.parse(readFileSync(join(here, '../features/apply/letter.json'), 'utf8'));

const escapeHtml = (text) =>
  text.replace(/[&<>]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[ch]);
const html = `<!doctype html><html lang="zh-Hant"><meta charset="utf-8"><title>${escapeHtml(letter.title)}</title><style>
  @page { size: A4; margin: 22mm 20mm; }
  body { font-family: 'Noto Sans CJK TC', 'Noto Sans CJK SC', sans-serif; font-size: 12pt; line-height: 2; color: #000; }
  h1 { text-align: center; font-size: 18pt; margin: 0 0 1.5em; }
  p { margin: 0; min-height: 2em; white-space: pre-wrap; }
</style><h1>${escapeHtml(letter.title)}</h1>${letter.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}</html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
const page = await browser.newPage();
await page.setContent(html);
await page.evaluate(() => document.fonts.ready);
const pdf = await page.pdf({ format: 'A4', printBackground: false, preferCSSPageSize: true });
await browser.close();
writeFileSync(join(here, 'apply-letter.pdf'), pdf);
console.log(`apply-letter.pdf: ${pdf.length} bytes`);
