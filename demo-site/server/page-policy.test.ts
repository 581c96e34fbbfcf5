// @vitest-environment node
// Every page the reference server sends has a strict Content-Security-Policy, on the portal's
// origin and on the partner demo site's own origin: each HTML file either can serve, the
// dynamic pages (documents, the payment simulator) and the error and redirect answers. The
// partner pages run no inline script, and a page of another origin (a partner's) never reads
// the portal's session through its cookie.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directives, weaknesses } from '../../tests/support/csp.js';
import { createPartnerServer } from './partner-site.js';
import { bearer, DEMO, SESSION_COOKIE, startTestServer, type TestServer } from './test-helpers.js';

const PORTAL = 'http://localhost:4100';
const PARTNER = 'http://localhost:4101';
const PARTNER_DIR = join(process.cwd(), 'demo-site/partner');
const HARNESS_DIR = join(process.cwd(), 'harness');

describe('the strictness check itself', () => {
  it('finds each weakness', () => {
    expect(weaknesses(undefined)).toEqual(['no policy']);
    expect(weaknesses("script-src 'unsafe-inline' https:; object-src *")).toEqual([
      "script-src 'unsafe-inline'",
      'script-src https:',
      'object-src is not none',
      'base-uri missing',
      'no frame-ancestors',
    ]);
    expect(
      weaknesses(
        "default-src 'none'; script-src a.test/js/; base-uri 'none'; frame-ancestors 'self'",
      ),
    ).toEqual([]);
  });
});

describe('portal origin', () => {
  let s: TestServer;
  const portalDir = mkdtempSync(join(tmpdir(), 'sztx-pages-'));
  const pages = readdirSync(HARNESS_DIR).filter((name) => name.endsWith('.html'));
  beforeAll(async () => {
    mkdirSync(join(portalDir, 'portal'));
    for (const name of pages)
      copyFileSync(join(HARNESS_DIR, name), join(portalDir, 'portal', name));
    s = await startTestServer({
      staticDirs: { portal: join(portalDir, 'portal') },
      partnerOrigin: PARTNER,
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('sends a strict policy with every page and every error, HTML or not', async () => {
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const urls = [
      '/',
      ...pages.map((name) => `/${name}`),
      '/documents/privacy.html',
      '/documents/user-agreement.html?lang=s',
      '/documents/none.html',
      '/dev/pay/1',
      '/no-such-page.html',
      '/%E0%A4%A',
      '/api/v2/no-such-route',
      '/partner/',
      '/partner/one.html?tag=sztx-news-feed',
    ];
    for (const url of urls) {
      const res = await s.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(weaknesses(res.headers['content-security-policy']), url).toEqual([]);
    }
  });

  it('sends the partner pages to their own origin', async () => {
    for (const url of ['/partner', '/partner/', '/partner/one.html?tag=sztx-news-feed&x=1']) {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(`${PARTNER}${url}`);
    }
  });

  it('without a partner origin, /partner/ is not served at all', async () => {
    const alone = await startTestServer({ staticDirs: { portal: join(portalDir, 'portal') } });
    try {
      expect((await alone.app.inject({ method: 'GET', url: '/partner/' })).statusCode).toBe(404);
    } finally {
      await alone.close();
    }
  });

  it('lets its own partner origin call the API with credentials', async () => {
    const res = await s.app.inject({
      method: 'OPTIONS',
      url: '/api/v2/website/navigate',
      headers: { origin: PARTNER, 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
  });

  it("another origin's page never reads the member through the portal's cookie", async () => {
    const token = await s.login(DEMO);
    const cookie = `${SESSION_COOKIE}=${token}`;
    const member = async (headers: Record<string, string>) =>
      (await s.call('GET', '/api/v2/member/1', { headers: { host: 'localhost:4100', ...headers } }))
        .body;
    // the partner page's fetch(…, { credentials: 'include' }): same site, another origin
    for (const headers of [
      { cookie, origin: PARTNER, 'sec-fetch-site': 'same-site' } as Record<string, string>,
      { cookie, origin: PARTNER },
      { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    ]) {
      const body = await member(headers);
      expect(body.code, JSON.stringify(headers)).toBe('401');
      expect(JSON.stringify(body)).not.toContain('陳建宏');
    }
    // the portal's own pages, and a partner widget with its own Bearer token, still read it
    expect((await member({ cookie, 'sec-fetch-site': 'same-origin' })).code).toBe('200');
    expect((await member({ ...bearer(token), origin: PARTNER })).code).toBe('200');
  });
});

describe('partner origin', () => {
  let partner: FastifyInstance;
  const files = readdirSync(PARTNER_DIR);
  const htmlFiles = files.filter((name) => name.endsWith('.html'));
  beforeAll(async () => {
    partner = await createPartnerServer({ dir: PARTNER_DIR, portalOrigin: PORTAL });
  });
  afterAll(async () => {
    await partner?.close();
  });
  const get = (url: string) =>
    partner.inject({ method: 'GET', url, headers: { host: 'localhost:4101' } });

  it('sends a strict policy with every page of demo-site/partner, every file and every error', async () => {
    expect(htmlFiles.length).toBeGreaterThanOrEqual(7);
    const urls = [
      '/',
      '/partner',
      '/partner/',
      ...files.map((name) => `/partner/${name}`),
      '/partner/vendor/bootstrap.min.css',
      '/partner/no-such.html',
      '/partner/../app.ts',
      '/partner/%2e%2e/app.ts',
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(weaknesses(res.headers['content-security-policy']), url).toEqual([]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
    expect((await get('/partner/../app.ts')).statusCode).toBe(404);
    expect((await get('/partner/%2e%2e/app.ts')).statusCode).toBe(404);
  });

  it('loads scripts only from its own folder and the portal’s embed folders', async () => {
    for (const name of htmlFiles) {
      const res = await get(`/partner/${name}`);
      expect(res.statusCode, name).toBe(200);
      const scripts = directives(String(res.headers['content-security-policy'])).get('script-src');
      expect(scripts, name).toEqual([
        'localhost:4101/partner/',
        `${PORTAL}/embed/`,
        `${PORTAL}/embed-react/`,
      ]);
      // every widget script the page names is the portal's
      for (const [, src] of res.body.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) {
        expect(
          src!.startsWith(`${PORTAL}/embed/`) || /^(?:\.|\/partner)\//.test(src!),
          `${name}: ${src}`,
        ).toBe(true);
      }
    }
  });

  it('pages hold no inline script or handler attribute (the policy would block them)', () => {
    for (const name of htmlFiles) {
      const html = readFileSync(join(PARTNER_DIR, name), 'utf8');
      expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g), name).toBeNull();
      expect(html.match(/\son[a-z]+\s*=/gi), name).toBeNull();
      expect(html.match(/javascript:/gi), name).toBeNull();
    }
  });

  it('the strict pages allow no inline style; the others may (hostile CSS, Bootstrap, themes)', async () => {
    const styles = async (name: string) =>
      directives(String((await get(`/partner/${name}`)).headers['content-security-policy'])).get(
        'style-src',
      );
    expect(await styles('all.html')).toEqual(["'self'"]);
    expect(await styles('strict.html')).toEqual(["'self'"]);
    expect(await styles('index.html')).toContain("'unsafe-inline'");
  });

  it('a spoofed Host header is never copied into the policy', async () => {
    const res = await partner.inject({
      method: 'GET',
      url: '/partner/one.html',
      headers: { host: 'evil.test; script-src *' },
    });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).not.toContain('evil.test');
    expect(weaknesses(policy)).toEqual(["script-src 'self'"]);
  });
});
