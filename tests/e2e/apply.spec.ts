import type { Page } from '@playwright/test';
import { GUEST } from '../support/accounts';
import { seriousViolations } from './axe';
import { APPLICANT, PNG } from './data';
import {
  DESKTOP_ONLY,
  doubleSubmitFailingOnce,
  expect,
  loginByApi,
  MOBILE_ONLY,
  openPortal,
  test,
} from './fixtures';
import { loginDialog, portal, toast } from './parts';

const GUEST_ID = 2;

const field = (page: Page, name: string) => portal(page).locator(`#sztx-apply-${name}`);
const submitButton = (page: Page) => portal(page).locator('button[type="submit"]');
const radio = (page: Page, name: string, value: string) =>
  portal(page).locator(`input[name="sztx-apply-${name}"][value="${value}"]`);

async function upload(page: Page, name: string) {
  await field(page, name).setInputFiles({
    name: `${name}.png`,
    mimeType: 'image/png',
    buffer: PNG,
  });
  const item = portal(page).locator(`li[data-field="${name}"] .iu-item[data-state="done"] img`);
  await expect(item).toHaveAttribute('src', /\/files\/uploads\/.+\.png$/);
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
}

/**
 * Records the bodies the page POSTs (the API client sends a Request whose body Playwright does
 * not see); read them with `sentTo`.
 */
async function recordPosts(page: Page) {
  await page.addInitScript(() => {
    const sent: Array<{ url: string; body: string }> = [];
    (window as unknown as { __sztxSent: typeof sent }).__sztxSent = sent;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST')
        sent.push({ url: request.url, body: await request.clone().text() });
      return original(request);
    };
  });
}

/** Form fields of the last POST whose url contains `path` (and whose body contains `having`). */
async function sentTo(page: Page, path: string, having = ''): Promise<URLSearchParams> {
  let body = '';
  await expect
    .poll(
      async () => {
        const sent = await page.evaluate(
          () =>
            (window as unknown as { __sztxSent: Array<{ url: string; body: string }> }).__sztxSent,
        );
        body =
          sent.filter((s) => s.url.includes(path) && s.body.includes(having)).at(-1)?.body ?? '';
        return body;
      },
      { message: `POST ${path}` },
    )
    .not.toBe('');
  return new URLSearchParams(body);
}

/** Uploads the applicant's photo and both sides of the permit. */
async function uploadPhotos(page: Page) {
  await upload(page, 'personal_photo');
  await upload(page, 'taibao_frontview');
  await upload(page, 'taibao_reverse');
}

/** The individual form's first answers: the signed letter, new member or not, who, the photos. */
async function fillApplicant(
  page: Page,
  isNewMember: '0' | '1',
  who: { member_name: string; taibao_id: string },
) {
  await upload(page, 'application_cert');
  await radio(page, 'isnewmember', isNewMember).check();
  await fill(page, who);
  await uploadPhotos(page);
}

async function openForm(page: Page, kind: 'person' | 'company') {
  await recordPosts(page);
  await loginByApi(page, GUEST);
  await openPortal(page, `#/apply-${kind}`);
  await expect(submitButton(page)).toHaveText('提交申請');
}

test('individual application: uploads, submit, modify, approve → greyed approved', async ({
  page,
}) => {
  await openForm(page, 'person');
  await expect(portal(page).getByText('2021 年度會費免收。')).toBeVisible();
  await expect(portal(page).getByRole('link', { name: '下載入會申請書範本' })).toHaveAttribute(
    'href',
    /\/api\/v2\/association\/applyTemplate$/,
  );
  // the same letter as PDF, which opens on any phone
  const pdf = portal(page).getByRole('link', { name: '入會申請書 PDF' });
  await expect(pdf).toHaveAttribute('href', /\/api\/v2\/association\/applyTemplatePdf$/);
  const served = await page.request.get((await pdf.getAttribute('href'))!);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect((await served.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await fillApplicant(page, '0', { member_name: '林小華', taibao_id: '09876543' });
  await fill(page, { birthday: '1990-05-20', ...APPLICANT });
  await radio(page, 'join_child_association', '聯誼會').check();
  await field(page, 'join_child_association-name').fill('高新區台商聯誼會');

  await submitButton(page).click();
  const sent = await sentTo(page, 'association/coustomJoin', 'event=add');
  expect(sent.get('apply_type')).toBe('0');
  expect(sent.get('member_id')).toBe(String(GUEST_ID));
  expect(sent.get('association_id')).toBe('SZTX');
  expect(sent.get('join_child_association')).toBe('高新區台商聯誼會');
  expect(sent.get('ice_people')).toBe('林大華');
  expect(sent.get('ice_phone')).toBe('13900139111');
  expect(sent.get('application_cert')).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/files\/uploads\/.+\.png$/,
  );
  await expect(toast(page, '申請成功')).toBeVisible();
  await expect(submitButton(page)).toHaveText('修改申請');
  // the photos were moved to private storage: shown (and re-sent) through a signed URL
  const photo = portal(page).locator('li[data-field="personal_photo"] .iu-item img');
  await expect(photo).toHaveAttribute(
    'src',
    new RegExp(`/files/private/u/${GUEST_ID}/.+\\.png\\?expires=\\d+&signature=`),
  );
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await field(page, 'wx_number').fill('lin_wx_2');
  await submitButton(page).click();
  await expect(toast(page, '修改成功')).toBeVisible();
  const modified = await sentTo(page, 'association/updataCoustomJoin');
  expect(modified.get('wx_number')).toBe('lin_wx_2');
  expect(modified.get('personal_photo')).toMatch(/\/files\/private\/u\/2\/.+\?expires=/);
  await expect(toast(page, '修改成功')).toBeVisible();
  await expect(submitButton(page)).toHaveText('修改申請');

  const review = await page.request.post(`/dev/review/apply/${GUEST_ID}`, {
    form: { isreview: '1' },
  });
  expect(review.ok()).toBeTruthy();
  await page.reload();
  await expect(submitButton(page)).toHaveText('已審核通過');
  await expect(submitButton(page)).toBeDisabled();
  await expect(field(page, 'wx_number')).toHaveValue('lin_wx_2');
  await expect(field(page, 'wx_number')).toBeDisabled();
});

async function fillCompany(page: Page) {
  await upload(page, 'application_cert');
  await radio(page, 'isnewmember', '1').check();
  await fill(page, { company_name: '華信科技有限公司' });
  await upload(page, 'cer_one');
  await fill(page, { setup_date: '2012-03-01' });
  await field(page, 'field').selectOption('服務業');
  await field(page, 'econ_kind').selectOption('獨資');
  await fill(page, {
    main_businee: '軟件開發與技術服務',
    company_add: '本市高新區科技路 1 號',
    company_phone: '0755-1234567',
    company_email: 'hr@huaxin.example.com',
    registered_capital: '200',
    ice_people: '林大華',
    ice_phone: '13900139111',
  });
  await portal(page).getByRole('combobox', { name: '幣種' }).selectOption('美元');
}

async function fillRepresentative(page: Page) {
  await fill(page, {
    member_name: '林小華',
    company_job: '董事長',
    member_phone: '13900139000',
    member_address: '本市福田區 1 號',
  });
  await uploadPhotos(page);
  await radio(page, 'join_child_association', '青年會').check();
}

test('a failing submit keeps every answer, is busy in flight and is sent once', async ({
  page,
}) => {
  await openForm(page, 'person');
  await fillApplicant(page, '1', { member_name: '王小明', taibao_id: '12345678' });
  await fill(page, {
    birthday: '1988-03-04',
    company_name: '明華貿易有限公司',
    company_job: '董事長',
    company_add: '本市高新區貿易路 8 號',
    member_phone: '13900139000',
    member_email: 'wang@example.com',
    wx_number: 'wang_wx',
    ice_people: '王大明',
    ice_phone: '13900139222',
  });
  await radio(page, 'join_child_association', '青年會').check();
  const join = '/api/v2/association/coustomJoin';
  const adds = await doubleSubmitFailingOnce(page, submitButton(page), join, { method: 'POST' });
  await expect(field(page, 'member_name')).toHaveValue('王小明');
  await expect(field(page, 'ice_phone')).toHaveValue('13900139222');
  await expect(radio(page, 'join_child_association', '青年會')).toBeChecked();
  await expect(
    portal(page).locator('li[data-field="personal_photo"] .iu-item[data-state="done"] img'),
  ).toBeVisible();
  await expect(submitButton(page)).toBeEnabled();
  await submitButton(page).click();
  await expect(toast(page, '申請成功')).toBeVisible();
  expect(adds()).toBe(2);
});

test('company application without, then with a parent company (sent fields)', async ({ page }) => {
  await openForm(page, 'company');
  await fillCompany(page);
  // yes inserts the parent block after question 18; no removes it again
  await radio(page, 'isHasPreCompany', '1').check();
  await expect(portal(page).locator('li[data-field="p_company_name"] .apply-no')).toHaveText('19');
  await field(page, 'p_company_name').fill('先填後取消的母公司');
  await radio(page, 'isHasPreCompany', '0').check();
  await expect(field(page, 'p_company_name')).toHaveCount(0);
  await expect(portal(page).locator('li[data-field="member_name"] .apply-no')).toHaveText('19');
  await fillRepresentative(page);

  await submitButton(page).click();
  const sent = await sentTo(page, 'association/coustomJoin', 'event=add');
  expect(sent.get('apply_type')).toBe('1');
  expect(sent.get('isHasPreCompany')).toBe('0');
  expect(sent.get('p_company_name')).toBe('');
  expect(sent.get('econ_kind')).toBe('工獨資業');
  expect(sent.get('registered_capital')).toBe('200萬美元');
  expect(sent.get('join_child_association')).toBe('青年會');
  await expect(toast(page, '申請成功')).toBeVisible();

  // the stored legacy value reads back as 獨資
  await page.reload();
  await expect(submitButton(page)).toHaveText('修改申請');
  await expect(field(page, 'econ_kind')).toHaveValue('獨資');

  await radio(page, 'isHasPreCompany', '1').check();
  await submitButton(page).click();
  await expect(toast(page, '請填完必填項再提交！')).toBeVisible();
  await expect(field(page, 'p_company_name')).toBeFocused();
  await fill(page, {
    p_company_name: '華信電子股份有限公司',
    p_company_phone: '02-27001234',
    p_company_add: '台北市信義區松仁路 100 號',
    p_company_contacts: '林志明',
  });
  await submitButton(page).click();
  await expect(toast(page, '修改成功')).toBeVisible();
  const update = await sentTo(page, 'association/updataCoustomJoin');
  expect(update.get('isHasPreCompany')).toBe('1');
  expect(update.get('p_company_name')).toBe('華信電子股份有限公司');
  expect(update.get('p_company_contacts')).toBe('林志明');
  await expect(toast(page, '修改成功')).toBeVisible();
});

test('a missing field shows the message and focuses it; nothing is sent', async ({ page }) => {
  await openForm(page, 'person');
  await upload(page, 'application_cert');
  let sent = false;
  page.on('request', (r) => {
    if ((r.postData() ?? '').includes('event=add')) sent = true;
  });
  await submitButton(page).click();
  await expect(toast(page, '請填完必填項再提交！')).toBeVisible();
  await expect(radio(page, 'isnewmember', '0')).toBeFocused();
  await expect(portal(page).locator('li[data-field="isnewmember"]')).toHaveClass(/apply-q-missing/);
  await expect(portal(page).locator('li[data-field="application_cert"]')).not.toHaveClass(
    /apply-q-missing/,
  );
  expect(sent).toBe(false);
});

test('an upload storage error is shown as a message and can be retried', async ({ page }) => {
  await openForm(page, 'person');
  const storageDown = /\/qiniu-up/;
  await page.route(storageDown, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"storage down"}',
    }),
  );
  await field(page, 'application_cert').setInputFiles({
    name: 'letter.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  const item = portal(page).locator('li[data-field="application_cert"]');
  await expect(item.getByRole('alert')).toHaveText('圖片上傳失敗，請重試');
  await page.unroute(storageDown);
  await item.getByRole('button', { name: '重試' }).click();
  await expect(item.locator('.iu-item[data-state="done"] img')).toHaveAttribute(
    'src',
    /\/files\/uploads\/.+\.png$/,
  );
  await expect(item.getByRole('alert')).toHaveCount(0);
});

test('a reload keeps the draft', async ({ page }) => {
  await openForm(page, 'person');
  await fill(page, { member_name: '草稿中的名字', wx_number: 'draft_wx' });
  await radio(page, 'join_child_association', '聯誼會').check();
  await field(page, 'join_child_association-name').fill('南山聯誼會');
  await page.reload();
  await expect(field(page, 'member_name')).toHaveValue('草稿中的名字');
  await expect(field(page, 'wx_number')).toHaveValue('draft_wx');
  await expect(field(page, 'join_child_association-name')).toHaveValue('南山聯誼會');
});

test('an unsent edit of a submitted application comes back as unsent: discard or send', async ({
  page,
}) => {
  await openForm(page, 'company');
  await fillCompany(page);
  await fillRepresentative(page);
  await submitButton(page).click();
  await expect(toast(page, '申請成功')).toBeVisible();
  await expect(submitButton(page)).toHaveText('修改申請');
  const unsent = portal(page).locator('[part="unsent"]');
  await expect(unsent).toHaveCount(0);

  // changed, not sent, reloaded: shown as unsent, never as the stored application
  await field(page, 'company_name').fill('未送出的新名稱');
  await expect(unsent).toBeVisible();
  await page.reload();
  await expect(field(page, 'company_name')).toHaveValue('未送出的新名稱');
  await expect(unsent).toContainText('有尚未送出的修改');
  await unsent.getByRole('button', { name: '捨棄修改' }).click();
  await expect(unsent).toHaveCount(0);
  await expect(field(page, 'company_name')).toHaveValue('華信科技有限公司');
  await page.reload();
  await expect(submitButton(page)).toHaveText('修改申請');
  await expect(field(page, 'company_name')).toHaveValue('華信科技有限公司');
  await expect(unsent).toHaveCount(0);

  // changed again, reloaded, sent from the notice
  await field(page, 'company_name').fill('華信科技股份有限公司');
  await page.reload();
  await unsent.getByRole('button', { name: '送出修改' }).click();
  await expect(toast(page, '修改成功')).toBeVisible();
  const update = await sentTo(page, 'association/updataCoustomJoin');
  expect(update.get('company_name')).toBe('華信科技股份有限公司');
  await expect(unsent).toHaveCount(0);
  await page.reload();
  await expect(field(page, 'company_name')).toHaveValue('華信科技股份有限公司');
  await expect(unsent).toHaveCount(0);
});

test(
  '/apply logged out opens the login dialog, then the chosen form',
  DESKTOP_ONLY,
  async ({ page }) => {
    await openPortal(page, '#/apply');
    await portal(page)
      .getByRole('link', { name: /企業入會申請/ })
      .click();
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('手機號').fill(GUEST.phone);
    await dialog.getByLabel('密碼', { exact: true }).fill(GUEST.password);
    await dialog.getByRole('button', { name: '登錄', exact: true }).click();
    await expect(page).toHaveURL(/#\/apply-company$/);
    await expect(submitButton(page)).toHaveText('提交申請');
  },
);

test('/apply logged out leads to /login on mobile', MOBILE_ONLY, async ({ page }) => {
  await openPortal(page, '#/apply');
  await portal(page)
    .getByRole('link', { name: /個人入會申請/ })
    .click();
  // the login page carries the chosen form, to return to it after logging in
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fapply-person$/);
  await expect(loginDialog(page)).toHaveCount(0);
});

test('axe: the choice and the form have no serious violations', async ({ page }) => {
  await loginByApi(page, GUEST);
  await openPortal(page, '#/apply');
  await expect(portal(page).getByRole('link', { name: /個人入會申請/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await portal(page)
    .getByRole('link', { name: /企業入會申請/ })
    .click();
  await expect(page).toHaveURL(/#\/apply-company$/);
  await expect(submitButton(page)).toHaveText('提交申請');
  await submitButton(page).click();
  await expect(toast(page, '請填完必填項再提交！')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
