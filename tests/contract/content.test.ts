// Public content calls of core/api against the reference server's seed data.
import { describe, expect, it } from 'vitest';
import { listArticles } from '../../core/api/content/articles';
import { getNavigation, getSiteProfile } from '../../core/api/content/reads';
import { imageUrl, resolveConfig } from '../../core/config/config';
import { loadSite, siteOf } from '../../core/content/site';
import { resolveRoute } from '../../core/router/routes';
import { SPEC_MENU } from '../spec/menu';
import { contractServer } from './server';

const server = contractServer();

/** Internal links of the site must be routes of the portal (or its redirects). */
function expectPortalRoute(url: string) {
  const [path = '/', qs = ''] = url.split('?');
  const resolution = resolveRoute(path, Object.fromEntries(new URLSearchParams(qs)), false);
  expect(resolution.kind, url).not.toBe('not-found');
}

describe('listArticles', () => {
  it('pages association news by row offset, 10 at a time, newest first', async () => {
    const first = await listArticles(server.client, { start: 0, limit: 10, articleType: 'XHDT' });
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThan(20);

    const seen = [...first.items];
    for (let start = 10; start < first.total; start += 10) {
      const page = await listArticles(server.client, { start, limit: 10, articleType: 'XHDT' });
      expect(page.total).toBe(first.total);
      expect(page.items).toHaveLength(Math.min(10, first.total - start));
      seen.push(...page.items);
    }
    expect(new Set(seen.map((a) => a.id)).size).toBe(first.total);
    expect(seen.every((a) => a.type === 'XHDT')).toBe(true);
    const times = seen.map((a) => Number(a.publishTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const past = await listArticles(server.client, {
      start: first.total,
      limit: 10,
      articleType: 'XHDT',
    });
    expect(past).toEqual({ items: [], total: first.total });
  });

  it('returns only the requested type, and more than one type without a filter', async () => {
    const stories = await listArticles(server.client, {
      start: 0,
      limit: 100,
      articleType: 'MJSX',
    });
    expect(stories.total).toBeGreaterThan(0);
    expect(stories.items.every((a) => a.type === 'MJSX')).toBe(true);

    const services = await listArticles(server.client, {
      start: 0,
      limit: 100,
      articleType: 'service',
    });
    expect(services.total).toBeGreaterThan(0);
    expect(services.items.some((a) => a.type === 'XHDT' || a.type === 'MJSX')).toBe(false);

    const all = await listArticles(server.client, { start: 0, limit: 100 });
    expect(new Set(all.items.map((a) => a.type)).size).toBeGreaterThan(2);
  });

  it('searches titles, counting only the matches', async () => {
    const news = await listArticles(server.client, { start: 0, limit: 100, articleType: 'XHDT' });
    const word = '研討會';
    const expected = news.items.filter((a) => a.title.includes(word));
    expect(expected.length).toBeGreaterThan(0);

    const found = await listArticles(server.client, {
      start: 0,
      limit: 10,
      articleType: 'XHDT',
      title: word,
    });
    expect(found.total).toBe(expected.length);
    expect(found.items.map((a) => a.title).sort()).toEqual(expected.map((a) => a.title).sort());

    const none = await listArticles(server.client, {
      start: 0,
      limit: 10,
      title: '100%_不存在的標題',
    });
    expect(none).toEqual({ items: [], total: 0 });
  });

  it("gives each article's main_image as image paths that resolve against the image base", async () => {
    const searchJson = JSON.stringify({ association_id: 'SZTX', article_type: 'XHDT' });
    const wire = await server.app.inject({
      method: 'GET',
      url: `/api/v2/article/list?start=0&limit=3&searchJson=${encodeURIComponent(searchJson)}`,
    });
    expect(typeof wire.json().data.data[0].main_image).toBe('string');
    const { items: data } = await listArticles(server.client, {
      start: 0,
      limit: 3,
      articleType: 'XHDT',
    });
    for (const article of data) {
      expect(article.images).toHaveLength(1);
      expect(article.images[0]).toMatch(/^\/files\/seed\/news-\d+\.svg$/);
    }

    const url = imageUrl(data[0]!.images[0], resolveConfig({ imageBase: server.origin }));
    expect(url.startsWith(`${server.origin}/files/seed/`)).toBe(true);
    const file = await server.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('<svg');
  });
});

describe('getNavigation', () => {
  it('gives the 13 header entries in the order of the spec, then the friend links', async () => {
    const items = await getNavigation(server.client);
    const menu = items.filter((i) => i.type === 'INDEX');
    expect(menu.map((i) => i.name)).toEqual(SPEC_MENU);
    expect(menu[0]!.url).toBe('/');
    expect(menu[1]!.url).toMatch(/^https:\/\//);
    for (const item of menu.filter((i) => i.url.startsWith('/'))) expectPortalRoute(item.url);

    const links = items.filter((i) => i.type === 'FRIENDLINK');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.name).not.toBe('');
      expect(link.url).toMatch(/^https?:\/\//);
    }
    expect(items).toHaveLength(menu.length + links.length);
  });
});

describe('getSiteProfile', () => {
  it('parses the three JSON-text entries into footer info, logo and footer rows', async () => {
    const profile = await getSiteProfile(server.client);
    expect(profile.info).toMatchObject({
      address: expect.any(String),
      phone: expect.any(String),
      email: expect.stringContaining('@'),
      copyright: expect.stringContaining('©'),
    });
    expect(profile.logo).toBe('/files/seed/logo.svg');
    expect(profile.rows.length).toBeGreaterThan(0);
    for (const row of profile.rows) {
      expect(row.title).not.toBe('');
      expect(row.menu.length).toBeGreaterThan(0);
      for (const entry of row.menu.filter((m) => m.url.startsWith('/'))) {
        expectPortalRoute(entry.url);
      }
    }
  });
});

describe('loadSite', () => {
  it('fills the site store of the API with the menu, the friend links and the profile', async () => {
    await loadSite(server.client.api);
    const site = siteOf(server.client.api).get();
    expect(site.status).toBe('ready');
    expect(site.menu).toHaveLength(13);
    expect(site.menu.every((i) => i.type === 'INDEX')).toBe(true);
    expect(site.links.length).toBeGreaterThan(0);
    expect(site.links.every((i) => i.type === 'FRIENDLINK')).toBe(true);
    expect(site.profile?.logo).toBe('/files/seed/logo.svg');
  });
});
