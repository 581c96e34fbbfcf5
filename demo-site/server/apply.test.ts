// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMPANY_REQUIRED, PERSON_REQUIRED } from '../../core/apply/rules.js';
import { SEED_ACCOUNTS } from './seed.js';
import { bearer, seededTokens, serverForFile } from './test-helpers.js';

const { demo, guest } = SEED_ACCOUNTS;

const s = serverForFile();
const tokens = seededTokens(s, { afterReset: true });

const form = (fields: Record<string, string | number>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
});
const post = (url: string, fields: Record<string, string | number>, token?: string) =>
  s.call('POST', url, {
    ...form(fields),
    headers: { ...form(fields).headers, ...(token ? bearer(token) : {}) },
  });

const fill = (fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, `值-${f}`]));
const person = () => ({
  ...fill(PERSON_REQUIRED),
  isnewmember: '0',
  member_id: guest.userId,
  apply_type: 0,
  association_id: 'SZTX',
});
const company = () => ({
  ...fill(COMPANY_REQUIRED),
  isnewmember: '0',
  econ_kind: '獨資',
  isHasPreCompany: '0',
  member_id: guest.userId,
  apply_type: 1,
  association_id: 'SZTX',
});
const select = (memberId: number, type: 0 | 1, token: string) =>
  post(
    '/api/v2/association/coustomJoin',
    { member_id: memberId, apply_type: type, association_id: 'SZTX', event: 'select' },
    token,
  );

/** An application sent with `event: add`. */
const addApplication = (fields: Record<string, string | number>, token?: string) =>
  post('/api/v2/association/coustomJoin', { ...fields, event: 'add' }, token);

describe('association/coustomJoin', () => {
  it('select: no record is an empty list; the seed has the demo member’s applications', async () => {
    const none = await select(guest.userId, 0, tokens.guest);
    expect(none.body).toMatchObject({ code: '200', sucess: true, data: [] });
    const approved = await select(demo.userId, 0, tokens.demo);
    expect((approved.body.data as { isreview: number; member_name: string }[])[0]).toMatchObject({
      isreview: 1,
      member_name: '陳建宏',
    });
    const company = await select(demo.userId, 1, tokens.demo);
    expect((company.body.data as { econ_kind: string; isreview: number }[])[0]).toMatchObject({
      isreview: 0,
      econ_kind: '工獨資業',
    });
  });

  it('add stores the application; select reads it back; a second add is refused', async () => {
    const add = await addApplication(person(), tokens.guest);
    expect(add.body).toMatchObject({ code: '200', sucess: true, msg: '申請成功' });
    const read = await select(guest.userId, 0, tokens.guest);
    const record = (read.body.data as Record<string, unknown>[])[0];
    expect(record).toMatchObject({
      member_name: '值-member_name',
      isreview: 0,
      apply_type: 0,
      association_id: 'SZTX',
    });
    const again = await addApplication(person(), tokens.guest);
    expect(again.body).toMatchObject({
      code: '400',
      sucess: false,
      msg: '您已提交過此類申請，請在原申請上修改',
    });
  });

  it('refuses a missing required field with a clear msg; optional fields may be empty', async () => {
    const missing = await addApplication({ ...person(), wx_number: '' }, tokens.guest);
    expect(missing.body.sucess).toBe(false);
    expect(missing.body.msg).toBe('請填完必填項再提交！（缺少：微信號）');
    const nullText = await addApplication({ ...person(), isnewmember: 'null' }, tokens.guest);
    expect(nullText.body.msg).toContain('是否為新會員');
    const optional = await addApplication(
      { ...company(), company_name_en: '', company_fax: '', company_url: '' },
      tokens.guest,
    );
    expect(optional.body).toMatchObject({ code: '200', sucess: true });
  });

  it('company: parent fields are required on yes and blanked on no; 獨資 is stored as the legacy value', async () => {
    const yesMissing = await addApplication({ ...company(), isHasPreCompany: '1' }, tokens.guest);
    expect(yesMissing.body.msg).toContain('台灣母公司名稱');
    const no = await addApplication(
      { ...company(), isHasPreCompany: '0', p_company_name: '不該保存' },
      tokens.guest,
    );
    expect(no.body.sucess).toBe(true);
    const record = (
      (await select(guest.userId, 1, tokens.guest)).body.data as Record<string, unknown>[]
    )[0];
    expect(record).toMatchObject({
      p_company_name: '',
      econ_kind: '工獨資業',
      isHasPreCompany: '0',
    });
  });

  it('refuses another member’s application and anonymous calls', async () => {
    const other = await select(demo.userId, 0, tokens.guest);
    expect(other.body).toMatchObject({ code: '403', msg: '無權訪問' });
    const anonymous = await addApplication(person());
    expect(anonymous.body).toMatchObject({ code: '401', msg: '請先登錄' });
  });

  it.each([
    ['unknown event', { event: 'delete' }, "event 必須是 'add' 或 'select'"],
    ['bad apply_type', { apply_type: 5 }, 'apply_type 必須是 0（個人）或 1（企業）'],
    ['other association', { association_id: 'KSTX' }, 'association_id 必須是 SZTX'],
    ['field too long', { member_name: 'x'.repeat(2001) }, 'member_name 過長（最多 2000 字）'],
  ])('malformed input (%s) → 400', async (_name, change, msg) => {
    const res = await post(
      '/api/v2/association/coustomJoin',
      { ...person(), event: 'add', ...change },
      tokens.guest,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: '400', sucess: false, msg });
  });
});

describe('association/updataCoustomJoin and review', () => {
  it('modifies until approved, then refuses', async () => {
    const none = await post('/api/v2/association/updataCoustomJoin', person(), tokens.guest);
    expect(none.body).toMatchObject({ code: '404', sucess: false, msg: '尚未提交申請，無法修改' });
    await addApplication(person(), tokens.guest);
    const modified = await post(
      '/api/v2/association/updataCoustomJoin',
      { ...person(), member_name: '林小華' },
      tokens.guest,
    );
    expect(modified.body).toMatchObject({ code: '200', sucess: true, msg: '修改成功' });
    expect(
      ((await select(guest.userId, 0, tokens.guest)).body.data as { member_name: string }[])[0]
        ?.member_name,
    ).toBe('林小華');
    const review = await post(`/dev/review/apply/${guest.userId}`, { isreview: 1 });
    expect(review.body).toMatchObject({ code: '200', data: { changed: 1 } });
    const refused = await post('/api/v2/association/updataCoustomJoin', person(), tokens.guest);
    expect(refused.body).toMatchObject({ sucess: false, msg: '申請已審核通過，不能再修改' });
    expect(
      ((await select(guest.userId, 0, tokens.guest)).body.data as { isreview: number }[])[0]
        ?.isreview,
    ).toBe(1);
  });

  it('the review endpoint answers 404 for a member without applications and 400 for a bad id', async () => {
    expect((await post(`/dev/review/apply/${guest.userId}`, { isreview: 1 })).body.code).toBe(
      '404',
    );
    expect((await post('/dev/review/apply/abc', { isreview: 1 })).body.code).toBe('400');
  });

  it('serves the application letter template for download', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/v2/association/applyTemplate' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body.startsWith('{\\rtf1')).toBe(true);
    // 入會申請書 as RTF unicode escapes
    expect(res.body).toContain('\\u20837?\\u26371?');
  });

  it('serves the same letter as a PDF that opens on any phone', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/v2/association/applyTemplatePdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="apply-letter.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(10_000);
  });
});
