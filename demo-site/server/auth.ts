import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ServerContext, SMS_MAX_ATTEMPTS, TOKEN_TTL } from './context.js';
import { CROSS_SITE_MSG, fromAnotherOrigin, fromOwnOrigin, stateChanging } from './csrf.js';
import type { DB } from './db.js';
import { ApiFailure, MSG } from './envelope.js';
import { accountRepository } from './features/account/repository.js';

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

/** A place in the hashing gate, held from `enter` until `run` settles or `release`. */
export interface HashSlot {
  /** Waits for a turn, runs `work`, then frees the place. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the place back without hashing (idempotent). */
  release(): void;
}

/**
 * Bounds the password hashing that requests can cause (logins, registrations, password
 * resets): at most `concurrency` scrypt calls run, `queue` more wait, one address holds at
 * most `perAddress` places. A request beyond that is refused at once with '429' and hashes
 * nothing, so a burst of guesses cannot take every libuv thread from static files and the
 * database.
 */
export class HashGate {
  private held = 0;
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly byAddress = new Map<string, number>();

  constructor(private readonly limits: HashGateLimits = HASH_GATE_DEFAULTS) {}

  /** Reserves a place synchronously, or throws '429 服務繁忙，請稍後再試'. */
  enter(address: string): HashSlot {
    const mine = this.byAddress.get(address) ?? 0;
    if (
      this.held >= this.limits.concurrency + this.limits.queue ||
      mine >= this.limits.perAddress
    ) {
      throw new ApiFailure('429', MSG.busy, true);
    }
    this.held++;
    this.byAddress.set(address, mine + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.held--;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    };
    const run = async <T>(work: () => Promise<T>): Promise<T> => {
      if (released) throw new Error('hash slot already released');
      if (this.running >= this.limits.concurrency) {
        await new Promise<void>((resolve) => this.waiting.push(resolve));
      } else {
        this.running++;
      }
      try {
        return await work();
      } finally {
        release();
        const next = this.waiting.shift();
        // the turn passes straight to the next waiter; `running` stays counted for it
        if (next) next();
        else this.running--;
      }
    };
    return { run, release };
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
