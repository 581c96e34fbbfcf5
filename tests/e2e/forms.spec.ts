// Forms under failure: a failing submit keeps everything typed, the submit button is busy
// while the request is in flight, and a double click sends exactly one request.
import type { Page } from '@playwright/test';
import { DEMO } from '../support/accounts';
import {
  addFault,
  countRequests,
  doubleSubmitFailingOnce,
  expect,
  isMobile,
  loginByApi,
  MOBILE,
  openDemoProfile,
  openPortal,
  test,
} from './fixtures';
import { fillPurchaseNeed, loginDialog, openPurchaseForm, portal, toast } from './parts';

const main = (page: Page) => portal(page).locator('main');

test('profile: a slow failing save is sent once, keeps the edits, and saves on retry', async ({
  page,
}) => {
  const name = await openDemoProfile(page);
  await name.fill('陳建宏（新）');
  await main(page).getByLabel('微信號').fill('chen_retry');
  const save = main(page).locator('form button[type="submit"]');
  await expect(save).toHaveText('保存');
  // busy while in flight
  const updates = await doubleSubmitFailingOnce(page, save, '/api/v2/member/update', {
    busyText: '保存中…',
  });
  await expect(name).toHaveValue('陳建宏（新）');
  await expect(main(page).getByLabel('微信號')).toHaveValue('chen_retry');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(toast(page, '修改成功')).toBeVisible();
  expect(updates()).toBe(2);
});

test('login: a double click on 登錄 sends one request', MOBILE, async ({ page }) => {
  await openPortal(page);
  await portal(page).getByRole('button', { name: '登錄', exact: true }).click();
  const forms = isMobile() ? portal(page).getByRole('main') : loginDialog(page);
  await forms.getByLabel('手機號').fill(DEMO.phone);
  await forms.getByLabel('密碼', { exact: true }).fill(DEMO.password);
  await addFault(page, { path: 'account/pcLogin', delayMs: 800, times: 1 });
  const logins = countRequests(page, /\/account\/pcLogin\//);
  const submit = forms.locator('form').getByRole('button', { name: '登錄', exact: true });
  await submit.dblclick();
  await expect(toast(page, '登錄成功')).toBeVisible();
  expect(logins()).toBe(1);
});

test('publish a need: a failing publish keeps the form, is sent once, and publishes on retry', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await loginByApi(page, DEMO);
  const form = await openPurchaseForm(page, openPortal);
  const title = `重試採購${Date.now() % 100000}`;
  await fillPurchaseNeed(form, { title, quantity: '300', details: '人體工學椅，黑色' });
  const publish = form.locator('button[type="submit"]');
  await expect(publish).toHaveText('發佈');
  const adds = await doubleSubmitFailingOnce(page, publish, '/api/v2/demand/addDemand', {
    busyText: '提交中…',
  });
  // nothing typed or uploaded is lost
  await expect(form.getByLabel('標題')).toHaveValue(title);
  await expect(form.getByLabel('採購量')).toHaveValue('300');
  await expect(form.getByLabel('採購需求')).toHaveValue('人體工學椅，黑色');
  await expect(form.locator('li[data-state="done"] img')).toHaveCount(1);
  await publish.click();
  await expect(toast(page, '發佈成功')).toBeVisible();
  expect(adds()).toBe(2);
});
