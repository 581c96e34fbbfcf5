import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { crc32 } from 'node:zlib';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireCaller } from '../auth.js';
import type { ServerContext } from '../context.js';
import { ApiFailure, failS, okS } from '../envelope.js';
import type { ServerModule } from './module.js';

/**
 * Emulator of the Qiniu object-storage upload API (form upload and resumable v2), so the
 * unmodified qiniu-js client uploads to the reference server. See ../shared/notes/qiniu.md.
 * Objects are stored under `${filesDir}/uploads/<key>` and served at `/files/uploads/<key>`.
 */

export const QINIU_PREFIX = '/qiniu-up';
export const BUCKET = 'sztx';
/** Development credentials; override with QINIU_AK / QINIU_SK. */
const ACCESS_KEY = process.env.QINIU_AK ?? 'sztx-dev-access-key';
const SECRET_KEY = process.env.QINIU_SK ?? 'sztx-dev-secret-key-not-for-production';
export const TOKEN_TTL_S = 3600;
export const FSIZE_LIMIT = 20 * 1024 * 1024;
export const MIME_LIMIT = 'image/png;image/jpeg;image/gif';
const BLOCK = 4 * 1024 * 1024;
const MAX_PART = 8 * 1024 * 1024;
const UPLOAD_TTL_S = 7 * 24 * 3600;

/** Upload policy (the subset the emulator honours). */
export interface PutPolicy {
  scope: string;
  deadline: number;
  fsizeLimit?: number;
  mimeLimit?: string;
  returnBody?: string;
}

export function b64url(data: Buffer | string): string {
  return Buffer.from(data).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
}

function fromB64url(text: string): Buffer {
  return Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

/** `AK:sign:encodedPolicy`, HMAC-SHA1 over the encoded policy. */
export function signPolicy(policy: PutPolicy, ak = ACCESS_KEY, sk = SECRET_KEY): string {
  const encoded = b64url(JSON.stringify(policy));
  const sign = b64url(createHmac('sha1', sk).update(encoded).digest());
  return `${ak}:${sign}:${encoded}`;
}

/** A token for the bucket, valid TOKEN_TTL_S from `nowMs`, 20 MB, images only. */
export function issueUploadToken(nowMs: number, overrides: Partial<PutPolicy> = {}): string {
  return signPolicy({
    scope: BUCKET,
    deadline: Math.floor(nowMs / 1000) + TOKEN_TTL_S,
    fsizeLimit: FSIZE_LIMIT,
    mimeLimit: MIME_LIMIT,
    ...overrides,
  });
}

class QiniuError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Verifies signature and deadline; returns the policy. */
export function verifyToken(token: string | undefined, nowMs: number): PutPolicy {
  if (!token) throw new QiniuError(401, 'token not specified');
  const parts = token.split(':');
  if (parts.length !== 3) throw new QiniuError(401, 'bad token');
  const [ak, sign, encoded] = parts as [string, string, string];
  const expected = Buffer.from(b64url(createHmac('sha1', SECRET_KEY).update(encoded).digest()));
  const given = Buffer.from(sign);
  if (ak !== ACCESS_KEY || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new QiniuError(401, 'bad token');
  }
  let policy: PutPolicy;
  try {
    policy = JSON.parse(fromB64url(encoded).toString('utf8')) as PutPolicy;
  } catch {
    throw new QiniuError(401, 'bad token');
  }
  if (typeof policy.scope !== 'string' || typeof policy.deadline !== 'number') {
    throw new QiniuError(401, 'bad token');
  }
  if (policy.deadline * 1000 <= nowMs) throw new QiniuError(401, 'token out of date');
  return policy;
}

/** Qiniu's etag: sha1 of the data (≤ 4 MB) or of the 4 MB blocks' sha1s. */
export function qetag(data: Buffer): string {
  if (data.length <= BLOCK) {
    return b64url(Buffer.concat([Buffer.from([0x16]), createHash('sha1').update(data).digest()]));
  }
  const hashes: Buffer[] = [];
  for (let i = 0; i < data.length; i += BLOCK) {
    hashes.push(
      createHash('sha1')
        .update(data.subarray(i, i + BLOCK))
        .digest(),
    );
  }
  const all = createHash('sha1').update(Buffer.concat(hashes)).digest();
  return b64url(Buffer.concat([Buffer.from([0x96]), all]));
}

/** Content sniffing like the storage service: the mime type comes from the bytes. */
export function sniffMime(data: Buffer): string {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) {
    return 'image/png';
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return 'image/jpeg';
  }
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1'))) {
    return 'image/gif';
  }
  if (data.length >= 12 && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (data.length >= 8 && data.subarray(4, 8).toString('latin1') === 'ftyp') return 'video/mp4';
  return 'application/octet-stream';
}

function mimeAllowed(mime: string, limit: string | undefined): boolean {
  if (!limit) return true;
  const negate = limit.startsWith('!');
  const list = (negate ? limit.slice(1) : limit).split(';').map((m) => m.trim());
  const hit = list.some((m) => m === mime || (m.endsWith('/*') && mime.startsWith(m.slice(0, -1))));
  return negate ? !hit : hit;
}

/** Keys: printable, no traversal; nested folders allowed. */
const KEY_RE = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9_.\-/]{1,200}$/;

function keyPath(uploadsDir: string, key: string): string {
  if (!KEY_RE.test(key) || key.startsWith('/')) throw new QiniuError(400, 'invalid key');
  const full = resolve(uploadsDir, key);
  if (!full.startsWith(uploadsDir + sep)) throw new QiniuError(400, 'invalid key');
  return full;
}

interface Pending {
  bucket: string;
  key: string | null;
  token: string;
  parts: Map<number, { data: Buffer; etag: string }>;
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
export const qiniuRoutes: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  const uploadsDir = resolve(ctx.filesDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const pending = new Map<string, Pending>();

  await app.register(multipart, {
    limits: { fileSize: FSIZE_LIMIT * 2, files: 1, fields: 40, fieldSize: 64 * 1024 },
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

  app.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
    if (err instanceof QiniuError) return sendError(reply, err);
    const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500) req.log.error({ err }, 'qiniu emulator failed');
    return sendError(
      reply,
      new QiniuError(status, status === 413 ? 'request entity too large' : err.message),
    );
  });
  app.setNotFoundHandler((_req, reply) => sendError(reply, new QiniuError(404, 'no such api')));

  function checkScope(policy: PutPolicy, bucket: string, key: string | null): void {
    const [scopeBucket, scopeKey] = policy.scope.split(/:(.*)/s) as [string, string | undefined];
    if (scopeBucket !== bucket) throw new QiniuError(403, 'scope not match');
    if (scopeKey !== undefined && scopeKey !== key)
      throw new QiniuError(403, "key doesn't match with scope");
  }

  /** Validates limits, writes the object, answers `{hash, key}`. */
  function store(
    policy: PutPolicy,
    key: string | null,
    data: Buffer,
  ): { hash: string; key: string } {
    if (policy.fsizeLimit !== undefined && data.length > policy.fsizeLimit) {
      throw new QiniuError(413, 'exceed FsizeLimit');
    }
    const mime = sniffMime(data);
    if (!mimeAllowed(mime, policy.mimeLimit))
      throw new QiniuError(403, 'limited mimeType: this file type is forbidden to upload');
    const hash = qetag(data);
    const finalKey = key ?? hash;
    const path = keyPath(uploadsDir, finalKey);
    const overwrite = policy.scope.includes(':');
    if (!overwrite && existsSync(path)) throw new QiniuError(614, 'file exists');
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, data);
    return { hash, key: finalKey };
  }

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
    const policy = verifyToken(fields.token, ctx.now());
    if (truncated) throw new QiniuError(413, 'exceed FsizeLimit');
    if (!file) throw new QiniuError(400, 'file is empty');
    const key = fields.key ?? null;
    checkScope(policy, policy.scope.split(':')[0] ?? '', key);
    if (fields.crc32 !== undefined && fields.crc32 !== String(crc32(file) >>> 0)) {
      throw new QiniuError(406, 'crc32 not match');
    }
    const result = store(policy, key, file);
    return reply.code(200).type('application/json').send(result);
  });

  function decodeKey(ek: string): string | null {
    if (ek === '~') return null;
    const key = fromB64url(ek).toString('utf8');
    if (!key) throw new QiniuError(400, 'invalid key');
    return key;
  }

  function authorise(req: FastifyRequest, bucket: string, key: string | null): PutPolicy {
    const token = upToken(req);
    const policy = verifyToken(token, ctx.now());
    checkScope(policy, bucket, key);
    return policy;
  }

  function pendingOf(id: string, bucket: string, key: string | null): Pending {
    const p = pending.get(id);
    if (!p || p.bucket !== bucket || p.key !== key || p.expireAt * 1000 <= ctx.now()) {
      throw new QiniuError(612, 'no such uploadId');
    }
    return p;
  }

  // Resumable v2: initiate.
  app.post('/buckets/:bucket/objects/:ek/uploads', async (req) => {
    const { bucket, ek } = req.params as { bucket: string; ek: string };
    const key = decodeKey(ek);
    authorise(req, bucket, key);
    if (key !== null) keyPath(uploadsDir, key);
    const uploadId = randomBytes(16).toString('hex');
    const expireAt = Math.floor(ctx.now() / 1000) + UPLOAD_TTL_S;
    pending.set(uploadId, {
      bucket,
      key,
      token: upToken(req) ?? '',
      parts: new Map(),
      expireAt,
    });
    return { uploadId, expireAt };
  });

  // Resumable v2: one part.
  app.put(
    '/buckets/:bucket/objects/:ek/uploads/:id/:part',
    { bodyLimit: MAX_PART },
    async (req) => {
      const { bucket, ek, id, part } = req.params as {
        bucket: string;
        ek: string;
        id: string;
        part: string;
      };
      const key = decodeKey(ek);
      const policy = authorise(req, bucket, key);
      const p = pendingOf(id, bucket, key);
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
      for (const [i, other] of p.parts) if (i !== n) size += other.data.length;
      if (policy.fsizeLimit !== undefined && size > policy.fsizeLimit) {
        throw new QiniuError(413, 'exceed FsizeLimit');
      }
      const etag = qetag(data);
      p.parts.set(n, { data, etag });
      return { etag, md5 };
    },
  );

  // Resumable v2: complete.
  app.post('/buckets/:bucket/objects/:ek/uploads/:id', async (req) => {
    const { bucket, ek, id } = req.params as { bucket: string; ek: string; id: string };
    const key = decodeKey(ek);
    const policy = authorise(req, bucket, key);
    const p = pendingOf(id, bucket, key);
    const body = req.body as { parts?: { etag?: string; partNumber?: number }[] } | undefined;
    const list = Array.isArray(body?.parts) ? body.parts : [];
    if (list.length === 0) throw new QiniuError(400, 'parts is empty');
    const chunks: Buffer[] = [];
    let last = 0;
    for (const item of list) {
      const n = Number(item?.partNumber);
      const stored = p.parts.get(n);
      if (!stored || n <= last || stored.etag !== item?.etag) {
        throw new QiniuError(400, 'invalid part');
      }
      last = n;
      chunks.push(stored.data);
    }
    const result = store(policy, key, Buffer.concat(chunks));
    pending.delete(id);
    return result;
  });

  // Resumable v2: abort.
  app.delete('/buckets/:bucket/objects/:ek/uploads/:id', async (req) => {
    const { bucket, ek, id } = req.params as { bucket: string; ek: string; id: string };
    const key = decodeKey(ek);
    authorise(req, bucket, key);
    pendingOf(id, bucket, key);
    pending.delete(id);
    return {};
  });
};

/** Upload module: the emulator at /qiniu-up/ and `GET /api/v2/qiniu/getUptoken`. Migration ids 900–999 (none yet). */
export const uploadModule: ServerModule = {
  name: 'upload',
  migrations: [],
  tables: [],
  routes: async (app, { ctx }) => {
    app.get('/qiniu/getUptoken', async (req) => {
      try {
        requireCaller(ctx, req);
      } catch (err) {
        if (err instanceof ApiFailure) return failS(err.code, err.message);
        throw err;
      }
      return okS(issueUploadToken(ctx.now()), '獲取成功');
    });
  },
  rootRoutes: async (app, { ctx }) => {
    await app.register(qiniuRoutes, { ctx, prefix: QINIU_PREFIX });
  },
};

/** Where an uploaded key is served, relative to the image base. */
export const UPLOAD_PATH = 'files/uploads/';
