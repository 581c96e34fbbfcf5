import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { crc32 } from 'node:zlib';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { sessionAlive } from '../../auth.js';
import { PRIVATE_DIR, UPLOADS_DIR } from '../../files.js';
import type { FeatureRoutes } from '../feature.js';
import { Param } from '../schemas.js';
import {
  FSIZE_LIMIT,
  fromB64url,
  MAX_OPEN_PER_USER,
  MAX_OPEN_TOTAL,
  type PutPolicy,
  QiniuError,
  qetag,
  UPLOAD_TTL_S,
  type UploadKeys,
  verifyToken,
} from './qiniu.js';
import { checkScope, keyPath, objectStore } from './store.js';

const MAX_PART = 8 * 1024 * 1024;

const ObjectParams = Type.Object({ bucket: Param(), ek: Param() });
const UploadParams = Type.Object({ ...ObjectParams.properties, id: Param() });
const PartParams = Type.Object({ ...UploadParams.properties, part: Param() });
/** `{parts: [{partNumber, etag}]}`, checked item by item (Qiniu's own messages). */
const CompleteBody = Type.Object({ parts: Type.Optional(Type.Unknown()) });

/** A property of a JSON value that may not be an object. */
function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' ? Reflect.get(value, key) : undefined;
}

/** An unfinished resumable upload: its parts are files in `dir`, never held in memory. */
interface Pending {
  bucket: string;
  key: string | null;
  endUser: string;
  dir: string;
  parts: Map<number, { etag: string; size: number }>;
  expireAt: number;
}

function sendError(reply: FastifyReply, err: QiniuError): FastifyReply {
  const body = JSON.stringify({ error: err.message });
  if (err.status <= 599) return reply.code(err.status).type('application/json').send(body);
  // Qiniu's own codes (612, 614) are above what Fastify accepts: answer on the raw response
  const headers = { ...reply.getHeaders(), 'content-type': 'application/json' } as Record<
    string,
    string
  >;
  reply.hijack();
  reply.raw.writeHead(err.status, headers);
  reply.raw.end(body);
  return reply;
}

function upToken(req: FastifyRequest): string | undefined {
  const auth = req.headers.authorization;
  const m = auth ? /^UpToken\s+(\S+)$/i.exec(auth) : null;
  return m?.[1];
}

/** The `/qiniu-up/` emulator. */
export const qiniuRoutes: FeatureRoutes = async (app, { ctx }) => {
  const uploadsDir = resolve(ctx.filesDir, UPLOADS_DIR);
  mkdirSync(uploadsDir, { recursive: true });
  const keys: UploadKeys = {
    accessKey: ctx.secrets.qiniuAccessKey,
    secretKey: ctx.secrets.qiniuSecretKey,
  };
  // parts of unfinished uploads; what a previous process left is gone with its uploadIds
  const partsRoot = resolve(ctx.dataDir, 'upload-parts');
  rmSync(partsRoot, { recursive: true, force: true });
  mkdirSync(partsRoot, { recursive: true });
  const pending = new Map<string, Pending>();

  function drop(id: string): void {
    const p = pending.get(id);
    pending.delete(id);
    if (p) rmSync(p.dir, { recursive: true, force: true });
  }
  function sweep(): void {
    const now = ctx.now();
    for (const [id, p] of pending) if (p.expireAt * 1000 <= now) drop(id);
  }
  const sweeper = setInterval(sweep, 10 * 60 * 1000);
  sweeper.unref();
  const objects = objectStore(uploadsDir);
  // images stored before uploads were encoded afresh: cleaned once, behind members' uploads
  app.addHook('onReady', async () => {
    objects.cleanStored([uploadsDir, resolve(ctx.filesDir, PRIVATE_DIR)], app.log);
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await objects.close();
    rmSync(partsRoot, { recursive: true, force: true });
  });

  await app.register(multipart, {
    limits: { fileSize: FSIZE_LIMIT + 1, files: 1, fields: 40, fieldSize: 64 * 1024 },
  });
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: MAX_PART },
    (_req, body, done) => done(null, body),
  );

  // CORS: any origin, no credentials (the client sends none); progress listeners preflight.
  app.addHook('onRequest', async (req, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Access-Control-Expose-Headers', 'X-Reqid, X-Log');
    reply.header('X-Reqid', randomBytes(8).toString('hex'));
    if (req.method === 'OPTIONS') {
      reply
        .code(200)
        .header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS')
        .header('Access-Control-Allow-Headers', 'authorization, content-type, content-md5')
        .header('Access-Control-Max-Age', '600')
        .send();
      return reply;
    }
  });
  app.options('/*', async () => '');
  app.options('/', async () => '');

  app.setErrorHandler((err: Error & { statusCode?: number; validation?: unknown }, req, reply) => {
    if (err instanceof QiniuError) return sendError(reply, err);
    // the only body schema here is the completion's: a body that is no object lists no parts
    if (err.validation) return sendError(reply, new QiniuError(400, 'parts is empty'));
    const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500) req.log.error({ err }, 'qiniu emulator failed');
    return sendError(
      reply,
      new QiniuError(status, status === 413 ? 'request entity too large' : err.message),
    );
  });
  app.setNotFoundHandler((_req, reply) => sendError(reply, new QiniuError(404, 'no such api')));

  // Form upload.
  app.post('/', async (req, reply) => {
    if (!req.isMultipart()) throw new QiniuError(400, 'invalid multipart format');
    const fields: Record<string, string> = {};
    let file: Buffer | undefined;
    let truncated = false;
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          await part.toBuffer().catch(() => undefined);
          continue;
        }
        file = await part.toBuffer().catch((e: Error & { code?: string }) => {
          if (e.code === 'FST_REQ_FILE_TOO_LARGE') {
            truncated = true;
            return Buffer.alloc(0);
          }
          throw e;
        });
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
    const policy = liveToken(fields.token);
    if (truncated) throw new QiniuError(413, 'exceed FsizeLimit');
    if (!file) throw new QiniuError(400, 'file is empty');
    const key = fields.key ?? null;
    if (key !== null) keyPath(uploadsDir, key);
    checkScope(policy, policy.scope.split(':')[0] ?? '', key);
    if (fields.crc32 !== undefined && fields.crc32 !== String(crc32(file) >>> 0)) {
      throw new QiniuError(406, 'crc32 not match');
    }
    const result = await objects.store(policy, key, file);
    return reply.code(200).type('application/json').send(result);
  });

  /** A signed, unexpired token whose session still lasts (it dies at logout with the session). */
  function liveToken(token: string | undefined): PutPolicy {
    const policy = verifyToken(token, ctx.now(), keys);
    const userId = Number(policy.endUser);
    if (
      !policy.session ||
      !Number.isSafeInteger(userId) ||
      !sessionAlive(ctx, userId, policy.session)
    )
      throw new QiniuError(401, 'token out of date');
    return policy;
  }

  function decodeKey(ek: string): string | null {
    if (ek === '~') return null;
    const key = fromB64url(ek).toString('utf8');
    if (!key) throw new QiniuError(400, 'invalid key');
    return key;
  }

  function authorise(req: FastifyRequest, bucket: string, key: string | null): PutPolicy {
    const token = upToken(req);
    const policy = liveToken(token);
    checkScope(policy, bucket, key);
    return policy;
  }

  function pendingOf(id: string, bucket: string, key: string | null, policy: PutPolicy): Pending {
    const p = pending.get(id);
    if (
      !p ||
      p.bucket !== bucket ||
      p.key !== key ||
      p.endUser !== (policy.endUser ?? '') ||
      p.expireAt * 1000 <= ctx.now()
    ) {
      throw new QiniuError(612, 'no such uploadId');
    }
    return p;
  }

  // Resumable v2: initiate.
  app.post(
    '/buckets/:bucket/objects/:ek/uploads',
    { schema: { params: ObjectParams } },
    async (req) => {
      const { bucket, ek } = req.params;
      const key = decodeKey(ek);
      const policy = authorise(req, bucket, key);
      if (key !== null) keyPath(uploadsDir, key);
      sweep();
      const endUser = policy.endUser ?? '';
      let mine = 0;
      for (const p of pending.values()) if (p.endUser === endUser) mine++;
      if (mine >= MAX_OPEN_PER_USER || pending.size >= MAX_OPEN_TOTAL)
        throw new QiniuError(429, 'too many unfinished uploads, finish or abort one first');
      const uploadId = randomBytes(16).toString('hex');
      const expireAt = Math.floor(ctx.now() / 1000) + UPLOAD_TTL_S;
      const dir = join(partsRoot, uploadId);
      mkdirSync(dir);
      pending.set(uploadId, { bucket, key, endUser, dir, parts: new Map(), expireAt });
      return { uploadId, expireAt };
    },
  );

  // Resumable v2: one part, written to disk.
  app.put(
    '/buckets/:bucket/objects/:ek/uploads/:id/:part',
    { bodyLimit: MAX_PART, schema: { params: PartParams } },
    async (req) => {
      const { bucket, ek, id, part } = req.params;
      const key = decodeKey(ek);
      const policy = authorise(req, bucket, key);
      const p = pendingOf(id, bucket, key, policy);
      const n = Number(part);
      if (!Number.isInteger(n) || n < 1 || n > 10000)
        throw new QiniuError(400, 'invalid partNumber');
      const data = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (data.length === 0) throw new QiniuError(400, 'empty part');
      const md5 = createHash('md5').update(data).digest('hex');
      const given = req.headers['content-md5'];
      if (typeof given === 'string' && given !== '' && given.toLowerCase() !== md5) {
        throw new QiniuError(406, 'content md5 not match');
      }
      let size = data.length;
      for (const [i, other] of p.parts) if (i !== n) size += other.size;
      if (policy.fsizeLimit !== undefined && size > policy.fsizeLimit) {
        throw new QiniuError(413, 'exceed FsizeLimit');
      }
      const etag = qetag(data);
      await writeFile(join(p.dir, String(n)), data);
      if (!pending.has(id)) throw new QiniuError(612, 'no such uploadId'); // aborted meanwhile
      p.parts.set(n, { etag, size: data.length });
      return { etag, md5 };
    },
  );

  // Resumable v2: complete.
  app.post(
    '/buckets/:bucket/objects/:ek/uploads/:id',
    { schema: { params: UploadParams, body: CompleteBody } },
    async (req) => {
      const { bucket, ek, id } = req.params;
      const key = decodeKey(ek);
      const policy = authorise(req, bucket, key);
      const p = pendingOf(id, bucket, key, policy);
      const list: unknown[] = Array.isArray(req.body.parts) ? req.body.parts : [];
      if (list.length === 0) throw new QiniuError(400, 'parts is empty');
      const chunks: Buffer[] = [];
      let last = 0;
      for (const item of list) {
        const n = Number(field(item, 'partNumber'));
        const stored = p.parts.get(n);
        if (!stored || n <= last || stored.etag !== field(item, 'etag')) {
          throw new QiniuError(400, 'invalid part');
        }
        last = n;
        chunks.push(await readFile(join(p.dir, String(n))));
      }
      const result = await objects.store(policy, key, Buffer.concat(chunks));
      drop(id);
      return result;
    },
  );

  // Resumable v2: abort.
  app.delete(
    '/buckets/:bucket/objects/:ek/uploads/:id',
    { schema: { params: UploadParams } },
    async (req) => {
      const { bucket, ek, id } = req.params;
      const key = decodeKey(ek);
      const policy = authorise(req, bucket, key);
      pendingOf(id, bucket, key, policy);
      drop(id);
      return {};
    },
  );
};
