import type { Page } from '@playwright/test';
import { DEMO, GUEST } from '../support/accounts';
import { seriousViolations } from './axe';
import { addFault, DESKTOP_ONLY, expect, loginByApi, openPortal, test } from './fixtures';
import { loginDialog, portal, toast } from './parts';

/** Seeded paid items: article 49 (nobody bought it), article 46 (bought by the demo member), file 5, course 1 (lesson 1 free, lesson 2 paid). */
const PAID_ARTICLE = 49;
const BOUGHT_ARTICLE = 46;
const PAID_FILE = 5;
const HIDDEN = '結語'; // the last paragraph of every paid body, past the preview

const main = (page: Page) => portal(page).locator('main');
const dialog = (page: Page, name: string) => portal(page).getByRole('dialog', { name });

/** Confirms the newest order the way the payment page's button does. */
async function confirmNewestOrder(page: Page): Promise<void> {
  const orders = (await (await page.request.get('/dev/orders')).json()) as {
    data: { order_id: number; status: string }[];
  };
  const newest = orders.data[0]!;
  expect(newest.status).toBe('pending');
  const answer = await page.request.post(`/dev/pay/${newest.order_id}`);
  expect(answer.ok()).toBeTruthy();
}

async function startPayment(page: Page, choice?: RegExp) {
  const sub = dialog(page, '訂閱付費內容');
  await expect(sub).toBeVisible();
  if (choice) await sub.getByRole('radio', { name: choice }).check();
  await sub.getByRole('button', { name: /^去支付/ }).click();
  const qr = dialog(page, '掃碼支付');
  await expect(qr.getByRole('img', { name: '支付二維碼' })).toBeVisible();
  return qr;
}

test('the locked API answer carries only the preview', DESKTOP_ONLY, async ({ page }) => {
  const locked = await page.request.get(`/api/v2/article/${PAID_ARTICLE}`);
  const text = await locked.text();
  expect(JSON.parse(text).code).toBe('51000');
  expect(text).toContain('重點摘要');
  expect(text).not.toContain(HIDDEN);
  expect(text).not.toContain('第6部分');
  const file = await (await page.request.get(`/api/v2/cunpan/${PAID_FILE}`)).text();
  expect(JSON.parse(file).code).toBe('51000');
  expect(file).not.toContain(HIDDEN);
});

test('a logged-out reader sees the preview and is asked to log in to subscribe or like', async ({
  page,
}) => {
  await openPortal(page, `#/article/${PAID_ARTICLE}`);
  const m = main(page);
  await expect(m.getByText('以下為付費內容，訂閱後可閱讀全文')).toBeVisible();
  await expect(m.locator('[data-region="body"]')).toContainText('重點摘要');
  await expect(m.locator('[data-region="body"]')).not.toContainText(HIDDEN);
  expect(await seriousViolations(page)).toEqual([]);
  await m.getByRole('button', { name: '立即訂閱' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await loginDialog(page).getByRole('button', { name: '關閉' }).click();
  await m.getByRole('button', { name: /點讚/ }).click();
  await expect(loginDialog(page)).toBeVisible();
  await loginDialog(page).getByRole('button', { name: '關閉' }).click();
  // a paid course: the free lesson plays, buying asks for a login too
  await openPortal(page, '#/course/1');
  await expect(m.getByText('購買課程後可觀看全部課時')).toBeVisible();
  await m.getByRole('button', { name: '購買課程' }).click();
  await expect(loginDialog(page)).toBeVisible();
});

test('a course: free trial, the buy dialog, the lesson player steps through lessons', async ({
  page,
}) => {
  await loginByApi(page, GUEST); // no member: the course is for sale
  await openPortal(page, '#/course/1');
  const m = main(page);
  const badges = m.locator('.rd-lesson .rd-badge');
  await expect(badges).toContainText(['免費', '付費']);
  // the buy dialog sells the course to watch, not to read
  await m.getByRole('button', { name: '購買課程' }).click();
  await expect(dialog(page, '訂閱付費內容')).toContainText('永久觀看本課程全部課時');
  await dialog(page, '訂閱付費內容').getByRole('button', { name: '關閉' }).click();
  // the free trial opens the first free lesson
  await m.getByRole('link', { name: '免費試看' }).click();
  await expect(page).toHaveURL(/#\/course_details\/1\/\d+$/);
  const nav = m.getByRole('navigation', { name: '課時導航' });
  await nav.getByRole('link', { name: /^下一課時/ }).click();
  // a paid lesson starts the purchase; closing it leaves the lesson's paywall and its navigation
  await dialog(page, '訂閱付費內容').getByRole('button', { name: '關閉' }).click();
  await expect(m.getByText('本課時為付費內容，購買課程後即可觀看')).toBeVisible();
  await expect(
    m.getByRole('navigation', { name: '課時導航' }).getByRole('link', { name: /^‹ 上一課時/ }),
  ).toBeVisible();
});

test('the demo member reads the article they bought in full', async ({ page }) => {
  await loginByApi(page, DEMO);
  await openPortal(page, `#/article/${BOUGHT_ARTICLE}`);
  await expect(main(page).locator('[data-region="body"]')).toContainText(HIDDEN);
  await expect(main(page).getByRole('button', { name: '立即訂閱' })).toHaveCount(0);
});

test('a guest pays for an article and reads it without a reload', async ({ page, context }) => {
  await loginByApi(page, GUEST);
  await openPortal(page, `#/article/${PAID_ARTICLE}`);
  await main(page).getByRole('button', { name: '立即訂閱' }).click();
  const qr = await startPayment(page);
  await expect(qr.getByTestId('pay-countdown')).toHaveText(/^0[45]:\d\d$/);
  expect(await seriousViolations(page)).toEqual([]);
  // the QR code's link is the payment page: confirm there
  // one failed poll is tolerated
  await addFault(page, { path: `/api/v2/article/${PAID_ARTICLE}`, status: 502, times: 1 });
  const href = await qr.getByRole('link', { name: '在新窗口打開支付頁面' }).getAttribute('href');
  const payPage = await context.newPage();
  await payPage.goto(href!);
  await payPage.getByRole('button', { name: '確認支付' }).click();
  await expect(payPage.getByText('已支付')).toBeVisible();
  await payPage.close();
  await expect(toast(page, '支付成功')).toBeVisible({ timeout: 13_000 });
  await expect(qr).toHaveCount(0);
  await expect(main(page).locator('[data-region="body"]')).toContainText(HIDDEN);
  await expect(main(page).getByRole('button', { name: '立即訂閱' })).toHaveCount(0);
});

test('payment fails after 5 minutes still locked, and the dialogs close', async ({ page }) => {
  await page.clock.install();
  await loginByApi(page, GUEST);
  await openPortal(page, `#/article/${PAID_ARTICLE}`);
  await main(page).getByRole('button', { name: '立即訂閱' }).click();
  const qr = await startPayment(page);
  await expect(qr.getByTestId('pay-countdown')).toHaveText('05:00');
  await page.clock.runFor(2_000);
  await expect(qr.getByTestId('pay-countdown')).toHaveText('04:58');
  await page.clock.runFor(5 * 60_000);
  await expect(toast(page, '支付失敗')).toBeVisible();
  await expect(qr).toHaveCount(0);
  await expect(dialog(page, '訂閱付費內容')).toHaveCount(0);
  await expect(main(page).getByText('以下為付費內容，訂閱後可閱讀全文')).toBeVisible();
});

test('an equity package unlocks a paid lesson and a paid file', async ({ page }) => {
  await loginByApi(page, GUEST); // no member of the association: files and courses are paid
  // a locked lesson starts the purchase flow
  await openPortal(page, '#/course_details/1/2');
  await expect(main(page).getByText('本課時為付費內容，購買課程後即可觀看')).toBeVisible();
  const qr = await startPayment(page, /月度會員權益包/);
  await expect(qr).toContainText('¥29.90');
  await confirmNewestOrder(page);
  await expect(toast(page, '支付成功')).toBeVisible({ timeout: 8_000 });
  await expect(main(page).getByText('本課時為付費內容，購買課程後即可觀看')).toHaveCount(0);
  await expect(
    main(page).locator('video').or(main(page).getByText('該視頻暫時無法播放，請稍後再試')),
  ).toBeVisible();
  await openPortal(page, `#/file/${PAID_FILE}`);
  await expect(main(page).locator('[data-region="body"]')).toContainText(HIDDEN);
  await expect(main(page).getByRole('button', { name: '立即訂閱' })).toHaveCount(0);
  await expect(main(page).getByText('協會會員權益：免費閱讀')).toHaveCount(0); // a package, not membership
});

test("a member who logs in from a paid file's prompt reads it at once, with no purchase", async ({
  page,
}) => {
  await openPortal(page, `#/file/${PAID_FILE}`);
  await main(page).getByRole('button', { name: '立即訂閱' }).click();
  const login = loginDialog(page);
  await login.getByLabel('手機號').fill(DEMO.phone);
  await login.getByLabel('密碼', { exact: true }).fill(DEMO.password);
  await login.locator('form').getByRole('button', { name: '登錄', exact: true }).click();
  await expect(toast(page, '登錄成功')).toBeVisible();
  await expect(main(page).locator('[data-region="body"]')).toContainText(HIDDEN);
  await expect(main(page).getByText('協會會員權益：免費閱讀')).toBeVisible();
  await expect(dialog(page, '訂閱付費內容')).toHaveCount(0);
});

test('an association member reads paid files and lessons without paying', async ({ page }) => {
  await loginByApi(page, DEMO);
  await openPortal(page, `#/file/${PAID_FILE}`);
  await expect(main(page).locator('[data-region="body"]')).toContainText(HIDDEN);
  await expect(main(page).getByRole('button', { name: '立即訂閱' })).toHaveCount(0);
  // the page says why it is open
  await expect(main(page).getByText('協會會員權益：免費閱讀')).toBeVisible();
  await openPortal(page, '#/course/1');
  await expect(main(page).getByText('協會會員權益：免費閱讀')).toBeVisible();
  // the course is open: paid lessons say 已解鎖, none says 付費, no free trial offered
  const badges = main(page).locator('.rd-lesson .rd-badge');
  await expect(badges.filter({ hasText: '已解鎖' }).first()).toBeVisible();
  await expect(badges.filter({ hasText: '付費' })).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: '免費試看' })).toHaveCount(0);
  await openPortal(page, '#/course_details/1/2');
  await expect(
    main(page).locator('video').or(main(page).getByText('該視頻暫時無法播放，請稍後再試')),
  ).toBeVisible();
  await expect(main(page).getByText('本課時為付費內容，購買課程後即可觀看')).toHaveCount(0);
});

test('like and favourite persist across reloads', async ({ page }) => {
  await loginByApi(page, GUEST);
  await openPortal(page, '#/article/3');
  const m = main(page);
  const like = m.getByRole('button', { name: /^點讚/ });
  const count = Number(await like.locator('.pa-count').textContent());
  await like.click();
  await expect(toast(page, '點讚成功')).toBeVisible();
  await expect(m.getByRole('button', { name: /^已點讚/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(m.getByRole('button', { name: /^已點讚/ })).toContainText(String(count + 1));
  await m.getByRole('button', { name: '收藏', exact: true }).click();
  await expect(toast(page, '收藏成功')).toBeVisible();
  await page.reload();
  await expect(m.getByRole('button', { name: /^已點讚/ })).toBeVisible();
  await expect(m.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
  await m.getByRole('button', { name: '已收藏' }).click();
  await expect(toast(page, '已取消收藏')).toBeVisible();
  await page.reload();
  await expect(m.getByRole('button', { name: '收藏', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  // share: the chat app by QR, the microblog by link
  await m.getByRole('button', { name: '微信' }).click();
  await expect(dialog(page, '分享到微信').getByRole('img', { name: '本頁二維碼' })).toBeVisible();
  await dialog(page, '分享到微信').getByRole('button', { name: '關閉' }).click();
  await expect(m.getByRole('link', { name: '微博' })).toHaveAttribute(
    'href',
    /service\.weibo\.com\/share/,
  );
});

test('leaving the page stops polling', async ({ page }) => {
  await page.clock.install();
  await loginByApi(page, GUEST);
  await openPortal(page, `#/article/${PAID_ARTICLE}`);
  await main(page).getByRole('button', { name: '立即訂閱' }).click();
  await startPayment(page);
  const polls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/api/v2/article/${PAID_ARTICLE}`)) polls.push(r.url());
  });
  await page.clock.runFor(5_000);
  await expect.poll(() => polls.length).toBe(1);
  await page.evaluate(() => {
    location.hash = '#/';
  });
  await expect(dialog(page, '掃碼支付')).toHaveCount(0);
  await page.clock.runFor(30_000);
  expect(polls).toHaveLength(1);
});
