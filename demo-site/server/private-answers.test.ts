import { describe, expect, it } from 'vitest';
import { loginPath } from '../../tests/support/accounts';
import { SMS_INTERVAL, SMS_MAX_PER_DAY } from './context.js';
import { issueUploadToken } from './features/upload/qiniu.js';
import { routeRights } from './rights.js';
import { bearer, DEMO, GUEST, pngImage, SESSION_COOKIE, serverForFile } from './test-helpers';

// Issue 28, items 6 and 7: answers that depend on who asks are never stored by a cache; the dev
// simulators answer this machine only; SMS codes are capped per phone per day; an upload token
// dies with the session it was asked with.

const s = serverForFile();

/** A concrete URL for a route pattern: every parameter `1`, a `:token` the caller's token. */
const concrete = (pattern: string, token: string) =>
  pattern
    .replace(/:token\b/g, token)
    .replace(/:\w+/g, '1')
    .replace(/\*$/, 'x');

const apiGets = () =>
  [...new Set(s.app.routeTable.filter((r) => r.method === 'GET').map((r) => r.url))].filter((url) =>
    url.startsWith('/api/v2/'),
  );

describe('answers that depend on who asks are private', () => {
  it('every GET of the API, asked with a Bearer token or the session cookie, is no-store', async () => {
    await s.reset();
    const token = await s.login(DEMO);
    const routes = apiGets();
    expect(routes.length).toBeGreaterThan(40);
    const cacheable: string[] = [];
    for (const pattern of routes) {
      const url = concrete(pattern, token);
      for (const headers of [bearer(token), { cookie: `${SESSION_COOKIE}=${token}` }]) {
        const res = await s.call('GET', url, { headers });
        if (res.headers['cache-control'] !== 'no-store')
          cacheable.push(`${url} ${Object.keys(headers)[0]}: ${res.headers['cache-control']}`);
      }
    }
    expect(cacheable).toEqual([]);
  });

  it('an answer that reads the caller is no-store even when no credential came with it', async () => {
    // the board's own-needs list and a paid article read who asks; a visitor's answer is private too
    const res = await s.call('GET', '/api/v2/member/1');
    expect(res.body.code).toBe('401');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('every GET route the rights table calls private is no-store to a visitor too', async () => {
    const routes = apiGets().filter((url) => routeRights('GET', url)?.private);
    expect(routes.length).toBeGreaterThan(20);
    const cacheable: string[] = [];
    for (const pattern of routes) {
      const res = await s.call('GET', concrete(pattern, 'x'.repeat(64)));
      if (res.headers['cache-control'] !== 'no-store') cacheable.push(pattern);
    }
    expect(cacheable).toEqual([]);
  });

  it('public answers without credentials are revalidated and vary by credentials', async () => {
    const res = await s.call('GET', '/api/v2/website/navigate', {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(res.headers['cache-control']).toBe('no-cache');
    const vary = String(res.headers.vary);
    // the CORS Vary: Origin is kept beside ours
    expect(vary).toContain('Origin');
    expect(vary).toContain('Authorization');
    expect(vary).toContain('Cookie');
  });

  it('every write and every dev simulator answer is no-store (tokens, SMS codes)', async () => {
    const login = await s.call('POST', loginPath(DEMO));
    expect(login.headers['cache-control']).toBe('no-store');
    await s.call('GET', `/api/v2/account/${GUEST.phone}`);
    const sms = await s.call('GET', `/dev/sms/${GUEST.phone}`);
    expect(sms.body.code).toBe('200');
    expect(sms.headers['cache-control']).toBe('no-store');
  });
});

describe('the dev simulators answer this machine only', () => {
  const remote = { remoteAddress: '203.0.113.9' };

  it('another address gets 403 with the reason and nothing changes', async () => {
    for (const [method, url] of [
      ['GET', `/dev/sms/${DEMO.phone}`],
      ['POST', '/dev/reset'],
    ] as const) {
      const res = await s.call(method, url, remote);
      expect(res.status).toBe(403);
      expect(res.body.msg).toContain('DEV_ALLOW_REMOTE');
    }
  });

  it('a request forwarded by an untrusted proxy on this machine is not local', async () => {
    const res = await s.call('GET', `/dev/sms/${DEMO.phone}`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.status).toBe(403);
  });

  it('behind a trusted proxy, the client address decides', async () => {
    const { startServer } = await import('../../tests/support/server');
    const proxied = await startServer({ trustProxy: ['127.0.0.1'] });
    try {
      const outside = await proxied.call('POST', '/dev/reset', {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(outside.status).toBe(403);
      const inside = await proxied.call('POST', '/dev/reset', {
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(inside.body.code).toBe('200');
    } finally {
      await proxied.close();
    }
  });

  it('DEV_ALLOW_REMOTE opens them to any address', async () => {
    const { startServer } = await import('../../tests/support/server');
    const open = await startServer({ devRemote: true });
    try {
      const res = await open.call('POST', '/dev/reset', remote);
      expect(res.body.code).toBe('200');
    } finally {
      await open.close();
    }
  });
});

describe('SMS codes per phone per day', () => {
  it(`a phone is sent at most ${SMS_MAX_PER_DAY} codes in 24 hours, from any address`, async () => {
    await s.reset();
    const phone = '13700137000';
    const answers: string[] = [];
    for (let i = 0; i < SMS_MAX_PER_DAY + 2; i++) {
      // a new address each time: the per-address limit is not what stops it
      const res = await s.call('GET', `/api/v2/account/${phone}`, {
        remoteAddress: `198.51.100.${i + 1}`,
      });
      answers.push(res.body.code);
      s.clock.now += SMS_INTERVAL;
    }
    expect(answers.slice(0, SMS_MAX_PER_DAY)).toEqual(Array(SMS_MAX_PER_DAY).fill('200'));
    const refused = await s.call('GET', `/api/v2/account/${phone}`);
    expect(refused.body.code).toBe('429');
    expect(refused.body.msg).toContain('今日');
    expect(answers.slice(SMS_MAX_PER_DAY)).toEqual(['429', '429']);
    // another phone is not affected, and the first one gets codes again a day later
    expect((await s.call('GET', '/api/v2/account/13700137001')).body.code).toBe('200');
    s.clock.now += 24 * 60 * 60 * 1000;
    expect((await s.call('GET', `/api/v2/account/${phone}`)).body.code).toBe('200');
  });
});

describe('an upload token dies with its session', () => {
  const form = async (token: string) => {
    const boundary = 'sztxboundary';
    const png = await pngImage(4, 4);
    const parts = [
      `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ];
    const payload = Buffer.concat([
      Buffer.from(parts.join('')),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return s.app.inject({
      method: 'POST',
      url: '/qiniu-up/',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };

  it('works while the session lasts and is refused after logout', async () => {
    await s.reset();
    const session = await s.login(DEMO);
    const got = await s.call('GET', '/api/v2/qiniu/getUptoken', { headers: bearer(session) });
    const upToken = got.body.data as string;
    expect((await form(upToken)).statusCode).toBe(200);
    await s.call('POST', `/api/v2/account/outLogin/${session}`);
    const after = await form(upToken);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'token out of date' });
  });

  it('a correctly signed token without a session (or of a session never held) is refused', async () => {
    const keys = {
      accessKey: s.app.sztxContext.secrets.qiniuAccessKey,
      secretKey: s.app.sztxContext.secrets.qiniuSecretKey,
    };
    const forged = issueUploadToken(keys, s.clock.now, 1, 'f'.repeat(64));
    expect((await form(forged)).statusCode).toBe(401);
  });
});

describe('content encoding follows the client, q=0 included', () => {
  it('every compressed answer (portal, embed, vendor CSS) honours each Accept-Encoding', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { brotliCompressSync, gzipSync } = await import('node:zlib');
    const root = mkdtempSync(join(tmpdir(), 'sztx-enc-'));
    const files: Record<string, string> = {
      'portal/index.html': '<!doctype html><title>p</title>',
      'portal/assets/app-abcdefgh.js': 'console.log(1)',
      'embed/news-feed.js': 'export {}',
    };
    for (const [path, text] of Object.entries(files)) {
      const full = join(root, path);
      mkdirSync(join(full, '..'), { recursive: true });
      writeFileSync(full, text);
      writeFileSync(`${full}.br`, brotliCompressSync(text));
      writeFileSync(`${full}.gz`, gzipSync(text));
    }
    const { startServer } = await import('../../tests/support/server');
    const served = await startServer({
      staticDirs: {
        portal: join(root, 'portal'),
        embed: join(root, 'embed'),
        embedReact: join(root, 'none'),
      },
    });
    // the partner demo pages' own origin serves the vendor stylesheet
    const { createPartnerServer } = await import('./partner-site.js');
    const partner = await createPartnerServer({
      dir: join(root, 'none'),
      portalOrigin: 'http://localhost:1',
    });
    const urls = [
      ['/', served.app],
      ['/assets/app-abcdefgh.js', served.app],
      ['/embed/news-feed.js', served.app],
      ['/partner/vendor/bootstrap.min.css', partner],
    ] as const;
    const cases: Array<[accept: string, expected: string | undefined]> = [
      ['br;q=0, gzip;q=0', undefined],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0.5, br', 'br'],
      ['identity', undefined],
    ];
    try {
      const wrong: string[] = [];
      for (const [url, app] of urls) {
        for (const [accept, expected] of cases) {
          const res = await app.inject({ url, headers: { 'accept-encoding': accept } });
          expect(res.statusCode, url).toBe(200);
          if (res.headers['content-encoding'] !== expected)
            wrong.push(`${url} [${accept}] → ${res.headers['content-encoding']}`);
        }
      }
      expect(wrong).toEqual([]);
    } finally {
      await served.close();
      await partner.close();
    }
  });
});
