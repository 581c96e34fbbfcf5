// Widgets rendered on the server (issue 32): a partner page holding `renderWidget`'s HTML
// (dist/ssr, the package's `sztx-widgets/ssr`) shows each widget's first page before any script
// runs; once its script has loaded, the element takes the server's nodes over: no request for
// the first page, no console message, no layout shift, the same nodes; and it works after.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { ROOT } from '../support/process.mjs';
import { PARTNER_ORIGIN } from './data';
import { expect, resize, test } from './fixtures';
import { loginDialog } from './parts';

type Ssr = typeof import('../../widgets/ssr/index');

/** The package's server entry as a partner's server imports it (built with dist/). */
const ssr = (): Promise<Ssr> => import(pathToFileURL(join(ROOT, 'dist/ssr/index.js')).href);

/** The embed entry that defines `tag` (its first line: `// Embed entry: <sztx-…>`). */
function entryOf(tag: string): string {
  const dir = join(ROOT, 'widgets/entries');
  const file = readdirSync(dir).find((name) =>
    readFileSync(join(dir, name), 'utf8').split('\n')[0]!.includes(`<${tag}>`),
  );
  if (!file) throw new Error(`no embed entry defines <${tag}>`);
  return file.replace(/\.ts$/, '');
}

/** The titles (or names) of the rows the server's render loaded, from its data script. */
function rowTitles(html: string): string[] {
  const json = /<script type="application\/json" data-sztx-seed>(.*?)<\/script>/s.exec(html)![1]!;
  return Object.values(JSON.parse(json) as Record<string, unknown>)
    .flatMap((value) =>
      Array.isArray(value) ? value : ((value as { items?: unknown[] }).items ?? []),
    )
    .map(
      (row) => (row as { title?: string; name?: string }).title ?? (row as { name: string }).name,
    );
}

/**
 * A partner page at PARTNER_ORIGIN with the element's server HTML and its script. An inline
 * script, run before any module script, keeps the server's root node and records layout shifts.
 */
async function servePage(page: Page, baseURL: string, tag: string, html: string): Promise<void> {
  await page.route(`${PARTNER_ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="zh-Hant"><head><meta charset="utf-8"><title>夥伴頁</title></head>
<body><h1>夥伴的頁面</h1>${html}<p>夥伴的文章</p>
<script>
window.shifts = [];
window.shiftObserver = new PerformanceObserver((list) => { for (const e of list.getEntries()) window.shifts.push(e.value); });
window.shiftObserver.observe({ type: 'layout-shift', buffered: true });
window.serverRoot = document.querySelector('${tag}').shadowRoot.querySelector('.sztx-root');
</script>
<script type="module" src="${baseURL}/embed/${entryOf(tag)}.js"></script></body></html>`,
    }),
  );
}

/**
 * The layout shifts of the page so far, read once two more frames have been laid out (a shift a
 * first render's measurement causes is in them) and the observer's queue flushed.
 */
async function shiftsOf(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const w = window as unknown as { shifts: number[]; shiftObserver: PerformanceObserver };
    return [
      ...w.shifts,
      ...w.shiftObserver
        .takeRecords()
        .map((e) => (e as { value: number } & PerformanceEntry).value),
    ];
  });
}

/** Every API request and console message of the page, from now on. */
function watch(page: Page) {
  const seen = { requests: [] as string[], console: [] as string[] };
  page.on('request', (request) => {
    if (request.url().includes('/api/v2/')) seen.requests.push(request.url());
  });
  page.on('console', (message) => seen.console.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => seen.console.push(`pageerror: ${error.message}`));
  return seen;
}

/** Waits until the element has taken its server HTML over (its data script has left). */
async function hydrated(page: Page, tag: string): Promise<void> {
  await page.waitForFunction((t) => {
    const root = document.querySelector(t)?.shadowRoot;
    return customElements.get(t) && root && !root.querySelector('script[data-sztx-seed]');
  }, tag);
}

/** The page's server HTML read with JavaScript off: what search engines and slow phones get. */
async function withoutScripts(browser: Browser, baseURL: string, tag: string, html: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await servePage(page, baseURL, tag, html);
  await page.goto(`${PARTNER_ORIGIN}/ssr.html`);
  const shown = (await page.locator(tag).locator('.sztx-root').textContent()) ?? '';
  await context.close();
  return shown;
}

/** The widgets the issue names; the first test checks that the server entry renders these. */
const TAGS = [
  'sztx-news-feed',
  'sztx-needs-board',
  'sztx-policy-files',
  'sztx-courses',
  'sztx-directory',
];

test.describe('widgets rendered on the server', () => {
  test('renders the five widgets of the issue', async () => {
    expect([...(await ssr()).SERVER_RENDERED_TAGS].sort()).toEqual([...TAGS].sort());
  });

  for (const tag of TAGS) {
    for (const lang of ['zh-Hant', 'zh-Hans']) {
      test(`<${tag} lang=${lang}>: shown without scripts, then taken over with no request, message or shift`, async ({
        page,
        browser,
        baseURL,
      }) => {
        const { renderWidget, SERVER_RENDERED_TAGS } = await ssr();
        expect(SERVER_RENDERED_TAGS).toContain(tag);
        const html = await renderWidget(tag, {
          attributes: { 'api-base': `${baseURL}/api/v2/`, lang },
        });
        const titles = rowTitles(html);
        expect(titles.length).toBeGreaterThan(0);

        const before = await withoutScripts(browser, baseURL!, tag, html);
        // the titles as loaded are Traditional: shown so in Traditional, converted in Simplified
        for (const title of titles) {
          if (lang === 'zh-Hant') expect(before, title).toContain(title);
        }

        const seen = watch(page);
        await servePage(page, baseURL!, tag, html);
        await page.goto(`${PARTNER_ORIGIN}/ssr.html`);
        await hydrated(page, tag);
        const element = page.locator(tag);
        // the same text, in the same nodes: the server's root is the one shown
        expect(await element.locator('.sztx-root').textContent()).toBe(before);
        expect(
          await element.evaluate(
            (el) =>
              (window as unknown as { serverRoot: Element }).serverRoot ===
              el.shadowRoot!.querySelector('.sztx-root'),
          ),
        ).toBe(true);
        expect(await shiftsOf(page)).toEqual([]);
        expect(seen.requests).toEqual([]);
        expect(seen.console).toEqual([]);
      });
    }
  }

  /**
   * At each width: the layout the element's first render in the browser chooses is the one the
   * server's HTML has (the server knows no width, so a layout picked by script from a width moves
   * the page at some width; layouts follow the element's own width in CSS). A phone; a window
   * just above the breakpoint whose page leaves the element below it (780 px: the body's margins
   * make it 764 px wide, the board moved 0.86 there when it picked by script); a desktop.
   */
  async function takeOverAt(page: Page, baseURL: string, tag: string, width: number) {
    const { renderWidget } = await ssr();
    await resize(page, { width, height: 800 });
    const seen = watch(page);
    const html = await renderWidget(tag, { attributes: { 'api-base': `${baseURL}/api/v2/` } });
    await servePage(page, baseURL, tag, html);
    await page.goto(`${PARTNER_ORIGIN}/ssr.html`);
    await hydrated(page, tag);
    expect(await shiftsOf(page), `layout shifts of <${tag}> at ${width} px`).toEqual([]);
    expect(seen.requests).toEqual([]);
    expect(seen.console).toEqual([]);
  }

  for (const width of [375, 780, 1280]) {
    for (const tag of TAGS) {
      test(`<${tag}> at ${width} px: taken over without a shift`, async ({ page, baseURL }) => {
        await takeOverAt(page, baseURL!, tag, width);
      });
    }
  }

  test('the news feed after it: load more, events, language switch', async ({ page, baseURL }) => {
    const { renderWidget } = await ssr();
    const tag = 'sztx-news-feed';
    const html = await renderWidget(tag, {
      attributes: { 'api-base': `${baseURL}/api/v2/`, 'page-size': '3' },
    });
    const seen = watch(page);
    await servePage(page, baseURL!, tag, html);
    await page.goto(`${PARTNER_ORIGIN}/ssr.html`);
    await hydrated(page, tag);
    const feed = page.locator(tag);
    const items = feed.locator('.news-title');
    await expect(items).toHaveCount(3);
    const events = feed.evaluate(
      (el) =>
        new Promise<unknown[]>((resolve) => {
          const got: unknown[] = [];
          el.addEventListener('sztx-loaded', (e) => got.push((e as CustomEvent).detail));
          el.addEventListener('sztx-open-article', (e) => {
            e.preventDefault();
            got.push((e as CustomEvent).detail);
            resolve(got);
          });
        }),
    );
    await feed.locator('.news-more').click();
    await expect(items).toHaveCount(6);
    expect(seen.requests).toHaveLength(1);
    expect(new URL(seen.requests[0]!).searchParams.get('start')).toBe('3');
    await items.first().click();
    expect(await events).toEqual([
      { count: 6, total: expect.any(Number) },
      expect.objectContaining({ id: expect.anything() }),
    ]);
    const first = (await items.first().textContent())!;
    await feed.evaluate((el) => el.setAttribute('lang', 'zh-Hans'));
    await expect(feed.locator('.sztx-root')).toHaveAttribute('lang', 'zh-Hans');
    await expect(items.first()).not.toHaveText(first);
    expect(seen.console).toEqual([]);
  });

  test('the needs board after it: the publish tab asks to log in', async ({ page, baseURL }) => {
    const { renderWidget } = await ssr();
    const tag = 'sztx-needs-board';
    const html = await renderWidget(tag, { attributes: { 'api-base': `${baseURL}/api/v2/` } });
    await servePage(page, baseURL!, tag, html);
    await page.goto(`${PARTNER_ORIGIN}/ssr.html`);
    await hydrated(page, tag);
    const asked = page
      .locator(tag)
      .evaluate(
        (el) =>
          new Promise((resolve) =>
            el.addEventListener('sztx-login-required', (e) => resolve((e as CustomEvent).detail)),
          ),
      );
    await page.locator(tag).locator('#nb-tab-publish').click();
    expect(await asked).toEqual({ action: 'publish' });
    await expect(loginDialog(page)).toBeVisible();
  });

  test('the directory after it: its next page', async ({ page, baseURL }) => {
    const { renderWidget } = await ssr();
    const tag = 'sztx-directory';
    const html = await renderWidget(tag, { attributes: { 'api-base': `${baseURL}/api/v2/` } });
    const seen = watch(page);
    await servePage(page, baseURL!, tag, html);
    await page.goto(`${PARTNER_ORIGIN}/ssr.html`);
    await hydrated(page, tag);
    const directory = page.locator(tag);
    const first = await directory.locator('.dir-card').first().textContent();
    await directory.getByRole('button', { name: '第 2 頁' }).click();
    await expect(directory.locator('.dir-card').first()).not.toHaveText(first!);
    expect(seen.requests).toHaveLength(1);
    expect(seen.console).toEqual([]);
  });
});
