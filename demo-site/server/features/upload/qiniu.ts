import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Emulator of the Qiniu object-storage upload API (form upload and resumable v2), so the
 * unmodified qiniu-js client uploads to the reference server. See ../shared/notes/qiniu.md.
 * Objects are stored under `${filesDir}/uploads/<key>` and served at `/files/uploads/<key>`
 * (files.ts), each only as the image its bytes decode as. A user's token writes only keys in
 * the user's own folder (`u/<user id>/`, Qiniu's prefixal scope).
 */

export const QINIU_PREFIX = '/qiniu-up';
const BUCKET = 'sztx';
const TOKEN_TTL_S = 3600;
export const FSIZE_LIMIT = 20 * 1024 * 1024;
const MIME_LIMIT = 'image/png;image/jpeg;image/gif';
const BLOCK = 4 * 1024 * 1024;
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
  /**
   * The emulator's own field: the digest of the session the token was asked with (auth.ts
   * `sessionDigest`); the token is refused once that session has ended.
   */
  session?: string;
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

export function fromB64url(text: string): Buffer {
  return Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

/** `AK:sign:encodedPolicy`, HMAC-SHA1 over the encoded policy. */
export function signPolicy(policy: PutPolicy, keys: UploadKeys): string {
  const encoded = b64url(JSON.stringify(policy));
  const sign = b64url(createHmac('sha1', keys.secretKey).update(encoded).digest());
  return `${keys.accessKey}:${sign}:${encoded}`;
}

/** The folder a user's uploads live in; a user's token writes nowhere else. */
function userPrefix(userId: number): string {
  return `u/${userId}/`;
}

/**
 * A token for `userId`: valid TOKEN_TTL_S from `nowMs` while `session` lasts, 20 MB, images
 * only, keys confined to the user's own folder (which also makes overwriting anyone else's
 * object impossible).
 */
export function issueUploadToken(
  keys: UploadKeys,
  nowMs: number,
  userId: number,
  session: string,
): string {
  return signPolicy(
    {
      scope: `${BUCKET}:${userPrefix(userId)}`,
      isPrefixalScope: 1,
      endUser: String(userId),
      session,
      deadline: Math.floor(nowMs / 1000) + TOKEN_TTL_S,
      fsizeLimit: FSIZE_LIMIT,
      mimeLimit: MIME_LIMIT,
    },
    keys,
  );
}

/** An answer of the emulator in Qiniu's form: an HTTP status (Qiniu's own above 599) and `{error}`. */
export class QiniuError extends Error {
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

export function mimeAllowed(mime: string, limit: string | undefined): boolean {
  if (!limit) return true;
  const negate = limit.startsWith('!');
  const list = (negate ? limit.slice(1) : limit).split(';').map((m) => m.trim());
  const hit = list.some((m) => m === mime || (m.endsWith('/*') && mime.startsWith(m.slice(0, -1))));
  return negate ? !hit : hit;
}
