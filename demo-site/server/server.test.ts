// @vitest-environment node
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer } from './app.js';
import { SEED_ACCOUNTS } from './seed.js';
import { EMBED_VERSION } from './static.js';
import { bearer, login, smsCode, startTestServer, type TestServer } from './test-helpers.js';

const { demo } = SEED_ACCOUNTS;
const servers: TestServer[] = [];
async function start(opts: Parameters<typeof startTestServer>[0] = {}) {
  const s = await startTestServer(opts);
  servers.push(s);
  return s;
}
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

describe('envelopes for unknown routes and bad requests', () => {
  it('unknown /api/v2 and /dev routes answer a 404 envelope', async () => {
    const s = await start();
    for (const [method, url] of [
      ['GET', '/api/v2/nope'],
      ['POST', '/api/v2/nope/deeper'],
      ['GET', '/dev/nope'],
    ] as const) {
      const res = await s.call(method, url);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: '404', msg: '接口不存在', data: null });
    }
  });

  it('a malformed JSON body answers a 400 envelope, not a stack', async () => {
    const s = await start();
    const res = await s.call('POST', '/dev/faults', {
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: '400', msg: '請求參數錯誤', data: null });
  });
});

describe('fault injection', () => {
  it('answers matching /api/v2 requests with the given status and body, `times` times', async () => {
    const s = await start();
    const add = await s.call('POST', '/dev/faults', {
      payload: { path: 'article/list', status: 503, body: 'down for test', times: 2 },
    });
    expect(add.body.code).toBe('200');
    for (let i = 0; i < 2; i++) {
      const res = await s.app.inject({ method: 'GET', url: '/api/v2/article/list' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toBe('down for test');
    }
    const third = await s.call('GET', '/api/v2/article/list');
    expect(third.body.code).toBe('200');
    // Other paths are not affected.
    expect((await s.call('GET', '/api/v2/website/navigate')).body.code).toBe('200');
  });

  it('delays requests, and DELETE clears faults', async () => {
    const s = await start();
    await s.call('POST', '/dev/faults', { payload: { path: '^/api/v2/website/', delayMs: 150 } });
    const t0 = Date.now();
    const slow = await s.call('GET', '/api/v2/website/profile');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(140);
    expect(slow.body.code).toBe('200');
    await s.call('DELETE', '/dev/faults');
    const t1 = Date.now();
    await s.call('GET', '/api/v2/website/profile');
    expect(Date.now() - t1).toBeLessThan(140);
  });

  it('a preview session fault touches only requests carrying that session', async () => {
    const s = await start();
    const add = await s.call('POST', '/dev/faults', {
      payload: { path: 'article/list', status: 500, body: 'studio fault', session: 'studio-a' },
    });
    expect(add.body.code).toBe('200');
    const get = (headers: Record<string, string> = {}) =>
      s.app.inject({ method: 'GET', url: '/api/v2/article/list', headers });
    const mine = await get({ 'x-sztx-preview': 'studio-a' });
    expect(mine.statusCode).toBe(500);
    expect(mine.body).toBe('studio fault');
    // another client, and another preview session, get the real answer
    for (const other of [await get(), await get({ 'x-sztx-preview': 'studio-b' })]) {
      expect(other.statusCode).toBe(200);
      expect(JSON.parse(other.body).code).toBe('200');
    }
    // clearing another session's faults leaves this one; clearing its own removes it
    await s.call('DELETE', '/dev/faults?session=studio-b');
    expect((await get({ 'x-sztx-preview': 'studio-a' })).statusCode).toBe(500);
    await s.call('DELETE', '/dev/faults?session=studio-a');
    expect((await get({ 'x-sztx-preview': 'studio-a' })).statusCode).toBe(200);
  });

  it('a fault without a session still reaches every client, preview sessions included', async () => {
    const s = await start();
    await s.call('POST', '/dev/faults', { payload: { path: 'article/list', status: 503 } });
    await s.call('POST', '/dev/faults', {
      payload: { path: 'website/', status: 500, session: 'studio-a' },
    });
    for (const headers of [{}, { 'x-sztx-preview': 'studio-a' }]) {
      const res = await s.app.inject({ method: 'GET', url: '/api/v2/article/list', headers });
      expect(res.statusCode).toBe(503);
    }
    // a session's DELETE leaves the global fault
    await s.call('DELETE', '/dev/faults?session=studio-a');
    expect((await s.app.inject({ method: 'GET', url: '/api/v2/article/list' })).statusCode).toBe(
      503,
    );
    expect(
      (await s.call('POST', '/dev/faults', { payload: { path: 'x', session: 'a b' } })).body.code,
    ).toBe('400');
  });

  it('rejects an invalid fault', async () => {
    const s = await start();
    expect((await s.call('POST', '/dev/faults', { payload: { path: '(' } })).body.code).toBe('400');
    expect(
      (await s.call('POST', '/dev/faults', { payload: { path: 'x', status: 'x' } })).body.code,
    ).toBe('400');
  });
});

describe('CORS', () => {
  const preflight = (s: TestServer, origin: string) =>
    s.app.inject({
      method: 'OPTIONS',
      url: '/api/v2/account/pcLogin/13800138000/1',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it('allows configured origins and local origins in dev, with credentials', async () => {
    const s = await start({ corsOrigins: ['https://partner.example.com'] });
    for (const origin of [
      'https://partner.example.com',
      'http://localhost:5173',
      'http://127.0.0.1:4000',
    ]) {
      const res = await preflight(s, origin);
      expect(res.statusCode).toBeLessThan(300);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
      expect(allowed).toContain('authorization');
      expect(allowed).toContain('content-type');
    }
    const evil = await preflight(s, 'https://evil.example.net');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('does not allow localhost origins in production', async () => {
    const s = await start({ dev: false, corsOrigins: ['https://partner.example.com'] });
    expect(
      (await preflight(s, 'http://localhost:5173')).headers['access-control-allow-origin'],
    ).toBeUndefined();
    expect(
      (await preflight(s, 'https://partner.example.com')).headers['access-control-allow-origin'],
    ).toBe('https://partner.example.com');
  });
});

describe('production mode', () => {
  it('has no dev endpoints', async () => {
    const s = await start({ dev: false });
    for (const [method, url] of [
      ['GET', `/dev/sms/${demo.phone}`],
      ['POST', '/dev/reset'],
      ['POST', '/dev/faults'],
      ['DELETE', '/dev/faults'],
    ] as const) {
      const res = await s.call(method, url);
      expect(res.status, url).toBe(404);
      expect(res.body.code).toBe('404');
    }
    // The API itself works.
    expect((await s.call('GET', '/api/v2/website/navigate')).body.code).toBe('200');
  });
});

describe('/dev/reset', () => {
  it('restores seed data and clears tokens and codes', async () => {
    const s = await start();
    const token = await login(s, demo.phone, demo.password);
    const code = await smsCode(s, demo.phone);
    await s.call('POST', `/api/v2/account/updatePwd/${demo.phone}/${code}?password=changed1`);
    await smsCode(s, '13612345678');
    expect((await s.call('POST', '/dev/reset')).body.code).toBe('200');
    expect((await s.call('POST', `/api/v2/account/inquire/${token}`)).body.code).toBe('401');
    expect(await login(s, demo.phone, demo.password)).toBeTruthy();
    expect((await s.call('GET', '/dev/sms/13612345678')).body.code).toBe('404');
    // Rate limit cleared too.
    expect((await s.call('GET', '/api/v2/account/13612345678')).body.code).toBe('200');
  });
});

describe('persistence and seeding', () => {
  it('creates sztx.db and seed images, and keeps data across restarts', async () => {
    const s = await start();
    expect(existsSync(join(s.dataDir, 'sztx.db'))).toBe(true);
    expect(existsSync(join(s.dataDir, 'files', 'seed', 'news-01.svg'))).toBe(true);
    const code = await smsCode(s, '13612345678');
    await s.call('POST', `/api/v2/account/init/13612345678/${code}?password=abc123`);
    await s.app.close();
    const again = await createServer({ dataDir: s.dataDir });
    try {
      const res = await again.inject({
        method: 'POST',
        url: '/api/v2/account/initVariable/13612345678',
      });
      expect(res.json().code).toBe('403');
    } finally {
      await again.close();
    }
    // Reopen for the afterEach close.
    s.app = await createServer({ dataDir: s.dataDir });
  });
});

/**
 * Runs `check` against a server over `staticDirs` (closed after it): `get` sends a GET, with
 * `encoding` as the accepted encoding when given.
 */
async function serving(
  dataDir: string,
  staticDirs: Parameters<typeof createServer>[0]['staticDirs'],
  check: (
    get: (url: string, encoding?: string) => Promise<LightMyRequestResponse>,
  ) => Promise<void>,
): Promise<void> {
  const app = await createServer({ dataDir, staticDirs });
  try {
    await check((url, encoding) =>
      app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} }),
    );
  } finally {
    await app.close();
  }
}

describe('static serving', () => {
  it('serves portal, embed (CORS *, cache by hash) and files; API still wins', async () => {
    const s = await start();
    const root = join(s.dataDir, 'static');
    const dirs = {
      portal: join(root, 'portal'),
      embed: join(root, 'embed'),
    };
    for (const d of Object.values(dirs)) mkdirSync(d, { recursive: true });
    writeFileSync(join(dirs.portal, 'index.html'), '<!doctype html><title>portal</title>');
    writeFileSync(join(dirs.portal, 'preview.html'), '<!doctype html><title>preview</title>');
    writeFileSync(join(dirs.embed, 'sztx-news-AbC_12-z.js'), 'export {};');
    writeFileSync(join(dirs.embed, 'loader.js'), 'export {};');
    await serving(s.dataDir, dirs, async (get) => {
      expect((await get('/')).body).toContain('portal');
      expect((await get('/preview.html')).body).toContain('preview');
      const hashed = await get('/embed/sztx-news-AbC_12-z.js');
      expect(hashed.headers['access-control-allow-origin']).toBe('*');
      expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const plain = await get('/embed/loader.js');
      expect(plain.headers['access-control-allow-origin']).toBe('*');
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect((await get('/files/seed/logo.svg')).statusCode).toBe(200);
      const unknownApi = await get('/api/v2/nope');
      expect(unknownApi.statusCode).toBe(404);
      expect(unknownApi.json()).toMatchObject({ code: '404' });
      expect((await get('/api/v2/website/navigate')).json().code).toBe('200');
    });
  });
});

describe('embed distribution', () => {
  it('serves /embed/v<version>/ immutable beside the moving /embed/, compressed when accepted', async () => {
    const s = await start();
    const embed = join(s.dataDir, 'static-embed');
    mkdirSync(join(embed, 'chunks'), { recursive: true });
    const entry = `import './chunks/runtime-AbC_12-z.js';\n${'customElements;'.repeat(200)}\n`;
    writeFileSync(join(embed, 'news-feed.js'), entry);
    writeFileSync(join(embed, 'news-feed.js.br'), brotliCompressSync(entry));
    writeFileSync(join(embed, 'news-feed.js.gz'), gzipSync(entry));
    writeFileSync(join(embed, 'chunks/runtime-AbC_12-z.js'), 'export {};');
    writeFileSync(join(embed, 'chunks/runtime-AbC_12-z.js.br'), brotliCompressSync('export {};'));
    await serving(s.dataDir, { embed }, async (get) => {
      expect(EMBED_VERSION).toBe(
        JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version,
      );
      // the pinned URL of this version: every file cached for a year, never revalidated
      const pinned = await get(`/embed/v${EMBED_VERSION}/news-feed.js`);
      expect(pinned.statusCode).toBe(200);
      expect(pinned.body).toBe(entry);
      expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(pinned.headers['access-control-allow-origin']).toBe('*');
      expect(pinned.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      const chunk = await get(`/embed/v${EMBED_VERSION}/chunks/runtime-AbC_12-z.js`);
      expect(chunk.statusCode).toBe(200);
      expect((await get('/embed/v0.0.0-none/news-feed.js')).statusCode).toBe(404);
      // the moving URL: revalidated
      const latest = await get('/embed/news-feed.js');
      expect(latest.headers['cache-control']).toBe('no-cache');
      expect(latest.headers['content-encoding']).toBeUndefined();
      expect(latest.headers.vary).toMatch(/accept-encoding/i);
      // brotli, then gzip, from the copies the build made; the same bytes once decoded
      const br = await get('/embed/news-feed.js', 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(entry);
      expect(br.rawPayload.length).toBeLessThan(entry.length / 4);
      const gz = await get(`/embed/v${EMBED_VERSION}/news-feed.js`, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(entry);
      // a hashed chunk stays immutable when sent compressed; without a .gz copy, sent as is
      const chunkBr = await get('/embed/chunks/runtime-AbC_12-z.js', 'br');
      expect(chunkBr.headers['content-encoding']).toBe('br');
      expect(chunkBr.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const chunkGz = await get('/embed/chunks/runtime-AbC_12-z.js', 'gzip');
      expect(chunkGz.headers['content-encoding']).toBeUndefined();
      expect(chunkGz.body).toBe('export {};');
    });
  });
});

describe('portal assets', () => {
  it('are sent compressed when accepted: hashed assets immutable, the page revalidated', async () => {
    const s = await start();
    const portal = join(s.dataDir, 'static-portal');
    mkdirSync(join(portal, 'assets'), { recursive: true });
    const page = `<!doctype html><title>portal</title>${'<p>台商協會</p>'.repeat(100)}`;
    const chunk = `export const x = 1;\n${'customElements;'.repeat(200)}\n`;
    for (const [file, text] of [
      ['index.html', page],
      ['assets/element-AbC_12-z.js', chunk],
    ] as const) {
      writeFileSync(join(portal, file), text);
      writeFileSync(join(portal, `${file}.br`), brotliCompressSync(text));
      writeFileSync(join(portal, `${file}.gz`), gzipSync(text));
    }
    await serving(s.dataDir, { portal }, async (get) => {
      for (const url of ['/', '/index.html']) {
        const br = await get(url, 'gzip, deflate, br');
        expect(br.statusCode).toBe(200);
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.headers['content-type']).toMatch(/^text\/html/);
        expect(br.headers['cache-control']).toBe('no-cache');
        expect(br.headers.vary).toMatch(/accept-encoding/i);
        expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page);
        const plain = await get(url);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers['cache-control']).toBe('no-cache');
        expect(plain.body).toBe(page);
      }
      const br = await get('/assets/element-AbC_12-z.js', 'br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(chunk);
      const gz = await get('/assets/element-AbC_12-z.js', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(chunk);
      const plain = await get('/assets/element-AbC_12-z.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(chunk);
    });
  });
});

describe("the portal page's boot script", () => {
  it('is allowed by its hash on the portal page only; other scripts stay by folder', async () => {
    const s = await start();
    const portal = join(s.dataDir, 'static-portal-boot');
    mkdirSync(portal, { recursive: true });
    const boot = "document.documentElement.dataset.x='1'";
    writeFileSync(
      join(portal, 'index.html'),
      `<!doctype html><title>portal</title><script>${boot}</script><script type="module" src="/assets/a.js"></script>`,
    );
    writeFileSync(join(portal, 'preview.html'), `<!doctype html><script>${boot}</script>`);
    await serving(s.dataDir, { portal }, async (get) => {
      const hash = `'sha256-${createHash('sha256').update(boot).digest('base64')}'`;
      const scripts = async (url: string) => {
        const res = await get(url);
        return /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
      };
      const folders = 'localhost:80/assets/ localhost:80/embed/ localhost:80/embed-react/';
      expect(await scripts('/')).toBe(`${hash} ${folders}`);
      expect(await scripts('/index.html')).toBe(`${hash} ${folders}`);
      expect(await scripts('/?x=1')).toBe(`${hash} ${folders}`);
      expect(await scripts('/preview.html')).toBe(folders);
      expect(await scripts('/api/v2/website/navigate')).toBe(folders);
    });
  });
});

describe('caller identity', () => {
  it('Bearer header wins over the cookie', async () => {
    const s = await start();
    const token = await login(s, demo.phone, demo.password);
    const res = await s.call('GET', `/api/v2/member/${demo.userId}`, {
      headers: { ...bearer(token), cookie: 'sztx_token=deadbeef' },
    });
    expect(res.body.code).toBe('200');
  });
});
