// The association's public pages (issue 31), in front of any /api/v2 server: a page per public
// item (`/s/<kind>/<id>`, Simplified at `/s/zh-Hans/<kind>/<id>`), its 404 page, the sitemap
// and robots.txt. Reads the API through core/api's client only; the web server around it (the
// reference server's demo-site/server/public-pages.ts) gives it a client and routes requests.
import type { ApiClient } from '../../core/api/client';
import { imageUrl, resolveConfig } from '../../core/config/config';
import type { Lang } from '../../core/language/language';
import { itemRoute, publicPagePath } from '../../core/router/public-pages';
import { type ChangeLog, digest } from './changes';
import { documentHtml, type Head, handOverScript, type PortalPage } from './document';
import { type Kind, kindOf, type PublicItem } from './kinds';
import * as texts from './messages';
import { languageStore, type RenderScope, renderItem, renderNotFound } from './render';
import { pageGraph } from './schema';

/** A card image (absolute URL or a path on the site) and its size. */
interface CardImage {
  url: string;
  width: number;
  height: number;
}

export interface PublicPagesOptions {
  /** The client every read goes through (its API base: any /api/v2 server). */
  api: ApiClient;
  /**
   * Where the API's relative image and file paths resolve, for a page of `site` (default:
   * beside the API).
   */
  imageBase?: (site: string) => string;
  /** The built portal's page, to hand the pages over to (null: the pages run no script). */
  portal?: () => PortalPage | null;
  /** The size of a share card (at least 1200 × 630) and the site's own (its logo, the 404's). */
  card: CardImage;
  /**
   * How long a rendered page serves while its item is unchanged (ms, default 60 s): each
   * request reads the item, and a changed item renders its page again at once.
   */
  ttl?: number;
  /** The HTML the kept pages may hold together (bytes, default 256 MB). */
  cacheBytes?: number;
  now?: () => number;
  /** Told what each page read of its item (its changes date the sitemap's `lastmod`). */
  changes?: ChangeLog;
}

/** A page's answer. */
export interface PageAnswer {
  status: number;
  html: string;
}

/** A record's id as the pages accept it: a positive integer, at most 15 digits. */
const ID = /^[1-9]\d{0,14}$/;

/** The text of rich HTML, for a description: no tags, entities read, at most `max` characters. */
/**
 * `html` with its tags dropped (each a space; a script or a style with its content), by one scan:
 * the patterns for it (`<[^>]*>` and a back-referenced end tag) are quadratic in a run of `<`.
 */
export function withoutTags(html: string): string {
  const lower = html.toLowerCase();
  let text = '';
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open < 0) return text + html.slice(at);
    text += `${html.slice(at, open)} `;
    const close = html.indexOf('>', open);
    if (close < 0) return text; // an unterminated tag: what follows is not text
    at = close + 1;
    const element = lower.startsWith('<script', open)
      ? 'script'
      : lower.startsWith('<style', open)
        ? 'style'
        : '';
    if (element) {
      const end = lower.indexOf(`</${element}`, at);
      const after = end < 0 ? -1 : lower.indexOf('>', end);
      at = after < 0 ? html.length : after + 1;
    }
  }
  return text;
}

function plainText(html: string, max = 150): string {
  const named: Record<string, string> = {
    nbsp: ' ',
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
  };
  const text = withoutTags(html)
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
      if (name[0] !== '#') return named[name.toLowerCase()] ?? all;
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number(name.slice(1));
      return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
  return [...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text;
}

/** The Open Graph type of a schema.org type. */
const OG_TYPE: Record<string, string> = {
  NewsArticle: 'article',
  Article: 'article',
  Product: 'product',
  Person: 'profile',
};

/**
 * Rendered pages kept, at most this many and this many bytes of HTML together (the least
 * recently rendered go first): a page is 40–150 KB, its frame's styles and its data included,
 * so the count bounds them first. A kept page remembers its item's digest, not the record.
 */
const CACHED_PAGES = 2000;
const CACHED_BYTES = 256 * 1024 * 1024;

export function createPublicPages(options: PublicPagesOptions) {
  const { api, ttl = 60_000, now = Date.now, cacheBytes = CACHED_BYTES } = options;
  const rendered = new Map<string, { facts: string; at: number; answer: PageAnswer }>();
  /** The HTML the kept pages hold, in UTF-16 code units (what a JS string takes, about). */
  let renderedSize = 0;
  const forget = (key: string) => {
    const kept = rendered.get(key);
    if (!kept) return;
    renderedSize -= kept.answer.html.length;
    rendered.delete(key);
  };
  const imageBase = options.imageBase ?? (() => new URL('../../', api.base).href);

  async function scopeFor(site: string, lang: Lang): Promise<RenderScope> {
    const config = resolveConfig({
      apiBase: api.base,
      imageBase: imageBase(site),
      portalUrl: `${site}/`,
    });
    return { config, api, lang: await languageStore(lang) };
  }

  const absolute = (url: string, base: string) => new URL(url, `${base}/`).href;

  /** The head of the not-found page, and of a page that could not be read. */
  function bareHead(site: string, lang: Lang, t: (text: string) => string, title: string): Head {
    const card = options.card;
    return {
      title: `${t(title)} - ${t(texts.associationName)}`,
      description: t(texts.siteDescription),
      urls: { t: `${site}/`, s: `${site}/` },
      lang,
      type: 'website',
      image: { ...card, url: absolute(card.url, site), alt: t(texts.associationName) },
      siteName: t(texts.associationName),
      graph: [],
      noindex: true,
      portal: `${site}/`,
    };
  }

  function itemHead(
    site: string,
    kind: Kind,
    id: string,
    item: PublicItem,
    scope: RenderScope,
  ): Head {
    const { t } = scope.lang.get();
    const lang = scope.lang.get().lang;
    const urls = {
      t: site + publicPagePath(kind.kind, id, 't'),
      s: site + publicPagePath(kind.kind, id, 's'),
    };
    const siteName = t(texts.associationName);
    // link previews show raster images only (not SVG): an item without one shows the card
    const own = item.images
      .map((path) => imageUrl(path, scope.config))
      .find((url) => url && !/\.svg(?:[?#]|$)/i.test(url));
    const card = options.card;
    // without one: the item's own card, its title drawn (`card` below)
    const image = own
      ? { url: own, alt: t(item.title) }
      : { ...card, url: site + itemCardPath(kind.kind, id, lang), alt: t(item.title) };
    const description = t(plainText(item.description) || item.title);
    const facts = {
      ...item,
      title: t(item.title),
      description,
      paid: item.paid,
      ...(item.file && { file: imageUrl(item.file, scope.config) }),
    };
    const entity = kind.entity(facts);
    const page = {
      url: urls[lang],
      image: image.url,
      site: { name: siteName, url: `${site}/`, logo: absolute(card.url, site) },
      paidPart: '.pw',
      language: lang === 's' ? 'zh-Hans' : 'zh-Hant',
    };
    const crumbs = [
      { name: t(texts.home), url: `${site}/` },
      { name: t(kind.section.name), url: `${site}/#${kind.section.route}` },
      { name: facts.title, url: urls[lang] },
    ];
    return {
      title: `${facts.title} - ${siteName}`,
      description,
      urls,
      lang,
      type: OG_TYPE[entity['@type']] ?? 'website',
      image,
      siteName,
      graph: pageGraph(entity, page, crumbs),
      portal: `${site}/`,
    };
  }

  /**
   * The document of `head` and `body`, handed over to the portal at `route` when built, with
   * the values the body's stores showed (`data`), for the portal's first render.
   */
  function document(
    head: Head,
    body: string,
    site: string,
    route: string | null,
    data: Record<string, unknown> = {},
  ) {
    const portal = route ? (options.portal?.() ?? null) : null;
    const handOver =
      portal && route
        ? { script: handOverScript(route, `${site}/`, head.lang), portal, data }
        : null;
    return documentHtml(head, body, handOver);
  }

  /** The not-found page (status 404, noindex), in the portal's look. */
  async function notFound(site: string, lang: Lang): Promise<PageAnswer> {
    const scope = await scopeFor(site, lang);
    const head = bareHead(site, lang, scope.lang.get().t, texts.notFoundTitle);
    return { status: 404, html: document(head, await renderNotFound(scope), site, null) };
  }

  /** The page of the item `id` of `kindName`, at `site` (the origin the page is asked from). */
  async function page(site: string, kindName: string, id: string, lang: Lang): Promise<PageAnswer> {
    const kind = kindOf(kindName);
    if (!kind || !ID.test(id)) return notFound(site, lang);
    const scope = await scopeFor(site, lang);
    let item: PublicItem | null;
    try {
      item = await kind.read({ api }, id);
    } catch {
      // the API failed: the page shows the portal's error state, for people, not for search
      const head = bareHead(site, lang, scope.lang.get().t, texts.unavailable);
      const body = (await renderItem(scope, kind, id)).html;
      return { status: 503, html: document(head, body, site, null) };
    }
    if (!item) return notFound(site, lang);
    // a page is rendered again when its item changed, or after `ttl` (what else it shows)
    const key = `${site} ${lang} ${kind.kind} ${id}`;
    const text = JSON.stringify(item);
    options.changes?.see('page', `${kind.kind} ${id}`, text);
    const facts = digest(text);
    const kept = rendered.get(key);
    if (kept && kept.facts === facts && now() - kept.at < ttl) return kept.answer;
    const head = itemHead(site, kind, id, item, scope);
    const route = itemRoute(kind.kind, id);
    const body = await renderItem(scope, kind, id);
    const html = document(head, body.html, site, route, body.data);
    const answer = { status: 200, html };
    forget(key);
    rendered.set(key, { facts, at: now(), answer });
    renderedSize += html.length;
    while (rendered.size > CACHED_PAGES || renderedSize * 2 > cacheBytes)
      forget(rendered.keys().next().value!);
    return answer;
  }

  /**
   * What the share card of the item `id` of `kindName` shows, in `lang` (null: no such public
   * item, or the API could not be read).
   */
  async function card(
    kindName: string,
    id: string,
    lang: Lang,
  ): Promise<{ title: string; section: string; site: string } | null> {
    const kind = kindOf(kindName);
    if (!kind || !ID.test(id)) return null;
    const item = await kind.read({ api }, id).catch(() => null);
    if (!item) return null;
    const { t } = (await languageStore(lang)).get();
    return { title: t(item.title), section: t(kind.section.name), site: t(texts.associationName) };
  }

  return { page, notFound, card };
}

/** The path of an item's share card: its page's, under `/s/card/` (`/s/card/zh-Hans/need/3.png`). */
const itemCardPath = (kind: string, id: string, lang: Lang): string =>
  `/s/card/${publicPagePath(kind, id, lang).slice('/s/'.length)}.png`;
