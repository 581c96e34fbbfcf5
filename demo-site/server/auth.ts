import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { markPrivate } from './caching.js';
import { type ServerContext, SMS_MAX_ATTEMPTS, TOKEN_TTL } from './context.js';
import { CROSS_SITE_MSG, fromAnotherOrigin, fromOwnOrigin, stateChanging } from './csrf.js';
import type { DB } from './db.js';
import { ApiFailure, MSG } from './envelope.js';
import { accountRepository } from './features/account/repository.js';
import { WorkGate } from './gate.js';

const COOKIE_NAME = 'sztx_token';
const KEY_LEN = 64;

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LEN, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<{ salt: string; hash: string }> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt);
  return { salt: salt.toString('hex'), hash: key.toString('hex') };
}

/** Salt of the stand-in check for phones without a password: same work, same timing. */
const DUMMY_SALT = randomBytes(16);

/**
 * Checks a password against a stored salt and hash. Without a stored password (unknown phone,
 * seeded account without one) the same scrypt work is done against a throwaway salt, so the
 * answer time does not tell registered phones apart.
 */
export async function verifyPassword(
  password: string,
  salt: string | null,
  hash: string | null,
): Promise<boolean> {
  if (!salt || !hash) {
    await scryptAsync(password, DUMMY_SALT);
    return false;
  }
  const expected = Buffer.from(hash, 'hex');
  const key = await scryptAsync(password, Buffer.from(salt, 'hex'));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export interface HashGateLimits {
  /** scrypt runs at once (libuv has 4 threads, shared with file reads). */
  concurrency: number;
  /** Hashes waiting for a turn beyond those running. */
  queue: number;
  /** Hashes running or waiting for one client address. */
  perAddress: number;
}

export const HASH_GATE_DEFAULTS: HashGateLimits = { concurrency: 2, queue: 16, perAddress: 4 };

/**
 * Bounds the password hashing that requests can cause (logins, registrations, password
 * resets): at most `concurrency` scrypt calls run, `queue` more wait, one address holds at
 * most `perAddress` places. A request beyond that is refused at once with '429' and hashes
 * nothing, so a burst of guesses cannot take every libuv thread from static files and the
 * database.
 */
export class HashGate extends WorkGate {
  constructor(limits: HashGateLimits = HASH_GATE_DEFAULTS) {
    super(
      { concurrency: limits.concurrency, queue: limits.queue, perKey: limits.perAddress },
      () => new ApiFailure('429', MSG.busy, true),
    );
  }
}

function newToken(): string {
  return randomBytes(32).toString('hex');
}

export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function issueToken(ctx: ServerContext, userId: number): string {
  const token = newToken();
  const now = ctx.now();
  accountRepository(ctx.db).insertSession(token, userId, now, now + TOKEN_TTL);
  return token;
}

/**
 * A use extends its session only when the stored expiry is this much behind the new one: a
 * member's burst of calls writes (and syncs) the session row once, not once per call.
 */
const SESSION_EXTEND_STEP = 60_000;

/**
 * The user of a valid token (sliding expiry: each use extends it to 7 days from now, written at
 * most once a minute, see SESSION_EXTEND_STEP), else null.
 */
export function userOfToken(ctx: ServerContext, token: string | undefined): number | null {
  if (!token || !/^[0-9a-f]{64}$/.test(token)) return null;
  const now = ctx.now();
  const sessions = accountRepository(ctx.db);
  const row = sessions.session(token);
  if (!row) return null;
  if (row.expires_at <= now) {
    sessions.deleteSession(token);
    return null;
  }
  if (now + TOKEN_TTL - row.expires_at >= SESSION_EXTEND_STEP) {
    sessions.extendSession(token, now + TOKEN_TTL);
  }
  return row.user_id;
}

export function revokeToken(db: DB, token: string): void {
  accountRepository(db).deleteSession(token);
}

function readCookie(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * Token sent by the caller: `Authorization: Bearer <token>` first, then the session cookie.
 * A state change authenticated by the cookie alone must come from this origin (csrf.ts):
 * otherwise '403' and nothing happens.
 */
function callerToken(req: FastifyRequest): string | undefined {
  markPrivate(req);
  const auth = req.headers.authorization;
  if (auth) {
    const m = /^Bearer\s+(\S+)$/i.exec(auth);
    if (m) return m[1];
  }
  const cookie = readCookie(req, COOKIE_NAME);
  if (cookie && stateChanging(req) && !fromOwnOrigin(req)) {
    req.log.warn(`refused a cross-site ${req.method} ${req.routeOptions.url ?? ''}`);
    throw new ApiFailure('403', CROSS_SITE_MSG);
  }
  // a page of another origin (a partner's, even on this host) never reads as the portal's member
  return cookie && fromAnotherOrigin(req) ? undefined : cookie;
}

export function callerId(ctx: ServerContext, req: FastifyRequest): number | null {
  return userOfToken(ctx, callerToken(req));
}

/**
 * A name for the caller's session that does not reveal its token (sha-256, hex): what an upload
 * token carries so that it dies with the session (features/upload).
 */
export const sessionDigest = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The logged-in caller and the digest of the session they called with, or '401 請先登錄'. */
export function requireSession(
  ctx: ServerContext,
  req: FastifyRequest,
): { userId: number; session: string } {
  const token = callerToken(req);
  const userId = userOfToken(ctx, token);
  if (userId === null || token === undefined) throw new ApiFailure('401', MSG.needLogin);
  return { userId, session: sessionDigest(token) };
}

/** Whether the user still has the session named by `digest` (logout and expiry end it). */
export function sessionAlive(ctx: ServerContext, userId: number, digest: string): boolean {
  return accountRepository(ctx.db)
    .liveTokens(userId, ctx.now())
    .some((token) => sessionDigest(token) === digest);
}

/** Caller's user id or a '401 請先登錄' failure. */
export function requireCaller(ctx: ServerContext, req: FastifyRequest): number {
  const id = callerId(ctx, req);
  if (id === null) throw new ApiFailure('401', MSG.needLogin);
  return id;
}

/** Caller must be logged in and be the owner of `ownerId` (raw path/body value). */
export function requireSelf(ctx: ServerContext, req: FastifyRequest, ownerId: unknown): number {
  const id = requireCaller(ctx, req);
  if (String(ownerId ?? '').trim() !== String(id)) throw new ApiFailure('403', MSG.forbidden);
  return id;
}

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${COOKIE_NAME}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${TOKEN_TTL / 1000}${secure}`,
  );
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.header('set-cookie', `${COOKIE_NAME}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
}

/**
 * Checks an SMS code for a phone: must be the last code sent, not expired, not used.
 * Consumes it on success; a wrong guess counts and 5 wrong guesses void the code.
 */
export function consumeSmsCode(ctx: ServerContext, phone: string, code: unknown): boolean {
  const codes = accountRepository(ctx.db);
  const row = codes.sms(phone);
  if (!row || row.used || row.expires_at <= ctx.now() || row.attempts >= SMS_MAX_ATTEMPTS) {
    return false;
  }
  const given = Buffer.from(typeof code === 'string' ? code : '');
  const expected = Buffer.from(row.code);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    codes.smsAttempt(phone);
    return false;
  }
  codes.smsUsed(phone);
  return true;
}
