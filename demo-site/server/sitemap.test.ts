// @vitest-environment node
// sitemap.xml and robots.txt (issue 31): the sitemap lists the page of every public item of the
// database (read with SQL, kind by kind), in both scripts, and nothing else (no member who does
// not allow it, no need waiting for review); past its page size it is an index of numbered
// files (tested with 5,000 URLs a file instead of the protocol's 50,000; the seed has about 19,000).
import { describe, expect, it } from 'vitest';
import { PUBLIC_ROWS, rows } from '../../tests/support/public-rows';
import { serverForFile, startServer } from '../../tests/support/server';

const PAGE_SIZE = 5000;
const server = serverForFile({ publicPages: { sitemapPageSize: PAGE_SIZE } });
const SITE = 'http://assoc.test';

const get = (url: string) =>
  server.app.inject({ method: 'GET', url, headers: { host: 'assoc.test' } });

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc!);

/** Every public item's two pages, and every hidden item's, from the database. */
function expected() {
  const shown = new Set<string>();
  const hidden = new Set<string>();
  for (const kind of Object.keys(PUBLIC_ROWS)) {
    for (const row of rows(server, kind)) {
      for (const path of [`/s/${kind}/${row.id}`, `/s/zh-Hans/${kind}/${row.id}`])
        (row.public ? shown : hidden).add(SITE + path);
    }
  }
  return { shown, hidden };
}

describe('sitemap.xml', () => {
  it('is an index of numbered files, which together list every public item once and only them', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    const files = locs(index.body);
    const { shown, hidden } = expected();
    expect(files).toHaveLength(Math.ceil(shown.size / PAGE_SIZE));
    const listed: string[] = [];
    for (const [i, file] of files.entries()) {
      expect(file).toBe(`${SITE}/sitemap-${i + 1}.xml`);
      const part = await get(new URL(file).pathname);
      expect(part.statusCode).toBe(200);
      const urls = locs(part.body);
      expect(urls.length).toBeLessThanOrEqual(PAGE_SIZE);
      listed.push(...urls);
    }
    expect(listed.length).toBe(new Set(listed).size);
    expect(new Set(listed)).toEqual(shown);
    expect(hidden.size).toBeGreaterThan(0);
    for (const url of hidden) expect(listed).not.toContain(url);
    expect((await get(`/sitemap-${files.length + 1}.xml`)).statusCode).toBe(404);
    expect((await get('/sitemap-0.xml')).statusCode).toBe(404);
  });

  it('gives each page its other script as an hreflang alternate, and the last change where the API says it', async () => {
    const part = (await get('/sitemap-1.xml')).body;
    const first = /<url>([\s\S]*?)<\/url>/.exec(part)?.[1] ?? '';
    const loc = locs(first)[0]!;
    const id = loc.split('/').at(-1);
    expect(first).toContain(`hreflang="zh-Hant" href="${SITE}/s/article/${id}"`);
    expect(first).toContain(`hreflang="zh-Hans" href="${SITE}/s/zh-Hans/article/${id}"`);
    expect(first).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('is one file of URLs while they fit in one', async () => {
    const whole = await startServer();
    try {
      const res = await whole.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: 'assoc.test' },
      });
      expect(res.body).toContain('<urlset');
      expect(new Set(locs(res.body))).toEqual(expected().shown);
    } finally {
      await whole.close();
    }
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the API, development, upload and preview areas and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/dev/', '/qiniu-up/', '/files/private/', '/preview.html'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /s/');
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
