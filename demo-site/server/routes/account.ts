import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  clearSessionCookie,
  consumeSmsCode,
  hashPassword,
  issueToken,
  newSmsCode,
  revokeToken,
  setSessionCookie,
  userOfToken,
  verifyPassword,
} from '../auth.js';
import {
  IP_LOGIN_FAILURES_MAX,
  IP_LOOKUP_MAX,
  IP_SMS_MAX,
  IP_WINDOW,
  LOGIN_FAILURE_WINDOW,
  LOGIN_MAX_FAILURES,
  type LoginAttempt,
  type ServerContext,
  SMS_INTERVAL,
  SMS_TTL,
} from '../context.js';
import { ApiFailure, MSG, okS } from '../envelope.js';
import { isPassword, isPhone, queryString } from '../validation.js';

type Params = Record<string, string | undefined>;

/** Calls of this group carry the `sucess` flag, errors included. */
function failure(code: string, msg: string): ApiFailure {
  return new ApiFailure(code, msg, true);
}

function phoneOf(params: Params): string {
  const phone = params.phone;
  if (!phone) throw failure('400', '手機號不能為空');
  if (!isPhone(phone)) throw failure('400', MSG.phoneInvalid);
  return phone;
}

/** `password` comes in the query string (spec); a form body field is accepted too. */
function passwordOf(req: FastifyRequest): string | undefined {
  const fromQuery = queryString((req.query as Record<string, unknown>).password);
  if (fromQuery !== undefined) return fromQuery;
  const body = req.body;
  if (body && typeof body === 'object') {
    return queryString((body as Record<string, unknown>).password);
  }
  return undefined;
}

function newPasswordOf(req: FastifyRequest): string {
  const password = passwordOf(req);
  if (!password) throw failure('400', '請輸入密碼');
  if (!isPassword(password)) throw failure('400', MSG.passwordRule);
  return password;
}

interface UserRow {
  user_id: number;
  password_salt: string | null;
  password_hash: string | null;
}

/** Recent events of a key within IP_WINDOW (older ones are dropped). */
function recentEvents(ctx: ServerContext, key: string): number[] {
  const now = ctx.now();
  const recent = (ctx.ipEvents.get(key) ?? []).filter((t) => now - t < IP_WINDOW);
  ctx.ipEvents.set(key, recent);
  return recent;
}

/** Refuses with 429 when the key already has `max` events in the window. */
function checkPerAddress(ctx: ServerContext, key: string, max: number, msg: string): void {
  if (recentEvents(ctx, key).length >= max) throw failure('429', msg);
}

function recordPerAddress(ctx: ServerContext, key: string, at = ctx.now()): void {
  recentEvents(ctx, key).push(at);
}

/** Checks and records one event. */
function countPerAddress(ctx: ServerContext, key: string, max: number, msg: string): void {
  checkPerAddress(ctx, key, max, msg);
  recordPerAddress(ctx, key);
}

/** Forgets the phone's password failures; attempts still being checked stay counted. */
function clearLoginFailures(ctx: ServerContext, phone: string): void {
  const pending = (ctx.loginFailures.get(phone) ?? []).filter((a) => a.pending);
  if (pending.length) ctx.loginFailures.set(phone, pending);
  else ctx.loginFailures.delete(phone);
}

/** Answers of the registered-phone lookups tell registered phones apart: count them. */
function countLookup(ctx: ServerContext, req: FastifyRequest): void {
  countPerAddress(ctx, `lookup:${req.ip}`, IP_LOOKUP_MAX, '此網絡查詢過於頻繁，請稍後再試');
}

/** The phone's masked form for logs: `138****8000`. */
function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
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
function reserveLoginAttempt(ctx: ServerContext, phone: string, ip: string): LoginReservation {
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
    throw failure('429', `密碼錯誤次數過多，請 ${wait} 分鐘後再試`);
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

export const accountRoutes: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const findUser = (phone: string) =>
    db
      .prepare('SELECT user_id, password_salt, password_hash FROM users WHERE phone = ?')
      .get(phone) as UserRow | undefined;

  // Is the phone free for registration?
  app.post('/account/initVariable/:phone', async (req) => {
    const phone = phoneOf(req.params as Params);
    countLookup(ctx, req);
    if (findUser(phone)) throw failure('403', MSG.phoneRegistered);
    return okS(null, '可以註冊');
  });

  // Send an SMS code (simulated: logged and readable at /dev/sms/:phone).
  app.get('/account/:phone', async (req) => {
    const phone = phoneOf(req.params as Params);
    const now = ctx.now();
    const last = db.prepare('SELECT sent_at FROM sms_codes WHERE phone = ?').get(phone) as
      | { sent_at: number }
      | undefined;
    if (last && now - last.sent_at < SMS_INTERVAL) {
      const wait = Math.ceil((SMS_INTERVAL - (now - last.sent_at)) / 1000);
      throw failure('429', `發送太頻繁，請 ${wait} 秒後再試`);
    }
    countPerAddress(ctx, `sms:${req.ip}`, IP_SMS_MAX, '此網絡發送驗證碼過於頻繁，請稍後再試');
    const code = newSmsCode();
    db.prepare(
      `INSERT INTO sms_codes (phone, code, sent_at, expires_at, attempts, used)
       VALUES (?, ?, ?, ?, 0, 0)
       ON CONFLICT(phone) DO UPDATE SET code = excluded.code, sent_at = excluded.sent_at,
         expires_at = excluded.expires_at, attempts = 0, used = 0`,
    ).run(phone, code, now, now + SMS_TTL);
    // the code itself only with the dev simulators on; production logs never hold it
    if (ctx.dev) req.log.info(`[dev-sms] ${phone} ${code}`);
    else req.log.info(`SMS code issued for ${maskPhone(phone)}`);
    return okS(null, '獲取成功');
  });

  // Register.
  app.post('/account/init/:phone/:code', async (req) => {
    const params = req.params as Params;
    const phone = phoneOf(params);
    countLookup(ctx, req);
    const password = newPasswordOf(req);
    if (findUser(phone)) throw failure('403', MSG.phoneRegistered);
    // a place for the hash first: a busy answer must not use up the code
    const slot = ctx.hashGate.enter(req.ip);
    if (!consumeSmsCode(ctx, phone, params.code)) {
      slot.release();
      throw failure('400', MSG.codeInvalid);
    }
    const { salt, hash } = await slot.run(() => hashPassword(password));
    const token = db.transaction(() => {
      // Re-check inside the transaction: two concurrent registrations of one phone.
      if (findUser(phone)) throw failure('403', MSG.phoneRegistered);
      const now = ctx.now();
      const { lastInsertRowid } = db
        .prepare(
          'INSERT INTO users (phone, password_salt, password_hash, created_at) VALUES (?, ?, ?, ?)',
        )
        .run(phone, salt, hash, now);
      const userId = Number(lastInsertRowid);
      db.prepare('INSERT INTO members (member_id, really_name, member_phone) VALUES (?, ?, ?)').run(
        userId,
        `用戶${phone.slice(-4)}`,
        phone,
      );
      return issueToken(ctx, userId);
    })();
    return okS(token, '註冊成功');
  });

  // Log in: mode 1 password, mode 2 SMS code (sent in the `password` parameter).
  app.post('/account/pcLogin/:phone/:mode', async (req, reply) => {
    const params = req.params as Params;
    const phone = phoneOf(params);
    const mode = params.mode;
    const secret = passwordOf(req);
    let user: UserRow | undefined;
    if (mode === '1') {
      if (!secret) throw failure('400', '請輸入密碼');
      const attempt = reserveLoginAttempt(ctx, phone, req.ip);
      let ok: boolean;
      try {
        const slot = ctx.hashGate.enter(req.ip);
        user = findUser(phone);
        const { password_salt, password_hash } = user ?? {
          password_salt: null,
          password_hash: null,
        };
        ok = await slot.run(() => verifyPassword(secret, password_salt, password_hash));
      } catch (err) {
        attempt.cancel();
        throw err;
      }
      if (!user || !ok) {
        attempt.failed();
        throw failure('400', MSG.loginFailed);
      }
      attempt.succeeded();
    } else if (mode === '2') {
      if (!secret) throw failure('400', '請輸入驗證碼');
      if (!consumeSmsCode(ctx, phone, secret)) throw failure('400', MSG.codeInvalid);
      user = findUser(phone);
      if (!user) throw failure('400', MSG.phoneUnregistered);
      // the owner of the phone is in: a password lockout (maybe caused by someone else) ends
      clearLoginFailures(ctx, phone);
    } else {
      throw failure('400', '登錄方式錯誤');
    }
    const token = issueToken(ctx, user.user_id);
    setSessionCookie(req, reply, token);
    return okS(token, '登錄成功');
  });

  // Reset the password with an SMS code; ends every session of the user.
  app.post('/account/updatePwd/:phone/:code', async (req) => {
    const params = req.params as Params;
    const phone = phoneOf(params);
    countLookup(ctx, req);
    const password = newPasswordOf(req);
    const user = findUser(phone);
    if (!user) throw failure('404', MSG.phoneUnregistered);
    // a place for the hash first: a busy answer must not use up the code
    const slot = ctx.hashGate.enter(req.ip);
    if (!consumeSmsCode(ctx, phone, params.code)) {
      slot.release();
      throw failure('400', MSG.codeInvalid);
    }
    const { salt, hash } = await slot.run(() => hashPassword(password));
    db.transaction(() => {
      db.prepare('UPDATE users SET password_salt = ?, password_hash = ? WHERE user_id = ?').run(
        salt,
        hash,
        user.user_id,
      );
      db.prepare('DELETE FROM sessions WHERE user_id = ?').run(user.user_id);
    })();
    clearLoginFailures(ctx, phone);
    return okS(null, '修改密碼成功');
  });

  // Token check.
  app.post('/account/inquire/:token', async (req) => {
    const userId = userOfToken(ctx, (req.params as Params).token);
    if (userId === null) throw failure('401', MSG.tokenInvalid);
    return okS({ user_id: userId }, '登錄有效');
  });

  // Log out (idempotent).
  app.post('/account/outLogin/:token', async (req, reply) => {
    const token = (req.params as Params).token;
    if (token) revokeToken(db, token);
    clearSessionCookie(reply);
    return okS(null, '退出成功');
  });
};
