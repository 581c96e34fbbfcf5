import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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
  partner: string;
}

const require = createRequire(import.meta.url);

/** Bootstrap's compiled CSS for the partner page (a real framework's global styles). */
function registerVendorCss(app: FastifyInstance): void {
  let css: Buffer | null = null;
  app.get('/partner/vendor/bootstrap.min.css', async (_req, reply) => {
    if (!css) {
      try {
        css = readFileSync(require.resolve('bootstrap/dist/css/bootstrap.min.css'));
      } catch {
        return reply.code(404).type('text/plain; charset=utf-8').send('bootstrap is not installed');
      }
    }
    return reply
      .type('text/css; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(css);
  });
}

/**
 * Portal at /, embed bundles at /embed/, partner page at /partner/ with its vendor CSS (files:
 * see files.ts).
 */
export async function registerStatic(app: FastifyInstance, dirs: StaticDirs): Promise<void> {
  registerVendorCss(app);
  const mounts: { name: keyof StaticDirs; prefix: string }[] = [
    { name: 'embed', prefix: '/embed/' },
    { name: 'embedReact', prefix: '/embed-react/' },
    { name: 'partner', prefix: '/partner/' },
    { name: 'portal', prefix: '/' },
  ];
  for (const { name, prefix } of mounts) {
    const root = dirs[name];
    if (!isDir(root)) {
      app.log.warn(`static ${name} directory ${root} not found; ${prefix} is not served`);
      continue;
    }
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      redirect: prefix !== '/',
      cacheControl: name !== 'embed' && name !== 'embedReact',
      setHeaders:
        name === 'embed' || name === 'embedReact'
          ? (res, path) => {
              res.setHeader('Access-Control-Allow-Origin', '*');
              res.setHeader(
                'Cache-Control',
                HASHED_ASSET.test(basename(path))
                  ? 'public, max-age=31536000, immutable'
                  : 'no-cache',
              );
            }
          : undefined,
    });
    if (name === 'partner') {
      // `/partner` → `/partner/` so relative links on the page resolve.
      app.get('/partner', (req, reply) => {
        const q = req.url.indexOf('?');
        return reply.redirect(`/partner/${q >= 0 ? req.url.slice(q) : ''}`, 301);
      });
    }
  }
}
