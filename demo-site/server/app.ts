import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse as parseQuery } from 'node:querystring';
import { Writable } from 'node:stream';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  LogController,
} from 'fastify';
import { HASH_GATE_DEFAULTS, HashGate, type HashGateLimits } from './auth.js';
import { registerAnswerCaching } from './caching.js';
import { DAY, MINUTE, type ServerContext, sweepLimits } from './context.js';
import { isEmpty, openDatabase } from './db.js';
import { DEV_REMOTE_MSG, fromThisMachine } from './dev-access.js';
import { ApiFailure, fail, MSG, redactUrl, send } from './envelope.js';
import { accountRepository } from './features/account/repository.js';
import { FEATURE_MIGRATIONS, FEATURES } from './features/index.js';
import { AJV_OPTIONS, firstValues, schemaFailure } from './features/schemas.js';
import { registerFiles } from './files.js';
import { limitInput } from './input-limits.js';
import { NOTHING_POLICY, PORTAL_DIRECTIVES } from './page-policy.js';
import { redirectPartnerPages } from './partner-site.js';
import { type PublicPagesServerOptions, registerPublicPages } from './public-pages.js';
import { registerCors, setUpApi } from './routes/api.js';
import { devRoutes } from './routes/dev.js';
import { loadSecrets } from './secrets.js';
import { seed, seedFromSnapshot, writeSeedImages } from './seed.js';
import { registerStatic } from './static.js';

export interface CreateServerOptions {
  /** Holds `sztx.db` and `files/` (uploads and generated seed images). */
  dataDir: string;
  /** Log to stdout (one readable line per entry). Default false. */
  logger?: boolean;
  /** Default: dist/portal, dist/embed, dist/embed-react relative to process.cwd(). */
  staticDirs?: { portal?: string; embed?: string; embedReact?: string };
  /** Origins allowed to call the API with credentials (the partner origin joins them). */
  corsOrigins?: string[];
  /**
   * The origin of the partner demo pages (partner-site.ts, another port in main.ts): `/partner/`
   * here redirects there, and its pages may call the API. Without it `/partner/` is a 404.
   */
  partnerOrigin?: string;
  /** Development endpoints and simulators. Default: NODE_ENV !== 'production'. */
  dev?: boolean;
  /**
   * The dev simulators answer any address, not only this machine (dev-access.ts). Default
   * false; from `DEV_ALLOW_REMOTE=true` in main.ts.
   */
  devRemote?: boolean;
  /** Where QINIU_AK, QINIU_SK and FILE_URL_SECRET are read (default process.env). */
  env?: Record<string, string | undefined>;
  /** Clock (ms epoch), injectable for tests. */
  now?: () => number;
  /**
   * Proxies whose `X-Forwarded-For`/`-Proto`/`-Host` are believed (Fastify's `trustProxy`):
   * `true` (any) or proxy addresses/CIDR ranges. Then `req.ip` is the client's address
   * (rate limits) and `req.protocol` the client's scheme (Secure cookie). Default: none, the
   * headers are ignored. From `TRUST_PROXY` in main.ts (see `trustProxyFromEnv`).
   */
  trustProxy?: boolean | string[];
  /** Socket limits in ms (slow clients cannot hold connections open); defaults below. */
  timeouts?: Partial<ServerTimeouts>;
  /** Bounds on password hashing (auth.ts HashGate); defaults HASH_GATE_DEFAULTS. */
  hashGate?: Partial<HashGateLimits>;
  /** The public pages of each item (public-pages.ts): their API, site URL, sitemap size. */
  publicPages?: PublicPagesServerOptions;
  /**
   * A folder of seed data and files (seed.ts `writeSeedSnapshot`) that an empty database is
   * filled from, and `/dev/reset` restores from, instead of generating the seed: tests start
   * many servers.
   */
  seedSnapshot?: string;
}

interface ServerTimeouts {
  /** Whole request (headers and body) must arrive within this; else 408 and close. */
  request: number;
  /** Request headers must arrive within this (at most `request`). */
  headers: number;
  /** An idle keep-alive connection is closed after this. */
  keepAlive: number;
  /** A socket without any traffic for this long is closed. */
  connection: number;
  /** How often Node checks the request and header timeouts. */
  checkInterval: number;
}

const DEFAULT_TIMEOUTS: ServerTimeouts = {
  request: 30_000,
  headers: 15_000,
  keepAlive: 5_000,
  connection: 60_000,
  checkInterval: 1_000,
};

/**
 * `TRUST_PROXY`: unset, empty, `false` or `0` → no proxy trusted; `true` → any peer (only when
 * the server is reachable through the proxy alone); otherwise a comma list of proxy addresses,
 * CIDR ranges or the names `loopback`, `linklocal`, `uniquelocal`. A hop count is refused:
 * Fastify cannot check the peer with it and would silently trust nothing.
 */
export function trustProxyFromEnv(value: string | undefined): boolean | string[] {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    throw new Error(
      `TRUST_PROXY=${v}: give true or the proxy addresses (e.g. 127.0.0.1,10.0.0.0/8)`,
    );
  }
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Turns pino's JSON lines into `HH:MM:SS LEVEL message`. */
function readableLogStream(): Writable {
  return new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line) continue;
        try {
          const entry = JSON.parse(line) as {
            level?: number;
            time?: number;
            msg?: string;
            err?: { stack?: string };
          };
          const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
          const level = LEVELS[entry.level ?? 30] ?? 'INFO';
          const extra = entry.err?.stack ? `\n${entry.err.stack}` : '';
          process.stdout.write(`${time} ${level} ${entry.msg ?? ''}${extra}\n`);
        } catch {
          process.stdout.write(`${line}\n`);
        }
      }
      done();
    },
  });
}

/** Paths answered with the JSON envelope: the API and the dev simulators. */
function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path.startsWith('/api/') || path === '/dev' || path.startsWith('/dev/');
}

export async function createServer(opts: CreateServerOptions): Promise<FastifyInstance> {
  const dev = opts.dev ?? process.env.NODE_ENV !== 'production';
  const dataDir = resolve(opts.dataDir);
  const filesDir = join(dataDir, 'files');
  mkdirSync(filesDir, { recursive: true });
  const db = openDatabase(dataDir, FEATURE_MIGRATIONS);

  const timeouts = { ...DEFAULT_TIMEOUTS, ...opts.timeouts };
  const corsOrigins = [
    ...(opts.corsOrigins ?? []),
    ...(opts.partnerOrigin ? [opts.partnerOrigin] : []),
  ];
  const app = Fastify({
    bodyLimit: 1024 * 1024, // a fallback: every route gets its own limit (input-limits.ts)
    trustProxy: opts.trustProxy ?? false,
    // a client trickling its request (slowloris) is cut off: 408 and close
    requestTimeout: timeouts.request,
    connectionTimeout: timeouts.connection,
    keepAliveTimeout: timeouts.keepAlive,
    http: {
      headersTimeout: Math.min(timeouts.headers, timeouts.request),
      connectionsCheckingInterval: timeouts.checkInterval,
    },
    logger: opts.logger ? { level: 'info', stream: readableLogStream() } : false,
    logController: new LogController({ disableRequestLogging: true }),
    // route schemas (features/schemas.ts): a refused node's own `msg` becomes the answer's
    ajv: { customOptions: AJV_OPTIONS },
    // a repeated query key keeps its first value, so query schemas see plain strings
    routerOptions: { querystringParser: (text) => firstValues(parseQuery(text)) },
    // errors met while routing (a broken percent-encoding, a path parameter over 100
    // characters) answer like every other bad request instead of Fastify's own error body
    frameworkErrors: (err, req, res) => {
      const reply = (res as FastifyReply).header('content-security-policy', NOTHING_POLICY);
      const msg = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? '請求地址參數過長' : '請求地址格式錯誤';
      if (isApiPath(req.url)) return reply.code(400).send(fail('400', msg));
      return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
    },
  });

  // every route as registered, for the authorization table test (hardening.test.ts)
  const routeTable: Array<{ method: string; url: string }> = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url });
    }
  });
  app.decorate('routeTable', routeTable);
  // each route's own body limit, from its schema (input-limits.ts)
  limitInput(app);

  const ctx: ServerContext = {
    db,
    dataDir,
    filesDir,
    dev,
    secrets: loadSecrets(dataDir, opts.env ?? process.env),
    now: opts.now ?? Date.now,
    loginFailures: new Map(),
    ipEvents: new Map(),
    hashGate: new HashGate({ ...HASH_GATE_DEFAULTS, ...opts.hashGate }),
    faults: [],
    resetVolatile() {
      ctx.loginFailures.clear();
      ctx.ipEvents.clear();
      ctx.faults.length = 0;
    },
  };
  app.decorate('sztxContext', ctx);
  const sweeper = setInterval(() => {
    sweepLimits(ctx);
    accountRepository(db).pruneSmsSends(ctx.now() - DAY);
  }, MINUTE);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    db.close();
  });

  try {
    if (isEmpty(db) && opts.seedSnapshot) {
      seedFromSnapshot(db, filesDir, opts.seedSnapshot);
    } else if (isEmpty(db)) {
      await seed(db, filesDir);
      app.log.info(`seeded a new database in ${dataDir}`);
    } else if (!existsSync(join(filesDir, 'seed', 'logo.svg'))) {
      writeSeedImages(filesDir);
    }
  } catch (err) {
    db.close();
    throw err;
  }

  await app.register(formbody);
  // every page of this origin gets the strict policy (page-policy.ts); the partner demo pages
  // live on an origin of their own (partner-site.ts)
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: PORTAL_DIRECTIVES },
    // partner sites load /embed/ scripts and /files/ images from other origins
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // the portal's login dialog is not a popup; keep window.opener isolation
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    hsts: false, // plain http in development; a TLS proxy in front sets it in production
  });
  redirectPartnerPages(app, opts.partnerOrigin);

  app.setErrorHandler((err: FastifyError | ApiFailure, req, reply) => {
    if (err instanceof ApiFailure) return send(reply, err.toEnvelope());
    // input a route schema refused: a business failure like a handler's (HTTP 200, code '400')
    if (err.validation) {
      return send(reply, schemaFailure(err, req.routeOptions.config.flagged === true).toEnvelope());
    }
    const status =
      typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 600
        ? err.statusCode
        : 500;
    if (status >= 500) req.log.error({ err }, `${req.method} ${redactUrl(req.url)} failed`);
    const msg =
      status >= 500
        ? MSG.server
        : status === 413
          ? '請求內容過大'
          : status === 415
            ? '不支持的內容類型'
            : MSG.badRequest;
    return reply.code(status).send(fail(String(status), msg));
  });

  app.setNotFoundHandler((req, reply) => {
    if (isApiPath(req.url)) {
      return reply.code(404).send(fail('404', MSG.notFound));
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });

  // a POST without a body meets its body schema as an empty object (handlers answer the
  // missing fields, after checking the caller)
  app.addHook('preValidation', async (req) => {
    if (req.body == null && req.routeOptions.schema?.body) req.body = {};
  });

  await app.register(
    async (api) => {
      await setUpApi(api, ctx, corsOrigins);
      registerAnswerCaching(api, { alwaysPrivate: false });
      for (const feature of FEATURES) {
        if (feature.routes) await api.register(feature.routes, { ctx });
      }
    },
    { prefix: '/api/v2' },
  );

  if (dev) {
    await app.register(
      async (scope) => {
        await registerCors(scope, corsOrigins, true);
        registerAnswerCaching(scope, { alwaysPrivate: true });
        if (!opts.devRemote) {
          const proxyTrusted = Boolean(opts.trustProxy);
          scope.addHook('onRequest', async (req, reply) => {
            if (req.method === 'OPTIONS' || fromThisMachine(req, proxyTrusted)) return;
            return reply.code(403).send(fail('403', DEV_REMOTE_MSG));
          });
        }
        await scope.register(devRoutes, { ctx });
        for (const feature of FEATURES) {
          if (feature.devRoutes) await scope.register(feature.devRoutes, { ctx });
        }
      },
      { prefix: '/dev' },
    );
  }

  // feature routes outside /api and /dev (e.g. the Qiniu upload emulator at /qiniu-up/)
  for (const feature of FEATURES) {
    if (feature.rootRoutes) await app.register(feature.rootRoutes, { ctx });
  }

  await registerFiles(app, { filesDir, secret: ctx.secrets.fileUrlSecret, now: ctx.now });
  const cwd = process.cwd();
  const portalDir = resolve(cwd, opts.staticDirs?.portal ?? 'dist/portal');
  await registerPublicPages(app, { ...opts.publicPages, portalDir });
  await registerStatic(app, {
    portal: portalDir,
    embed: resolve(cwd, opts.staticDirs?.embed ?? 'dist/embed'),
    embedReact: resolve(cwd, opts.staticDirs?.embedReact ?? 'dist/embed-react'),
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route (method and URL pattern), in registration order. */
    routeTable: ReadonlyArray<{ method: string; url: string }>;
    /** The server's shared state (tests read rate-limit and upload state through it). */
    sztxContext: ServerContext;
  }
}
