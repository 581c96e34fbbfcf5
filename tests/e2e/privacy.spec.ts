import type { Locator, Page } from '@playwright/test';
import { DEMO, GUEST } from '../support/accounts';
import { expect, isMobile, loginByApi, openPortal, test } from './fixtures';
import { avatar, logInWith, loginDialog, portal, toast } from './parts';

// Personal data in web storage belongs to the logged-in user: application drafts are gone at
// logout and never reach the next person at the same browser.

/** The seeded member's permit number (of their individual application on the server). */
const PERMIT = '08123456';
const COMPANY = '隱私測試貿易有限公司';
const REPRESENTATIVE = '林草稿';

const field = (page: Page, name: string) => portal(page).locator(`#sztx-apply-${name}`);

/** Every key and value of local and session storage, as one text. */
const webStorage = (page: Page): Promise<string> =>
  page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((area) => Object.keys(area).map((key) => `${key}=${area.getItem(key)}`))
      .join('\n'),
  );

async function logOutFromHeader(page: Page): Promise<void> {
  if (isMobile()) {
    await portal(page).getByRole('button', { name: '選單', exact: true }).click();
    await portal(page)
      .getByRole('dialog', { name: '選單' })
      .getByRole('button', { name: '退出登錄' })
      .click();
  } else {
    await avatar(page).click();
    await portal(page).getByRole('menuitem', { name: '退出登錄' }).click();
  }
  await expect(toast(page, '已退出登錄')).toBeVisible();
  await expect(avatar(page)).toHaveCount(0);
}

async function logInFromHeader(page: Page, account: { phone: string; password: string }) {
  await portal(page).getByRole('button', { name: '登錄', exact: true }).click();
  let forms: Locator;
  if (isMobile()) {
    await expect(page).toHaveURL(/#\/login$/);
    forms = portal(page).getByRole('main');
  } else {
    await expect(loginDialog(page)).toBeVisible();
    forms = loginDialog(page);
  }
  await logInWith(forms, account);
  await expect(avatar(page)).toBeVisible();
}

test('a draft of the company application is gone after logout; the next user sees an empty form', async ({
  page,
}) => {
  await loginByApi(page, DEMO);
  await openPortal(page, '#/apply-company');
  await field(page, 'company_name').fill(COMPANY);
  await field(page, 'member_name').fill(REPRESENTATIVE);
  // the draft is kept for its user while logged in (a reload keeps it)
  expect(await webStorage(page)).toContain(COMPANY);
  await openPortal(page, '#/apply-person');
  await expect(field(page, 'taibao_id')).toHaveValue(PERMIT);

  await logOutFromHeader(page);
  const afterLogout = await webStorage(page);
  for (const personal of [PERMIT, COMPANY, REPRESENTATIVE]) {
    expect(afterLogout).not.toContain(personal);
  }

  await logInFromHeader(page, GUEST);
  await openPortal(page, '#/apply-company');
  await expect(field(page, 'company_name')).toHaveValue('');
  await expect(field(page, 'member_name')).toHaveValue('');
  await openPortal(page, '#/apply-person');
  await expect(field(page, 'taibao_id')).toHaveValue('');
  const asGuest = await webStorage(page);
  for (const personal of [PERMIT, COMPANY, REPRESENTATIVE]) {
    expect(asGuest).not.toContain(personal);
  }
});
