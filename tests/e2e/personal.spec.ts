import type { Page } from '@playwright/test';
import { DEMO, GUEST } from '../support/accounts';
import { seriousViolations } from './axe';
import {
  DESKTOP_ONLY,
  expect,
  freshPhone,
  isMobile,
  loginByApi,
  MOBILE,
  openDemoProfile,
  openPortal,
  smsCode,
  test,
} from './fixtures';
import { loginDialog, portal, toast } from './parts';

/** A 2×2 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const main = (page: Page) => portal(page).locator('main');

/** Uploads a PNG named `name` through the page's first image field; its preview shows `stored`. */
async function uploadPng(page: Page, name: string, stored: RegExp): Promise<void> {
  await main(page).locator('input[type="file"]').first().setInputFiles({
    name,
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(main(page).locator('.imgf img').first()).toHaveAttribute('src', stored);
}
const bell = (page: Page) =>
  portal(page)
    .locator('header')
    .getByRole('button', { name: /^消息通知/ });

test('the personal centre needs a login: /person_center goes to /login', async ({ page }) => {
  await openPortal(page, '#/person_center');
  await expect(page).toHaveURL(/#\/login$/);
  // other private pages show a login prompt inside the personal area
  await openPortal(page, '#/my_message');
  await expect(main(page).getByText('登錄後即可查看個人中心')).toBeVisible();
  // the message details without an id go home
  await openPortal(page, '#/my_message_details');
  await expect(page).toHaveURL(/#\/$/);
});

test(
  'header collection icon opens the login dialog when logged out',
  DESKTOP_ONLY,
  async ({ page }) => {
    await openPortal(page);
    await portal(page).getByRole('button', { name: '我的收藏' }).click();
    await expect(loginDialog(page)).toBeVisible();
  },
);

test(
  'edit the profile with avatar, switch and address; it is there after a reload',
  MOBILE,
  async ({ page }) => {
    const name = await openDemoProfile(page);
    if (isMobile()) {
      // mobile: the menu is a list above the profile
      await expect(main(page).getByRole('navigation', { name: '個人中心選單' })).toBeVisible();
    }
    await uploadPng(page, 'me.png', /files\/uploads\/u\/\d+\/avatar_/);

    // a wrong format is refused with the spec's message
    await main(page)
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: 'me.gif',
        mimeType: 'image/gif',
        buffer: Buffer.from('GIF89a'),
      });
    await expect(toast(page, '只能上傳 jpg、png、jpeg 格式的圖片')).toBeVisible();

    await name.fill('陳建宏二');
    await main(page).getByLabel('微信號').fill('chen_new');
    const open = main(page).getByRole('switch', { name: '公開聯繫方式' });
    const before = await open.getAttribute('aria-checked');
    await open.click();
    await main(page).getByLabel('省份').selectOption({ label: '浙江省' });
    await expect(main(page).getByLabel('城市')).toHaveValue('');
    await main(page).getByLabel('城市').selectOption({ label: '杭州市' });
    await main(page).getByLabel('區縣').selectOption({ index: 1 });
    const district = await main(page).getByLabel('區縣').inputValue();
    await main(page).getByRole('button', { name: '保存', exact: true }).click();
    await expect(toast(page, '修改成功')).toBeVisible();

    await page.reload();
    await expect(main(page).getByLabel('姓名')).toHaveValue('陳建宏二');
    await expect(main(page).getByLabel('微信號')).toHaveValue('chen_new');
    await expect(main(page).getByRole('switch', { name: '公開聯繫方式' })).toHaveAttribute(
      'aria-checked',
      before === 'true' ? 'false' : 'true',
    );
    await expect(main(page).getByLabel('省份')).toHaveValue('17');
    await expect(main(page).getByLabel('城市')).toHaveValue('250');
    await expect(main(page).getByLabel('區縣')).toHaveValue(district);
    await expect(main(page).locator('.imgf img').first()).toHaveAttribute(
      'src',
      /files\/uploads\/u\/\d+\/avatar_/,
    );
  },
);

test('the address picker holds every mainland province, city and district', async ({ page }) => {
  await openDemoProfile(page);
  const main = portal(page).locator('main');
  const province = main.getByLabel('省份');
  // 31 provinces, municipalities and autonomous regions, plus the empty choice
  await expect(province.locator('option')).toHaveCount(32);
  await province.selectOption({ label: '新疆維吾爾自治區' });
  await main.getByLabel('城市').selectOption({ label: '烏魯木齊市' });
  await expect(main.getByLabel('區縣').locator('option', { hasText: '天山區' })).toHaveCount(1);
  await province.selectOption({ label: '北京市' });
  await main.getByLabel('城市').selectOption({ label: '北京市' });
  await main.getByLabel('區縣').selectOption({ label: '海淀區' });
  await main.getByRole('button', { name: '保存', exact: true }).click();
  await expect(toast(page, '修改成功')).toBeVisible();
  await page.reload();
  await expect(main.getByLabel('區縣').locator('option:checked')).toHaveText('海淀區');
});

test('a non-member sees the join instructions and the join prompt on my company', async ({
  page,
}) => {
  await loginByApi(page, GUEST);
  await openPortal(page, '#/my_rights');
  await expect(main(page).getByText('2500', { exact: true })).toBeVisible();
  await expect(main(page).getByText(/銀行轉帳/)).toBeVisible();
  await openPortal(page, '#/my_company');
  const dialog = portal(page).getByRole('dialog', { name: '您還未加入協會' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '立即加入' }).click();
  await expect(page).toHaveURL(/#\/apply$/);
});

test('a member sees "you are already a member" on the rights page', async ({ page }) => {
  await loginByApi(page, DEMO);
  await openPortal(page, '#/my_rights');
  await expect(main(page).getByText('您已經是協會會員')).toBeVisible();
});

test('a member without a company opens one, then updates it', async ({ page }) => {
  // a fresh account made an association member (the association's review, simulated)
  const phone = freshPhone();
  await page.request.get(`/api/v2/account/${phone}`);
  const code = await smsCode(page, phone);
  const reg = await page.request.post(`/api/v2/account/init/${phone}/${code}?password=abc123`);
  expect(((await reg.json()) as { code: string }).code).toBe('200');
  const token = await loginByApi(page, { phone, password: 'abc123' });
  const who = await page.request.post(`/api/v2/account/inquire/${token}`);
  const userId = ((await who.json()) as { data: { user_id: number } }).data.user_id;
  expect((await page.request.post(`/dev/membership/${userId}`)).ok()).toBeTruthy();

  await openPortal(page, '#/my_company');
  await expect(main(page).getByText('您還沒有企業，填寫以下資料即可開通')).toBeVisible();
  await main(page).getByRole('button', { name: '開通企業' }).click();
  await expect(toast(page, '請填寫完整信息')).toBeVisible();

  await main(page).getByLabel('企業名稱').fill('蘇州新創科技有限公司');
  await main(page).getByLabel('所屬行業').selectOption({ index: 1 });
  await main(page).getByRole('textbox', { name: '聯繫電話', exact: true }).fill('0512-8888 0000');
  await main(page).getByLabel('企業地址').fill('工業園區星湖街 99 號');
  await main(page).getByLabel('主營業務').fill('智能製造解決方案');
  await uploadPng(page, 'logo.png', /files\/uploads\/u\/\d+\/company_logo_/);
  await main(page).getByRole('button', { name: '開通企業' }).click();
  await expect(toast(page, '企業開通成功')).toBeVisible();
  await expect(main(page).getByText('修改企業資料')).toBeVisible();

  await main(page).getByLabel('企業名稱').fill('蘇州新創智能科技有限公司');
  await main(page).getByRole('button', { name: '保存修改' }).click();
  await expect(toast(page, '信息更新成功')).toBeVisible();
  await page.reload();
  await expect(main(page).getByLabel('企業名稱')).toHaveValue('蘇州新創智能科技有限公司');
  await expect(main(page).getByText(/協會聯繫電話/)).toBeVisible();
});

test('reading a message lowers the header badge', async ({ page }) => {
  await loginByApi(page, DEMO);
  await openPortal(page, '#/my_message');
  await expect(bell(page)).toHaveAccessibleName('消息通知，3 條未讀');
  const unread = main(page).locator('.pc-unread');
  await expect(unread).toHaveCount(3);
  await unread.first().getByRole('link').click();
  await expect(page).toHaveURL(/#\/my_message_details\?id=2$/);
  await expect(main(page).getByRole('heading', { name: '2025年度會費繳納提醒' })).toBeVisible();
  // no left menu on the details page
  await expect(main(page).getByRole('navigation', { name: '個人中心選單' })).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('消息通知，2 條未讀');
  await main(page).getByRole('link', { name: '我的消息' }).click();
  await expect(main(page).locator('.pc-unread')).toHaveCount(2);
});

test('favourites load more, then "no more"', async ({ page }) => {
  await loginByApi(page, DEMO);
  await openPortal(page, '#/my_collection');
  const items = main(page).locator('.pc-fav');
  await expect(items).toHaveCount(10);
  await main(page).getByRole('button', { name: '載入更多' }).click();
  await expect(items).toHaveCount(14);
  await expect(main(page).getByText('沒有更多了')).toBeVisible();
});

test('placeholders and documents', async ({ page }) => {
  await loginByApi(page, DEMO);
  await openPortal(page, '#/my_activity');
  await expect(main(page).getByText('我的活動功能開發中，敬請期待')).toBeVisible();
  await openPortal(page, '#/my_fee');
  await expect(main(page).getByText('在線繳費功能開發中，敬請期待')).toBeVisible();
  await openPortal(page, '#/privacy');
  const frame = main(page).frameLocator('iframe[title="隱私政策"]');
  await expect(frame.getByRole('heading', { name: '隱私政策' })).toBeVisible();
  await openPortal(page, '#/user_agreement');
  await expect(
    main(page)
      .frameLocator('iframe[title="用戶協議"]')
      .getByText(/2500 元/),
  ).toBeVisible();
});

test('log out from the profile', async ({ page }) => {
  await loginByApi(page, DEMO);
  await openPortal(page, '#/person_center');
  await main(page).getByRole('button', { name: '退出登錄' }).click();
  await expect(toast(page, '退出成功')).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);
  await expect(bell(page)).toHaveAccessibleName('消息通知');
});

test(
  'axe: profile, my company and messages have no serious violations',
  MOBILE,
  async ({ page }) => {
    await loginByApi(page, DEMO);
    for (const route of ['#/person_center', '#/my_company', '#/my_message']) {
      await openPortal(page, route);
      await expect(main(page).locator('.pl-card').first()).toBeVisible();
      await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await seriousViolations(page), route).toEqual([]);
    }
  },
);
