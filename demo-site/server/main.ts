import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { createServer, trustProxyFromEnv } from './app.js';
import { createPartnerServer } from './partner-site.js';

const port = Number.parseInt(process.env.PORT ?? '8080', 10);
// the partner demo pages: an origin of their own (0: any free port, printed below)
const partnerPort = Number.parseInt(process.env.PARTNER_PORT ?? String(port + 1), 10);
const host = process.env.HOST ?? '0.0.0.0';
const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
const dev = process.env.NODE_ENV !== 'production';
const corsOrigins = (process.env.CORS_ORIGINS ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);

/** Listens, or ends the process with the error. */
async function listen(server: FastifyInstance, at: number): Promise<number> {
  try {
    await server.listen({ port: at, host });
  } catch (err) {
    server.log.error(err);
    console.error(String(err));
    process.exit(1);
  }
  const address = server.server.address();
  return typeof address === 'object' && address ? address.port : at;
}

const base = process.env.PORTAL_ORIGIN ?? `http://${shown}:${port}`;
const partnerApp = await createPartnerServer({
  dir: resolve(process.cwd(), 'demo-site/partner'),
  portalOrigin: base,
});
const partnerListens = await listen(partnerApp, partnerPort);
const partnerBase = process.env.PARTNER_ORIGIN ?? `http://${shown}:${partnerListens}`;

const app = await createServer({
  dataDir: process.env.DATA_DIR ?? '.data/',
  logger: true,
  corsOrigins,
  partnerOrigin: partnerBase,
  dev,
  devRemote: process.env.DEV_ALLOW_REMOTE === 'true',
  trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY),
  // the public pages (/s/…): another /api/v2 server to read, the site's public URL
  publicPages: {
    ...(process.env.PAGES_API_BASE && { apiBase: process.env.PAGES_API_BASE }),
    ...(process.env.SITE_URL && { siteUrl: process.env.SITE_URL }),
  },
});

await listen(app, port);

const lines = [
  `  portal:   ${base}/`,
  `  preview:  ${base}/preview.html`,
  `  partner:  ${partnerBase}/partner/`,
  `  API:      ${base}/api/v2/`,
  `  pages:    ${base}/s/article/1 (a page per public item; all of them: ${base}/sitemap.xml)`,
];
if (dev) lines.push(`  dev:      ${base}/dev/`);
console.log(
  `SZTX reference server\n${lines.join('\n')}\nready in ${Math.round(performance.now())} ms`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    Promise.all([app.close(), partnerApp.close()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
