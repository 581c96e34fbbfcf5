// Fault matrix: each widget, with its main endpoint failing in each way the network fails,
// shows a clear message and a retry that works once the fault is gone; the host page's own
// script keeps running throughout.
import type { Page } from '@playwright/test';
import { addFault, DEMO, DESKTOP_ONLY, expect, loginByApi, test } from './fixtures';

interface WidgetCase {
  tag: string;
  attrs?: Record<string, string>;
  /** The endpoint the widget's content comes from (regex source for /dev/faults). */
  endpoint: string;
  /** What the loaded content looks like. */
  item: string;
  login?: boolean;
}

const WIDGETS: WidgetCase[] = [
  {
    tag: 'sztx-news-feed',
    attrs: { 'page-size': '3' },
    endpoint: '/api/v2/article/list',
    item: '.news-title',
  },
  { tag: 'sztx-needs-board', endpoint: '/api/v2/demand/list', item: '[part="need-card"]' },
  { tag: 'sztx-policy-files', endpoint: '/api/v2/cunpan/list', item: '.el-row' },
  { tag: 'sztx-courses', endpoint: '/api/v2/course/list', item: '.el-card' },
  {
    tag: 'sztx-directory',
    endpoint: '/api/v2/association/pc/SZTX/persons',
    item: '[part="member"]',
  },
  {
    tag: 'sztx-personal-centre',
    endpoint: '/api/v2/member/1(\\?|$)',
    item: 'form input',
    login: true,
  },
];

const FAULTS: Array<{ name: string; fault: { status?: number; body?: string }; message: RegExp }> =
  [
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
      fault: { status: 200, body: '{"code":"200","msg":"","data":[{"id":' },
      message: /伺服器回應格式錯誤/,
    },
    {
      name: 'data that is text, not JSON',
      fault: { status: 200, body: '{"code":"200","msg":"","data":"<html>oops</html>"}' },
      message: /伺服器資料格式錯誤|伺服器回應格式錯誤/,
    },
  ];

async function openWidget(page: Page, w: WidgetCase): Promise<void> {
  if (w.login) await loginByApi(page, DEMO);
  const query = new URLSearchParams({ tag: w.tag, ...(w.attrs ?? {}) });
  await page.goto(`/partner/one.html?${query}`);
}

/** The host page's counter: it must keep moving whatever the widget does. */
async function counterRuns(page: Page): Promise<void> {
  const counter = page.locator('#counter');
  const before = Number(await counter.textContent());
  await expect.poll(async () => Number(await counter.textContent())).toBeGreaterThan(before);
}

for (const w of WIDGETS) {
  test.describe(`<${w.tag}>`, () => {
    for (const f of FAULTS) {
      test(
        `${f.name} on ${w.endpoint}: a clear message, and 重試 loads the content`,
        DESKTOP_ONLY,
        async ({ page }) => {
          const errors: string[] = [];
          page.on('pageerror', (e) => errors.push(e.message));
          await addFault(page, { path: w.endpoint, ...f.fault });
          await openWidget(page, w);
          const widget = page.locator(w.tag);
          const error = widget.locator('[part="error"]').first();
          await expect(error).toBeVisible();
          await expect(error).toContainText(f.message);
          await counterRuns(page);
          await page.request.delete('/dev/faults');
          await error.getByRole('button', { name: '重試' }).click();
          await expect(widget.locator(w.item).first()).toBeVisible();
          await expect(widget.locator('[part="error"]')).toHaveCount(0);
          expect(errors).toEqual([]);
        },
      );
    }

    test(
      `a 3 s delay on ${w.endpoint}: a loading state, then the content`,
      DESKTOP_ONLY,
      async ({ page }) => {
        await addFault(page, { path: w.endpoint, delayMs: 3000 });
        await openWidget(page, w);
        const widget = page.locator(w.tag);
        await expect(widget.locator('.skeleton, [aria-busy="true"]').first()).toBeVisible();
        await expect(widget.locator(w.item)).toHaveCount(0);
        await counterRuns(page);
        await expect(widget.locator(w.item).first()).toBeVisible({ timeout: 10_000 });
      },
    );
  });
}

test('a network failure (connection refused) shows the network message and recovers', async ({
  page,
}) => {
  await page.route(/\/api\/v2\/article\/list/, (route) => route.abort('connectionrefused'));
  await page.goto('/partner/one.html?tag=sztx-news-feed&page-size=3');
  const widget = page.locator('sztx-news-feed');
  await expect(widget.locator('[part="error"]')).toContainText('網絡連接失敗，請檢查網絡後重試');
  await page.unroute(/\/api\/v2\/article\/list/);
  await widget.getByRole('button', { name: '重試' }).click();
  await expect(widget.locator('.news-item')).toHaveCount(3);
});

test('a widget that throws while rendering shows its error state; the host page keeps running', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // an article list whose items are not objects: rendering them throws inside the widget
  await addFault(page, {
    path: '/api/v2/article/list',
    status: 200,
    body: '{"code":"200","msg":"","data":{"data":[null,7,"x"],"total":3}}',
  });
  await page.goto('/partner/one.html?tag=sztx-news-feed&page-size=3');
  const widget = page.locator('sztx-news-feed');
  await expect(widget.locator('[part="error"], [role="alert"]').first()).toBeVisible();
  await counterRuns(page);
  expect(errors).toEqual([]);
});
