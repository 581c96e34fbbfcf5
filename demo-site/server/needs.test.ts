// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PURCHASE_PARAM_NAMES as PURCHASE_PARAMS } from '../../core/needs/form.js';
import { createPartnerServer } from './partner-site.js';
import { SEED_ACCOUNTS } from './seed.js';
import { bearer, seededTokens, serverForFile } from './test-helpers.js';

const { demo, guest } = SEED_ACCOUNTS;
const s = serverForFile();

/** The partner demo site (its own origin), which serves the Bootstrap page's stylesheet. */
const partnerSite = () =>
  createPartnerServer({ dir: 'demo-site/partner', portalOrigin: 'http://localhost:1' });
const tokens = seededTokens(s);

type Item = {
  demand_id: number;
  title: string;
  review: number;
  main_image: string[];
  member_id: number;
};
const board = async (params: Record<string, string>, token?: string) => {
  const res = await s.call('GET', `/api/v2/demand/list?${new URLSearchParams(params)}`, {
    headers: token ? bearer(token) : {},
  });
  return {
    ...res,
    page:
      typeof res.body.data === 'string'
        ? (JSON.parse(res.body.data) as { data: Item[]; total: number })
        : null,
  };
};
const form = (obj: Record<string, string | number>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(Object.entries(obj).map(([k, v]) => [k, String(v)])).toString(),
});
const purchase = (extra: Record<string, string | number> = {}) => ({
  demand_type: 0,
  title: '採購測試椅子',
  main_image: 'http://img.test/files/uploads/a.png,files/uploads/b.png',
  end_time: Date.UTC(2026, 0, 1),
  member_id: demo.userId,
  param: JSON.stringify(
    PURCHASE_PARAMS.map((name, i) => ({
      name,
      value: i === 3 ? '' : i === 4 ? '13800138000' : `值${i}`,
    })),
  ),
  ...extra,
});

describe('demand board', () => {
  it('lists approved needs only, as JSON text, paged by start/limit', async () => {
    const { body, page } = await board({
      start: '0',
      limit: '5',
      searchJson: JSON.stringify({ association_id: 'SZTX', review: 2 }),
    });
    expect(body.code).toBe('200');
    expect(page!.data).toHaveLength(5);
    expect(page!.total).toBe(8);
    expect(page!.data.every((d) => d.review === 2 && Array.isArray(d.main_image))).toBe(true);
    const next = await board({
      start: '5',
      limit: '5',
      searchJson: JSON.stringify({ association_id: 'SZTX', review: 2 }),
    });
    expect(next.page!.data).toHaveLength(3);
  });

  it('my needs need the owner', async () => {
    expect(
      (await board({ searchJson: JSON.stringify({ member_id: demo.userId }) })).body.code,
    ).toBe('401');
    expect(
      (await board({ searchJson: JSON.stringify({ member_id: demo.userId }) }, tokens.guest)).body
        .code,
    ).toBe('403');
    const mine = await board(
      { searchJson: JSON.stringify({ member_id: guest.userId }), limit: '10' },
      tokens.guest,
    );
    expect(mine.page!.data.some((d) => d.review !== 2)).toBe(true);
    expect(mine.page!.data.every((d) => d.member_id === Number(guest.userId))).toBe(true);
  });

  it('rejects malformed input with 400', async () => {
    expect((await board({ searchJson: '{bad' })).body.code).toBe('400');
    expect((await s.call('GET', '/api/v2/demand/detail/abc')).body.code).toBe('400');
  });
});

describe('publish → review → quote → owner sees quotes; edit; delete', () => {
  it('runs the whole life of a need', async () => {
    const out = await s.call('POST', '/api/v2/demand/addDemand', form(purchase()));
    expect(out.body).toMatchObject({ code: '401', sucess: false });
    const bad = await s.call('POST', '/api/v2/demand/addDemand', {
      ...form(purchase({ main_image: '' })),
      headers: { ...form({}).headers, ...bearer(tokens.demo) },
    });
    expect(bad.body).toMatchObject({ code: '400', sucess: false, msg: '請上傳至少 1 張圖片' });
    const added = await s.call('POST', '/api/v2/demand/addDemand', {
      ...form(purchase()),
      headers: { ...form({}).headers, ...bearer(tokens.demo) },
    });
    expect(added.body).toMatchObject({ code: '200', sucess: true });
    const id = added.body.data as number;

    // pending: hidden from the board and from others
    const pub = await board({
      limit: '50',
      searchJson: JSON.stringify({ association_id: 'SZTX', review: 2 }),
    });
    expect(pub.page!.data.some((d) => d.demand_id === id)).toBe(false);
    expect((await s.call('GET', `/api/v2/demand/detail/${id}`)).body.code).toBe('404');
    expect(
      (await s.call('GET', `/api/v2/demand/detail/${id}`, { headers: bearer(tokens.demo) })).body
        .code,
    ).toBe('200');

    expect((await s.call('POST', `/dev/review/demand/${id}`)).body.code).toBe('200');
    const detail = await s.call('GET', `/api/v2/demand/detail/${id}`);
    expect(detail.body.data).toMatchObject({
      title: '採購測試椅子',
      demand_type: 0,
      main_image: 'http://img.test/files/uploads/a.png,files/uploads/b.png',
    });

    const quote = {
      demand_id: id,
      name: '王',
      phone: '13900139000',
      company: '甲公司',
      content: '可供貨',
      email: '',
      member_id: guest.userId,
    };
    expect((await s.call('POST', '/api/v2/demand/submit', form(quote))).body.code).toBe('401');
    const missing = await s.call('POST', '/api/v2/demand/submit', {
      ...form({ ...quote, content: '', company: '' }),
      headers: { ...form({}).headers, ...bearer(tokens.guest) },
    });
    expect(missing.body.msg).toBe('請輸入您的需求');
    const sent = await s.call('POST', '/api/v2/demand/submit', {
      ...form(quote),
      headers: { ...form({}).headers, ...bearer(tokens.guest) },
    });
    expect(sent.body.code).toBe('200');

    expect(
      (
        await s.call('GET', `/api/v2/demand/getOfferByDemand/${id}`, {
          headers: bearer(tokens.guest),
        })
      ).body.code,
    ).toBe('403');
    const offers = await s.call('GET', `/api/v2/demand/getOfferByDemand/${id}`, {
      headers: bearer(tokens.demo),
    });
    expect(JSON.parse(offers.body.data as string).data).toMatchObject([
      { name: '王', company: '甲公司', content: '可供貨' },
    ]);

    // edit: others refused and nothing changes; owner edits and it waits for review again
    const edit = purchase({ demand_id: id, title: '改過的標題' });
    const refused = await s.call('POST', '/api/v2/demand/editaddDemand', {
      ...form(edit),
      headers: { ...form({}).headers, ...bearer(tokens.guest) },
    });
    expect(refused.body).toMatchObject({ code: '403', sucess: false });
    expect((await s.call('GET', `/api/v2/demand/detail/${id}`)).body.data).toMatchObject({
      title: '採購測試椅子',
    });
    const edited = await s.call('POST', '/api/v2/demand/editaddDemand', {
      ...form(edit),
      headers: { ...form({}).headers, ...bearer(tokens.demo) },
    });
    expect(edited.body).toMatchObject({ msg: '修改成功，等待審核', code: '200', sucess: true });
    expect((await s.call('GET', `/api/v2/demand/detail/${id}`)).body.code).toBe('404');

    expect(
      (await s.call('GET', `/api/v2/demand/delete/${id}`, { headers: bearer(tokens.guest) })).body
        .code,
    ).toBe('403');
    expect(
      (await s.call('GET', `/api/v2/demand/delete/${id}`, { headers: bearer(tokens.demo) })).body,
    ).toMatchObject({ code: '200', msg: '刪除成功' });
    expect(
      (await s.call('GET', `/api/v2/demand/detail/${id}`, { headers: bearer(tokens.demo) })).body
        .code,
    ).toBe('404');
  });
});

describe('deadlines', () => {
  const DAY = 86_400_000;
  const post = (path: string, body: Record<string, string | number>, token: string) =>
    s.call('POST', `/api/v2/demand/${path}`, {
      ...form(body),
      headers: { ...form({}).headers, ...bearer(token) },
    });
  const onBoard = async (id: number) =>
    (
      await board({
        limit: '50',
        searchJson: JSON.stringify({ association_id: 'SZTX', review: 2 }),
      })
    ).page!.data.some((d) => d.demand_id === id);

  it('refuses a deadline before today, with a clear message', async () => {
    const yesterday = s.clock.now - DAY - 60_000;
    const out = await post('addDemand', purchase({ end_time: yesterday }), tokens.demo);
    expect(out.body).toMatchObject({ code: '400', sucess: false, msg: '截止日期不能早於今天' });
    // today (the start of the day, as the form sends it) is fine
    const today = await post(
      'addDemand',
      purchase({ end_time: s.clock.now - 3_600_000 }),
      tokens.demo,
    );
    expect(today.body).toMatchObject({ code: '200', sucess: true });
  });

  it('an expired need leaves the board and takes no quotes; an edit may keep its deadline', async () => {
    const end = s.clock.now + DAY;
    const added = await post('addDemand', purchase({ end_time: end }), tokens.demo);
    const id = added.body.data as number;
    await s.call('POST', `/dev/review/demand/${id}`);
    expect(await onBoard(id)).toBe(true);
    const start = s.clock.now;
    try {
      s.clock.now = end + 2 * DAY;
      expect(await onBoard(id)).toBe(false);
      // still readable (the page says it is closed), no longer open for quotes
      expect((await s.call('GET', `/api/v2/demand/detail/${id}`)).body.code).toBe('200');
      const quote = await post(
        'submit',
        { demand_id: id, name: '王', phone: '1', company: '甲', content: '報價', email: '' },
        tokens.guest,
      );
      expect(quote.body).toMatchObject({ code: '400', msg: '此需求已截止，不再接收報價' });
      // the owner's list still has it
      const mine = await board(
        { searchJson: JSON.stringify({ member_id: demo.userId }), limit: '50' },
        tokens.demo,
      );
      expect(mine.page!.data.some((d) => d.demand_id === id)).toBe(true);
      const keep = await post(
        'editaddDemand',
        purchase({ demand_id: id, title: '保留截止日', end_time: end }),
        tokens.demo,
      );
      expect(keep.body).toMatchObject({ code: '200', sucess: true });
      const moved = await post(
        'editaddDemand',
        purchase({ demand_id: id, end_time: end - DAY }),
        tokens.demo,
      );
      expect(moved.body).toMatchObject({ code: '400', msg: '截止日期不能早於今天' });
    } finally {
      s.clock.now = start;
    }
  });
});

describe('investInfo', () => {
  it('lists by type, reads one, takes an interest form', async () => {
    const order = await s.call('GET', '/api/v2/investInfo/list?type=order&association_id=SZTX');
    const items = order.body.data as { info_id: number; type: string; main_image: string }[];
    expect(items.length).toBe(4);
    expect(items.every((i) => i.type === 'order')).toBe(true);
    const one = await s.call('GET', `/api/v2/investInfo/${items[0]!.info_id}`);
    expect(one.body.data).toMatchObject({
      info_id: items[0]!.info_id,
      content: expect.stringContaining('<p>'),
    });
    const noName = await s.call('GET', `/api/v2/investInfo/addConsult/1?name=&phone=1`);
    expect(noName.body.msg).toBe('請輸入您的姓名');
    const sent = await s.call(
      'GET',
      `/api/v2/investInfo/addConsult/1?name=${encodeURIComponent('王')}&phone=138`,
    );
    expect(sent.body).toMatchObject({ code: '200', msg: '提交成功，我們會盡快與您聯繫' });
    expect((await s.call('GET', '/api/v2/investInfo/list?type=x')).body.code).toBe('400');
  });

  it('serves bootstrap for the partner page (on the partner origin)', async () => {
    const partner = await partnerSite();
    const res = await partner.inject({ method: 'GET', url: '/partner/vendor/bootstrap.min.css' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Bootstrap');
  });

  it("sends bootstrap compressed to browsers that accept it, as a partner's server would", async () => {
    const url = '/partner/vendor/bootstrap.min.css';
    const partner = await partnerSite();
    const raw = await partner.inject({ method: 'GET', url });
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await partner.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      const body =
        encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(body.equals(raw.rawPayload)).toBe(true);
      expect(res.rawPayload.length).toBeLessThan(raw.rawPayload.length / 5);
    }
  });
});

describe('a quote on a need', () => {
  it("reaches its owner's 我的消息 (unread count grows) with a link to the need", async () => {
    const { page } = await board({
      start: '0',
      limit: '50',
      searchJson: JSON.stringify({ association_id: 'SZTX', review: 2 }),
    });
    const need = page!.data.find((d) => d.member_id === demo.userId);
    expect(need).toBeDefined();
    const inbox = async () => {
      const list = await s.call('GET', `/api/v2/notice/list/${demo.userId}/ZB`, {
        headers: bearer(tokens.demo),
      });
      const count = await s.call('GET', `/api/v2/notice/count/${demo.userId}`, {
        headers: bearer(tokens.demo),
      });
      return {
        list: list.body.data as Array<Record<string, unknown>>,
        unread: (count.body.data as Array<{ noticeCount: number }>)[0]!.noticeCount,
      };
    };
    const before = await inbox();
    const sent = await s.call('POST', '/api/v2/demand/submit', {
      ...form({
        demand_id: need!.demand_id,
        name: '陳經理',
        phone: '13900139001',
        company: '乙貿易公司',
        content: '可報價，含運費',
        email: '',
      }),
      headers: { ...form({}).headers, ...bearer(tokens.guest) },
    });
    expect(sent.body.code).toBe('200');

    const after = await inbox();
    expect(after.list).toHaveLength(before.list.length + 1);
    expect(after.unread).toBe(before.unread + 1);
    const message = after.list[0]!;
    expect(message).toMatchObject({
      isread: 0,
      link: `/need-details/${need!.demand_id}`,
      title: `您的需求「${need!.title}」收到新報價`,
    });
    expect(message.desc).toContain('乙貿易公司');
    const opened = await s.call('GET', `/api/v2/notice/${message.id}/${demo.userId}`, {
      headers: bearer(tokens.demo),
    });
    expect(opened.body.data).toMatchObject({ link: `/need-details/${need!.demand_id}` });
    expect((opened.body.data as { content: string }).content).toContain('可報價，含運費');
    // the quote carries its date for the owner
    const offers = await s.call('GET', `/api/v2/demand/getOfferByDemand/${need!.demand_id}`, {
      headers: bearer(tokens.demo),
    });
    const latest = JSON.parse(offers.body.data as string).data[0];
    expect(latest).toMatchObject({ company: '乙貿易公司' });
    expect(typeof latest.create_time).toBe('number');
  });
});
