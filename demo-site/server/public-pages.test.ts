// @vitest-environment node
// The public page of every kind of public item (issue 31), walked item by item from the
// database (not from the pages' own lists): the page answers without JavaScript with the item's
// title and text (a paid item's preview only), the metadata machines read (title, description,
// canonical, hreflang, Open Graph, Twitter card, JSON-LD of its type with the properties search
// engines require) and a strict CSP; bad ids and hidden items answer the portal's 404 page.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { directives, weaknesses } from '../../tests/support/csp';
import { PUBLIC_ROWS, type Row, rows, textOf } from '../../tests/support/public-rows';
import { serverForFile, startServer } from '../../tests/support/server';
import { MARK_SCRIPT } from '../../widgets/portal/shell';
import { KINDS } from '../pages/kinds';
import { inlineScriptHashes } from './static';

/** A built portal's page: its boot script, styles and module scripts (what the pages load). */
const portalDir = mkdtempSync(join(tmpdir(), 'sztx-portal-'));
mkdirSync(portalDir, { recursive: true });
writeFileSync(
  join(portalDir, 'index.html'),
  `<!doctype html>\n<html lang="zh-Hant">\n  <head>\n    <meta charset="utf-8" />\n    <title>台商協會</title>\n    <script>${MARK_SCRIPT}</script>\n    <script>document.documentElement.dataset.boot=''</script>\n    <style>html,body{margin:0}</style>\n    <link rel="icon" href="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" />\n    <script type="module" crossorigin src="/assets/index-AbCdEfGh.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/portal-AbCdEfGh.js">\n  </head>\n  <body><div data-sztx-shell inert></div><sztx-portal></sztx-portal></body>\n</html>\n`,
);
const server = serverForFile({ staticDirs: { portal: portalDir } });

const get = (url: string) =>
  server.app.inject({ method: 'GET', url, headers: { host: 'assoc.test' } });

/** The head's metadata of a page. */
function metadata(html: string) {
  const meta = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
  const link = (rel: string, lang?: string) =>
    new RegExp(`<link rel="${rel}"${lang ? ` hreflang="${lang}"` : ''} href="([^"]*)">`).exec(
      html,
    )?.[1];
  const graph = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    meta,
    canonical: link('canonical'),
    alternate: (lang: string) => link('alternate', lang),
    graph,
  };
}

/** The properties each schema.org type needs (Google's structured data documentation). */
const REQUIRED: Record<string, string[]> = {
  NewsArticle: ['headline', 'image', 'datePublished', 'author', 'publisher'],
  Article: ['headline', 'image', 'datePublished', 'author', 'publisher'],
  Course: ['name', 'description', 'provider'],
  Product: ['name', 'image', 'description'],
  Demand: ['name', 'description', 'itemOffered'],
  Organization: ['name', 'url', 'logo'],
  LocalBusiness: ['name', 'url', 'address'],
  ProfilePage: ['mainEntity'],
  // no rich result of Google's: schema.org's periodical model (its bib extension), an issue
  // with its name, date and image, part of its Periodical (which names the publisher)
  PublicationIssue: ['name', 'image', 'datePublished', 'isPartOf', 'publisher'],
};

/** The first few items of a kind, and every paid one. */
const sample = (list: Row[]) => list.filter((row, i) => i < 2 || row.paid);

describe('the public page of each item', () => {
  it('has a row source for every kind of page (a new kind is walked here too)', () => {
    expect(Object.keys(PUBLIC_ROWS).sort()).toEqual(KINDS.map((k) => k.kind).sort());
  });

  for (const kind of KINDS) {
    it(`${kind.kind}: title, text, metadata, JSON-LD and a strict CSP, without JavaScript`, async () => {
      const list = rows(server, kind.kind).filter((row) => row.public);
      expect(list.length).toBeGreaterThan(0);
      for (const row of sample(list)) {
        const url = `/s/${kind.kind}/${row.id}`;
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        const html = res.body;
        const text = textOf(html);
        expect(text, url).toContain(row.title);
        // the item is what the page is about: a heading of its own names it (not a list's row)
        const headings = [...html.matchAll(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/g)];
        expect(
          headings.map(([, inner]) => textOf(inner!).trim()),
          `${url} headings`,
        ).toContain(row.title);
        // headings go down one level at a time, the API's rich bodies too (axe heading-order)
        const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map(([, n]) => Number(n));
        const skips = levels.flatMap((level, i) =>
          i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} → h${level}`] : [],
        );
        expect(skips, `${url} heading levels ${levels.join(' ')}`).toEqual([]);
        if (row.snippet) expect(text, `${url} body`).toContain(row.snippet);
        if (row.paid && row.ending) expect(text, `${url} is a preview`).not.toContain(row.ending);

        // a page laid out by width in script (the needs board's `nb-pc`) has its phone layout
        // too, shown at phone widths: never the PC layout alone
        const phone = html.split('<div class="sztx-layout" data-layout="mobile">')[1] ?? '';
        if (html.includes('nb-pc')) expect(phone, `${url} phone layout`).toContain('class="nb');
        expect(phone, url).not.toContain('nb-pc');

        // the menu marks the item's section, not the home page
        expect(html).toMatch(/class="menu-link" aria-current="(?:page|true)"/);
        expect(html, url).not.toMatch(/href="#\/" class="menu-link" aria-current/);

        const head = metadata(html);
        const page = `http://assoc.test${url}`;
        expect(head.title, url).toBe(`${row.title} - 台商協會`);
        expect(head.meta('description')?.length, url).toBeGreaterThan(0);
        expect(head.canonical).toBe(page);
        expect(head.alternate('zh-Hant')).toBe(page);
        expect(head.alternate('zh-Hans')).toBe(
          `http://assoc.test/s/zh-Hans/${kind.kind}/${row.id}`,
        );
        expect(head.alternate('x-default')).toBe(page);
        for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type'])
          expect(head.meta(key), `${url} ${key}`).toBeTruthy();
        expect(head.meta('og:url')).toBe(page);
        expect(head.meta('og:image')).toMatch(/^http:\/\/assoc\.test\/.+\.(?:png|jpe?g|webp)$/);
        expect(head.meta('twitter:card')).toBe('summary_large_image');

        const [main, breadcrumb] = head.graph;
        expect(Object.keys(REQUIRED)).toContain(main?.['@type']);
        for (const key of REQUIRED[String(main?.['@type'])]!)
          expect(main?.[key], `${url} ${main?.['@type']}.${key}`).toBeTruthy();
        expect(breadcrumb?.['@type']).toBe('BreadcrumbList');
        const crumbs = breadcrumb?.itemListElement as Array<Record<string, unknown>>;
        expect(crumbs.map((c) => c.position)).toEqual([1, 2, 3]);
        expect(crumbs.at(-1)).toMatchObject({ name: row.title, item: page });
        if (row.paid) {
          expect(main).toMatchObject({ isAccessibleForFree: false });
          const part = (main?.hasPart ?? {}) as Record<string, unknown>;
          expect(part).toMatchObject({ '@type': 'WebPageElement', isAccessibleForFree: false });
          // the selector names the paywalled part the page has
          expect(html).toContain(`class="${String(part.cssSelector).slice(1)}"`);
        }

        const policy = res.headers['content-security-policy'];
        expect(weaknesses(policy), url).toEqual([]);
        const scripts = directives(String(policy)).get('script-src') ?? [];
        for (const hash of inlineScriptHashes(html)) expect(scripts, url).toContain(hash);
        expect(res.headers['x-robots-tag']).toBeUndefined();
      }
    });
  }

  it('is Simplified at /s/zh-Hans/… and with ?lang=zh-Hans: its text, canonical and lang', async () => {
    for (const kind of KINDS) {
      const [row] = rows(server, kind.kind).filter((r) => r.public);
      const res = await get(`/s/zh-Hans/${kind.kind}/${row!.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/^<!doctype html>\n<html lang="zh-Hans">/);
      const head = metadata(res.body);
      expect(head.canonical).toBe(`http://assoc.test/s/zh-Hans/${kind.kind}/${row!.id}`);
      expect(head.title).toMatch(/ - 台商协会$/);
      expect(textOf(res.body)).toContain('首页');
      const query = await get(`/s/${kind.kind}/${row!.id}?lang=zh-Hans`);
      expect(metadata(query.body).canonical).toBe(head.canonical);
    }
  });

  it('hands the page over to the portal at its route: the portal scripts, and a hashed inline script', async () => {
    const [row] = rows(server, 'need').filter((r) => r.public);
    const res = await get(`/s/need/${row!.id}`);
    expect(res.body).toContain(
      '<script type="module" crossorigin src="/assets/index-AbCdEfGh.js">',
    );
    expect(res.body).toContain(`history.replaceState(null,'',"/#/need-details/${row!.id}")`);
    expect(res.body).toContain('<base href="http://assoc.test/">');
    // the portal's icon (without it, browsers ask for /favicon.ico: a 404 in the console)
    expect(res.body).toContain('<link rel="icon" href="data:image/svg+xml,');
    const scripts = directives(String(res.headers['content-security-policy'])).get('script-src');
    // the hand-over, the portal's two boot scripts and the loader that runs them after the first paint
    expect(inlineScriptHashes(res.body)).toHaveLength(4);
    // the portal's scripts and preloads wait in a template for the page's first paint
    const held = /<template data-sztx-after-paint>([\s\S]*?)<\/template>/.exec(res.body)?.[1];
    expect(held).toContain('<script type="module" crossorigin src="/assets/index-AbCdEfGh.js">');
    expect(held).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/portal-AbCdEfGh.js">',
    );
    expect(held).toContain("<script>document.documentElement.dataset.boot=''</script>");
    const outside = res.body.replace(/<template[\s\S]*?<\/template>/g, '');
    expect(outside).not.toMatch(/<script[^>]* src=|<link rel="modulepreload"/);
    // but the session and language marks run at once, after the hand-over (which stores the
    // page's language): a signed-in reader's header from the first paint
    expect(held).not.toContain(MARK_SCRIPT);
    const at = (text: string) => outside.indexOf(text);
    expect(at(`<script>${MARK_SCRIPT}</script>`)).toBeGreaterThan(at('history.replaceState'));
    for (const hash of inlineScriptHashes(res.body)) expect(scripts).toContain(hash);
  });
});

describe('bad ids, hidden items and other paths', () => {
  const BAD = ['abc', '-1', '0', '99999999', '1e3', '1.5', '%20', 'x'.repeat(5000), '1/2', ''];

  it('answer the portal-looking 404 page with noindex, for every kind and every bad id', async () => {
    for (const kind of [...KINDS.map((k) => k.kind), 'nothing']) {
      for (const id of BAD) {
        const url = `/s/${kind}/${id}`;
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['x-robots-tag'], url).toBe('noindex');
        expect(res.body, url).toContain('<meta name="robots" content="noindex">');
        expect(res.body, url).toContain('class="portal"');
        expect(textOf(res.body), url).toContain('找不到頁面');
        expect(res.body, url).not.toMatch(/\bat \S+:\d+|Error:|stack/);
        expect(weaknesses(res.headers['content-security-policy']), url).toEqual([]);
      }
    }
  });

  it('never copy a Host header that is not a plain host name into a page', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/s/article/1',
      headers: { host: 'evil.test"><script>alert(1)</script>' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.test');
    expect(metadata(res.body).canonical).toBe('http://localhost/s/article/1');
  });

  it('answer 404 for items that are not public: members who do not allow it, needs not approved', async () => {
    for (const kind of ['member', 'need']) {
      const hidden = rows(server, kind).filter((r) => !r.public);
      expect(hidden.length, kind).toBeGreaterThan(0);
      for (const row of hidden.slice(0, 5))
        expect((await get(`/s/${kind}/${row.id}`)).statusCode).toBe(404);
    }
  });

  it('mark private, development and upload paths, the preview studio and any 404 noindex', async () => {
    for (const url of [
      '/api/v2/article/1',
      '/dev/reset',
      '/files/seed/logo.svg',
      '/preview.html',
      '/frame.html',
      '/no-such-page',
    ])
      expect((await get(url)).headers['x-robots-tag'], url).toBe('noindex');
    expect((await get('/')).headers['x-robots-tag']).toBeUndefined();
  });

  it('answer an API that cannot be read with the page of the failure (503, noindex), never a trace', async () => {
    // the pages in front of an API that refuses every connection
    const away = await startServer({ publicPages: { apiBase: 'http://127.0.0.1:9/api/v2/' } });
    try {
      for (const kind of KINDS) {
        const res = await away.app.inject({ method: 'GET', url: `/s/${kind.kind}/1` });
        expect(res.statusCode, kind.kind).toBe(503);
        expect(res.headers['x-robots-tag']).toBe('noindex');
        expect(res.body).toContain('class="portal"');
        expect(res.body).toMatch(/role="alert"/);
        expect(res.body).not.toMatch(/\bat \S+:\d+|stack/);
      }
    } finally {
      await away.close();
    }
  });

  it('keeps no more rendered HTML than its byte budget', async () => {
    // a budget smaller than any page: nothing is kept, each request renders (the views count,
    // which a kept page does not follow, shows it)
    const small = await startServer({ publicPages: { cacheBytes: 1 } });
    try {
      const [row] = rows(server, 'article');
      const ask = () =>
        small.app.inject({
          method: 'GET',
          url: `/s/article/${row!.id}`,
          headers: { host: 'assoc.test' },
        });
      const first = await ask();
      small.app.sztxContext.db
        .prepare('UPDATE articles SET times = times + 1000 WHERE article_id = ?')
        .run(row!.id);
      const again = await ask();
      expect(again.statusCode).toBe(200);
      expect(again.body).not.toBe(first.body);
    } finally {
      await small.close();
    }
  });

  it('serves a page rendered again as soon as its item changes (and kept while it does not)', async () => {
    const db = server.app.sztxContext.db;
    const [row] = rows(server, 'article');
    const first = await get(`/s/article/${row!.id}`);
    // the views count is not the item's: the page rendered a moment ago is served again
    db.prepare('UPDATE articles SET times = times + 1000 WHERE article_id = ?').run(row!.id);
    const again = await get(`/s/article/${row!.id}`);
    expect(again.body).toBe(first.body);
    db.prepare('UPDATE articles SET title = ? WHERE article_id = ?').run('協會新標題', row!.id);
    try {
      const changed = await get(`/s/article/${row!.id}`);
      expect(metadata(changed.body).title).toBe('協會新標題 - 台商協會');
      expect(textOf(changed.body)).toContain('協會新標題');
    } finally {
      db.prepare('UPDATE articles SET title = ? WHERE article_id = ?').run(row!.title, row!.id);
    }
  });
});
