import { collectErrors } from '../support/page-errors';
import {
  addFault,
  DESKTOP_ONLY,
  expect,
  isMobile,
  MOBILE,
  openPortal,
  scrollUntilRendered,
  test,
} from './fixtures';
import { avatar, loginDialog, portal, toast } from './parts';

/** The news feed element on its own (the preview harness's canvas). */
const FEED_PAGE = '/frame.html?widget=news-feed';

test('a failed news request shows an error with 重試, and retrying loads the list', async ({
  page,
}) => {
  await addFault(page, { path: 'article/list', status: 500, times: 1 });
  await page.goto(FEED_PAGE);
  const news = page.locator('sztx-news-feed');
  const error = news.getByRole('alert');
  await expect(error).toBeVisible();
  await expect(error).toContainText('伺服器暫時無法處理請求');
  await expect(news.locator('.news-item[part="item"]')).toHaveCount(0);
  await error.getByRole('button', { name: '重試' }).click();
  await expect(news.locator('.news-item[part="item"]')).toHaveCount(10);
  await expect(error).toHaveCount(0);
});

test('a failed 載入更多 keeps the first page and can be retried', async ({ page }) => {
  await page.goto(FEED_PAGE);
  const news = page.locator('sztx-news-feed');
  await expect(news.locator('.news-item[part="item"]')).toHaveCount(10);
  await addFault(page, { path: 'article/list', status: 500, times: 1 });
  await news.getByRole('button', { name: '載入更多' }).click();
  const error = news.getByRole('alert');
  await expect(error).toBeVisible();
  await expect(news.locator('.news-item[part="item"]')).toHaveCount(10);
  await error.getByRole('button', { name: '重試' }).click();
  await expect(news.locator('.news-item[part="item"]')).toHaveCount(20);
});

test(
  'a slow navigation request shows the menu skeleton, then the menu',
  MOBILE,
  async ({ page }) => {
    await addFault(page, { path: 'website/navigate', delayMs: 1500, times: 1 });
    await page.goto('/');
    if (isMobile()) {
      // no menu bar on mobile: the drawer fills in when the menu arrives
      await portal(page).getByRole('button', { name: '選單', exact: true }).click();
      const links = portal(page).getByRole('dialog', { name: '選單' }).getByRole('link');
      await expect(links.first()).toBeVisible();
      // 13 entries (登錄 first) and 訂單信息 under the needs board's entry
      await expect(links).toHaveCount(15, { timeout: 10_000 });
      await expect(links.first()).toHaveText('登錄');
      return;
    }
    const menu = portal(page).getByRole('navigation', { name: '主選單' });
    const skeleton = menu.locator('.menu-skeleton');
    await expect(skeleton).toHaveCount(13);
    await expect(skeleton.first()).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(0);
    await expect(menu.getByRole('link')).toHaveCount(13, { timeout: 10_000 });
    await expect(skeleton).toHaveCount(0);
  },
);

test('a failing login request keeps the typed phone and password', MOBILE, async ({ page }) => {
  await openPortal(page);
  await portal(page).getByRole('button', { name: '登錄', exact: true }).click();
  const forms = isMobile() ? portal(page).getByRole('main') : loginDialog(page);
  const phone = forms.getByLabel('手機號');
  const password = forms.getByLabel('密碼', { exact: true });
  const submit = forms.locator('form').getByRole('button', { name: '登錄', exact: true });
  await phone.fill('13800138000');
  await password.fill('demo1234');

  // the network fails
  await page.route('**/api/v2/account/pcLogin/**', (route) => route.abort('failed'));
  await submit.click();
  await expect(toast(page, '網絡連接失敗，請檢查網絡後重試')).toBeVisible();
  await expect(phone).toHaveValue('13800138000');
  await expect(password).toHaveValue('demo1234');
  await expect(submit).toBeEnabled();
  await page.unroute('**/api/v2/account/pcLogin/**');

  // the server fails (a 503 without an envelope); the first toast has gone by then
  await expect(toast(page, '網絡連接失敗，請檢查網絡後重試')).toHaveCount(0, { timeout: 5_000 });
  await addFault(page, { path: 'account/pcLogin', status: 503, times: 1 });
  const failed = page.waitForResponse((r) => r.url().includes('/account/pcLogin/'));
  await submit.click();
  expect((await failed).status()).toBe(503);
  // a server failure is reported as the action's failure, not as a network problem
  await expect(toast(page, '登錄失敗')).toBeVisible();
  await expect(phone).toHaveValue('13800138000');
  await expect(password).toHaveValue('demo1234');
  await expect(avatar(page)).toHaveCount(0);

  // it works again with what was typed
  await submit.click();
  await expect(toast(page, '登錄成功')).toBeVisible();
  await expect(avatar(page)).toBeVisible();
});

test(
  'website/navigate answering data [null] throws nothing into the portal or a partner page',
  DESKTOP_ONLY,
  async ({ page, partnerUrl }) => {
    await addFault(page, {
      path: 'website/navigate',
      body: JSON.stringify({ code: '200', msg: '', data: [null] }),
    });
    const errors = collectErrors(page);
    const answered = () =>
      page.waitForResponse((response) => response.url().includes('website/navigate'));

    const portalAnswer = answered();
    await openPortal(page);
    await portalAnswer;
    await page.waitForLoadState('networkidle');
    expect(errors, 'portal').toEqual([]);
    // the menu is a format error like any other: a toast, no menu, the page still works
    await expect(toast(page, '伺服器資料格式錯誤（website/navigate）')).toBeVisible();

    const partnerAnswer = answered();
    await page.goto(`${partnerUrl}/partner/all.html`);
    // the widgets load as they near the viewport: bring the portal (the last one) in
    await scrollUntilRendered(page.locator('sztx-portal'));
    await partnerAnswer;
    await page.waitForLoadState('networkidle');
    await page.goto(`${partnerUrl}/partner/`);
    await expect(page.locator('sztx-news-feed')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  },
);
