import type { Locator, Page } from '@playwright/test';
import { DEMO, GUEST } from '../support/accounts';
import {
  endSessionElsewhere,
  expect,
  freshPhone,
  isMobile,
  loginByApi,
  MOBILE,
  openPortal,
  smsCode,
  storedToken,
  test,
} from './fixtures';
import { avatar, loginDialog, overlay, portal, toast } from './parts';

/**
 * Opens the login flows the way a user does: the header's 登錄 button opens the dialog on
 * desktop and goes to the `#/login` page on mobile. Returns the element holding the forms.
 */
async function openLoginForms(page: Page): Promise<Locator> {
  await openPortal(page);
  return openLoginFormsFromHeader(page);
}

async function openLoginFormsFromHeader(page: Page): Promise<Locator> {
  await portal(page).getByRole('button', { name: '登錄', exact: true }).click();
  if (isMobile()) {
    await expect(page).toHaveURL(/#\/login$/);
    await expect(portal(page).getByRole('heading', { name: '登錄 / 註冊' })).toBeVisible();
    await expect(loginDialog(page)).toHaveCount(0);
    return portal(page).getByRole('main');
  }
  await expect(loginDialog(page)).toBeVisible();
  return loginDialog(page);
}

const field = {
  phone: (forms: Locator) => forms.getByLabel('手機號'),
  code: (forms: Locator) => forms.getByLabel('驗證碼', { exact: true }),
  password: (forms: Locator) => forms.getByLabel('密碼', { exact: true }),
  newPassword: (forms: Locator) => forms.getByLabel('設置密碼'),
};
const codeButton = (forms: Locator) => forms.getByRole('button', { name: /獲取驗證碼|秒後重發/ });
const submit = (forms: Locator, name: '登錄' | '註冊' | '重設密碼') =>
  forms.locator('form').getByRole('button', { name, exact: true });

/** The inline error of a field (linked by aria-describedby); the field takes focus. */
async function expectFieldError(input: Locator, message: string): Promise<void> {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(message);
  await expect(input).toBeFocused();
}

/** After a successful login: no dialog, the header shows the avatar link. */
async function expectLoggedIn(page: Page, name: RegExp | string = /^個人中心（.+）$/) {
  await expect(toast(page, '登錄成功')).toBeVisible();
  await expect(loginDialog(page)).toHaveCount(0);
  await expect(avatar(page, name)).toBeVisible();
  await expect(portal(page).getByRole('button', { name: '登錄', exact: true })).toHaveCount(0);
  if (isMobile()) await expect(page).toHaveURL(/#\/person_center$/);
}

test('register a new phone, then log in with the password', MOBILE, async ({ page }) => {
  const phone = freshPhone();
  const forms = await openLoginForms(page);
  await forms.getByRole('tab', { name: '註冊' }).click();
  await expect(forms.getByRole('tab', { name: '註冊' })).toHaveAttribute('aria-selected', 'true');

  // a bad phone: the message shows and what was typed stays
  await field.phone(forms).fill('1380013');
  await codeButton(forms).click();
  await expectFieldError(field.phone(forms), '請輸入正確的手機號');
  await expect(field.phone(forms)).toHaveValue('1380013');
  await submit(forms, '註冊').click();
  await expectFieldError(field.phone(forms), '請輸入正確的手機號');
  await expect(field.phone(forms)).toHaveValue('1380013');

  // an already registered phone cannot get a code
  await field.phone(forms).fill(DEMO.phone);
  await codeButton(forms).click();
  await expectFieldError(field.phone(forms), '該手機號已經註冊過，請更換手機號或直接登錄');
  await expect(codeButton(forms)).toHaveText('獲取驗證碼');

  // a new phone gets a code; the button counts down and is disabled
  await field.phone(forms).fill(phone);
  await codeButton(forms).click();
  await expect(toast(page, '獲取成功')).toBeVisible();
  await expect(codeButton(forms)).toHaveText(/^\d+ 秒後重發$/);
  await expect(codeButton(forms)).toBeDisabled();
  const code = await smsCode(page, phone);

  // each wrong input shows its message and keeps the typed values
  await field.code(forms).fill('12');
  await submit(forms, '註冊').click();
  await expectFieldError(field.code(forms), '驗證碼錯誤');
  await expect(field.code(forms)).toHaveValue('12');
  await field.code(forms).fill(code);
  await field.newPassword(forms).fill('1abcdef');
  await submit(forms, '註冊').click();
  await expectFieldError(
    field.newPassword(forms),
    '密碼以字母開頭，長度6~18，只包含字母、數字和下劃線',
  );
  await expect(field.newPassword(forms)).toHaveValue('1abcdef');
  await field.newPassword(forms).fill('abc');
  await submit(forms, '註冊').click();
  await expectFieldError(field.newPassword(forms), '長度在 6 到 18 位');
  await field.newPassword(forms).fill('Passw0rd_e2e');
  await submit(forms, '註冊').click();
  const agreement = forms.getByRole('checkbox', { name: /我已閱讀並同意/ });
  await expectFieldError(agreement, '請先閱讀協議並勾選');
  await expect(field.phone(forms)).toHaveValue(phone);
  await expect(field.code(forms)).toHaveValue(code);
  await expect(field.newPassword(forms)).toHaveValue('Passw0rd_e2e');

  await agreement.check();
  await submit(forms, '註冊').click();
  await expect(toast(page, '註冊成功，請登錄')).toBeVisible();
  // lands on password login, phone kept
  await expect(forms.getByRole('tab', { name: '登錄' })).toHaveAttribute('aria-selected', 'true');
  await expect(forms.getByRole('radio', { name: '密碼登錄' })).toBeChecked();
  await expect(field.phone(forms)).toHaveValue(phone);
  await expect(field.password(forms)).toHaveValue('');
  await expect(codeButton(forms)).toHaveCount(0);

  await field.password(forms).fill('Passw0rd_e2e');
  await submit(forms, '登錄').click();
  await expectLoggedIn(page, `個人中心（用戶${phone.slice(-4)}）`);
});

test('the register form links the user agreement and the privacy policy, readable logged out', async ({
  page,
}) => {
  const forms = await openLoginForms(page);
  await forms.getByRole('tab', { name: '註冊' }).click();
  for (const [name, file, title] of [
    [/^《用戶協議》/, 'user-agreement', '用戶協議'],
    [/^《隱私政策》/, 'privacy', '隱私政策'],
  ] as const) {
    const link = forms.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', new RegExp(`/documents/${file}\\.html$`));
    await expect(link).toHaveAttribute('target', '_blank');
    const [doc] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(doc.locator('body')).toContainText(title);
    await doc.close();
  }
  // following a link does not tick the box
  await expect(forms.getByRole('checkbox', { name: /我已閱讀並同意/ })).not.toBeChecked();
});

test('registering an already registered phone says so', async ({ page }) => {
  const forms = await openLoginForms(page);
  await forms.getByRole('tab', { name: '註冊' }).click();
  await field.phone(forms).fill(GUEST.phone);
  await field.code(forms).fill('123456');
  await field.newPassword(forms).fill('Another1');
  await forms.getByRole('checkbox', { name: /我已閱讀並同意/ }).check();
  await submit(forms, '註冊').click();
  await expectFieldError(field.phone(forms), '該手機號已經註冊過，請更換手機號或直接登錄');
  await expect(field.phone(forms)).toHaveValue(GUEST.phone);
});

test('log in by password with a wrong then the right password', async ({ page }) => {
  const forms = await openLoginForms(page);
  await expect(forms.getByRole('radio', { name: '密碼登錄' })).toBeChecked();
  await field.phone(forms).fill(DEMO.phone);
  await field.password(forms).fill('wrong999');
  await submit(forms, '登錄').click();
  await expect(toast(page, '手機號或密碼錯誤')).toBeVisible();
  await expect(field.phone(forms)).toHaveValue(DEMO.phone);
  await expect(field.password(forms)).toHaveValue('wrong999');
  await field.password(forms).fill(DEMO.password);
  await submit(forms, '登錄').click();
  await expectLoggedIn(page);
  // the SZTX member gets no upgrade prompt
  await expect(overlay(page).getByRole('dialog', { name: '升級協會會員' })).toHaveCount(0);
});

test('log out from the header, then log in by SMS code', MOBILE, async ({ page }) => {
  await loginByApi(page, DEMO);
  await openPortal(page);
  await expect(avatar(page)).toBeVisible();

  if (isMobile()) {
    await portal(page).getByRole('button', { name: '選單', exact: true }).click();
    const drawer = portal(page).getByRole('dialog', { name: '選單' });
    await drawer.getByRole('button', { name: '退出登錄' }).click();
  } else {
    await avatar(page).click();
    await portal(page).getByRole('menuitem', { name: '退出登錄' }).click();
  }
  await expect(toast(page, '已退出登錄')).toBeVisible();
  await expect(avatar(page)).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();

  const forms = await openLoginFormsFromHeader(page);
  // the radio is visually hidden inside its label: users click the label
  await forms.getByRole('radiogroup', { name: '登錄方式' }).getByText('驗證碼登錄').click();
  await expect(forms.getByRole('radio', { name: '驗證碼登錄' })).toBeChecked();
  await expect(field.password(forms)).toHaveCount(0);
  await field.phone(forms).fill(DEMO.phone);
  await codeButton(forms).click();
  await expect(toast(page, '獲取成功')).toBeVisible();
  await expect(codeButton(forms)).toHaveText(/^\d+ 秒後重發$/);
  await expect(codeButton(forms)).toBeDisabled();
  // a wrong code is refused with the server's message, the phone stays
  await field.code(forms).fill('000000');
  await submit(forms, '登錄').click();
  await expect(toast(page, '驗證碼錯誤或已過期')).toBeVisible();
  await expect(field.phone(forms)).toHaveValue(DEMO.phone);
  await field.code(forms).fill(await smsCode(page, DEMO.phone));
  await submit(forms, '登錄').click();
  await expectLoggedIn(page, '個人中心（陳建宏）');
  expect(await storedToken(page)).toBeTruthy();
});

test('a token revoked on the server forces the login dialog', async ({ page }) => {
  const token = await loginByApi(page, DEMO);
  await openPortal(page);
  await expect(avatar(page)).toBeVisible();

  // log out elsewhere while the portal is closed (an open page would notice the refusal on its
  // next call and forget the token): the token stored in the tab is now invalid
  await page.goto('about:blank');
  await endSessionElsewhere(page, token);
  await openPortal(page);
  await expect(portal(page).getByRole('button', { name: '登錄', exact: true })).toBeVisible();
  await expect(avatar(page)).toHaveCount(0);
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('登錄已失效，請重新登錄');
  expect(await storedToken(page)).toBeNull();

  await field.phone(dialog).fill(DEMO.phone);
  await field.password(dialog).fill(DEMO.password);
  await submit(dialog, '登錄').click();
  await expect(toast(page, '登錄成功')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(avatar(page)).toBeVisible();
});

test('reset the password, then only the new one works', async ({ page }) => {
  const forms = await openLoginForms(page);
  await forms.getByRole('tab', { name: '忘記密碼' }).click();
  await field.phone(forms).fill(GUEST.phone);
  await codeButton(forms).click();
  await expect(toast(page, '獲取成功')).toBeVisible();
  await expect(codeButton(forms)).toHaveText(/秒後重發/);
  await field.code(forms).fill(await smsCode(page, GUEST.phone));
  await field.newPassword(forms).fill('Renewed2025');
  await submit(forms, '重設密碼').click();
  await expect(toast(page, '修改密碼成功，請重新登錄')).toBeVisible();
  await expect(forms.getByRole('tab', { name: '登錄' })).toHaveAttribute('aria-selected', 'true');
  await expect(forms.getByRole('radio', { name: '密碼登錄' })).toBeChecked();
  await expect(field.phone(forms)).toHaveValue(GUEST.phone);

  // the old password is refused with the server's message
  await field.password(forms).fill(GUEST.password);
  await submit(forms, '登錄').click();
  await expect(toast(page, '手機號或密碼錯誤')).toBeVisible();
  await expect(field.password(forms)).toHaveValue(GUEST.password);

  await field.password(forms).fill('Renewed2025');
  await submit(forms, '登錄').click();
  await expectLoggedIn(page);
});

test('a member of another association is invited to upgrade', async ({ page }) => {
  const forms = await openLoginForms(page);
  await field.phone(forms).fill(GUEST.phone);
  await field.password(forms).fill(GUEST.password);
  await submit(forms, '登錄').click();
  await expect(toast(page, '登錄成功')).toBeVisible();
  const prompt = overlay(page).getByRole('dialog', { name: '升級協會會員' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('您目前是普通會員，升級協會會員享受更多權益');
  await expect(prompt.getByRole('button', { name: '以後再說' })).toBeVisible();
  await prompt.getByRole('button', { name: '立即升級' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(page).toHaveURL(/#\/my_rights$/);
  await expect(portal(page).getByRole('heading', { level: 1, name: '我的權益' })).toBeVisible();
});

test('以後再說 closes the upgrade prompt and stays on the page', MOBILE, async ({ page }) => {
  const forms = await openLoginForms(page);
  await field.phone(forms).fill(GUEST.phone);
  await field.password(forms).fill(GUEST.password);
  await submit(forms, '登錄').click();
  const prompt = overlay(page).getByRole('dialog', { name: '升級協會會員' });
  await prompt.getByRole('button', { name: '以後再說' }).click();
  await expect(prompt).toHaveCount(0);
  // the page the user was on: home (dialog) or, from the login page, the personal centre
  await expect(page).toHaveURL(isMobile() ? /#\/person_center$/ : /#\/$/);
  await expect(avatar(page)).toBeVisible();
});
