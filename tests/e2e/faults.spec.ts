// Fault matrix: each widget (and each personal-centre page with its own list), with its main
// endpoint failing in each way the network fails, shows a clear message and a 重試 that works
// once the fault is gone; a slow answer shows a loading state, then the content; the host page's
// own script keeps running throughout and nothing is thrown into it.
//
// One page load per widget keeps the spec fast: the first fault is there when the widget loads,
// each following fault is put in place before 重試 is pressed (so every kind is met by the retry
// path too), and the last 重試, with no fault left, loads the content.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { collectErrors } from '../support/page-errors';
import { WIDGET_TAGS } from './data';
import { addFault, DESKTOP_ONLY, expect, loginByApi, test } from './fixtures';
import { openFeed, retryLoads } from './parts';

interface WidgetCase {
  /** Test name; the tag unless one tag has several cases. */
  name: string;
  tag: string;
  attrs?: Record<string, string>;
  /** The endpoint the widget's content comes from (regex source for /dev/faults). */
  endpoint: string;
  /** What the loaded content looks like. */
  item: string;
  /** The part of the widget that loads from the endpoint (a block of the portal's home). */
  scope?: string;
  login?: boolean;
}

const WIDGETS: WidgetCase[] = [
  {
    name: 'sztx-news-feed',
    tag: 'sztx-news-feed',
    attrs: { 'page-size': '3' },
    endpoint: '/api/v2/article/list',
    item: '.news-title',
  },
  {
    name: 'sztx-needs-board',
    tag: 'sztx-needs-board',
    endpoint: '/api/v2/demand/list',
    item: '[part="need-card"]',
  },
  {
    name: 'sztx-policy-files',
    tag: 'sztx-policy-files',
    endpoint: '/api/v2/cunpan/list',
    item: '.el-row',
  },
  { name: 'sztx-courses', tag: 'sztx-courses', endpoint: '/api/v2/course/list', item: '.el-card' },
  {
    name: 'sztx-directory',
    tag: 'sztx-directory',
    endpoint: '/api/v2/association/pc/SZTX/persons',
    item: '[part="member"]',
  },
  {
    name: 'sztx-apply-form',
    tag: 'sztx-apply-form',
    endpoint: '/api/v2/association/coustomJoin',
    item: 'form',
    login: true,
  },
  {
    name: 'sztx-portal (home statistics and district map)',
    tag: 'sztx-portal',
    endpoint: '/api/v2/association/statistics',
    scope: '.hm-stats',
    item: '.dm-svg',
  },
  {
    name: 'sztx-personal-centre profile',
    tag: 'sztx-personal-centre',
    endpoint: '/api/v2/member/1(\\?|$)',
    item: 'form input',
    login: true,
  },
  {
    name: 'sztx-personal-centre my_company',
    tag: 'sztx-personal-centre',
    attrs: { section: 'my_company' },
    endpoint: '/api/v2/member/1/company',
    item: 'form input',
    login: true,
  },
  {
    name: 'sztx-personal-centre my_message',
    tag: 'sztx-personal-centre',
    attrs: { section: 'my_message' },
    endpoint: '/api/v2/notice/list/',
    item: '.pc-list li',
    login: true,
  },
  {
    name: 'sztx-personal-centre my_collection',
    tag: 'sztx-personal-centre',
    attrs: { section: 'my_collection' },
    endpoint: '/api/v2/article/favouriteList/',
    item: '.pc-list li',
    login: true,
  },
];

const envelope = (data: string) => `{"code":"200","msg":"","data":${data}}`;

const FAULTS: Array<{ name: string; fault: { status: number; body: string }; message: RegExp }> = [
  {
    name: 'a 500 with the envelope',
    fault: { status: 500, body: '{"code":"500","msg":"伺服器內部錯誤（模擬）","data":null}' },
    message: /伺服器內部錯誤（模擬）/,
  },
  {
    name: 'a 500 proxy page',
    fault: { status: 500, body: '<html>Bad gateway</html>' },
    message: /伺服器暫時無法處理請求（500）/,
  },
  {
    name: 'malformed JSON',
    fault: { status: 200, body: envelope('[{"id":') },
    message: /伺服器回應格式錯誤/,
  },
  {
    name: 'data that is text, not JSON',
    fault: { status: 200, body: envelope('"<html>oops</html>"') },
    message: /伺服器資料格式錯誤（.+）/,
  },
  {
    name: 'data that is JSON text of the wrong shape',
    fault: { status: 200, body: envelope('"42"') },
    message: /伺服器資料格式錯誤（.+）/,
  },
];

async function openWidget(page: Page, partnerUrl: string, w: WidgetCase): Promise<Locator> {
  if (w.login) await loginByApi(page, DEMO);
  const query = new URLSearchParams({ tag: w.tag, ...(w.attrs ?? {}) });
  await page.goto(`${partnerUrl}/partner/one.html?${query}`);
  const widget = page.locator(w.tag);
  return w.scope ? widget.locator(w.scope) : widget;
}

/**
 * Holds the next request whose URL matches `pattern` (a regex source) until `release()`: an answer
 * as slow as the test needs, with no time spent waiting for it. `release()` checks that the
 * request was held (the loading state the test saw was this request's) and lets it go on.
 */
async function holdAnswer(page: Page, pattern: string): Promise<{ release: () => Promise<void> }> {
  let held = 0;
  let free!: () => void;
  const released = new Promise<void>((resolve) => {
    free = resolve;
  });
  await page.route(
    new RegExp(pattern),
    async (route) => {
      held += 1;
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return {
    release: async () => {
      await expect.poll(() => held, `a request to ${pattern} held`).toBe(1);
      free();
    },
  };
}

/** The host page's counter: it must keep moving whatever the widget does. */
async function counterRuns(page: Page): Promise<void> {
  const counter = page.locator('#counter');
  const before = Number(await counter.textContent());
  await expect.poll(async () => Number(await counter.textContent())).toBeGreaterThan(before);
}

test('the matrix covers every widget of the manifest', DESKTOP_ONLY, () => {
  expect(new Set(WIDGETS.map((w) => w.tag))).toEqual(new Set(WIDGET_TAGS));
});

for (const w of WIDGETS) {
  test(
    `${w.name}: every fault on ${w.endpoint} shows a clear message with 重試; a slow answer shows a loading state`,
    DESKTOP_ONLY,
    async ({ page, partnerUrl }) => {
      const errors = collectErrors(page);
      const [first, ...rest] = FAULTS;
      await addFault(page, { path: w.endpoint, ...first!.fault });
      const scope = await openWidget(page, partnerUrl, w);
      const error = scope.locator('[part="error"]').first();
      await test.step(first!.name, async () => {
        await expect(error).toBeVisible();
        await expect(error).toContainText(first!.message);
        await expect(error.getByRole('button', { name: '重試' })).toBeVisible();
        await expect(scope.locator(w.item)).toHaveCount(0);
      });
      await counterRuns(page);
      for (const f of rest) {
        await test.step(f.name, async () => {
          await page.request.delete('/dev/faults');
          await addFault(page, { path: w.endpoint, ...f.fault });
          await error.getByRole('button', { name: '重試' }).click();
          await expect(error).toContainText(f.message);
          await expect(error.getByRole('button', { name: '重試' })).toBeVisible();
          await expect(scope.locator(w.item)).toHaveCount(0);
        });
      }
      await counterRuns(page);
      await test.step('a slow answer: a loading state, then the content', async () => {
        await page.request.delete('/dev/faults');
        const answer = await holdAnswer(page, w.endpoint);
        await error.getByRole('button', { name: '重試' }).click();
        await expect(scope.locator('.skeleton, [aria-busy="true"]').first()).toBeVisible();
        await expect(scope.locator(w.item)).toHaveCount(0);
        await expect(scope.locator('[part="error"]')).toHaveCount(0);
        await counterRuns(page);
        // still loading while the answer is held: the content is the answer's, not before it
        await expect(scope.locator('.skeleton, [aria-busy="true"]').first()).toBeVisible();
        await expect(scope.locator(w.item)).toHaveCount(0);
        await answer.release();
        await expect(scope.locator(w.item).first()).toBeVisible();
        await expect(scope.locator('[part="error"]')).toHaveCount(0);
      });
      expect(errors).toEqual([]);
    },
  );
}

test(
  'a request the server never answers in time ends with the timeout message; 重試 loads',
  DESKTOP_ONLY,
  async ({ page, partnerUrl }) => {
    // the client gives up after 15 s of the page's clock; the server would answer after 20 s
    await addFault(page, { path: '/api/v2/article/list', delayMs: 20_000, times: 1 });
    await page.clock.install();
    const widget = await openFeed(page, partnerUrl);
    await expect(widget.locator('.skeleton, [aria-busy="true"]').first()).toBeVisible();
    const error = widget.locator('[part="error"]');
    await page.clock.fastForward(14_000);
    await expect(widget.locator('.skeleton, [aria-busy="true"]').first()).toBeVisible();
    await expect(error).toHaveCount(0);
    await page.clock.fastForward(1_500);
    await expect(error).toContainText('伺服器回應逾時，請稍後重試');
    await counterRuns(page);
    await retryLoads(widget);
  },
);

test('a network failure (connection refused) shows the network message and recovers', async ({
  page,
  partnerUrl,
}) => {
  await page.route(/\/api\/v2\/article\/list/, (route) => route.abort('connectionrefused'));
  const widget = await openFeed(page, partnerUrl);
  await expect(widget.locator('[part="error"]')).toContainText('網絡連接失敗，請檢查網絡後重試');
  await page.unroute(/\/api\/v2\/article\/list/);
  await retryLoads(widget);
});

test('a widget that throws while rendering shows its error state; the host page keeps running', async ({
  page,
  partnerUrl,
}) => {
  const errors = collectErrors(page);
  // an article list whose items are not objects: rendering them throws inside the widget
  await addFault(page, {
    path: '/api/v2/article/list',
    status: 200,
    body: '{"code":"200","msg":"","data":{"data":[null,7,"x"],"total":3}}',
  });
  const widget = await openFeed(page, partnerUrl);
  await expect(widget.locator('[part="error"], [role="alert"]').first()).toBeVisible();
  await counterRuns(page);
  expect(errors).toEqual([]);
});

/** Every declared attribute of every widget, from the manifest. */
const ATTRIBUTES: Record<string, string[]> = Object.fromEntries(
  (
    JSON.parse(
      readFileSync(
        fileURLToPath(new URL('../../widgets/custom-elements.json', import.meta.url)),
        'utf8',
      ),
    ) as {
      modules: Array<{
        declarations: Array<{ tagName: string; attributes?: Array<{ name: string }> }>;
      }>;
    }
  ).modules.map((m) => {
    const d = m.declarations[0]!;
    return [d.tagName, (d.attributes ?? []).map((a) => a.name)];
  }),
);

for (const [label, value, apiToo] of [
  ['numbers and markup', '-1e9<b>%%', false],
  // (an http(s) URL: anything else in a URL attribute is ignored, url-attributes.test.tsx)
  ['an unreachable api-base too', 'http://127.0.0.1:9/', true],
] as const) {
  test(
    `every widget with nonsense (${label}) in every attribute renders content or its error state; nothing reaches the host page`,
    DESKTOP_ONLY,
    async ({ page, partnerUrl }) => {
      const errors = collectErrors(page);
      await page.goto(`${partnerUrl}/partner/one.html`);
      for (const tag of WIDGET_TAGS) {
        await test.step(tag, async () => {
          const names = (ATTRIBUTES[tag] ?? []).filter(
            (n) => apiToo || !['api-base', 'image-base', 'portal-url'].includes(n),
          );
          expect(names.length, `${tag} declares attributes`).toBeGreaterThan(0);
          await page.evaluate(
            ({ tag, names, value }) => {
              const host = document.getElementById('host')!;
              host.replaceChildren();
              const el = document.createElement(tag);
              for (const n of names) el.setAttribute(n, value);
              el.setAttribute('eager', '');
              host.append(el);
            },
            { tag, names, value },
          );
          const widget = page.locator(`#host > ${tag}`);
          // something readable: the widget's content, or its error state with 重試
          await expect
            .poll(async () =>
              widget.evaluate((el) => (el.shadowRoot ?? el).textContent?.trim().length ?? 0),
            )
            .toBeGreaterThan(0);
          // (the apply form and the personal centre ask a logged-out visitor to log in first)
          if (apiToo && tag !== 'sztx-apply-form' && tag !== 'sztx-personal-centre') {
            await expect(widget.locator('[part="error"]').first()).toContainText(
              /網絡連接失敗|請求失敗|伺服器/,
            );
          }
          await counterRuns(page);
        });
      }
      expect(errors).toEqual([]);
    },
  );
}
