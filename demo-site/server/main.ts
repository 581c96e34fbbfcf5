import { performance } from 'node:perf_hooks';
import { createServer, trustProxyFromEnv } from './app.js';

const port = Number.parseInt(process.env.PORT ?? '8080', 10);
const host = process.env.HOST ?? '0.0.0.0';
const dev = process.env.NODE_ENV !== 'production';
const corsOrigins = (process.env.CORS_ORIGINS ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);

const app = await createServer({
  dataDir: process.env.DATA_DIR ?? '.data/',
  logger: true,
  corsOrigins,
  dev,
  devRemote: process.env.DEV_ALLOW_REMOTE === 'true',
  trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY),
});

try {
  await app.listen({ port, host });
} catch (err) {
  app.log.error(err);
  process.exit(1);
}

const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
const base = `http://${shown}:${port}`;
const lines = [
  `  portal:   ${base}/`,
  `  preview:  ${base}/preview.html`,
  `  partner:  ${base}/partner/`,
  `  API:      ${base}/api/v2/`,
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
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
