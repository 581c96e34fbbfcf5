// What tells search engines where the public pages are: `sitemap.xml` (every public item, in
// both scripts with their hreflang alternates and the item's last change where the API says it;
// a sitemap index of numbered files past the protocol's 50,000 URLs a file) and robots.txt.
import type { Call } from '../../core/api/client';
import { toEpochMs } from '../../core/time/time';
import { escapeHtml } from './document';
import { KINDS } from './kinds';
import { pagePath } from './site';

/** The protocol's limit of URLs in one sitemap file. */
export const SITEMAP_LIMIT = 50_000;

/** Every page's `<url>` entry, each kind in turn. */
async function entries(call: Call, site: string): Promise<string[]> {
  const urls: string[] = [];
  for (const kind of KINDS) {
    for await (const item of kind.list(call)) {
      const at = {
        t: site + pagePath(kind.kind, item.id, 't'),
        s: site + pagePath(kind.kind, item.id, 's'),
      };
      const ms = toEpochMs(item.modified ?? null);
      const lastmod =
        ms === null ? '' : `<lastmod>${new Date(ms).toISOString().slice(0, 10)}</lastmod>`;
      const links = [
        `<xhtml:link rel="alternate" hreflang="zh-Hant" href="${escapeHtml(at.t)}"/>`,
        `<xhtml:link rel="alternate" hreflang="zh-Hans" href="${escapeHtml(at.s)}"/>`,
      ].join('');
      for (const url of [at.t, at.s])
        urls.push(`<url><loc>${escapeHtml(url)}</loc>${lastmod}${links}</url>`);
    }
  }
  return urls;
}

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const urlset = (urls: string[]) =>
  `${XML}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;

/**
 * The sitemap's answer: `part` null is `/sitemap.xml` (the URLs themselves when they fit one
 * file, else the index of the numbered files), a number is `/sitemap-<part>.xml`; null when
 * that file does not exist.
 */
export async function sitemapAnswer(
  call: Call,
  site: string,
  part: number | null,
  pageSize = SITEMAP_LIMIT,
): Promise<string | null> {
  const urls = await entries(call, site);
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
