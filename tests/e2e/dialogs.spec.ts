// Every dialog of the product, table-driven: opened from the keyboard, it takes focus, keeps
// Tab and Shift+Tab inside, closes on Escape and gives focus back to what opened it. Form
// errors are announced: the field is aria-invalid and described by the visible message.
import type { Locator, Page } from '@playwright/test';
import { DEMO, GUEST } from '../support/accounts';
import { DESKTOP_ONLY, expect, expectDialogFocus, loginByApi, openPortal, test } from './fixtures';
import { describedBy, focusInside, loginDialog, portal } from './parts';

interface DialogCase {
  name: string;
  open: (page: Page) => Promise<Locator>; // navigates and returns the opener
  dialog: (page: Page) => Locator;
}

/** Opens the demo member's needs; the first need's button named `name`. */
const myNeedButton = (name: RegExp) => async (page: Page) => {
  await loginByApi(page, DEMO);
  await openPortal(page, '#/my_need');
  return portal(page).getByRole('button', { name }).first();
};

const DIALOGS: DialogCase[] = [
  {
    name: 'login',
    // (at 375 px, login is a page: the dialogs run at the desktop width only)
    open: async (page) => {
      await openPortal(page);
      return portal(page).getByRole('button', { name: '登錄', exact: true });
    },
    dialog: loginDialog,
  },
  {
    name: 'subscribe to paid content',
    open: async (page) => {
      await loginByApi(page, GUEST);
      await openPortal(page, '#/article/49');
      return portal(page).locator('main').getByRole('button', { name: '立即訂閱' });
    },
    dialog: (page) => portal(page).getByRole('dialog', { name: '訂閱付費內容' }),
  },
  {
    name: 'edit a need',
    open: myNeedButton(/^編輯「/),
    dialog: (page) => portal(page).getByRole('dialog', { name: /^編輯.*需求$/ }),
  },
  {
    name: 'delete a need',
    open: myNeedButton(/^刪除「/),
    dialog: (page) => portal(page).getByRole('dialog', { name: '刪除需求' }),
  },
];

for (const d of DIALOGS) {
  test(`dialog "${d.name}": focus in, trapped, Escape closes, focus back`, async ({ page }) => {
    const opener = await d.open(page);
    await expect(opener).toBeVisible();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = d.dialog(page);
    const inside = () => focusInside(dialog);
    await expectDialogFocus(page, { opener, dialog, inside, tabs: 15, backTabs: 6 });
  });
}

test(
  'login errors are announced: the invalid field points at its visible message',
  DESKTOP_ONLY,
  async ({ page }) => {
    // login: an empty submit
    await openPortal(page);
    await portal(page).getByRole('button', { name: '登錄', exact: true }).click();
    const login = loginDialog(page);
    await login.locator('form').getByRole('button', { name: '登錄', exact: true }).click();
    const phone = login.getByLabel('手機號');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(await describedBy(phone)).toMatch(/手機號/);
  },
);

test('publishing a need with an empty title announces the error on the field', async ({ page }) => {
  await loginByApi(page, DEMO);
  await openPortal(page, '#/Invest');
  await portal(page).getByRole('tab', { name: '+ 發布采購' }).click();
  const form = portal(page).locator('form[part="form"]');
  await form.getByRole('button', { name: '發佈' }).click();
  const title = form.getByLabel('標題');
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(await describedBy(title)).toContain('請輸入標題');
});
