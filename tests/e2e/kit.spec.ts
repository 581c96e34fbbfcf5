// Partner kit: every widget under a strict Content-Security-Policy, widgets written by a CMS
// after load, and builds free of eval.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DESKTOP_ONLY, expect, test, WIDGET_TAGS } from './fixtures';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const APP_DIR = process.env.SZTX_E2E_APP_DIR ?? ROOT;

test('every widget of the manifest renders under a strict CSP with no violation or error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // a logged-out visitor's 401 answers are expected; anything else is not
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      errors.push(message.text());
  });
  await page.goto('/partner/all.html');
  const onPage = await page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .map((el) => el.localName)
      .filter((n) => n.startsWith('sztx-') && n !== 'sztx-overlay'),
  );
  expect(new Set(onPage)).toEqual(new Set(WIDGET_TAGS));
  for (const tag of WIDGET_TAGS) {
    const element = page.locator(tag).first();
    // rendered from the API: real text, no skeleton left, no error state
    await expect
      .poll(
        () =>
          element.evaluate((el) => {
            const root = el.shadowRoot?.querySelector('.sztx-root');
            if (!root || root.querySelector('.skeleton')) return '';
            return (root.textContent ?? '').trim();
          }),
        { message: `<${tag}> renders`, timeout: 15_000 },
      )
      .toMatch(/\S{8,}/);
    await expect(element.locator('[part="error"]')).toHaveCount(0);
  }
  await expect(page.locator('#violations')).toHaveAttribute('data-count', '0');
  expect(errors).toEqual([]);
});

test(
  'the CSP counter is real: an inline script on the same page is reported',
  DESKTOP_ONLY,
  async ({ page }) => {
    await page.goto('/partner/all.html');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inline = 1';
      document.body.append(script);
    });
    await expect(page.locator('#violations')).toHaveAttribute('data-count', '1');
    expect(
      await page.evaluate(() => (window as unknown as { __inline?: number }).__inline),
    ).toBeUndefined();
  },
);

test('widgets a CMS writes with innerHTML after load are found and rendered, batch after batch', async ({
  page,
}) => {
  await page.goto('/partner/cms.html');
  const feed = page.locator('#cms-feed');
  await expect(feed.locator('.news-item')).toHaveCount(2);
  await expect(feed.getByRole('heading', { name: '協會快訊' })).toBeVisible();
  await page.getByRole('button', { name: '載入更多區塊' }).click();
  await expect(page.locator('#cms-files').locator('.el-row, .el-card, li').first()).toBeVisible();
});

/** Every JavaScript file under a directory. */
function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsFiles(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

/** String evaluation: `eval(…)`, `new Function(…)`, `Function(…)` calls, string timers. */
const EVAL = [
  /(?<![\w$.])eval\s*\(/,
  /\bnew\s+Function\s*\(/,
  /(?<![\w$.])Function\s*\(\s*["'`]/,
  /\bset(?:Timeout|Interval)\s*\(\s*["'`]/,
];

test('the builds contain no eval, new Function or string timers', DESKTOP_ONLY, () => {
  const files = ['dist/embed', 'dist/embed-react', 'dist/portal'].flatMap((dir) =>
    jsFiles(join(APP_DIR, dir)),
  );
  expect(files.length).toBeGreaterThan(50);
  const found = files.flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    return EVAL.filter((pattern) => pattern.test(code)).map((p) => `${file}: ${p}`);
  });
  expect(found).toEqual([]);
  // the scan finds what it looks for (control)
  expect(EVAL.some((p) => p.test('x=1;eval("2")'))).toBe(true);
  expect(EVAL.some((p) => p.test('new Function("a", "return a")'))).toBe(true);
  expect(EVAL.some((p) => p.test('obj.evaluate(x); retrieval(y)'))).toBe(false);
});
