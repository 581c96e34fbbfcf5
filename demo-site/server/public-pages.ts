// The association's public pages on the reference server (issue 31): demo-site/pages renders
// them from the portal's components, reading an /api/v2 server through core/api (this server's
// own API by default, without a network hop; `apiBase` names another), and this module routes
// them: `/s/…` pages, `/sitemap.xml`, `/robots.txt`, the share card, and `noindex` on what
// search engines must not index (private and development areas, uploads, 404 answers).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { createClient } from '../../core/api/client.js';
import { setHtmlWindow } from '../../core/content/html.js';
import type { Lang } from '../../core/language/language.js';
import { SIMPLIFIED_SEGMENT as SIMPLIFIED } from '../../core/router/public-pages.js';
import { trimSlashes } from '../../core/router/routes.js';
import { cardSvg, itemCardSvg } from '../pages/card.js';
import { createChangeLog } from '../pages/changes.js';
import { type PortalPage, portalPageOf } from '../pages/document.js';
import { createPublicPages } from '../pages/site.js';
import { createSitemap, robotsTxt } from '../pages/sitemap.js';
import { inlineScriptHashes } from './static.js';

export interface PublicPagesServerOptions {
  /** The /api/v2 server the pages read (default: this server's own, in process). */
  apiBase?: string;
  /** Where the site is public (canonical URLs); default: the origin each request names. */
  siteUrl?: string;
  /** URLs per sitemap file (default 50,000, the protocol's limit; tests page with less). */
  sitemapPageSize?: number;
  /** How long a listing of the items serves (ms, default 10 minutes; tests list again at once). */
  sitemapTtl?: number;
  /** The HTML the rendered pages kept may hold together (bytes, default 256 MB). */
  cacheBytes?: number;
}

/** Paths no search engine should index: answered with `X-Robots-Tag: noindex`. */
const NOT_INDEXED = /^\/(?:api|dev|files|qiniu-up|partner)(?:\/|$)|^\/(?:preview|frame)\.html$/;

/** The built portal's page, read again when it changes (null while it is not built). */
function builtPortal(dir: string): () => PortalPage | null {
  const file = join(dir, 'index.html');
  let read: { mtime: number; page: PortalPage | null } = { mtime: -1, page: null };
  return () => {
    const mtime = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (mtime !== read.mtime)
      read = { mtime, page: mtime ? portalPageOf(readFileSync(file, 'utf8')) : null };
    return read.page;
  };
}

/** `fetch` answered by `app` itself (Fastify's inject): the pages read this server's API. */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(request.body && { payload: Buffer.from(await request.arrayBuffer()) }),
    });
    return new Response(new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: answer.headers as Record<string, string>,
    });
  };
}

/** Lets the page's own inline scripts (and only them) run: their hashes join `script-src`. */
function allowInlineScripts(reply: FastifyReply, html: string): void {
  const policy = reply.getHeader('content-security-policy');
  const hashes = inlineScriptHashes(html);
  if (typeof policy === 'string' && hashes.length > 0)
    reply.header(
      'content-security-policy',
      policy.replace('script-src ', `script-src ${hashes.join(' ')} `),
    );
}

/** A Host header that is a plain host name (and port). */
const PLAIN_HOST = /^[A-Za-z0-9.-]{1,253}(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]{2,45}\](?::\d{1,5})?$/;

/** The segments of a wildcard path under `/s/…`, the Simplified segment (`zh-Hans/`) taken off. */
function segmentsOf(req: FastifyRequest): { simplified: boolean; rest: string[] } {
  const rest = ((req.params as { '*': string })['*'] ?? '').split('/');
  const simplified = rest[0] === SIMPLIFIED;
  if (simplified) rest.shift();
  return { simplified, rest };
}

/** The card of items without an image of their own. */
const CARD = { url: '/s/card.png', width: 1200, height: 630 };

export async function registerPublicPages(
  app: FastifyInstance,
  opts: PublicPagesServerOptions & { portalDir: string },
): Promise<void> {
  // rich HTML is sanitized by the widgets' DOMPurify, in a window of its own on the server
  setHtmlWindow(() => new JSDOM('').window);
  const local = opts.apiBase === undefined;
  const api = createClient({
    apiBase: opts.apiBase ?? 'http://in-process/api/v2/',
    token: () => null,
    ...(local && { fetch: inProcessFetch(app) }),
  });
  // when the pages and the sitemap's listings saw an item change: its sitemap lastmod
  const changes = createChangeLog();
  const pages = createPublicPages({
    api,
    changes,
    // this server's images: on the site's own origin
    ...(local && { imageBase: (site: string) => `${site}/` }),
    portal: builtPortal(opts.portalDir),
    card: CARD,
    ...(opts.cacheBytes !== undefined && { cacheBytes: opts.cacheBytes }),
  });
  // a Host that is not a plain host name never reaches a page (canonical links, the cache key)
  // (without its trailing slashes: trimSlashes loops, as a pattern is quadratic in a run of them)
  const siteOf = (req: FastifyRequest) =>
    trimSlashes(
      opts.siteUrl ?? `${req.protocol}://${PLAIN_HOST.test(req.host) ? req.host : 'localhost'}`,
    );
  const send = (reply: FastifyReply, answer: { status: number; html: string }) => {
    allowInlineScripts(reply, answer.html);
    if (answer.status !== 200) reply.header('x-robots-tag', 'noindex');
    return reply.code(answer.status).type('text/html; charset=utf-8').send(answer.html);
  };

  app.addHook('onSend', async (req, reply, payload) => {
    const path = req.url.split('?')[0] ?? '';
    if (reply.statusCode === 404 || NOT_INDEXED.test(path)) reply.header('x-robots-tag', 'noindex');
    return payload;
  });

  let card: Promise<Buffer> | undefined;
  app.get('/s/card.png', async (_req, reply) => {
    card ??= sharp(Buffer.from(cardSvg(CARD)))
      .png()
      .toBuffer();
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(await card);
  });

  // an item's own card (its title): made once per title, the last few hundred kept
  const cards = new Map<string, Promise<Buffer>>();
  app.get('/s/card/*', async (req, reply) => {
    const { simplified, rest } = segmentsOf(req);
    const lang: Lang = simplified ? 's' : 't';
    const [kind = '', file = ''] = rest;
    const shown =
      rest.length === 2 && file.endsWith('.png')
        ? await pages.card(kind, file.slice(0, -'.png'.length), lang)
        : null;
    if (!shown) return send(reply, await pages.notFound(siteOf(req), lang));
    const key = JSON.stringify(shown);
    let png = cards.get(key);
    if (!png) {
      png = sharp(Buffer.from(itemCardSvg(CARD, shown)))
        .png()
        .toBuffer();
      // a card that failed is made again by the next request
      png.catch(() => cards.delete(key));
      cards.set(key, png);
      if (cards.size > 500) cards.delete(cards.keys().next().value!);
    }
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=3600')
      .send(await png);
  });

  // every other path under /s/: a page, or the 404 page (any id: letters, huge, none)
  app.get('/s/*', async (req, reply) => {
    const { simplified, rest } = segmentsOf(req);
    const lang: Lang =
      simplified || (req.query as { lang?: string }).lang === SIMPLIFIED ? 's' : 't';
    const site = siteOf(req);
    if (rest.length !== 2) return send(reply, await pages.notFound(site, lang));
    return send(reply, await pages.page(site, rest[0]!, rest[1]!, lang));
  });

  app.get('/robots.txt', async (req, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(siteOf(req))),
  );
  const sitemapOf = createSitemap(
    { api },
    {
      changes,
      ...(opts.sitemapPageSize !== undefined && { pageSize: opts.sitemapPageSize }),
      ...(opts.sitemapTtl !== undefined && { ttl: opts.sitemapTtl }),
    },
  );
  const sitemap = async (req: FastifyRequest, reply: FastifyReply, part: number | null) => {
    const answer = await sitemapOf(siteOf(req), part);
    if (!answer) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply.type('application/xml; charset=utf-8').send(answer);
  };
  app.get('/sitemap.xml', (req, reply) => sitemap(req, reply, null));
  app.get('/sitemap-:part.xml', (req, reply) => {
    const part = (req.params as { part: string }).part;
    return /^[1-9]\d{0,5}$/.test(part) ? sitemap(req, reply, Number(part)) : sitemap(req, reply, 0);
  });
}
