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
  IP_SMS_MAX,
  IP_WINDOW,
  LOGIN_FAILURE_WINDOW,
  LOGIN_MAX_FAILURES,
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

function recordPerAddress(ctx: ServerContext, key: string): void {
  recentEvents(ctx, key).push(ctx.now());
}

/** Checks and records one event. */
function countPerAddress(ctx: ServerContext, key: string, max: number, msg: string): void {
  checkPerAddress(ctx, key, max, msg);
  recordPerAddress(ctx, key);
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
    req.log.info(`[dev-sms] ${phone} ${code}`);
    return okS(null, '獲取成功');
  });

  // Register.
  app.post('/account/init/:phone/:code', async (req) => {
    const params = req.params as Params;
    const phone = phoneOf(params);
    const password = newPasswordOf(req);
    if (findUser(phone)) throw failure('403', MSG.phoneRegistered);
    if (!consumeSmsCode(ctx, phone, params.code)) throw failure('400', MSG.codeInvalid);
    const { salt, hash } = await hashPassword(password);
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
      const now = ctx.now();
      const recent = (ctx.loginFailures.get(phone) ?? []).filter(
        (t) => now - t < LOGIN_FAILURE_WINDOW,
      );
      checkPerAddress(
        ctx,
        `login:${req.ip}`,
        IP_LOGIN_FAILURES_MAX,
        '此網絡登錄失敗次數過多，請稍後再試',
      );
      if (recent.length >= LOGIN_MAX_FAILURES) {
        const wait = Math.ceil((LOGIN_FAILURE_WINDOW - (now - recent[0]!)) / 60_000);
        throw failure('429', `密碼錯誤次數過多，請 ${wait} 分鐘後再試`);
      }
      user = findUser(phone);
      if (!user || !(await verifyPassword(secret, user.password_salt, user.password_hash))) {
        recent.push(now);
        ctx.loginFailures.set(phone, recent);
        recordPerAddress(ctx, `login:${req.ip}`);
        throw failure('400', MSG.loginFailed);
      }
      ctx.loginFailures.delete(phone);
    } else if (mode === '2') {
      if (!secret) throw failure('400', '請輸入驗證碼');
      if (!consumeSmsCode(ctx, phone, secret)) throw failure('400', MSG.codeInvalid);
      user = findUser(phone);
      if (!user) throw failure('400', MSG.phoneUnregistered);
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
    const password = newPasswordOf(req);
    const user = findUser(phone);
    if (!user) throw failure('404', MSG.phoneUnregistered);
    if (!consumeSmsCode(ctx, phone, params.code)) throw failure('400', MSG.codeInvalid);
    const { salt, hash } = await hashPassword(password);
    db.transaction(() => {
      db.prepare('UPDATE users SET password_salt = ?, password_hash = ? WHERE user_id = ?').run(
        salt,
        hash,
        user.user_id,
      );
      db.prepare('DELETE FROM sessions WHERE user_id = ?').run(user.user_id);
    })();
    ctx.loginFailures.delete(phone);
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
