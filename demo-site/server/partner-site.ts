// The partner demo pages (demo-site/partner/) on an origin of their own: another port of the
// same process (main.ts). They stand for other companies' sites, so they never share the
// portal's origin: a script on them reaches neither the portal's storage nor, through the API,
// its session cookie (auth.ts reads that cookie for the portal's own origin only). They load
// the widgets from the portal's /embed/ and call its API across origins, as a partner's site
// does.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { partnerPagePolicy } from './page-policy.js';

export interface PartnerSiteOptions {
  /** demo-site/partner. */
  dir: string;
  /** The portal's origin (`http://localhost:8080`): its /embed/ scripts and its API. */
  portalOrigin: string;
}

/** The files of the folder a page may name: flat names only, no traversal, no dotfiles. */
const FILE = /^[a-z0-9-]+\.(html|js|css)$/;

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

const require = createRequire(import.meta.url);

/** Bootstrap's compiled CSS for the needs page (a real framework's global styles), sent
 * compressed as a partner's own server or CDN would (232 KB raw, 31 KB gzip). */
function registerVendorCss(app: FastifyInstance): void {
  let css: { raw: Buffer; br: Buffer; gzip: Buffer } | null = null;
  app.get('/partner/vendor/bootstrap.min.css', async (req, reply) => {
    if (!css) {
      try {
        const raw = readFileSync(require.resolve('bootstrap/dist/css/bootstrap.min.css'));
        css = { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw, { level: 9 }) };
      } catch {
        return reply.code(404).type('text/plain; charset=utf-8').send('bootstrap is not installed');
      }
    }
    // the client's preferences, `q=0` (not acceptable) included, as for every other static file
    const accepted = req.headers['accept-encoding'];
    const encoding = accepted ? negotiate(accepted, ['br', 'gzip'] as const) : null;
    reply
      .type('text/css; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .header('Vary', 'Accept-Encoding');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(encoding ? css[encoding] : css.raw);
  });
}

/** A page names the widget scripts as `/embed/…`: they live on the portal's origin. */
const toPortal = (html: string, portal: string) =>
  html.replace(/(src|href)="\/(embed(?:-react)?\/)/g, `$1="${portal}/$2`);

const notFound = (reply: FastifyReply) =>
  reply.code(404).type('text/plain; charset=utf-8').send('Not Found');

/** The partner site: `/partner/<file>`, its vendor CSS, and redirects to `/partner/`. */
export async function createPartnerServer(opts: PartnerSiteOptions): Promise<FastifyInstance> {
  const app = Fastify();
  const portal = new URL(opts.portalOrigin).origin;

  // every answer, a page or an error, carries the page policy and the usual headers
  app.addHook('onSend', async (req, reply, payload) => {
    const path = req.url.split('?')[0] ?? '';
    const page = path.endsWith('/') ? `${path}index.html` : path;
    reply.header('content-security-policy', partnerPagePolicy(req.raw, page, portal));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    return payload;
  });

  registerVendorCss(app);
  const toIndex = (url: string) => {
    const q = url.indexOf('?');
    return `/partner/${q >= 0 ? url.slice(q) : ''}`;
  };
  app.get('/', (req, reply) => reply.redirect(toIndex(req.url), 302));
  app.get('/partner', (req, reply) => reply.redirect(toIndex(req.url), 301));
  app.get<{ Params: { '*': string } }>('/partner/*', async (req, reply) => {
    const name = req.params['*'] || 'index.html';
    const file = join(opts.dir, name);
    const kind = FILE.exec(name)?.[1];
    if (!kind || !existsSync(file) || !statSync(file).isFile()) return notFound(reply);
    const text = readFileSync(file, 'utf8');
    return reply
      .type(TYPES[kind]!)
      .header('cache-control', 'no-cache')
      .send(kind === 'html' ? toPortal(text, portal) : text);
  });
  app.setNotFoundHandler((_req, reply) => notFound(reply));
  return app;
}

/**
 * `/partner` and `/partner/…` on the portal's origin: a redirect to the same page on the
 * partner origin (never served here, where the portal's session lives), or a 404 without one.
 */
export function redirectPartnerPages(app: FastifyInstance, partnerOrigin: string | undefined) {
  const target = partnerOrigin && new URL(partnerOrigin).origin; // parsed once, not per request
  const handler = (req: { url: string }, reply: FastifyReply) =>
    target ? reply.redirect(`${target}${req.url}`, 302) : notFound(reply);
  app.get('/partner', handler);
  app.get('/partner/*', handler);
}
