// What tells search engines where the public pages are: `sitemap.xml` (every public item, in
// both scripts with their hreflang alternates and the item's last change where the API says it
// or the pages saw it change, demo-site/pages/changes.ts;
// a sitemap index of numbered files past the protocol's 50,000 URLs a file) and robots.txt.
import type { Call } from '../../core/api/client';
import { LANG_TAG } from '../../core/language/language';
import { publicPagePath } from '../../core/router/public-pages';
import { toEpochMs } from '../../core/time/time';
import type { ChangeLog } from './changes';
import { escapeHtml } from './document';
import { KINDS, type Listed } from './kinds';

/** The protocol's limit of URLs in one sitemap file. */
const SITEMAP_LIMIT = 50_000;

/** A public item: its kind, id and last change. */
interface Entry extends Listed {
  kind: string;
}

/**
 * Every public item, each kind in turn, its last change the later of the time its record says
 * and the last time `changes` saw it change (each listing is a look at its row).
 */
async function allItems(call: Call, changes?: ChangeLog): Promise<Entry[]> {
  const items: Entry[] = [];
  for (const kind of KINDS)
    for await (const item of kind.list(call)) {
      const key = `${kind.kind} ${item.id}`;
      changes?.see('list', key, item.row);
      const times = [toEpochMs(item.modified ?? null), changes?.changedAt(key) ?? null];
      const known = times.filter((time): time is number => time !== null);
      items.push({ ...item, modified: known.length ? Math.max(...known) : null, kind: kind.kind });
    }
  return items;
}

/** An item's `<url>` entries: its page in each script, each naming the other as alternate. */
function urlsOf(site: string, item: Entry): string[] {
  const at = {
    t: site + publicPagePath(item.kind, item.id, 't'),
    s: site + publicPagePath(item.kind, item.id, 's'),
  };
  const ms = toEpochMs(item.modified ?? null);
  const lastmod =
    ms === null ? '' : `<lastmod>${new Date(ms).toISOString().slice(0, 10)}</lastmod>`;
  const links = (['t', 's'] as const)
    .map(
      (lang) =>
        `<xhtml:link rel="alternate" hreflang="${LANG_TAG[lang]}" href="${escapeHtml(at[lang])}"/>`,
    )
    .join('');
  return [at.t, at.s].map((url) => `<url><loc>${escapeHtml(url)}</loc>${lastmod}${links}</url>`);
}

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const urlset = (urls: string[]) =>
  `${XML}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;

export interface SitemapOptions {
  /** URLs a file (default the protocol's 50,000). */
  pageSize?: number;
  /** How long a listing of the items serves (ms, default 10 minutes): a walk is many calls. */
  ttl?: number;
  now?: () => number;
  /** When items were seen changing (the pages and the listings note it). */
  changes?: ChangeLog;
}

/** The sitemap of the items `call` lists, listed at most once per `ttl`. */
export function createSitemap(call: Call, options: SitemapOptions = {}) {
  const { pageSize = SITEMAP_LIMIT, ttl = 10 * 60_000, now = Date.now } = options;
  let listed: { at: number; items: Promise<Entry[]> } | null = null;
  const items = () => {
    if (!listed || now() - listed.at > ttl) {
      const walk = allItems(call, options.changes);
      listed = { at: now(), items: walk };
      // a failed walk is not kept
      walk.catch(() => {
        if (listed?.items === walk) listed = null;
      });
    }
    return listed.items;
  };

  /**
   * `part` null is `/sitemap.xml` (the URLs themselves when they fit one file, else the index
   * of the numbered files), a number is `/sitemap-<part>.xml`; null when that file does not
   * exist.
   */
  return async function answer(site: string, part: number | null): Promise<string | null> {
    const urls = (await items()).flatMap((item) => urlsOf(site, item));
    const files = Math.max(1, Math.ceil(urls.length / pageSize));
    if (part === null) {
      if (files === 1) return urlset(urls);
      const list = Array.from(
        { length: files },
        (_, i) => `<sitemap><loc>${escapeHtml(`${site}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
      );
      return `${XML}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${list.join('\n')}\n</sitemapindex>\n`;
    }
    if (files === 1 || part < 1 || part > files) return null;
    return urlset(urls.slice((part - 1) * pageSize, part * pageSize));
  };
}

/** robots.txt: the API, development, upload and preview areas are not for crawling. */
export function robotsTxt(site: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /dev/',
    'Disallow: /qiniu-up/',
    'Disallow: /partner/',
    'Disallow: /files/private/',
    'Disallow: /files/protected/',
    'Disallow: /preview.html',
    'Disallow: /frame.html',
    'Allow: /',
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');
}
