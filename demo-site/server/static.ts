import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import pkg from '../../package.json' with { type: 'json' };

/** The widgets' version: `/embed/v<version>/…` serves this build under a URL that never changes. */
export const EMBED_VERSION: string = pkg.version;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Vite-style hashed asset names: `name-XXXXXXXX.js` / `.css`. */
const HASHED_ASSET = /-[A-Za-z0-9_-]{8}\.(?:js|css)$/;

function isDir(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}

export interface StaticDirs {
  portal: string;
  embed: string;
  /** The same widgets built with React instead of preact/compat (tests and size comparison). */
  embedReact: string;
}

/**
 * The caching of an embed file: under `/embed/v<version>/` everything is immutable; under the
 * moving `/embed/` only chunks with a content hash in their name are, the entry scripts (which
 * partners' pages name) are revalidated.
 */
function embedCaching(versioned: boolean) {
  return (res: { setHeader(name: string, value: string): unknown }, path: string) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    // the precompressed copy (`x.js.br`) answers for `x.js`
    const name = basename(path).replace(/\.(?:br|gz)$/, '');
    res.setHeader('Cache-Control', versioned || HASHED_ASSET.test(name) ? IMMUTABLE : 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
  };
}

/**
 * The caching of a portal file: hashed assets (`/assets/name-XXXXXXXX.js`) are immutable, the
 * HTML pages that name them are revalidated on every visit.
 */
function portalCaching(res: { setHeader(name: string, value: string): unknown }, path: string) {
  const name = basename(path).replace(/\.(?:br|gz)$/, '');
  res.setHeader('Cache-Control', HASHED_ASSET.test(name) ? IMMUTABLE : 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
}

/** The CSP sources of a page's inline scripts (`'sha256-…'`), by their exact text. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([^<]*)<\/script>/g)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`,
  );
}

/**
 * The portal's page has one inline script (its boot script, harness/portal-shell.ts): its hash
 * joins the page's `script-src`, which otherwise names only the folders of our own bundles.
 */
function allowPortalBootScript(app: FastifyInstance, root: string): void {
  const page = join(root, 'index.html');
  let read = { mtime: -1, hashes: [] as string[] };
  const hashes = () => {
    const mtime = existsSync(page) ? statSync(page).mtimeMs : 0;
    if (mtime !== read.mtime)
      read = { mtime, hashes: mtime ? inlineScriptHashes(readFileSync(page, 'utf8')) : [] };
    return read.hashes;
  };
  app.addHook('onSend', async (req, reply, payload) => {
    const path = req.url.split('?')[0];
    if (path !== '/' && path !== '/index.html') return payload;
    const policy = reply.getHeader('content-security-policy');
    const allowed = hashes();
    if (typeof policy === 'string' && allowed.length > 0)
      reply.header(
        'content-security-policy',
        policy.replace('script-src ', `script-src ${allowed.join(' ')} `),
      );
    return payload;
  });
}

/**
 * Portal at /, embed bundles at /embed/ (and, immutable, at /embed/v<version>/) (files: see
 * files.ts; the partner demo pages: partner-site.ts, on their own origin). The embed bundles and the portal are sent
 * brotli- or gzip-compressed to browsers that accept it, from the `.br`/`.gz` copies the build
 * made.
 */
export async function registerStatic(app: FastifyInstance, dirs: StaticDirs): Promise<void> {
  const mounts: { name: keyof StaticDirs; prefix: string; versioned?: boolean }[] = [
    { name: 'embed', prefix: `/embed/v${EMBED_VERSION}/`, versioned: true },
    { name: 'embed', prefix: '/embed/' },
    { name: 'embedReact', prefix: '/embed-react/' },
    { name: 'portal', prefix: '/' },
  ];
  for (const { name, prefix, versioned = false } of mounts) {
    const root = dirs[name];
    if (!isDir(root)) {
      app.log.warn(`static ${name} directory ${root} not found; ${prefix} is not served`);
      continue;
    }
    const embed = name === 'embed' || name === 'embedReact';
    const portal = name === 'portal';
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      redirect: prefix !== '/',
      cacheControl: !embed && !portal,
      preCompressed: embed || portal,
      setHeaders: embed ? embedCaching(versioned) : portal ? portalCaching : undefined,
    });
    if (portal) allowPortalBootScript(app, root);
  }
}
