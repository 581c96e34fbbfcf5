import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Envelope as WireEnvelope } from '../../core/api/types.js';
import { type CreateServerOptions, createServer } from './app.js';

export interface TestServer {
  app: FastifyInstance;
  dataDir: string;
  clock: { now: number };
  /** Inject and parse the JSON envelope. */
  call: (
    method: 'GET' | 'POST' | 'DELETE' | 'OPTIONS',
    url: string,
    opts?: Omit<InjectOptions, 'method' | 'url'>,
  ) => Promise<{ status: number; body: Envelope; headers: Record<string, unknown> }>;
  close: () => Promise<void>;
}

/** The wire envelope (core/api/types), its data read by each test. */
type Envelope = WireEnvelope<unknown>;

/** A server on a fresh temp data dir with a controllable clock. */
export async function startTestServer(
  opts: Partial<CreateServerOptions> = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sztx-test-'));
  const clock = { now: Date.UTC(2025, 6, 1, 2, 0) };
  const app = await createServer({
    dataDir,
    now: () => clock.now,
    staticDirs: {
      portal: join(dataDir, 'none'),
      embed: join(dataDir, 'none'),
      partner: join(dataDir, 'none'),
    },
    ...opts,
  });
  const server: TestServer = {
    app,
    dataDir,
    clock,
    async call(method, url, opts = {}) {
      const res = await server.app.inject({ method, url, ...opts });
      let body: Envelope;
      try {
        body = res.json() as Envelope;
      } catch {
        body = { code: 'non-json', msg: res.body, data: null };
      }
      return { status: res.statusCode, body, headers: res.headers };
    },
    async close() {
      await server.app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Sends a code and reads it back from the dev endpoint. */
export async function smsCode(s: TestServer, phone: string): Promise<string> {
  const sent = await s.call('GET', `/api/v2/account/${phone}`);
  if (sent.body.code !== '200') throw new Error(`send failed: ${sent.body.msg}`);
  const read = await s.call('GET', `/dev/sms/${phone}`);
  return read.body.data as string;
}

export async function login(s: TestServer, phone: string, password: string): Promise<string> {
  const res = await s.call(
    'POST',
    `/api/v2/account/pcLogin/${phone}/1?password=${encodeURIComponent(password)}`,
  );
  if (res.body.code !== '200') throw new Error(`login failed: ${res.body.msg}`);
  return res.body.data as string;
}

/** A real PNG of `width`×`height` noise pixels (deterministic per `seed`), uncompressed. */
export async function pngImage(width = 8, height = 8, seed = 1): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    pixels[i] = x >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A real JPEG of `width`×`height`. */
export async function jpegImage(width = 8, height = 8): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(await pngImage(width, height))
    .jpeg()
    .toBuffer();
}
