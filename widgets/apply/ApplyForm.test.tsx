import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $loginDialog, closeLogin, refreshSession } from '../../core/session/session';
import { $token } from '../../core/session/token';
import { ok } from '../../core/testing/fake-fetch';
import { $toasts } from '../../core/toast/toast';
import { allIn, configureForTest, findIn, mount, serveFetch } from '../testing/mount';
import './element';

type Record = { [field: string]: unknown };

function serve(options: { record?: Record | null; addAnswer?: unknown } = {}) {
  return serveFetch({
    'POST account/inquire/.*': () => ({ code: '200', sucess: true, msg: '', data: { user_id: 7 } }),
    'GET member/\\d+': () =>
      ok({ user_id: 7, member_id: 7, really_name: '林', member_photo: '', member_phone: '' }),
    'GET member/\\d+/association': () => ok([]),
    'GET notice/count/\\d+': () => ok([{ noticeCount: 0 }]),
    'POST association/coustomJoin': (call) => {
      const form = new URLSearchParams(call.body);
      if (form.get('event') === 'select') {
        return { code: '200', sucess: true, msg: '', data: options.record ? [options.record] : [] };
      }
      return options.addAnswer ?? { code: '200', sucess: true, msg: '申請成功', data: null };
    },
  });
}

const titles = (el: Element) => allIn(el, '.apply-q-title').map((n) => n.textContent ?? '');
const button = (el: Element) =>
  el.shadowRoot!.querySelector('button[type="submit"]') as HTMLButtonElement;
const toastTexts = () => $toasts.get().map((t) => t.text);

beforeEach(() => {
  configureForTest();
  localStorage.clear();
  $toasts.set([]);
});

afterEach(async () => {
  document.body.innerHTML = '';
  $token.set(null);
  await refreshSession();
  closeLogin();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function loggedIn() {
  $token.set('good');
  await refreshSession();
}

/** The form of a logged-in member whose individual application (with `fields`) is on record. */
async function formWithApplication(fields: Record, html = '<sztx-apply-form></sztx-apply-form>') {
  serve({ record: { apply_type: 0, member_id: 7, application_cert: '/files/a.png', ...fields } });
  await loggedIn();
  const el = mount(html);
  await findIn(el, '.apply-list');
  return el;
}

describe('<sztx-apply-form>', () => {
  it('asks a visitor to log in, opening the login dialog', async () => {
    serve();
    const el = mount('<sztx-apply-form type="company"></sztx-apply-form>');
    const login = (await findIn(el, '.apply-login button')) as HTMLButtonElement;
    expect(el.shadowRoot!.querySelector('h1')?.textContent).toBe('企業入會申請');
    login.click();
    expect($loginDialog.get().open).toBe(true);
  });

  it('numbers the company questions and inserts the parent block after 18 on yes', async () => {
    serve();
    await loggedIn();
    const el = mount('<sztx-apply-form type="company"></sztx-apply-form>');
    await findIn(el, '.apply-list');
    expect(titles(el)[17]).toMatch(/^18是否有台灣母公司\*/);
    expect(titles(el)[18]).toMatch(/^19企業代表姓名/);
    const yes = el.shadowRoot!.querySelector(
      'input[name="sztx-apply-isHasPreCompany"][value="1"]',
    ) as HTMLInputElement;
    yes.click();
    await vi.waitFor(() => expect(titles(el)[18]).toMatch(/^19台灣母公司名稱/));
    expect(titles(el)[22]).toMatch(/^23企業代表姓名/);
    expect(titles(el).at(-1)).toMatch(/^30加入子會/);
    expect(button(el).textContent).toBe('提交申請');
  });

  it('an empty submit shows the message and focuses the first missing field', async () => {
    const fake = serve();
    await loggedIn();
    const el = mount('<sztx-apply-form type="person"></sztx-apply-form>');
    await findIn(el, '.apply-list');
    button(el).click();
    await vi.waitFor(() => expect(toastTexts()).toContain('請填完必填項再提交！'));
    expect(el.shadowRoot!.activeElement?.id).toBe('sztx-apply-application_cert');
    expect(allIn(el, '.apply-q-missing').length).toBe(17);
    expect(fake.calls.filter((c) => c.body.includes('event=add'))).toHaveLength(0);
  });

  it('shows the fraternity text box for 聯誼會 only', async () => {
    serve();
    await loggedIn();
    const el = mount('<sztx-apply-form type="person"></sztx-apply-form>');
    await findIn(el, '.apply-list');
    const radio = (v: string) =>
      el.shadowRoot!.querySelector(
        `input[name="sztx-apply-join_child_association"][value="${v}"]`,
      ) as HTMLInputElement;
    radio('聯誼會').click();
    const box = (await findIn(el, '#sztx-apply-join_child_association-name')) as HTMLInputElement;
    expect(box.value).toBe('');
    radio('青年會').click();
    await vi.waitFor(() =>
      expect(el.shadowRoot!.querySelector('#sztx-apply-join_child_association-name')).toBeNull(),
    );
  });

  it('an approved application greys the button and disables the questions', async () => {
    const el = await formWithApplication({ isreview: 1, member_name: '林小華' });
    expect(button(el).textContent).toBe('已審核通過');
    expect(button(el).disabled).toBe(true);
    expect(
      (el.shadowRoot!.querySelector('fieldset.apply-fieldset') as HTMLFieldSetElement).disabled,
    ).toBe(true);
    expect(
      (el.shadowRoot!.querySelector('#sztx-apply-member_name') as HTMLInputElement).value,
    ).toBe('林小華');
  });

  it('a submitted application offers modify; the emergency contact labels are not swapped', async () => {
    const el = await formWithApplication(
      { isreview: 0, ice_people: '王大明', ice_phone: '13800000000' },
      '<sztx-apply-form type="person"></sztx-apply-form>',
    );
    expect(button(el).textContent).toBe('修改申請');
    const label = (field: string) =>
      el.shadowRoot!.querySelector(`label[for="sztx-apply-${field}"]`)?.textContent ?? '';
    expect(label('ice_people')).toMatch(/緊急聯絡人\*/);
    expect(label('ice_phone')).toMatch(/緊急聯絡人電話/);
    expect((el.shadowRoot!.querySelector('#sztx-apply-ice_people') as HTMLInputElement).value).toBe(
      '王大明',
    );
  });
});
