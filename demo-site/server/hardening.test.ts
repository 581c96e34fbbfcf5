// @vitest-environment node
// Security hardening of the reference server: every route outside /api/v2 classified (the API's
// routes are the rights table's, walked by rights.test.ts); sessions slide and expire; bad and
// oversized requests get the envelope; per-address rate limits; security headers; no secret in
// a log line.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_TTL } from './context.js';
import { redactUrl } from './envelope.js';
import { EMBED_VERSION } from './static.js';
import {
  bearer,
  DEMO,
  GUEST,
  serverForFile,
  startTestServer,
  type TestServer,
} from './test-helpers.js';

const s = serverForFile();
let demo: string; // user 1, SZTX member
let guest: string; // user 2

const json = { 'content-type': 'application/json' };
const q = (obj: unknown) => encodeURIComponent(JSON.stringify(obj));

beforeAll(async () => {
  demo = await s.login(DEMO);
  guest = await s.login(GUEST);
});

/**
 * Every route outside /api/v2. `dev-only`: simulators, absent when the server runs without
 * `dev`. `upload`: the Qiniu emulator, which answers only with a valid upload token (the token
 * comes from the private `qiniu/getUptoken`). `static`: files anyone may read.
 */
type Other = 'dev-only' | 'upload' | 'static' | 'public-page';
const OTHER: Record<string, Other> = {
  'GET /dev/sms/:phone': 'dev-only',
  'POST /dev/reset': 'dev-only',
  'POST /dev/xss': 'dev-only',
  'GET /dev/faults': 'dev-only',
  'POST /dev/faults': 'dev-only',
  'DELETE /dev/faults': 'dev-only',
  'GET /dev/review/demand/:id': 'dev-only',
  'POST /dev/review/demand/:id': 'dev-only',
  'GET /dev/pay/:orderId': 'dev-only',
  'POST /dev/pay/:orderId': 'dev-only',
  'GET /dev/orders': 'dev-only',
  'POST /dev/review/apply/:member_id': 'dev-only',
  'POST /dev/membership/:userId': 'dev-only',
  'POST /qiniu-up': 'upload',
  'POST /qiniu-up/buckets/:bucket/objects/:ek/uploads': 'upload',
  'PUT /qiniu-up/buckets/:bucket/objects/:ek/uploads/:id/:part': 'upload',
  'POST /qiniu-up/buckets/:bucket/objects/:ek/uploads/:id': 'upload',
  'DELETE /qiniu-up/buckets/:bucket/objects/:ek/uploads/:id': 'upload',
  'GET /documents/:name': 'static',
  'GET /files/*': 'static',
  'GET /files/uploads/*': 'static',
  'GET /files/protected/*': 'static',
  'GET /files/private/*': 'static',
  [`GET /embed/v${EMBED_VERSION}/*`]: 'static',
  'GET /embed/*': 'static',
  'GET /embed-react/*': 'static',
  'GET /partner/*': 'static',
  'GET /partner': 'static',
  'GET /*': 'static',
  // the public pages of the items (public-pages.ts): public data only, read as a visitor
  'GET /s/*': 'public-page',
  'GET /s/card.png': 'public-page',
  'GET /s/card/*': 'public-page',
  'GET /sitemap.xml': 'public-page',
  'GET /sitemap-:part.xml': 'public-page',
  'GET /robots.txt': 'public-page',
};

describe('every other route', () => {
  let full: TestServer;
  beforeAll(async () => {
    const dirs = mkdtempSync(join(tmpdir(), 'sztx-static-'));
    const dir = (name: string) => {
      mkdirSync(join(dirs, name));
      return join(dirs, name);
    };
    full = await startTestServer({
      staticDirs: {
        portal: dir('portal'),
        embed: dir('embed'),
        embedReact: dir('embed-react'),
      },
    });
  });
  afterAll(async () => {
    await full?.close();
  });

  it('is classified (dev-only, upload or static), and the table lists no route the server lacks', () => {
    const registered = [
      ...new Set(
        full.app.routeTable
          .filter((r) => !r.url.startsWith('/api/v2/') && r.method !== 'OPTIONS')
          .map((r) => `${r.method} ${r.url}`),
      ),
    ].sort();
    expect(registered).toEqual(Object.keys(OTHER).sort());
  });

  it('dev-only routes do not exist without dev: /dev/ answers 404 in the envelope', async () => {
    const prod = await startTestServer({ dev: false });
    try {
      const dev = prod.app.routeTable.filter((r) => r.url.startsWith('/dev'));
      expect(dev).toEqual([]);
      for (const key of Object.keys(OTHER).filter((k) => OTHER[k] === 'dev-only')) {
        const [method, url] = key.split(' ') as ['GET' | 'POST' | 'DELETE', string];
        const res = await prod.call(method, url.replace(/:\w+/g, '1'), {
          headers: json,
          payload: '{}',
        });
        expect(res.status, key).toBe(404);
        expect(res.body, key).toEqual({ code: '404', msg: '接口不存在', data: null });
      }
      // the API itself still answers
      expect((await prod.call('GET', '/api/v2/website/navigate')).body.code).toBe('200');
    } finally {
      await prod.close();
    }
  });

  it('upload routes refuse a caller without an upload token', async () => {
    for (const key of Object.keys(OTHER).filter((k) => OTHER[k] === 'upload')) {
      const [method, url] = key.split(' ') as ['POST' | 'PUT' | 'DELETE', string];
      const res = await full.app.inject({
        method,
        url: url.replace(':bucket', 'sztx').replace(':ek', '~').replace(/:\w+/g, '1'),
        ...(key === 'POST /qiniu-up'
          ? {
              headers: { 'content-type': 'multipart/form-data; boundary=b' },
              payload:
                '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n' +
                'Content-Type: image/png\r\n\r\nx\r\n--b--\r\n',
            }
          : { headers: { 'content-type': 'application/octet-stream' }, payload: Buffer.from('x') }),
      });
      expect(res.statusCode, key).toBe(401);
    }
  });

  it('static routes only read: writing to them is a 404', async () => {
    for (const url of ['/files/seed/logo.svg', '/embed/x.js', '/partner/', '/index.html']) {
      const res = await full.app.inject({ method: 'POST', url, payload: 'x' });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('sessions', () => {
  it("another user's needs list is refused; the public board is not", async () => {
    const mine = `/api/v2/demand/list?start=0&limit=5&searchJson=${q({ member_id: 1 })}`;
    expect((await s.call('GET', mine)).body.code).toBe('401');
    expect((await s.call('GET', mine, { headers: bearer(guest) })).body.code).toBe('403');
    const board = `/api/v2/demand/list?start=0&limit=5&searchJson=${q({ association_id: 'SZTX', review: 2 })}`;
    expect((await s.call('GET', board)).body.code).toBe('200');
  });

  it('a use extends the session, writing its row at most once a minute', async () => {
    const token = await s.login(DEMO);
    const db = new Database(join(s.dataDir, 'sztx.db'), { readonly: true });
    const expiry = () =>
      (
        db.prepare('SELECT expires_at FROM sessions WHERE token = ?').get(token) as {
          expires_at: number;
        }
      ).expires_at;
    const use = async () =>
      (await s.call('GET', '/api/v2/member/1', { headers: bearer(token) })).body.code;
    const start = s.clock.now;
    try {
      expect(expiry()).toBe(start + TOKEN_TTL);
      s.clock.now += 30_000;
      expect(await use()).toBe('200');
      expect(expiry()).toBe(start + TOKEN_TTL);
      s.clock.now += 60_000;
      expect(await use()).toBe('200');
      expect(expiry()).toBe(s.clock.now + TOKEN_TTL);
      // still a sliding expiry: used within the week, valid beyond the first one
      s.clock.now += TOKEN_TTL - 1000;
      expect(await use()).toBe('200');
      s.clock.now += 2000;
      expect(await use()).toBe('200');
    } finally {
      db.close();
      s.clock.now = start;
    }
  });

  it('an expired token is refused everywhere, and the token check says so', async () => {
    const token = await s.login(DEMO);
    expect((await s.call('GET', '/api/v2/member/1', { headers: bearer(token) })).body.code).toBe(
      '200',
    );
    s.clock.now += TOKEN_TTL + 1;
    try {
      expect((await s.call('GET', '/api/v2/member/1', { headers: bearer(token) })).body.code).toBe(
        '401',
      );
      expect((await s.call('POST', `/api/v2/account/inquire/${token}`)).body.code).toBe('401');
    } finally {
      s.clock.now -= TOKEN_TTL + 1;
    }
  });
});

describe('bad requests get the envelope and a clear message, never a stack', () => {
  const noStack = (text: string) => expect(text).not.toMatch(/at .+\(|node_modules|Error:/);

  it('malformed JSON', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/v2/member/update',
      headers: { ...json, ...bearer(demo) },
      payload: '{"member_id": 1,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: '400', msg: '請求參數錯誤', data: null });
    noStack(res.body);
  });

  it('a body over the 1 MB limit', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/v2/member/update',
      headers: { ...json, ...bearer(demo) },
      payload: JSON.stringify({ member_id: 1, person_intro: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: '413', msg: '請求內容過大', data: null });
  });

  it('an unsupported content type', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/v2/member/update',
      headers: { 'content-type': 'application/xml', ...bearer(demo) },
      payload: '<member/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ code: '415', msg: '不支持的內容類型', data: null });
  });

  it('a wrong method or an unknown route', async () => {
    for (const [method, url] of [
      ['DELETE', '/api/v2/member/1'],
      ['PUT', '/api/v2/article/list'],
      ['GET', '/api/v2/no/such/route'],
    ] as const) {
      const res = await s.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ code: '404', msg: '接口不存在', data: null });
    }
  });

  it('a broken percent-encoding or an over-long path parameter', async () => {
    const bad = await s.app.inject({ method: 'GET', url: '/api/v2/article/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: '400', msg: '請求地址格式錯誤', data: null });
    const long = await s.app.inject({ method: 'GET', url: `/api/v2/article/${'9'.repeat(500)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ code: '400', msg: '請求地址參數過長', data: null });
    // outside the API the answer stays plain text
    const page = await s.app.inject({ method: 'GET', url: '/files/%E0%A4%A' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toBe('Bad Request');
  });

  it('parameters of the wrong type', async () => {
    for (const url of [
      '/api/v2/article/abc',
      '/api/v2/course/-1',
      `/api/v2/article/list?start=x&limit=10`,
      `/api/v2/company/pc/list?start=0&limit=12&searchJson=${encodeURIComponent('{bad')}`,
    ]) {
      const res = await s.call('GET', url);
      expect(res.body.code, url).toMatch(/^4\d\d$/);
      expect(res.body.msg, url).not.toBe('');
      noStack(JSON.stringify(res.body));
    }
  });
});

describe('rate limits', () => {
  it('one address cannot send SMS codes to many phones', async () => {
    const t = await startTestServer();
    try {
      const codes: string[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await t.call('GET', `/api/v2/account/1370000${String(i).padStart(4, '0')}`);
        codes.push(res.body.code);
      }
      expect(codes.slice(0, 20)).toEqual(Array(20).fill('200'));
      expect(codes[20]).toBe('429');
      // a different address is not affected
      const other = await t.app.inject({
        method: 'GET',
        url: '/api/v2/account/13799999999',
        remoteAddress: '10.0.0.9',
      });
      expect(other.json().code).toBe('200');
    } finally {
      await t.close();
    }
  });

  it('one address cannot keep guessing passwords across phones', async () => {
    const t = await startTestServer();
    try {
      const codes: string[] = [];
      for (let i = 0; i < 31; i++) {
        // 4 wrong guesses per phone stay under the per-phone limit of 5
        const phone = i % 2 ? '13800138000' : '13900139000';
        if (i === 8) t.clock.now += 11 * 60_000 - 1; // per-phone window passes, address window not
        const res = await t.call('POST', `/api/v2/account/pcLogin/${phone}/1?password=wrong${i}`);
        codes.push(res.body.code);
      }
      expect(codes.filter((c) => c === '429').length).toBeGreaterThan(0);
      expect(codes.at(-1)).toBe('429');
    } finally {
      await t.close();
    }
  });

  it('the per-phone limits stay: 5 wrong passwords lock the phone for 10 minutes', async () => {
    const t = await startTestServer();
    try {
      for (let i = 0; i < 5; i++)
        await t.call('POST', `/api/v2/account/pcLogin/13800138000/1?password=bad${i}`);
      const res = await t.call('POST', '/api/v2/account/pcLogin/13800138000/1?password=demo1234');
      expect(res.body.code).toBe('429');
      expect(res.body.msg).toMatch(/分鐘後再試/);
    } finally {
      await t.close();
    }
  });
});

describe('security headers', () => {
  it('the portal gets a strict policy (every page: page-policy.test.ts)', async () => {
    const api = await s.app.inject({ method: 'GET', url: '/api/v2/website/navigate' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const csp = String(api.headers['content-security-policy']);
    // scripts only from the folders the portal's own bundles live in: never /files/ (uploads)
    const scripts = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
    expect(scripts).toEqual([
      'localhost:80/assets/',
      'localhost:80/embed/',
      'localhost:80/embed-react/',
    ]);
    const spoofed = await s.app.inject({
      method: 'GET',
      url: '/api/v2/website/navigate',
      headers: { host: 'evil.test; script-src *' },
    });
    expect(String(spoofed.headers['content-security-policy'])).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(api.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('secrets stay out of stored data and logs', () => {
  it('passwords are stored as scrypt hashes with a salt each, never as text', () => {
    const db = new Database(join(s.dataDir, 'sztx.db'), { readonly: true });
    try {
      const rows = db.prepare('SELECT * FROM users WHERE password_hash IS NOT NULL').all() as Array<
        Record<string, unknown>
      >;
      expect(rows.length).toBeGreaterThanOrEqual(2);
      for (const row of rows) {
        expect(row.password_hash).toMatch(/^[0-9a-f]{128}$/);
        expect(row.password_salt).toMatch(/^[0-9a-f]{32}$/);
        expect(JSON.stringify(row)).not.toMatch(/demo1234|guest1234/);
      }
      expect(new Set(rows.map((r) => r.password_salt)).size).toBe(rows.length);
    } finally {
      db.close();
    }
  });

  it('a failing request with a token in its URL is logged without the token', async () => {
    const t = await startTestServer({ logger: true });
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    try {
      t.app.addHook('preHandler', async (req) => {
        if (req.url.includes('/inquire/')) throw new Error('disk on fire');
      });
      const token = 'b'.repeat(64);
      const res = await t.call('POST', `/api/v2/account/inquire/${token}`);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: '500', msg: '服務器繁忙，請稍後再試', data: null });
      const log = lines.join('');
      expect(log).toContain('POST /api/v2/account/inquire/*** failed');
      expect(log).not.toContain(token);
      expect(JSON.stringify(res.body)).not.toContain('disk on fire');
    } finally {
      process.stdout.write = write;
      await t.close();
    }
  });

  it('log lines mask tokens, codes and query values', () => {
    const token = 'a'.repeat(64);
    expect(redactUrl(`/api/v2/account/inquire/${token}`)).toBe('/api/v2/account/inquire/***');
    expect(redactUrl(`/api/v2/account/outLogin/${token}`)).toBe('/api/v2/account/outLogin/***');
    expect(redactUrl('/api/v2/account/pcLogin/13800138000/1?password=demo1234')).toBe(
      '/api/v2/account/pcLogin/13800138000/1?password=***',
    );
    expect(redactUrl('/api/v2/account/init/13800138000/123456?password=x')).toBe(
      '/api/v2/account/init/13800138000/***?password=***',
    );
    expect(redactUrl('/api/v2/account/updatePwd/13800138000/654321')).toBe(
      '/api/v2/account/updatePwd/13800138000/***',
    );
    expect(redactUrl('/api/v2/article/list')).toBe('/api/v2/article/list');
  });
});
