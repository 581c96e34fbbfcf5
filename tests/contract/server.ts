// Shared setup of the contract suite: the real reference server on a free port, in-process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { configure, resetConfig } from '../../core/config/config';
import { createServer } from '../../demo-site/server/app';

/** A running reference server and its base URLs. */
export interface ContractServer {
  app: FastifyInstance;
  /** Holds the database, uploads and the generated secrets. */
  dataDir: string;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** `http://127.0.0.1:<port>/api/v2/` */
  apiBase: string;
  /** The last SMS code sent to a phone (dev endpoint). */
  smsCode(phone: string): Promise<string>;
  /** Restores the seed data, sessions, SMS codes and rate limits (dev endpoint). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Starts the server on a fresh data directory and points the core API client at it. */
export async function startServer(): Promise<ContractServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sztx-contract-'));
  const none = join(dataDir, 'no-static');
  const app = await createServer({
    dataDir,
    dev: true,
    staticDirs: { portal: none, embed: none, embedReact: none, partner: none },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const origin = `http://127.0.0.1:${address.port}`;
  const apiBase = `${origin}/api/v2/`;
  configure({ apiBase });

  // The dev endpoints are read with `inject`, so they never share the client's fetch.
  const dev = async (method: 'GET' | 'POST', url: string) => {
    const res = await app.inject({ method, url });
    return res.json() as { code: string; msg: string; data: unknown };
  };

  return {
    app,
    dataDir,
    origin,
    apiBase,
    async smsCode(phone) {
      const body = await dev('GET', `/dev/sms/${phone}`);
      if (body.code !== '200' || typeof body.data !== 'string') {
        throw new Error(`no SMS code for ${phone}: ${body.msg}`);
      }
      return body.data;
    },
    async reset() {
      const body = await dev('POST', '/dev/reset');
      if (body.code !== '200') throw new Error(`reset failed: ${body.msg}`);
    },
    async close() {
      resetConfig();
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Seeded accounts (DESIGN.md, "Running contract"). */
export const DEMO = { userId: '1', phone: '13800138000', password: 'demo1234' } as const;
export const GUEST = { userId: '2', phone: '13900139000', password: 'guest1234' } as const;
