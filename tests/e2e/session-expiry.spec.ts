// A session that ends while the page is open (logged out elsewhere, expired, server restarted):
// the next private call is refused with code 401. The page must notice at once — the header
// turns logged-out, the login dialog opens and says why — keep what the user typed, and finish
// the interrupted action once they log in again. And on mobile, /login returns the user to
// where they were going.
import type { Locator, Page } from '@playwright/test';
import { type Account, DEMO, GUEST } from '../support/accounts';
import {
  DESKTOP_ONLY,
  endSessionElsewhere,
  expect,
  loginByApi,
  MOBILE_ONLY,
  openPortal,
  storedToken,
  test,
} from './fixtures';
import {
  avatar,
  fillPurchaseNeed,
  logInWith,
  loginDialog,
  myNeed,
  openPurchaseForm,
  portal,
  toast,
} from './parts';

const ENDED = '登錄已失效，請重新登錄';

/** The page noticed: logged-out header, no badge, the dialog open saying why. */
async function expectSessionEnded(page: Page): Promise<Locator> {
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText(ENDED);
  await expect(avatar(page)).toHaveCount(0);
  await expect(portal(page).getByRole('button', { name: '登錄', exact: true })).toBeVisible();
  await expect(portal(page).locator('header .badge')).toHaveCount(0);
  // the refusal is not shown as a failure of the action
  await expect(toast(page, /請先登錄/)).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
  return dialog;
}

/** What the demo member types into a form before the session ends, and the form's save button. */
interface Edit {
  route: string;
  field: Locator;
  before: string | RegExp;
  after: string;
  save: Locator;
}

/**
 * The demo member opens `edit.route` and types `edit.after` into its field; the session ends
 * elsewhere and they click save: the page notices, and what was typed stays under the dialog.
 */
async function saveAfterSessionEnded(page: Page, edit: Edit): Promise<void> {
  const token = await loginByApi(page, DEMO);
  await openPortal(page, edit.route);
  await expect(edit.field).toHaveValue(edit.before);
  await edit.field.fill(edit.after);
  await endSessionElsewhere(page, token);
  await edit.save.click();
  await expectSessionEnded(page);
  await expect(edit.field).toHaveValue(edit.after);
}

/** The demo member's name on /person_center. */
function profileEdit(page: Page): Edit {
  const main = portal(page).locator('main');
  return {
    route: '#/person_center',
    field: main.getByLabel('姓名'),
    before: '陳建宏',
    after: '陳建宏（新）',
    save: main.getByRole('button', { name: '保存', exact: true }),
  };
}

async function logInInDialog(page: Page, account: Account): Promise<void> {
  const dialog = loginDialog(page);
  await logInWith(dialog, account);
  await expect(dialog).toHaveCount(0);
  await expect(avatar(page)).toBeVisible();
}

test('favourite after the session ended: the dialog opens, and after login it is favourited', async ({
  page,
}) => {
  const token = await loginByApi(page, GUEST);
  await openPortal(page, '#/article/3');
  const main = portal(page).locator('main');
  const favourite = main.getByRole('button', { name: '收藏', exact: true });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await expect(avatar(page)).toBeVisible();

  await endSessionElsewhere(page, token);
  await favourite.click();
  await expectSessionEnded(page);
  await expect(main.getByRole('button', { name: '已收藏' })).toHaveCount(0);

  await logInInDialog(page, GUEST);
  await expect(toast(page, '收藏成功')).toBeVisible();
  await expect(main.getByRole('button', { name: '已收藏' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(main.getByRole('button', { name: '已收藏' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test("a need's contact form keeps what was typed and is sent after the login", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const token = await loginByApi(page, GUEST);
  // need 2 belongs to the demo member: the guest sees the contact form
  await openPortal(page, '#/need-details/2');
  const contact = portal(page).locator('section[part="contact"]');
  await contact.getByLabel('您的需求').fill('想約週六看鋪');
  await contact.getByLabel('公司名稱').fill('乙方餐飲公司');
  await contact.getByLabel('您的姓名').fill('林先生');
  await contact.getByLabel('聯繫方式').fill('13900139000');

  await endSessionElsewhere(page, token);
  await contact.getByRole('button', { name: '提交' }).click();
  await expectSessionEnded(page);
  await expect(contact.getByLabel('您的需求')).toHaveValue('想約週六看鋪');
  await expect(contact.getByLabel('公司名稱')).toHaveValue('乙方餐飲公司');

  await logInInDialog(page, GUEST);
  await expect(toast(page, '提交成功，商家會盡快與您聯繫')).toBeVisible();
  await expect(contact.getByLabel('您的需求')).toHaveValue('');

  // the owner sees the quote
  const owner = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const ownerPage = await owner.newPage();
  await loginByApi(ownerPage, DEMO);
  await openPortal(ownerPage, '#/need-details/2');
  await expect(portal(ownerPage).locator('section[part="quotes"]')).toContainText('想約週六看鋪');
  await owner.close();
});

test('a publish form keeps its text and images and is published after the login', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const token = await loginByApi(page, DEMO);
  const form = await openPurchaseForm(page, openPortal);
  const title = `採購會議桌${Date.now() % 100000}`;
  await fillPurchaseNeed(form, { title, quantity: '12', details: '實木會議桌，可坐十人' });

  await endSessionElsewhere(page, token);
  await form.getByRole('button', { name: '發佈' }).click();
  await expectSessionEnded(page);
  await expect(toast(page, /失敗/)).toHaveCount(0);
  await expect(form.getByLabel('標題')).toHaveValue(title);
  await expect(form.getByLabel('採購需求')).toHaveValue('實木會議桌，可坐十人');
  await expect(form.locator('li[data-state="done"] img')).toHaveCount(1);

  await logInInDialog(page, DEMO);
  await expect(toast(page, '發佈成功')).toBeVisible();
  await expect(page).toHaveURL(/#\/my_need$/);
  await expect(myNeed(portal(page), title)).toHaveCount(1);
});

test('editing a need when the session ends: the edit survives the login and is saved', async ({
  page,
}) => {
  const token = await loginByApi(page, DEMO);
  await openPortal(page, '#/my_need');
  const item = myNeed(portal(page), '徵求電子元器件供應商');
  await item.getByRole('button', { name: '編輯' }).click();
  const dialog = portal(page).getByRole('dialog', { name: /編輯/ });
  const titleField = dialog.getByLabel('標題');
  await expect(titleField).toHaveValue('徵求電子元器件供應商');
  await titleField.fill('徵求電子元器件供應商（長期）');

  await endSessionElsewhere(page, token);
  await dialog.getByRole('button', { name: '保存修改' }).click();
  await expectSessionEnded(page);
  // one modal at a time: the edit waits behind the login, hidden, with what was typed
  await expect(dialog).toBeHidden();
  const waiting = portal(page).getByRole('dialog', { name: /編輯/, includeHidden: true });
  await expect(waiting.getByLabel('標題')).toHaveValue('徵求電子元器件供應商（長期）');

  await logInInDialog(page, DEMO);
  await expect(toast(page, '修改成功')).toBeVisible();
  await expect(myNeed(portal(page), '徵求電子元器件供應商（長期）')).toHaveCount(1);
});

test('deleting a need when the session ends: no error, and nothing deleted until asked again', async ({
  page,
}) => {
  const token = await loginByApi(page, DEMO);
  await openPortal(page, '#/my_need');
  const title = '徵求電子元器件供應商';
  const item = myNeed(portal(page), title);
  await item.getByRole('button', { name: `刪除「${title}」` }).click();
  const confirm = portal(page).getByRole('dialog', { name: '刪除需求' });

  await endSessionElsewhere(page, token);
  await confirm.getByRole('button', { name: '確定刪除' }).click();
  await expectSessionEnded(page);
  await expect(confirm).toHaveCount(0);
  await expect(toast(page, /失敗|請先登錄/)).toHaveCount(0);

  // a destructive action is not replayed: after the login the need is still there
  await logInInDialog(page, DEMO);
  await expect(item).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await expect(toast(page, '刪除成功')).toHaveCount(0);
  await expect(item).toHaveCount(1);
});

test('the bell after the session ended: a login, then the messages (no 請先登錄 / 重試)', async ({
  page,
}) => {
  const token = await loginByApi(page, DEMO);
  await openPortal(page);
  const bell = portal(page)
    .locator('header')
    .getByRole('button', { name: /^消息通知/ });
  await expect(bell).toHaveAccessibleName('消息通知，3 條未讀');
  await endSessionElsewhere(page, token);
  await bell.click();
  await expect(page).toHaveURL(/#\/my_message$/);
  await expectSessionEnded(page);
  await expect(bell).toHaveAccessibleName('消息通知');

  await logInInDialog(page, DEMO);
  const main = portal(page).locator('main');
  await expect(main.locator('.pc-unread')).toHaveCount(3);
  await expect(main.getByText('請先登錄')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('消息通知，3 條未讀');
});

test('the profile on /person_center stays with its edits and is saved after the login', async ({
  page,
}) => {
  const edit = profileEdit(page);
  await saveAfterSessionEnded(page, edit);
  // no trip to /login: the page and what was typed stay under the dialog
  await expect(page).toHaveURL(/#\/person_center$/);

  // the save the session's end interrupted finishes by itself
  await logInInDialog(page, DEMO);
  await expect(toast(page, '修改成功')).toBeVisible();
  await expect(edit.field).toHaveValue('陳建宏（新）');
  await page.reload();
  await expect(edit.field).toHaveValue('陳建宏（新）');
});

test("another user logging in after the profile's save was refused: nothing is saved for either", async ({
  page,
  browser,
}) => {
  const edit = profileEdit(page);
  await saveAfterSessionEnded(page, edit);

  // the guest gets their own profile: the demo member's typing is neither shown nor sent
  await logInInDialog(page, GUEST);
  await expect(edit.field).toHaveValue('林雅婷');
  await page.waitForLoadState('networkidle');
  await expect(toast(page, '修改成功')).toHaveCount(0);
  await page.reload();
  await expect(edit.field).toHaveValue('林雅婷');

  const demo = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const demoPage = await demo.newPage();
  await loginByApi(demoPage, DEMO);
  await openPortal(demoPage, '#/person_center');
  await expect(portal(demoPage).locator('main').getByLabel('姓名')).toHaveValue('陳建宏');
  await demo.close();
});

test('my company: the edit stays under the dialog and is saved after the login', async ({
  page,
}) => {
  const main = portal(page).locator('main');
  const business = main.getByLabel('主營業務');
  const after = '精密連接器、模具與自動化設備';
  const save = main.getByRole('button', { name: '保存修改' });
  await saveAfterSessionEnded(page, {
    route: '#/my_company',
    field: business,
    before: /./,
    after,
    save,
  });
  // the form stays (no join prompt while the ended session's memberships are unknown)
  await expect(portal(page).getByRole('dialog', { name: '您還未加入協會' })).toHaveCount(0);

  await logInInDialog(page, DEMO);
  await expect(toast(page, '信息更新成功')).toBeVisible();
  await page.reload();
  await expect(business).toHaveValue(after);
});

test('a membership application: the change is sent after the login', async ({ page }) => {
  const fax = portal(page).locator('#sztx-apply-company_fax');
  // the member's application is loaded: the form edits it (修改申請)
  const save = portal(page).locator('button[type="submit"]', { hasText: /^修改申請$/ });
  const after = '0755-26881299';
  await saveAfterSessionEnded(page, {
    route: '#/apply-company',
    field: fax,
    before: '0755-26881235',
    after,
    save,
  });
  await expect(toast(page, /獲取失敗/)).toHaveCount(0);

  await logInInDialog(page, DEMO);
  await expect(toast(page, '修改成功')).toBeVisible();
  await expect(portal(page).locator('[part="unsent"]')).toHaveCount(0);
  await page.reload();
  await expect(fax).toHaveValue(after);
  await expect(portal(page).locator('[part="unsent"]')).toHaveCount(0);
});

test.describe('mobile /login returns to where the user was going', () => {
  test('from /apply, the company form', MOBILE_ONLY, async ({ page }) => {
    await openPortal(page, '#/apply');
    await portal(page)
      .getByRole('link', { name: /企業入會申請/ })
      .click();
    await expect(page).toHaveURL(/#\/login\?redirect=%2Fapply-company$/);
    await logInOnPage(page, GUEST);
    await expect(page).toHaveURL(/#\/apply-company$/);
    await expect(portal(page).locator('button[type="submit"]')).toHaveText('提交申請');
  });

  for (const route of ['/apply-person', '/my_need'] as const) {
    test(`from ${route}`, MOBILE_ONLY, async ({ page }) => {
      await openPortal(page, `#${route}`);
      await portal(page).getByRole('button', { name: '登錄 / 註冊' }).click();
      await expect(page).toHaveURL(new RegExp(`#/login\\?redirect=${encodeURIComponent(route)}$`));
      await logInOnPage(page, DEMO);
      await expect(page).toHaveURL(new RegExp(`#${route}$`));
    });
  }

  test('a return target to another site is ignored', MOBILE_ONLY, async ({ page }) => {
    await openPortal(page, `#/login?redirect=${encodeURIComponent('//evil.example/x')}`);
    await logInOnPage(page, DEMO);
    await expect(page).toHaveURL(/#\/person_center$/);
  });
});

test(
  "on /login the page's own form is the login: no dialog over it",
  MOBILE_ONLY,
  async ({ page }) => {
    // the session ended while the page was closed: the stored token is refused on /login
    const token = await loginByApi(page, DEMO);
    await endSessionElsewhere(page, token);
    await openPortal(page, '#/login');
    const main = portal(page).getByRole('main');
    await expect(main.getByRole('alert')).toHaveText(ENDED);
    await expect(loginDialog(page)).toHaveCount(0);
    expect(await storedToken(page)).toBeNull();
    await logInOnPage(page, DEMO);
    await expect(loginDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/#\/person_center$/);
  },
);

async function logInOnPage(page: Page, account: Account): Promise<void> {
  const main = portal(page).getByRole('main');
  await expect(main.getByRole('heading', { name: '登錄 / 註冊' })).toBeVisible();
  await logInWith(main, account);
}

test('desktop keeps the dialog flow (no /login page)', DESKTOP_ONLY, async ({ page }) => {
  await openPortal(page, '#/apply-person');
  await portal(page).getByRole('button', { name: '登錄 / 註冊' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/#\/apply-person$/);
});
