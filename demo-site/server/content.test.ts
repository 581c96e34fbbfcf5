// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SPEC_MENU, SPEC_MENU_PATHS } from '../../tests/spec/menu';
import { SEED_ACCOUNTS } from './seed.js';
import { bearer, seededTokens, serverForFile } from './test-helpers.js';

const { demo, guest } = SEED_ACCOUNTS;

interface ArticlePage {
  data: {
    article_id: number;
    article_type: string;
    title: string;
    publish_time: number;
    main_image: string;
    content?: string;
    association_id: string;
  }[];
  total: number;
}

const s = serverForFile();
const tokens = seededTokens(s);

const list = (params: Record<string, unknown>) =>
  s.call('GET', `/api/v2/article/list?${new URLSearchParams(params as Record<string, string>)}`);
const search = (obj: unknown) => JSON.stringify(obj);

describe('member (private)', () => {
  it('returns the caller’s profile with the wire fields', async () => {
    const res = await s.call('GET', `/api/v2/member/${demo.userId}`, {
      headers: bearer(tokens.demo),
    });
    expect(res.body.code).toBe('200');
    expect(Object.keys(res.body.data as object).sort()).toEqual(
      [
        'user_id',
        'member_id',
        'really_name',
        'member_photo',
        'member_phone',
        'member_email',
        'member_address',
        'wechat_id',
        'facebook',
        'person_intro',
        'position',
        'isopen',
        'province_id',
        'city_id',
        'area_id',
      ].sort(),
    );
    expect(res.body.data).toMatchObject({
      user_id: 1,
      member_id: 1,
      really_name: '陳建宏',
      member_phone: demo.phone,
    });
  });

  it('refuses another user’s id (403) and anonymous callers (401)', async () => {
    const other = await s.call('GET', `/api/v2/member/${guest.userId}`, {
      headers: bearer(tokens.demo),
    });
    expect(other.body).toEqual({ code: '403', msg: '無權訪問', data: null });
    const anon = await s.call('GET', `/api/v2/member/${demo.userId}`);
    expect(anon.body).toEqual({ code: '401', msg: '請先登錄', data: null });
    const badToken = await s.call('GET', `/api/v2/member/${demo.userId}`, {
      headers: bearer('f'.repeat(64)),
    });
    expect(badToken.body.code).toBe('401');
  });

  it('association lists: SZTX for the demo member, KSTX only for the guest', async () => {
    const a = await s.call('GET', `/api/v2/member/${demo.userId}/association`, {
      headers: bearer(tokens.demo),
    });
    expect(a.body.data).toEqual([
      {
        association_id: 'SZTX',
        association_name: expect.any(String),
        join_time: expect.any(Number),
      },
    ]);
    const b = await s.call('GET', `/api/v2/member/${guest.userId}/association`, {
      headers: bearer(tokens.guest),
    });
    const ids = (b.body.data as { association_id: string }[]).map((x) => x.association_id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain('SZTX');
    const refused = await s.call('GET', `/api/v2/member/${demo.userId}/association`, {
      headers: bearer(tokens.guest),
    });
    expect(refused.body.code).toBe('403');
  });
});

describe('notice count', () => {
  it('counts unread notices: 3 for the demo member', async () => {
    const res = await s.call('GET', `/api/v2/notice/count/${demo.userId}`, {
      headers: bearer(tokens.demo),
    });
    expect(res.body).toMatchObject({ code: '200', data: [{ noticeCount: 3 }] });
    const other = await s.call('GET', `/api/v2/notice/count/${demo.userId}`, {
      headers: bearer(tokens.guest),
    });
    expect(other.body.code).toBe('403');
  });
});

describe('article/list', () => {
  it('pages XHDT news by offset, newest first, with a total', async () => {
    const sj = search({ article_type: 'XHDT', association_id: 'SZTX' });
    const p1 = (await list({ start: '0', limit: '10', searchJson: sj })).body.data as ArticlePage;
    const p2 = (await list({ start: '10', limit: '10', searchJson: sj })).body.data as ArticlePage;
    expect(p1.total).toBeGreaterThanOrEqual(25);
    expect(p1.data).toHaveLength(10);
    expect(p2.data).toHaveLength(10);
    expect(p2.total).toBe(p1.total);
    expect(p1.data.every((a) => a.article_type === 'XHDT')).toBe(true);
    const times = [...p1.data, ...p2.data].map((a) => a.publish_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set([...p1.data, ...p2.data].map((a) => a.article_id)).size).toBe(20);
    // start is a row offset, not a page number.
    const p1b = (await list({ start: '1', limit: '10', searchJson: sj })).body.data as ArticlePage;
    expect(p1b.data[0]!.article_id).toBe(p1.data[1]!.article_id);
    const first = p1.data[0]!;
    expect(JSON.parse(first.main_image)).toEqual([
      expect.stringMatching(/^\/files\/seed\/.+\.svg$/),
    ]);
    expect(first.content).toBeUndefined();
    expect(first).toMatchObject({
      association_id: 'SZTX',
      article_price: 0,
      desctext: expect.any(String),
    });
  });

  it('has every article type seeded', async () => {
    const counts: Record<string, number> = {};
    for (const t of ['XHDT', 'MJSX', 'QTFW', 'ZXXX', 'CASE', 'CWZX', 'PPWZ', 'FYWZ']) {
      counts[t] = (
        (await list({ searchJson: search({ article_type: t, association_id: 'SZTX' }) })).body
          .data as ArticlePage
      ).total;
    }
    expect(counts.MJSX).toBeGreaterThanOrEqual(8);
    for (const t of ['QTFW', 'ZXXX', 'CASE', 'CWZX', 'PPWZ', 'FYWZ'])
      expect(counts[t]).toBeGreaterThanOrEqual(2);
    const service = (await list({ searchJson: search({ article_type: 'service' }) })).body
      .data as ArticlePage;
    expect(service.total).toBe(
      ['QTFW', 'ZXXX', 'CASE', 'CWZX', 'PPWZ', 'FYWZ'].reduce((n, t) => n + counts[t]!, 0),
    );
  });

  it('searches titles by substring', async () => {
    const res = (await list({ searchJson: search({ association_id: 'SZTX', title: '台商' }) })).body
      .data as ArticlePage;
    expect(res.total).toBeGreaterThan(0);
    expect(res.data.every((a) => a.title.includes('台商'))).toBe(true);
    const none = (await list({ searchJson: search({ title: '100%_不存在' }) })).body
      .data as ArticlePage;
    expect(none).toEqual({ data: [], total: 0 });
  });

  it('caps limit at 100 and answers empty lists for other associations', async () => {
    const all = (await list({ limit: '1000' })).body.data as ArticlePage;
    expect(all.data.length).toBe(Math.min(100, all.total));
    const other = await list({
      searchJson: search({ association_id: 'KSTX', article_type: 'XHDT' }),
    });
    expect(other.body).toMatchObject({ code: '200', data: { data: [], total: 0 } });
  });

  it('malformed parameters → 400 envelope', async () => {
    for (const params of [
      { searchJson: '{bad' },
      { searchJson: '[1,2]' },
      { searchJson: search({ article_type: { x: 1 } }) },
      { start: 'abc' },
      { start: '-1' },
      { limit: '0' },
      { limit: '1.5' },
    ]) {
      const res = await list(params);
      expect(res.status, JSON.stringify(params)).toBe(200);
      expect(res.body.code, JSON.stringify(params)).toBe('400');
      expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
      expect(res.body.data).toBeNull();
    }
  });
});

describe('website', () => {
  it('navigate: 13 INDEX items in menu order, then friend links', async () => {
    const res = await s.call('GET', '/api/v2/website/navigate?association_id=SZTX');
    const items = res.body.data as {
      name: string;
      url: string;
      type: string;
      sort: number;
      id: number;
    }[];
    const index = items.filter((i) => i.type === 'INDEX');
    expect(index.map((i) => i.name)).toEqual(SPEC_MENU);
    expect(index.map((i) => i.url)).toEqual(
      SPEC_MENU_PATHS.map((path) => path ?? expect.stringMatching(/^https:\/\//)),
    );
    const links = items.filter((i) => i.type === 'FRIENDLINK');
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((l) => l.url.startsWith('https://'))).toBe(true);
    const other = await s.call('GET', '/api/v2/website/navigate?association_id=KSTX');
    expect(other.body.data).toEqual([]);
  });

  it('profile: 3 entries whose context parses as JSON', async () => {
    const res = await s.call('GET', '/api/v2/website/profile?association_id=SZTX');
    const rows = res.body.data as { id: number; type: string; context: string }[];
    expect(rows).toHaveLength(3);
    const [info, logo, footer] = rows.map((r) => JSON.parse(r.context));
    // the spec's footer fields, and the compatriots figure the home page shows (spec 000 §2)
    expect(Object.keys(info).sort()).toEqual([
      'add',
      'author',
      'compatriots',
      'copyright',
      'email',
      'phone',
      'wxQrcode',
    ]);
    expect(logo.url).toMatch(/^\/files\/seed\/.+\.svg$/);
    const logoFile = await s.app.inject({ method: 'GET', url: logo.url });
    expect(logoFile.statusCode).toBe(200);
    expect(logoFile.headers['content-type']).toContain('image/svg+xml');
    const urls = (footer as { menu: { url: string }[] }[]).flatMap((r) => r.menu.map((m) => m.url));
    for (const u of [
      '/introduce',
      '/regulations',
      '/organization',
      '/fraternity',
      '/secretariat',
      '/committee',
    ]) {
      expect(urls).toContain(u);
    }
  });
});
