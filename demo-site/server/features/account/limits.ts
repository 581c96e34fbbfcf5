import type { FastifyRequest } from 'fastify';
import {
  IP_LOGIN_FAILURES_MAX,
  IP_LOOKUP_MAX,
  IP_WINDOW,
  LOGIN_FAILURE_WINDOW,
  LOGIN_MAX_FAILURES,
  type LoginAttempt,
  type ServerContext,
} from '../../context.js';
import { ApiFailure } from '../../envelope.js';

/**
 * Abuse limits of the account calls (server README, "Abuse limits"): events per client
 * address in a window, and password failures per phone. Refusals are '429' with the flag.
 */

/** Recent events of a key within IP_WINDOW (older ones are dropped). */
function recentEvents(ctx: ServerContext, key: string): number[] {
  const now = ctx.now();
  const recent = (ctx.ipEvents.get(key) ?? []).filter((t) => now - t < IP_WINDOW);
  ctx.ipEvents.set(key, recent);
  return recent;
}

/** Refuses with 429 when the key already has `max` events in the window. */
function checkPerAddress(ctx: ServerContext, key: string, max: number, msg: string): void {
  if (recentEvents(ctx, key).length >= max) throw new ApiFailure('429', msg, true);
}

function recordPerAddress(ctx: ServerContext, key: string, at = ctx.now()): void {
  recentEvents(ctx, key).push(at);
}

/** Checks and records one event. */
export function countPerAddress(ctx: ServerContext, key: string, max: number, msg: string): void {
  checkPerAddress(ctx, key, max, msg);
  recordPerAddress(ctx, key);
}

/** Forgets the phone's password failures; attempts still being checked stay counted. */
export function clearLoginFailures(ctx: ServerContext, phone: string): void {
  const pending = (ctx.loginFailures.get(phone) ?? []).filter((a) => a.pending);
  if (pending.length) ctx.loginFailures.set(phone, pending);
  else ctx.loginFailures.delete(phone);
}

/** Answers of the registered-phone lookups tell registered phones apart: count them. */
export function countLookup(ctx: ServerContext, req: FastifyRequest): void {
  countPerAddress(ctx, `lookup:${req.ip}`, IP_LOOKUP_MAX, '此網絡查詢過於頻繁，請稍後再試');
}

interface LoginReservation {
  /** The password was wrong: the reservation stays as a failure. */
  failed(): void;
  /** The password was right: drops it and the phone's earlier failures. */
  succeeded(): void;
  /** Nothing was checked (busy, error): drops it. */
  cancel(): void;
}

/**
 * Reserves one password attempt for the phone and the address synchronously, before any
 * hashing: attempts being checked count like failures, so a burst of concurrent guesses stops
 * at the limits (5 per phone, 30 per address) instead of all being checked.
 */
export function reserveLoginAttempt(
  ctx: ServerContext,
  phone: string,
  ip: string,
): LoginReservation {
  const addressKey = `login:${ip}`;
  checkPerAddress(ctx, addressKey, IP_LOGIN_FAILURES_MAX, '此網絡登錄失敗次數過多，請稍後再試');
  const now = ctx.now();
  const recent = (ctx.loginFailures.get(phone) ?? []).filter(
    (a) => a.pending || now - a.at < LOGIN_FAILURE_WINDOW,
  );
  ctx.loginFailures.set(phone, recent);
  if (recent.length >= LOGIN_MAX_FAILURES) {
    const oldest = Math.min(...recent.map((a) => a.at));
    const wait = Math.max(1, Math.ceil((LOGIN_FAILURE_WINDOW - (now - oldest)) / 60_000));
    throw new ApiFailure('429', `密碼錯誤次數過多，請 ${wait} 分鐘後再試`, true);
  }
  const mine: LoginAttempt = { at: now, pending: true };
  recent.push(mine);
  recordPerAddress(ctx, addressKey, now);
  const dropAddressEvent = () => {
    const events = ctx.ipEvents.get(addressKey);
    const i = events?.indexOf(mine.at) ?? -1;
    if (events && i >= 0) events.splice(i, 1);
  };
  const keepOnly = (keep: (a: LoginAttempt) => boolean) => {
    const left = (ctx.loginFailures.get(phone) ?? []).filter(keep);
    if (left.length) ctx.loginFailures.set(phone, left);
    else ctx.loginFailures.delete(phone);
  };
  return {
    failed() {
      mine.pending = false;
    },
    succeeded() {
      dropAddressEvent();
      keepOnly((a) => a !== mine);
      // a successful login clears the phone's failures; guesses still in flight stay counted
      clearLoginFailures(ctx, phone);
    },
    cancel() {
      dropAddressEvent();
      keepOnly((a) => a !== mine);
    },
  };
}
