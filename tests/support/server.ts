// The one way tests start the reference server in their own process: a fresh data directory,
// no static folders, the development endpoints, and a clock the test can move. Server tests
// use `call` (Fastify's inject); contract tests also `listen` on a free port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import type { Envelope as WireEnvelope } from '../../core/api/types';
import { type CreateServerOptions, createServer } from '../../demo-site/server/app';
import { type Account, DEMO, GUEST, loginPath } from './accounts';

/** The wire envelope (core/api/types), its data read by each test. */
type Envelope = WireEnvelope<unknown>;

type Method = 'GET' | 'POST' | 'DELETE' | 'OPTIONS';

export interface ReferenceServer {
  app: FastifyInstance;
  /** Holds the database, uploads and the generated secrets. */
  dataDir: string;
  /** The server's clock (ms epoch); tests move it forward. */
  clock: { now: number };
  /** `http://127.0.0.1:<port>` once listening (`listen: true`), else ''. */
  origin: string;
  /** Inject a request and parse the JSON envelope (a non-JSON body comes back as `msg`). */
  call: (
    method: Method,
    url: string,
    opts?: Omit<InjectOptions, 'method' | 'url'>,
  ) => Promise<{ status: number; body: Envelope; headers: Record<string, unknown> }>;
  /** The last SMS code sent to a phone (`/dev/sms`). */
  lastSmsCode: (phone: string) => Promise<string>;
  /** Logs in with the password; the token. */
  login: (account: Account) => Promise<string>;
  /** Restores the seed data, sessions, SMS codes and rate limits (`/dev/reset`). */
  reset: () => Promise<void>;
  close: () => Promise<void>;
}

export interface StartOptions extends Partial<CreateServerOptions> {
  /** Listen on a free port of 127.0.0.1 (for fetch from the test); default false. */
  listen?: boolean;
}

/** 2025-07-01 10:00 +08:00, where every test's clock starts. */
const TEST_EPOCH = Date.UTC(2025, 6, 1, 2, 0);

/** Starts the server on a fresh temp data directory; `opts` override the defaults. */
export async function startServer({
  listen = false,
  ...opts
}: StartOptions = {}): Promise<ReferenceServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sztx-test-'));
  const clock = { now: TEST_EPOCH };
  const none = join(dataDir, 'no-static');
  const app = await createServer({
    dataDir,
    dev: true,
    now: () => clock.now,
    staticDirs: { portal: none, embed: none, embedReact: none },
    // the run's seed data, generated once (seed-snapshot.ts)
    seedSnapshot: inject('seedSnapshot'),
    ...opts,
  });
  let origin = '';
  if (listen) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('server has no TCP address');
    origin = `http://127.0.0.1:${address.port}`;
  }
  const server: ReferenceServer = {
    app,
    dataDir,
    clock,
    origin,
    async call(method, url, opts = {}) {
      const res = await app.inject({ method, url, ...opts });
      let body: Envelope;
      try {
        body = res.json() as Envelope;
      } catch {
        body = { code: 'non-json', msg: res.body, data: null };
      }
      return { status: res.statusCode, body, headers: res.headers };
    },
    async lastSmsCode(phone) {
      const { body } = await server.call('GET', `/dev/sms/${phone}`);
      if (body.code !== '200' || typeof body.data !== 'string') {
        throw new Error(`no SMS code for ${phone}: ${body.msg}`);
      }
      return body.data;
    },
    async login(account) {
      const { body } = await server.call('POST', loginPath(account));
      if (body.code !== '200') throw new Error(`login of ${account.phone} failed: ${body.msg}`);
      return body.data as string;
    },
    async reset() {
      const { body } = await server.call('POST', '/dev/reset');
      if (body.code !== '200') throw new Error(`reset failed: ${body.msg}`);
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/** A start seeds the database (a few seconds on a loaded machine). */
const START_TIMEOUT = 60_000;

type Hook = (fn: () => Promise<void>, timeout?: number) => void;

function hooked(start: Hook, stop: Hook, opts?: StartOptions): ReferenceServer {
  const server = {} as ReferenceServer;
  start(async () => {
    Object.assign(server, await startServer(opts));
  }, START_TIMEOUT);
  stop(async () => {
    await server.close?.();
  });
  return server;
}

/**
 * One server for the whole file: started before the first test, closed after the last. The
 * object is filled in by `beforeAll`, so tests (and hooks registered later) use it directly.
 */
export const serverForFile = (opts?: StartOptions): ReferenceServer =>
  hooked(beforeAll, afterAll, opts);

/** A fresh server for every test (the same object, refilled by `beforeEach`). */
export const serverForEachTest = (opts?: StartOptions): ReferenceServer =>
  hooked(beforeEach, afterEach, opts);

/** Tokens of the seeded accounts. */
interface SeededTokens {
  demo: string;
  guest: string;
}

/**
 * Logs the seeded accounts in on `server` before the first test, or with `afterReset` before
 * every test, right after `/dev/reset` (which ends every session).
 */
export function seededTokens(server: ReferenceServer, { afterReset = false } = {}): SeededTokens {
  const tokens = {} as SeededTokens;
  const logIn = async () => {
    tokens.demo = await server.login(DEMO);
    tokens.guest = await server.login(GUEST);
  };
  if (afterReset) {
    beforeEach(async () => {
      await server.reset();
      await logIn();
    });
  } else {
    beforeAll(logIn);
  }
  return tokens;
}
