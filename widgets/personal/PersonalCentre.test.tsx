import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBERS_ONLY } from '../../core/api/personal/members-only';
import { acceptToken } from '../../core/session/actions';
import {
  $loginDialog,
  $session,
  $unread,
  refreshSession,
  SESSION_ENDED,
} from '../../core/session/session';
import { $token } from '../../core/session/token';
import { ok } from '../../core/testing/fake-fetch';
import { $toasts } from '../../core/toast/toast';
import { allIn, configureForTest, findIn, mount, serveFetch } from '../testing/mount';
import './element';

const member = {
  user_id: 7,
  member_id: 7,
  really_name: '林志明',
  member_photo: '',
  member_phone: '13800138000',
  member_email: 'lin@example.org',
  member_address: '星湖街 1 號',
  wechat_id: 'lin',
  facebook: '',
  person_intro: '',
  isopen: 1,
  province_id: 16,
  city_id: 234,
  area_id: 2341,
};
const AREAS: Record<string, Array<{ id: number; name: string }>> = {
  '0': [
    { id: 16, name: '江蘇省' },
    { id: 11, name: '廣東省' },
  ],
  '16': [{ id: 234, name: '蘇州市' }],
  '11': [{ id: 200, name: '廣州市' }],
  '234': [{ id: 2341, name: '姑蘇區' }],
  '200': [{ id: 2001, name: '天河區' }],
};
const favourites = Array.from({ length: 14 }, (_, i) => ({
  article_id: i + 1,
  article_type: 'XHDT',
  title: `收藏文章${i + 1}`,
  main_image: '[]',
  publish_time: Date.UTC(2025, 5, 20 - i),
}));

/** Tokens the fake server refuses (the session ended elsewhere); `other` belongs to user 8. */
const revoked = new Set<string>();
const bearer = (call: { headers: Headers }) =>
  call.headers.get('authorization')?.replace('Bearer ', '') ?? '';
const refusal = { code: '401', sucess: false, msg: '請先登錄', data: null };

/** User 7's company, complete (update mode). */
const ownCompany = {
  company_id: 5,
  company_name: '蘇州精密電子',
  company_logo: '/files/uploads/logo.png',
  field: '1',
  main_businee: 'PCB 組裝',
  address: '星湖街 1 號',
  phone: '0512-1234',
};

function serve(options: { association?: string; company?: object } = {}) {
  let unread = 2;
  const notices = [
    { id: 1, title: '會費繳納提醒', desc: '請於月底前繳納', isread: 0, publish_time: 1 },
    { id: 2, title: '歡迎加入', desc: '', isread: 1, publish_time: 2 },
  ];
  return serveFetch({
    'POST account/inquire/.*': (call) => {
      const token = call.url.pathname.split('/').pop() ?? '';
      if (revoked.has(token)) return refusal;
      return { code: '200', sucess: true, msg: '', data: { user_id: token === 'other' ? 8 : 7 } };
    },
    'GET member/7': () => ok(member),
    'GET member/8': () => ok({ ...member, user_id: 8, member_id: 8, really_name: '王大同' }),
    'GET member/8/association': () => ok([]),
    'GET notice/count/8': () => ok([{ noticeCount: 0 }]),
    'GET member/7/association': () =>
      ok([{ association_id: options.association ?? 'SZTX', association_name: '協會' }]),
    'GET notice/count/7': () => ok([{ noticeCount: unread }]),
    'GET areaData/list': (call) => ok(AREAS[call.url.searchParams.get('parent_id') ?? ''] ?? []),
    'POST member/update': (call) =>
      revoked.has(bearer(call)) ? refusal : ok(null, { msg: '修改成功' }),
    'GET notice/list/7/ZB': () => ok(notices),
    'GET notice/1/7': () => {
      unread = 1;
      return ok({ ...notices[0], isread: 1, content: '<p>正文內容</p><script>alert(1)</script>' });
    },
    'GET article/favouriteList/7/1': (call) => {
      const start = Number(call.url.searchParams.get('start'));
      const limit = Number(call.url.searchParams.get('limit'));
      return ok({ data: favourites.slice(start, start + limit), total: favourites.length });
    },
    'GET company/industry': () => ok([{ industry_id: 1, industry_name: '電子資訊' }]),
    'GET member/7/company': () => ok(options.company ?? null),
    // the association's answer for a membership that has ended since the session loaded
    'POST member/updateCompany': () => ({ ...MEMBERS_ONLY, data: null }),
    'POST company/addCompany': () => ok({ company_id: 9 }),
    'GET website/.*': () => ok([]),
  });
}

async function loggedIn(options: Parameters<typeof serve>[0] = {}) {
  const fake = serve(options);
  $token.set('good');
  await refreshSession();
  return fake;
}

const text = (el: Element) => el.shadowRoot?.textContent ?? '';

beforeEach(() => {
  configureForTest();
  $toasts.set([]);
});

afterEach(() => {
  revoked.clear();
  document.body.innerHTML = '';
  $token.set(null);
  void refreshSession();
  vi.unstubAllGlobals();
});

describe('<sztx-personal-centre>', () => {
  it('asks a logged-out visitor to log in, with the menu still shown', async () => {
    serve();
    $token.set(null);
    await refreshSession();
    const el = mount('<sztx-personal-centre></sztx-personal-centre>');
    expect((await findIn(el, '.pl-login')).textContent).toContain('登錄後即可查看個人中心');
    expect(allIn(el, 'nav a').map((a) => a.textContent)).toContain('我的企業');
  });

  it('edits the profile: switch, address cascade, save sends member/update', async () => {
    const { calls } = await loggedIn();
    const el = mount('<sztx-personal-centre></sztx-personal-centre>');
    const name = (await findIn(el, 'input[name="really_name"]')) as HTMLInputElement;
    expect(name.value).toBe('林志明');
    await vi.waitFor(() =>
      expect(
        (el.shadowRoot!.querySelector('select[name="district"]') as HTMLSelectElement).value,
      ).toBe('2341'),
    );
    const province = el.shadowRoot!.querySelector('select[name="province"]') as HTMLSelectElement;
    province.value = '11';
    province.dispatchEvent(new Event('change', { bubbles: true }));
    const city = el.shadowRoot!.querySelector('select[name="city"]') as HTMLSelectElement;
    await vi.waitFor(() => expect([...city.options].map((o) => o.textContent)).toContain('廣州市'));
    expect(city.value).toBe('');
    city.value = '200';
    city.dispatchEvent(new Event('change', { bubbles: true }));
    const district = el.shadowRoot!.querySelector('select[name="district"]') as HTMLSelectElement;
    await vi.waitFor(() => expect(district.options).toHaveLength(2));
    district.value = '2001';
    district.dispatchEvent(new Event('change', { bubbles: true }));
    (el.shadowRoot!.querySelector('[role="switch"]') as HTMLButtonElement).click();
    await vi.waitFor(() =>
      expect(el.shadowRoot!.querySelector('[role="switch"]')?.getAttribute('aria-checked')).toBe(
        'true',
      ),
    );
    (el.shadowRoot!.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await vi.waitFor(() =>
      expect(calls.some((c) => c.url.pathname.endsWith('member/update'))).toBe(true),
    );
    const body = new URLSearchParams(
      calls.find((c) => c.url.pathname.endsWith('member/update'))!.body,
    );
    expect(Object.fromEntries(body)).toMatchObject({
      member_id: '7',
      really_name: '林志明',
      isopen: '0',
      province_id: '11',
      city_id: '200',
      area_id: '2001',
    });
    await vi.waitFor(() => expect($toasts.get().map((t) => t.text)).toContain('修改成功'));
  });

  it('a save refused for the ended session is sent after the same user logs in, not another', async () => {
    const { calls } = await loggedIn();
    const updates = () => calls.filter((c) => c.url.pathname.endsWith('member/update'));
    const el = mount('<sztx-personal-centre></sztx-personal-centre>');
    const name = (await findIn(el, 'input[name="really_name"]')) as HTMLInputElement;
    const save = async (value: string) => {
      const input = el.shadowRoot!.querySelector('input[name="really_name"]') as HTMLInputElement;
      // the native setter, so React's value tracker sees the change
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await vi.waitFor(() => expect(input.value).toBe(value));
      (el.shadowRoot!.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    };
    const toasts = () => $toasts.get().map((t) => t.text);
    expect(name.value).toBe('林志明');

    revoked.add('good');
    await save('林志明（新）');
    await vi.waitFor(() => expect($session.get().status).toBe('expired'));
    expect($loginDialog.get()).toMatchObject({ open: true, notice: SESSION_ENDED });
    expect(toasts()).toEqual([]);
    expect(updates()).toHaveLength(1);
    expect(
      (el.shadowRoot!.querySelector('input[name="really_name"]') as HTMLInputElement).value,
    ).toBe('林志明（新）');

    // the same user logs in: the save is sent again by itself, with what was typed
    await acceptToken('good2');
    await vi.waitFor(() => expect(toasts()).toContain('修改成功'));
    expect(updates()).toHaveLength(2);
    expect(new URLSearchParams(updates()[1]!.body).get('really_name')).toBe('林志明（新）');
    expect(updates()[1]!.headers.get('authorization')).toBe('Bearer good2');

    // another user logs in after a refused save: nothing is sent for them
    $toasts.set([]);
    revoked.add('good2');
    await save('林志明（再改）');
    await vi.waitFor(() => expect($session.get().status).toBe('expired'));
    await acceptToken('other');
    await vi.waitFor(() =>
      expect(
        (el.shadowRoot!.querySelector('input[name="really_name"]') as HTMLInputElement)?.value,
      ).toBe('王大同'),
    );
    expect(updates()).toHaveLength(3);
    expect(toasts()).toEqual([]);
  });

  it('refuses to save without a name and focuses the field', async () => {
    const { calls } = await loggedIn();
    const el = mount('<sztx-personal-centre></sztx-personal-centre>');
    const name = (await findIn(el, 'input[name="really_name"]')) as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(name, '');
    name.dispatchEvent(new Event('input', { bubbles: true }));
    name.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(name.value).toBe(''));
    (el.shadowRoot!.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    expect((await findIn(el, '.field-error')).textContent).toBe('請輸入姓名');
    expect(calls.some((c) => c.url.pathname.endsWith('member/update'))).toBe(false);
  });

  it('lists messages; opening one shows its content and lowers the unread count', async () => {
    await loggedIn();
    expect($unread.get()).toBe(2);
    const el = mount('<sztx-personal-centre section="my_message"></sztx-personal-centre>');
    const items = await vi.waitFor(() => {
      const found = allIn(el, '.pc-item');
      if (found.length !== 2) throw new Error('no list');
      return found;
    });
    expect(items[0]!.className).toContain('pc-unread');
    expect(items[0]!.textContent).toContain('未讀');
    (items[0]!.querySelector('a') as HTMLAnchorElement).click();
    // (sanitizing is safeHtml's, checked in Chromium: happy-dom's DOM trips DOMPurify)
    expect((await findIn(el, '.pc-rich')).textContent).toContain('正文內容');
    expect((await findIn(el, '.pc-detail-title')).textContent).toBe('會費繳納提醒');
    await vi.waitFor(() => expect($unread.get()).toBe(1));
  });

  it('favourites load more, then say there is no more', async () => {
    await loggedIn();
    const el = mount('<sztx-personal-centre section="/my_collection"></sztx-personal-centre>');
    await vi.waitFor(() => expect(allIn(el, '.pc-fav')).toHaveLength(10));
    ((await findIn(el, '.pc-more')) as HTMLButtonElement).click();
    await vi.waitFor(() => expect(allIn(el, '.pc-fav')).toHaveLength(14));
    expect((await findIn(el, '.pc-end')).textContent).toBe('沒有更多了');
  });

  it('rights: join instructions with the 2500 fee for non-members, a note for members', async () => {
    await loggedIn({ association: 'KSTX' });
    const el = mount('<sztx-personal-centre section="my_rights"></sztx-personal-centre>');
    await vi.waitFor(() => expect(text(el)).toContain('2500'));
    expect(text(el)).toContain('銀行轉帳');
    document.body.innerHTML = '';
    await loggedIn();
    const el2 = mount('<sztx-personal-centre section="my_rights"></sztx-personal-centre>');
    await vi.waitFor(() => expect(text(el2)).toContain('您已經是協會會員'));
  });

  it('my company: a non-member gets the join dialog; a member without a company opens one', async () => {
    await loggedIn({ association: 'KSTX' });
    const el = mount('<sztx-personal-centre section="my_company"></sztx-personal-centre>');
    const dialog = await findIn(el, '[role="dialog"]');
    expect(dialog.textContent).toContain('您還未加入協會');
    expect(dialog.textContent).toContain('立即加入');
    document.body.innerHTML = '';
    const { calls } = await loggedIn();
    const el2 = mount('<sztx-personal-centre section="my_company"></sztx-personal-centre>');
    const submit = (await findIn(el2, 'button[type="submit"]')) as HTMLButtonElement;
    expect(submit.textContent).toBe('開通企業');
    submit.click();
    await vi.waitFor(() => expect($toasts.get().map((t) => t.text)).toContain('請填寫完整信息'));
    expect(calls.some((c) => c.url.pathname.endsWith('addCompany'))).toBe(false);
    expect(
      el2.shadowRoot?.querySelector('[name="company_name"]')?.getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('my company: a save the server refuses to a non-member gives the join dialog, not an error', async () => {
    const { calls } = await loggedIn({ company: ownCompany });
    const el = mount('<sztx-personal-centre section="my_company"></sztx-personal-centre>');
    const submit = (await findIn(el, 'button[type="submit"]')) as HTMLButtonElement;
    expect(submit.textContent).toBe('保存修改');
    submit.click();
    const dialog = await findIn(el, '[role="dialog"]');
    expect(dialog.textContent).toContain('您還未加入協會');
    expect(dialog.textContent).toContain('立即加入');
    expect(calls.some((c) => c.url.pathname.endsWith('updateCompany'))).toBe(true);
    expect($toasts.get().filter((t) => t.kind === 'error')).toEqual([]);
  });

  it('switches sections in place from the menu and reports them', async () => {
    await loggedIn();
    const el = mount('<sztx-personal-centre section="nonsense"></sztx-personal-centre>');
    await findIn(el, 'input[name="really_name"]');
    const seen: unknown[] = [];
    el.addEventListener('sztx-section', (e) => seen.push((e as CustomEvent).detail));
    const link = allIn(el, 'nav a').find((a) => a.textContent === '我的活動') as HTMLAnchorElement;
    link.click();
    await vi.waitFor(() => expect(text(el)).toContain('我的活動功能開發中'));
    expect(seen).toEqual([{ section: 'my_activity' }]);
  });
});
