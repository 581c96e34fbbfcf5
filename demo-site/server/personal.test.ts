// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MEMBERS_ONLY } from '../../core/api/personal/members-only.js';
import { SEED_ACCOUNTS } from './seed.js';
import { bearer, login, seededTokens, serverForFile, smsCode } from './test-helpers.js';

const { demo, guest } = SEED_ACCOUNTS;

const s = serverForFile();
const tokens = seededTokens(s, { afterReset: true });

const form = (values: Record<string, string | number>) => ({
  payload: new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const post = (url: string, token: string | null, values: Record<string, string | number>) => {
  const f = form(values);
  return s.call('POST', url, {
    payload: f.payload,
    headers: { ...f.headers, ...(token ? bearer(token) : {}) },
  });
};
const profile = async () =>
  (await s.call('GET', `/api/v2/member/${demo.userId}`, { headers: bearer(tokens.demo) })).body
    .data as Record<string, unknown>;

describe('member/update', () => {
  it('saves the profile fields, isopen and the address ids for the caller', async () => {
    const fields = {
      really_name: '林志明',
      member_email: 'lin@example.org',
      member_address: '科技園路 1 號',
      wechat_id: 'lin_wx',
      facebook: 'lin.fb',
      person_intro: '專注電子製造',
      isopen: 0,
      province_id: 16,
      city_id: 234,
      area_id: 2345,
      member_photo: '/files/uploads/avatar/a.png',
    };
    const res = await post('/api/v2/member/update', tokens.demo, {
      member_id: demo.userId,
      ...fields,
    });
    expect(res.body).toMatchObject({ code: '200', msg: '修改成功' });
    // every field sent is read back as sent
    expect(await profile()).toMatchObject(fields);
    const privacy = await s.call('GET', `/api/v2/member/${demo.userId}/privacy`, {
      headers: bearer(tokens.demo),
    });
    expect(privacy.body.data).toEqual({ isopen: 0 });
  });

  it('refuses another user’s member_id and a missing login; nothing changes', async () => {
    const before = await profile();
    const other = await post('/api/v2/member/update', tokens.guest, {
      member_id: demo.userId,
      really_name: '入侵者',
    });
    expect(other.body).toMatchObject({ code: '403', msg: '無權訪問' });
    const anon = await post('/api/v2/member/update', null, {
      member_id: demo.userId,
      really_name: '入侵者',
    });
    expect(anon.body).toMatchObject({ code: '401', msg: '請先登錄' });
    expect(await profile()).toEqual(before);
  });

  it('answers 400 with a clear message for malformed input', async () => {
    for (const [values, msg] of [
      [{ member_email: 'not-an-email' }, '郵箱格式不正確'],
      [{ isopen: 2 }, '參數 isopen 必須是 0 或 1'],
      [{ city_id: 'abc' }, '參數 city_id 無效'],
      [{ really_name: '' }, '姓名不能為空'],
      [{ person_intro: '字'.repeat(501) }, '個性簽名過長（最多 500 字）'],
      [{ member_photo: 'javascript:alert(1)' }, '頭像地址無效'],
    ] as const) {
      const res = await post('/api/v2/member/update', tokens.demo, {
        member_id: demo.userId,
        ...values,
      });
      expect(res.body, JSON.stringify(values)).toMatchObject({ code: '400', msg });
    }
  });
});

describe('messages', () => {
  it('lists the caller’s messages newest first with the wire fields and read state', async () => {
    const res = await s.call('GET', `/api/v2/notice/list/${demo.userId}/ZB`, {
      headers: bearer(tokens.demo),
    });
    expect(res.body.code).toBe('200');
    const list = res.body.data as Array<Record<string, unknown>>;
    expect(list).toHaveLength(10);
    expect(list[0]).toMatchObject({
      id: 1,
      messageId: 1,
      notice_id: 1,
      title: '歡迎加入本市台商投資企業協會',
      isread: 1,
      main_image: [],
    });
    expect(list[0]).not.toHaveProperty('content');
    const times = list.map((n) => n.publish_time as number);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(list.filter((n) => n.isread === 0)).toHaveLength(3);
  });

  it('opening a message returns its content and marks it read (the count drops)', async () => {
    const count = async () =>
      (
        (
          await s.call('GET', `/api/v2/notice/count/${demo.userId}`, {
            headers: bearer(tokens.demo),
          })
        ).body.data as Array<{ noticeCount: number }>
      )[0]!.noticeCount;
    expect(await count()).toBe(3);
    const res = await s.call('GET', `/api/v2/notice/2/${demo.userId}`, {
      headers: bearer(tokens.demo),
    });
    expect(res.body.data).toMatchObject({ id: 2, isread: 1, title: '2025年度會費繳納提醒' });
    expect((res.body.data as { content: string }).content).toContain('<p>');
    expect(await count()).toBe(2);
  });

  it('refuses another user’s messages and unknown ids', async () => {
    const list = await s.call('GET', `/api/v2/notice/list/${demo.userId}/ZB`, {
      headers: bearer(tokens.guest),
    });
    expect(list.body.code).toBe('403');
    const detail = await s.call('GET', `/api/v2/notice/2/${demo.userId}`, {
      headers: bearer(tokens.guest),
    });
    expect(detail.body.code).toBe('403');
    // the demo member's message read through the guest's own id: not found, still unread
    const cross = await s.call('GET', `/api/v2/notice/2/${guest.userId}`, {
      headers: bearer(tokens.guest),
    });
    expect(cross.body).toMatchObject({ code: '404', msg: '消息不存在' });
    const bad = await s.call('GET', `/api/v2/notice/abc/${demo.userId}`, {
      headers: bearer(tokens.demo),
    });
    expect(bad.body.code).toBe('400');
  });
});

describe('article/favouriteList', () => {
  it('pages the caller’s favourites: 10, then 4, then an empty page', async () => {
    const page = async (start: number) =>
      (
        await s.call(
          'GET',
          `/api/v2/article/favouriteList/${demo.userId}/1?start=${start}&limit=10`,
          { headers: bearer(tokens.demo) },
        )
      ).body.data as { data: Array<{ article_id: number; title: string }>; total: number };
    const first = await page(0);
    expect(first.total).toBe(14);
    expect(first.data).toHaveLength(10);
    expect(first.data[0]!.title).toBeTruthy();
    expect((await page(10)).data).toHaveLength(4);
    expect((await page(20)).data).toHaveLength(0);
  });

  it('refuses another user’s favourites', async () => {
    const res = await s.call('GET', `/api/v2/article/favouriteList/${demo.userId}/1`, {
      headers: bearer(tokens.guest),
    });
    expect(res.body.code).toBe('403');
  });
});

describe('documents', () => {
  it('serves the privacy policy and user agreement as HTML, 404 for others', async () => {
    const privacy = await s.app.inject({ method: 'GET', url: '/documents/privacy.html' });
    expect(privacy.statusCode).toBe(200);
    expect(privacy.headers['content-type']).toMatch(/text\/html/);
    expect(privacy.body).toContain('<h1>隱私政策</h1>');
    const agreement = await s.app.inject({ method: 'GET', url: '/documents/user-agreement.html' });
    expect(agreement.body).toContain('2500');
    const missing = await s.app.inject({ method: 'GET', url: '/documents/__proto__.html' });
    expect(missing.statusCode).toBe(404);
  });

  it("serves them in Simplified for the portal's 简 mode (?lang=s)", async () => {
    for (const [name, title] of [
      ['privacy', '隐私政策'],
      ['user-agreement', '用户协议'],
    ]) {
      const doc = await s.app.inject({ method: 'GET', url: `/documents/${name}.html?lang=s` });
      expect(doc.statusCode).toBe(200);
      expect(doc.body).toContain(`<h1>${title}</h1>`);
      expect(doc.body).toContain('lang="zh-Hans"');
      expect(doc.body).not.toMatch(/[隱協議們網]/);
    }
  });
});

describe('my company', () => {
  const company = {
    company_name: '蘇州精密電子有限公司',
    company_logo: '/files/uploads/logo.png',
    slideshow_img: '',
    field: '1',
    main_businee: 'PCB 組裝與測試',
    address: '工業園區星湖街 1 號',
    phone: '0512-1234 5678',
    email: '',
  };
  /** Sends the company form above for a member, with some fields changed. */
  const sendCompany =
    (path: string) =>
    (token: string, memberId: number, changed: Record<string, string> = {}) =>
      post(path, token, { member_id: memberId, ...company, ...changed });
  const addCompany = sendCompany('/api/v2/company/addCompany');
  const updateCompany = sendCompany('/api/v2/member/updateCompany');
  const getCompany = (memberId: number, token: string) =>
    s.call('GET', `/api/v2/member/${memberId}/company`, { headers: bearer(token) });

  async function newMember(): Promise<{ id: number; token: string }> {
    const phone = '13712345678';
    const code = await smsCode(s, phone);
    const reg = await s.call('POST', `/api/v2/account/init/${phone}/${code}?password=abc123`);
    expect(reg.body.code).toBe('200');
    const token = await login(s, phone, 'abc123');
    const who = await s.call('POST', `/api/v2/account/inquire/${token}`);
    const id = Number((who.body.data as { user_id: number }).user_id);
    expect((await s.call('POST', `/dev/membership/${id}`)).body.code).toBe('200');
    return { id, token };
  }

  it('reads the demo member’s own company (update mode) and refuses another user’s', async () => {
    const own = await getCompany(demo.userId, tokens.demo);
    expect(own.body.code).toBe('200');
    expect(own.body.data).toMatchObject({ company_id: 1 });
    expect((own.body.data as { field: string }).field).toMatch(/^\d+$/);
    const guestOwn = await getCompany(guest.userId, tokens.guest);
    expect(guestOwn.body.data).toBeNull();
    const other = await getCompany(demo.userId, tokens.guest);
    expect(other.body.code).toBe('403');
  });

  it('a member without a company opens one, then updates it; a second one is refused', async () => {
    const m = await newMember();
    const none = await updateCompany(m.token, m.id);
    expect(none.body).toMatchObject({ code: '404', msg: '您還沒有企業，請先開通' });
    const missing = await addCompany(m.token, m.id, { phone: '' });
    expect(missing.body).toMatchObject({ code: '400', msg: '請填寫完整信息' });
    const added = await addCompany(m.token, m.id);
    expect(added.body).toMatchObject({ code: '200', msg: '企業開通成功' });
    const read = async () => (await getCompany(m.id, m.token)).body.data as Record<string, unknown>;
    expect(await read()).toMatchObject({ company_name: company.company_name, field: '1' });
    const again = await addCompany(m.token, m.id);
    expect(again.body.code).toBe('400');
    const updated = await updateCompany(m.token, m.id, {
      company_name: '蘇州精密電子科技有限公司',
      field: '2',
      email: 'info@example.org',
    });
    expect(updated.body).toMatchObject({ code: '200', msg: '信息更新成功' });
    expect(await read()).toMatchObject({
      company_name: '蘇州精密電子科技有限公司',
      field: '2',
      email: 'info@example.org',
    });
    // the company shows in the directory's company detail
    const id = (await read()).company_id;
    const detail = await s.call('GET', `/api/v2/company/${id}`);
    expect(JSON.stringify(detail.body.data)).toContain('蘇州精密電子科技有限公司');
  });

  it('a registered user outside the association opens no company (a member right, spec 000 §6)', async () => {
    const companies = async () =>
      (await s.call('GET', '/api/v2/company/pc/list?start=0&limit=12')).body.data;
    const listed = await companies();
    const opened = await addCompany(tokens.guest, guest.userId);
    expect(opened.body).toEqual({ ...MEMBERS_ONLY, data: null });
    expect((await getCompany(guest.userId, tokens.guest)).body.data).toBeNull();
    expect(await companies()).toEqual(listed);
  });

  it('refuses updating another member’s company, an unknown industry and a bad image path', async () => {
    const before = await getCompany(demo.userId, tokens.demo);
    const other = await updateCompany(tokens.guest, demo.userId);
    expect(other.body.code).toBe('403');
    const notMember = await updateCompany(tokens.guest, guest.userId);
    expect(notMember.body).toEqual({ ...MEMBERS_ONLY, data: null });
    const industry = await updateCompany(tokens.demo, demo.userId, { field: '99999' });
    expect(industry.body).toMatchObject({ code: '400', msg: '所屬行業無效' });
    const logo = await updateCompany(tokens.demo, demo.userId, {
      company_logo: 'javascript:alert(1)',
    });
    expect(logo.body.code).toBe('400');
    const after = await getCompany(demo.userId, tokens.demo);
    expect(after.body.data).toEqual(before.body.data);
  });
});
