import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { crc32 } from 'node:zlib';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireCaller } from '../auth.js';
import type { ServerContext } from '../context.js';
import { ApiFailure, failS, okS } from '../envelope.js';
import { SAFE_KEY_RE, UPLOADS_DIR } from '../files.js';
import { inspectImage, withExtension } from '../images.js';
import type { ServerModule } from './module.js';

/**
 * Emulator of the Qiniu object-storage upload API (form upload and resumable v2), so the
 * unmodified qiniu-js client uploads to the reference server. See ../shared/notes/qiniu.md.
 * Objects are stored under `${filesDir}/uploads/<key>` and served at `/files/uploads/<key>`
 * (files.ts), each only as the image its bytes decode as. A user's token writes only keys in
 * the user's own folder (`u/<user id>/`, Qiniu's prefixal scope).
 */

export const QINIU_PREFIX = '/qiniu-up';
export const BUCKET = 'sztx';
export const TOKEN_TTL_S = 3600;
export const FSIZE_LIMIT = 20 * 1024 * 1024;
export const MIME_LIMIT = 'image/png;image/jpeg;image/gif';
const BLOCK = 4 * 1024 * 1024;
const MAX_PART = 8 * 1024 * 1024;
/** An unfinished resumable upload is dropped (with its parts on disk) after this long. */
export const UPLOAD_TTL_S = 3 * 3600;
/** Unfinished resumable uploads one user may have open, and the whole server. */
export const MAX_OPEN_PER_USER = 3;
export const MAX_OPEN_TOTAL = 64;

/** Upload policy (the subset the emulator honours). */
export interface PutPolicy {
  scope: string;
  deadline: number;
  /** 1: `scope` is `bucket:keyPrefix` and any key starting with the prefix may be written. */
  isPrefixalScope?: number;
  /** Who the token was issued to (the user id). */
  endUser?: string;
  fsizeLimit?: number;
  mimeLimit?: string;
  returnBody?: string;
}

export interface UploadKeys {
  accessKey: string;
  secretKey: string;
}

export function b64url(data: Buffer | string): string {
  return Buffer.from(data).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
}

function fromB64url(text: string): Buffer {
  return Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

/** `AK:sign:encodedPolicy`, HMAC-SHA1 over the encoded policy. */
export function signPolicy(policy: PutPolicy, keys: UploadKeys): string {
  const encoded = b64url(JSON.stringify(policy));
  const sign = b64url(createHmac('sha1', keys.secretKey).update(encoded).digest());
  return `${keys.accessKey}:${sign}:${encoded}`;
}

/** The folder a user's uploads live in; a user's token writes nowhere else. */
export function userPrefix(userId: number): string {
  return `u/${userId}/`;
}

/**
 * A token for `userId`: valid TOKEN_TTL_S from `nowMs`, 20 MB, images only, keys confined to
 * the user's own folder (which also makes overwriting anyone else's object impossible).
 */
export function issueUploadToken(keys: UploadKeys, nowMs: number, userId: number): string {
  return signPolicy(
    {
      scope: `${BUCKET}:${userPrefix(userId)}`,
      isPrefixalScope: 1,
      endUser: String(userId),
      deadline: Math.floor(nowMs / 1000) + TOKEN_TTL_S,
      fsizeLimit: FSIZE_LIMIT,
      mimeLimit: MIME_LIMIT,
    },
    keys,
  );
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
export function verifyToken(token: string | undefined, nowMs: number, keys: UploadKeys): PutPolicy {
  if (!token) throw new QiniuError(401, 'token not specified');
  const parts = token.split(':');
  if (parts.length !== 3) throw new QiniuError(401, 'bad token');
  const [ak, sign, encoded] = parts as [string, string, string];
  const expected = Buffer.from(b64url(createHmac('sha1', keys.secretKey).update(encoded).digest()));
  const given = Buffer.from(sign);
  if (
    ak !== keys.accessKey ||
    given.length !== expected.length ||
    !timingSafeEqual(given, expected)
  ) {
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

function mimeAllowed(mime: string, limit: string | undefined): boolean {
  if (!limit) return true;
  const negate = limit.startsWith('!');
  const list = (negate ? limit.slice(1) : limit).split(';').map((m) => m.trim());
  const hit = list.some((m) => m === mime || (m.endsWith('/*') && mime.startsWith(m.slice(0, -1))));
  return negate ? !hit : hit;
}

function keyPath(uploadsDir: string, key: string): string {
  if (!SAFE_KEY_RE.test(key) || key.startsWith('/') || key.includes('//'))
    throw new QiniuError(400, 'invalid key');
  const full = resolve(uploadsDir, key);
  if (!full.startsWith(uploadsDir + sep)) throw new QiniuError(400, 'invalid key');
  return full;
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
export const qiniuRoutes: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
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
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
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
    if (scopeKey === undefined) return;
    if (policy.isPrefixalScope === 1) {
      if (key !== null && !key.startsWith(scopeKey))
        throw new QiniuError(403, "key doesn't match with scope");
    } else if (scopeKey !== key) throw new QiniuError(403, "key doesn't match with scope");
  }

  /**
   * Validates limits and the image, writes the object, answers `{hash, key}`. The object is
   * stored under the extension of what its bytes decode as (a "png" that is a JPEG is stored
   * as `.jpg`), so it is served as exactly that image type.
   */
  async function store(
    policy: PutPolicy,
    key: string | null,
    data: Buffer,
  ): Promise<{ hash: string; key: string }> {
    if (policy.fsizeLimit !== undefined && data.length > policy.fsizeLimit) {
      throw new QiniuError(413, 'exceed FsizeLimit');
    }
    const image = await inspectImage(data);
    if (!image || !mimeAllowed(image.mime, policy.mimeLimit))
      throw new QiniuError(403, 'limited mimeType: this file type is forbidden to upload');
    const hash = qetag(data);
    const prefix = policy.isPrefixalScope === 1 ? (policy.scope.split(/:(.*)/s)[1] ?? '') : '';
    const finalKey = withExtension(key ?? `${prefix}${hash}`, image.ext);
    checkScope(policy, policy.scope.split(':')[0] ?? '', finalKey);
    const path = keyPath(uploadsDir, finalKey);
    // insert-only scope: an existing object stays, unless it is this very content (as Qiniu)
    const overwrite = policy.scope.includes(':');
    if (!overwrite && existsSync(path) && !readFileSync(path).equals(data))
      throw new QiniuError(614, 'file exists');
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
    const policy = verifyToken(fields.token, ctx.now(), keys);
    if (truncated) throw new QiniuError(413, 'exceed FsizeLimit');
    if (!file) throw new QiniuError(400, 'file is empty');
    const key = fields.key ?? null;
    if (key !== null) keyPath(uploadsDir, key);
    checkScope(policy, policy.scope.split(':')[0] ?? '', key);
    if (fields.crc32 !== undefined && fields.crc32 !== String(crc32(file) >>> 0)) {
      throw new QiniuError(406, 'crc32 not match');
    }
    const result = await store(policy, key, file);
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
    const policy = verifyToken(token, ctx.now(), keys);
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
  app.post('/buckets/:bucket/objects/:ek/uploads', async (req) => {
    const { bucket, ek } = req.params as { bucket: string; ek: string };
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
  });

  // Resumable v2: one part, written to disk.
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
  app.post('/buckets/:bucket/objects/:ek/uploads/:id', async (req) => {
    const { bucket, ek, id } = req.params as { bucket: string; ek: string; id: string };
    const key = decodeKey(ek);
    const policy = authorise(req, bucket, key);
    const p = pendingOf(id, bucket, key, policy);
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
      chunks.push(await readFile(join(p.dir, String(n))));
    }
    const result = await store(policy, key, Buffer.concat(chunks));
    drop(id);
    return result;
  });

  // Resumable v2: abort.
  app.delete('/buckets/:bucket/objects/:ek/uploads/:id', async (req) => {
    const { bucket, ek, id } = req.params as { bucket: string; ek: string; id: string };
    const key = decodeKey(ek);
    const policy = authorise(req, bucket, key);
    pendingOf(id, bucket, key, policy);
    drop(id);
    return {};
  });
};

/** Upload module: the emulator at /qiniu-up/ and `GET /api/v2/qiniu/getUptoken`. Migration ids 900–999 (none yet). */
export const uploadModule: ServerModule = {
  name: 'upload',
  migrations: [],
  tables: [],
  routes: async (app, { ctx }) => {
    const keys: UploadKeys = {
      accessKey: ctx.secrets.qiniuAccessKey,
      secretKey: ctx.secrets.qiniuSecretKey,
    };
    app.get('/qiniu/getUptoken', async (req) => {
      let userId: number;
      try {
        userId = requireCaller(ctx, req);
      } catch (err) {
        if (err instanceof ApiFailure) return failS(err.code, err.message);
        throw err;
      }
      return okS(issueUploadToken(keys, ctx.now(), userId), '獲取成功');
    });
  },
  rootRoutes: async (app, { ctx }) => {
    await app.register(qiniuRoutes, { ctx, prefix: QINIU_PREFIX });
  },
};

/** Where an uploaded key is served, relative to the image base. */
export const UPLOAD_PATH = 'files/uploads/';
