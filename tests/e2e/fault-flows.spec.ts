// Faults in the middle of a flow: a payment whose order fails once and whose polling meets a
// 500, an upload whose token fails, forms whose slow submit fails once; each recovers, keeping
// what the visitor entered. (Faults of each widget's loading: faults.spec.ts.)
import type { Locator, Page } from '@playwright/test';
import { DEMO, GUEST } from '../support/accounts';
import { PNG } from './data';
import {
  addFault,
  DESKTOP_ONLY,
  doubleSubmitFailingOnce,
  expect,
  loginByApi,
  openPortal,
  test,
} from './fixtures';
import { openPurchaseForm, portal, toast } from './parts';

/** How often the payment dialog checks the order (POLL_MS, core/payment/payment.ts). */
const POLL_MS = 5_000;

test(
  'payment: a failed order can be retried, and a 500 in the middle of polling does not stop it',
  DESKTOP_ONLY,
  async ({ page }) => {
    const article = 49; // paid, not bought by the guest
    await loginByApi(page, GUEST);
    // the page's clock runs, and jumps to each poll (every POLL_MS, core/payment/payment.ts)
    await page.clock.install();
    await openPortal(page, `#/article/${article}`);
    const main = portal(page).locator('main');
    await main.getByRole('button', { name: '立即訂閱' }).click();
    const sub = portal(page).getByRole('dialog', { name: '訂閱付費內容' });
    // ordering fails once: a clear message and 重試 in the QR dialog
    await addFault(page, {
      path: '/api/v2/order/resourcesPayByH5/',
      status: 500,
      body: '{"code":"500","msg":"下單服務繁忙（模擬）","data":null}',
      times: 1,
    });
    await sub.getByRole('button', { name: /^去支付/ }).click();
    const qr = portal(page).getByRole('dialog', { name: '掃碼支付' });
    await expect(qr.getByRole('alert')).toContainText('下單服務繁忙（模擬）');
    await qr.getByRole('button', { name: '重試' }).click();
    await expect(qr.getByRole('img', { name: '支付二維碼' })).toBeVisible();

    // the next poll gets a 500 (no automatic retry for a 500), the one after that succeeds
    const failedPolls: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes(`/api/v2/article/${article}`) && r.status() === 500)
        failedPolls.push(r.status());
    });
    await addFault(page, { path: `/api/v2/article/${article}(\\?|$)`, status: 500, times: 1 });
    await page.clock.fastForward(POLL_MS);
    await expect.poll(() => failedPolls.length).toBe(1);
    await expect(qr.getByRole('img', { name: '支付二維碼' })).toBeVisible();
    const orders = (await (await page.request.get('/dev/orders')).json()) as {
      data: { order_id: number; status: string }[];
    };
    const newest = orders.data[0]!;
    expect(newest.status).toBe('pending');
    expect((await page.request.post(`/dev/pay/${newest.order_id}`)).ok()).toBeTruthy();
    await page.clock.fastForward(POLL_MS);
    await expect(toast(page, '支付成功')).toBeVisible();
    await expect(qr).toHaveCount(0);
    await expect(main.getByRole('button', { name: '立即訂閱' })).toHaveCount(0);
    expect(failedPolls).toHaveLength(1);
  },
);

test(
  'upload: a failed upload token shows the message on the image, and 重試 uploads it',
  DESKTOP_ONLY,
  async ({ page }) => {
    await loginByApi(page, DEMO);
    const form = await openPurchaseForm(page, openPortal);
    await form.getByLabel('標題').fill('上傳重試');
    await addFault(page, { path: '/api/v2/qiniu/getUptoken', status: 500, times: 1 });
    await form
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'one.png', mimeType: 'image/png', buffer: PNG }]);
    const failed = form.locator('li[data-state="error"]');
    await expect(failed.getByRole('alert')).toHaveText('獲取失敗');
    await failed.getByRole('button', { name: '重試' }).click();
    await expect(form.locator('li[data-state="done"] img')).toHaveCount(1, { timeout: 15_000 });
    await expect(form.locator('li[data-state="error"]')).toHaveCount(0);
    await expect(form.getByLabel('標題')).toHaveValue('上傳重試');
  },
);

interface FormCase {
  name: string;
  route: string;
  form: (page: Page) => Locator;
  /** Fields to type, by label. */
  fill: Record<string, string>;
  endpoint: string;
  submit: string;
  success: string;
}

// (login, publishing a need, the profile and the membership application: forms.spec.ts and
// apply.spec.ts)
const FORMS: FormCase[] = [
  {
    name: 'contacting the owner of a need',
    route: '#/need-details/1',
    form: (page) => portal(page).locator('section[part="contact"] form'),
    fill: {
      您的需求: '可供貨 300 張，單價 650 元',
      公司名稱: '乙方傢俱公司',
      您的姓名: '林先生',
      聯繫方式: '13800138000',
    },
    endpoint: '/api/v2/demand/submit',
    submit: '提交',
    success: '提交成功，商家會盡快與您聯繫',
  },
  {
    name: 'editing my company',
    route: '#/my_company',
    form: (page) => portal(page).locator('form[aria-label="企業資料"]'),
    fill: { 企業地址: '福田區深南大道 1 號 2 樓', 主營業務: '辦公傢俱與重試測試' },
    endpoint: '/api/v2/member/updateCompany',
    submit: '保存修改',
    success: '信息更新成功',
  },
];

for (const f of FORMS) {
  test(
    `${f.name}: a slow failing submit is busy, sent once on a double click, keeps every field, and succeeds on retry`,
    DESKTOP_ONLY,
    async ({ page }) => {
      await loginByApi(page, DEMO);
      await openPortal(page, f.route);
      const form = f.form(page);
      for (const [label, value] of Object.entries(f.fill)) {
        await form.getByLabel(label).fill(value);
      }
      const submit = form.getByRole('button', { name: f.submit, exact: true });
      const sent = await doubleSubmitFailingOnce(page, submit, f.endpoint, {
        busy: form.locator('button[type="submit"]'),
        busyText: '提交中…',
      });
      for (const [label, value] of Object.entries(f.fill)) {
        await expect(form.getByLabel(label)).toHaveValue(value);
      }
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(toast(page, f.success)).toBeVisible();
      expect(sent()).toBe(2);
    },
  );
}
