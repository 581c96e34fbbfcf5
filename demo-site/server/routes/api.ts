import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { fail, MSG } from '../envelope.js';
import { enforceRights } from '../rights-hook.js';

const LOCAL_ORIGIN = /^http:\/\/(?:localhost|127\.0\.0\.1)(?::\d{1,5})?$/;

export async function registerCors(
  scope: FastifyInstance,
  corsOrigins: readonly string[],
  dev: boolean,
): Promise<void> {
  const allowed = new Set(corsOrigins);
  await scope.register(cors, {
    origin: (origin, cb) => {
      cb(null, !!origin && (allowed.has(origin) || (dev && LOCAL_ORIGIN.test(origin))));
    },
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Requested-With'],
    maxAge: 600,
  });
}

/** The header a preview session's requests carry (its faults apply to them only). */
const PREVIEW_HEADER = 'x-sztx-preview';

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The /api/v2 scope: CORS, fault injection (dev), the rights table (rights-hook.ts), the
 * not-found envelope (features add the routes).
 */
export async function setUpApi(
  app: FastifyInstance,
  ctx: ServerContext,
  corsOrigins: readonly string[],
): Promise<void> {
  await registerCors(app, corsOrigins, ctx.dev);

  // Fault injection (dev only). Runs after CORS so injected answers still carry CORS headers.
  if (ctx.dev) {
    app.addHook('onRequest', async (req, reply) => {
      if (ctx.faults.length === 0 || req.method === 'OPTIONS') return;
      // a preview session's faults touch only the requests of that session
      const session = req.headers[PREVIEW_HEADER];
      const index = ctx.faults.findIndex(
        (f) => (f.session === undefined || f.session === session) && f.re.test(req.url),
      );
      if (index < 0) return;
      const fault = ctx.faults[index]!;
      if (fault.times !== undefined) {
        fault.times -= 1;
        if (fault.times <= 0) ctx.faults.splice(index, 1);
      }
      if (fault.delayMs) await sleep(fault.delayMs);
      if (fault.status !== undefined || fault.body !== undefined) {
        reply
          .code(fault.status ?? 200)
          .type('text/plain; charset=utf-8')
          .send(fault.body ?? '');
        return reply;
      }
    });
  }

  enforceRights(app, ctx);

  app.setNotFoundHandler((_req, reply) => {
    reply.code(404).send(fail('404', MSG.notFound));
  });
}
