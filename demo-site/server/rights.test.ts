// @vitest-environment node
// The rights table (rights.ts) walked route by route for each role: a visitor, a registered user
// outside the association, the member whose data the sample targets and another member. Every
// refusal is the table's, and a refused request changes nothing in the database. The table lists
// exactly the routes the server has, and a route outside it does not start.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERS_ONLY } from '../../core/api/personal/members-only.js';
import { issueToken } from './auth.js';
import { CROSS_SITE_MSG } from './csrf.js';
import { MSG } from './envelope.js';
import { RIGHTS_ROUTES, type RouteRights, routeRights } from './rights.js';
import { enforceRights } from './rights-hook.js';
import { bearer, DEMO, GUEST, SESSION_COOKIE, serverForFile } from './test-helpers.js';

const s = serverForFile();
/** Tokens of the roles; the samples target user 1's data (the member). */
const tokens: Record<Role, string> = { visitor: '', registered: '', other: '', member: '' };
let need: number; // one of user 1's needs
let db: Database.Database;

type Role = 'visitor' | 'registered' | 'other' | 'member';

beforeAll(async () => {
  tokens.member = await s.login(DEMO); // user 1, SZTX member
  tokens.registered = await s.login(GUEST); // user 2, member of another association only
  tokens.other = issueToken(s.app.sztxContext, 3); // user 3, SZTX member
  const mine = await s.call('GET', sampleUrl('/api/v2/demand/list'), {
    headers: bearer(tokens.member),
  });
  need = (JSON.parse(mine.body.data as string) as { data: Array<{ demand_id: number }> }).data[0]!
    .demand_id;
  db = new Database(join(s.dataDir, 'sztx.db'), { readonly: true });
});
afterAll(() => db?.close());

/** Changes committed by the server since the last call (SQLite's data_version). */
const dataVersion = () => db.pragma('data_version', { simple: true }) as number;

/** A path parameter's sample value: user 1 where a user is named, else a plausible value. */
function paramValue(name: string, path: string): string {
  if (/^(user_?[iI]d|memberId)$/.test(name)) return '1';
  if (name === 'id' && path.startsWith('/api/v2/demand/')) return String(need);
  if (name === 'phone') return '16612345678'; // not registered
  if (name === 'code') return '123456';
  if (name === 'token') return path.includes('/inquire/') ? tokens.member : '0'.repeat(64);
  if (name === 'associationId' || name === 'association') return 'SZTX';
  return '1';
}

/** A sample body naming user 1 (and their need) for the routes that take one. */
function sampleBody(path: string): Record<string, unknown> | undefined {
  if (!path.startsWith('/api/v2/') || !/(association|company|member|demand)\//.test(path))
    return undefined;
  const base = { member_id: 1 };
  if (path.endsWith('/coustomJoin'))
    return { ...base, event: 'select', apply_type: 1, association_id: 'SZTX' };
  if (path.endsWith('/updataCoustomJoin'))
    return { ...base, apply_type: 1, association_id: 'SZTX' };
  if (path.endsWith('/member/update')) return { ...base, really_name: '改名' };
  if (/addCompany|updateCompany/.test(path)) return { ...base, company_name: '測試企業' };
  if (path.endsWith('/addDemand')) return { ...base, title: '測試需求' };
  if (path.endsWith('/editaddDemand')) return { ...base, demand_id: need, title: '測試需求' };
  if (path.endsWith('/submit')) return { demand_id: need, content: '報價', name: '王', phone: '1' };
  return undefined;
}

/** The sample URL of a route: its parameters filled in, user 1's own list for `demand/list`. */
function sampleUrl(path: string): string {
  const url = path.replace(/:(\w+)/g, (_, name: string) => paramValue(name, path));
  return url.endsWith('/demand/list')
    ? `${url}?start=0&limit=5&searchJson=${encodeURIComponent('{"member_id":1}')}`
    : url;
}

function request(route: string, role: Role, headers: Record<string, string> = {}) {
  const [method, path] = route.split(' ') as ['GET' | 'POST', string];
  const url = sampleUrl(path);
  const body = method === 'POST' ? sampleBody(path) : undefined;
  const auth = tokens[role] ? bearer(tokens[role]) : {};
  return s.call(method, url, {
    headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
}

type Outcome = 'allowed' | 'login' | 'forbidden' | 'members-only';

/** What the table says a role gets from a sample targeting user 1's data. */
function expected(rights: RouteRights, role: Role): Outcome {
  if (role === 'member') return 'allowed';
  if (role === 'visitor') return rights.who !== 'visitor' || rights.owner ? 'login' : 'allowed';
  if (role === 'registered' && rights.who === 'member') return 'members-only';
  return rights.owner ? 'forbidden' : 'allowed';
}

const API = RIGHTS_ROUTES.map((route) => {
  const [method, path] = route.split(' ') as [string, string];
  return [route, routeRights(method, path)!] as const;
});

describe('the rights table', () => {
  it('lists every /api/v2 route the server has, and no other', () => {
    const registered = s.app.routeTable
      .filter((r) => r.url.startsWith('/api/v2/') && r.method !== 'OPTIONS')
      .map((r) => `${r.method} ${r.url}`);
    expect([...new Set(registered)].sort()).toEqual([...RIGHTS_ROUTES].sort());
  });

  it('a route it does not list stops the server from starting (deny by default)', async () => {
    const bare = Fastify();
    await expect(
      bare.register(
        async (api) => {
          enforceRights(api, s.app.sztxContext);
          api.get('/member/:id/secrets', async () => 'everything');
        },
        { prefix: '/api/v2' },
      ),
    ).rejects.toThrow('GET /api/v2/member/:id/secrets is not in the rights table');
    await bare.close();
  });

  it('every method but GET writes, and so do the GETs the spec gives a state change', () => {
    const writes = API.filter(([, r]) => r.writes).map(([route]) => route);
    expect(writes.filter((route) => route.startsWith('GET')).sort()).toEqual([
      'GET /api/v2/account/:phone',
      'GET /api/v2/article/favourite/:userId/:articleId/:state',
      'GET /api/v2/article/likeByPc/:id',
      'GET /api/v2/demand/delete/:id',
      'GET /api/v2/investInfo/addConsult/:id',
      'GET /api/v2/notice/:id/:userId',
    ]);
    for (const [route, r] of API) {
      if (!route.startsWith('GET')) expect(r.writes, route).toBe(true);
      if (r.who !== 'visitor') expect(r.private, route).toBe(true);
    }
    // HEAD runs the GET handler: a writing GET writes as HEAD too
    expect(routeRights('HEAD', '/api/v2/demand/delete/:id')?.writes).toBe(true);
    expect(routeRights('GET', '/api/v2/no/such/route')).toBeUndefined();
  });
});

function check(outcome: Outcome, body: { code: string; msg: string; data: unknown }) {
  if (outcome === 'allowed') {
    expect(body.code, body.msg).not.toBe('403');
    expect(body).not.toMatchObject({ code: '401', msg: MSG.needLogin });
  } else if (outcome === 'login') {
    expect(body).toMatchObject({ code: '401', msg: MSG.needLogin, data: null });
  } else if (outcome === 'members-only') {
    expect(body).toMatchObject({ ...MEMBERS_ONLY, data: null });
  } else {
    expect(body).toMatchObject({ code: '403', data: null });
  }
}

describe.each(['visitor', 'registered', 'other'] as const)('as %s', (role) => {
  it.each(API)('%s answers as the table says; a refusal changes nothing', async (route, rights) => {
    const outcome = expected(rights, role);
    const before = dataVersion();
    const res = await request(route, role);
    check(outcome, res.body);
    if (outcome !== 'allowed') expect(dataVersion(), 'the database changed').toBe(before);
  });
});

describe('as the member the samples name', () => {
  it.each(API)('%s is allowed', async (route) => {
    check('allowed', (await request(route, 'member')).body);
  });

  it('a write the table allows moves data_version (the refusals above could have failed)', async () => {
    const before = dataVersion();
    const res = await request('POST /api/v2/member/update', 'member');
    expect(res.body.code).toBe('200');
    expect(dataVersion()).not.toBe(before);
  });
});

describe('a forged or expired token is no caller', () => {
  it.each(API.filter(([, r]) => r.who !== 'visitor'))('%s refuses it', async (route) => {
    const [method, path] = route.split(' ') as ['GET' | 'POST', string];
    const res = await s.call(method, sampleUrl(path), { headers: bearer('f'.repeat(64)) });
    expect(res.body).toMatchObject({ code: '401', msg: MSG.needLogin });
  });
});

describe('a state change from another site identified by the session cookie', () => {
  const sites: Array<Record<string, string>> = [
    { 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' },
    { 'sec-fetch-site': 'same-site', origin: 'http://shop.localhost' },
    { origin: 'https://evil.test' }, // a browser without Fetch Metadata
  ];
  it.each(API.filter(([, r]) => r.writes))('%s is refused or sets no cookie', async (route, r) => {
    for (const site of sites) {
      const before = dataVersion();
      const res = await request(route, 'visitor', {
        cookie: `${SESSION_COOKIE}=${tokens.member}`,
        ...site,
      });
      // no answer to another site logs a browser in or out
      expect(res.headers['set-cookie'], JSON.stringify(site)).toBeUndefined();
      if (r.who === 'visitor') continue; // routes that never read the caller: csrf.test.ts
      expect(res.body, JSON.stringify(site)).toMatchObject({ code: '403', msg: CROSS_SITE_MSG });
      expect(dataVersion(), 'the database changed').toBe(before);
    }
  });
});
