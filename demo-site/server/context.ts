import type { HashGate } from './auth.js';
import type { DB } from './db.js';
import type { Secrets } from './secrets.js';

export interface Fault {
  id: number;
  re: RegExp;
  path: string;
  status?: number;
  delayMs?: number;
  body?: string;
  /** Remaining requests to affect; undefined = unlimited. */
  times?: number;
  /**
   * Only requests carrying this preview session (`X-SZTX-Preview` header) are affected;
   * undefined = every request.
   */
  session?: string;
}

/** Shared state handed to every route module. */
export interface ServerContext {
  db: DB;
  dataDir: string;
  filesDir: string;
  dev: boolean;
  /** From the environment or the data directory's secrets.json (secrets.ts). */
  secrets: Secrets;
  now: () => number;
  /**
   * Password logins per phone: failures (timestamps, ms) and attempts still being checked
   * (`pending`), reserved before hashing so concurrent guesses cannot pass the limit.
   */
  loginFailures: Map<string, LoginAttempt[]>;
  /**
   * Per client address (`sms:<ip>`, `login:<ip>`, `lookup:<ip>` → timestamps): SMS sends,
   * failed or pending logins, registered-phone lookups.
   */
  ipEvents: Map<string, number[]>;
  /** Bounds the password hashing requests can cause (auth.ts). */
  hashGate: HashGate;
  faults: Fault[];
  /** Clears rate limits, failures and faults (used by /dev/reset). */
  resetVolatile: () => void;
}

export interface LoginAttempt {
  at: number;
  /** Reserved and still being checked; becomes a failure or is dropped on success. */
  pending: boolean;
}

const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const DAY = 24 * 60 * MINUTE;

export const TOKEN_TTL = 7 * DAY;
export const SMS_TTL = 5 * MINUTE;
export const SMS_INTERVAL = 60 * SECOND;
export const SMS_MAX_ATTEMPTS = 5;
/**
 * Codes one phone may be sent in 24 hours: with 5 guesses a code, at most 50 guesses a day at a
 * 6-digit code (1 in 20,000), where one code a minute all day allowed 7,200.
 */
export const SMS_MAX_PER_DAY = 10;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW = 10 * MINUTE;
/** One address may send this many SMS codes per window (any phones). */
export const IP_SMS_MAX = 20;
/** One address may fail this many logins per window (any phones: stops password spraying). */
export const IP_LOGIN_FAILURES_MAX = 30;
/**
 * One address may ask this many times whether phones are registered per window
 * (account/initVariable, account/init, account/updatePwd: stops phone enumeration).
 */
export const IP_LOOKUP_MAX = 30;
export const IP_WINDOW = 10 * MINUTE;
/** The association id the client sends (core/config): one definition for both sides. */
export { ASSOCIATION_ID } from '../../core/config/config.js';

/**
 * Drops the rate-limit entries with nothing left inside their window (an address or phone
 * seen once is otherwise kept forever: rotating addresses or phones would grow the maps
 * without bound). Pending login attempts are kept. Called every minute by the server.
 */
export function sweepLimits(ctx: ServerContext): void {
  const now = ctx.now();
  for (const [key, times] of ctx.ipEvents) {
    if (!times.some((t) => now - t < IP_WINDOW)) ctx.ipEvents.delete(key);
  }
  for (const [phone, attempts] of ctx.loginFailures) {
    if (!attempts.some((a) => a.pending || now - a.at < LOGIN_FAILURE_WINDOW))
      ctx.loginFailures.delete(phone);
  }
}
