import { type Static, Type } from 'typebox';
import { PHONE_PATTERN } from '../../../../core/validation/validation.js';
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
} from '../../auth.js';
import { DAY, IP_SMS_MAX, SMS_INTERVAL, SMS_MAX_PER_DAY, SMS_TTL } from '../../context.js';
import { ApiFailure, fail, MSG, ok, okS } from '../../envelope.js';
import { isPassword, isPhone } from '../../validation.js';
import type { FeatureRoutes } from '../feature.js';
import { Param, TextUpTo } from '../schemas.js';
import { clearLoginFailures, countLookup, countPerAddress, reserveLoginAttempt } from './limits.js';
import { accountRepository, type UserRow } from './repository.js';

/** Calls of this group carry the `sucess` flag, errors included. */
function failure(code: string, msg: string): ApiFailure {
  return new ApiFailure(code, msg, true);
}

function phoneOf(phone: string): string {
  if (!phone) throw failure('400', '手機號不能為空');
  if (!isPhone(phone)) throw failure('400', MSG.phoneInvalid);
  return phone;
}

/** `password` comes in the query string (spec); a form body field is accepted too. */
/** A password, or an SMS code at login (mode 2); far longer than any rule allows. */
const Password = TextUpTo(64, MSG.passwordRule);
const PasswordQuery = Type.Object({ password: Password });
const PasswordBody = Type.Object({ password: Password });

function passwordOf(req: {
  query: Static<typeof PasswordQuery>;
  body: Static<typeof PasswordBody>;
}): string | undefined {
  return req.query.password ?? req.body.password;
}

function newPasswordOf(req: Parameters<typeof passwordOf>[0]): string {
  const password = passwordOf(req);
  if (!password) throw failure('400', '請輸入密碼');
  if (!isPassword(password)) throw failure('400', MSG.passwordRule);
  return password;
}

const Phone = Param();
const PhoneParams = Type.Object({ phone: Phone });
const PhoneCodeParams = Type.Object({ phone: Phone, code: Param() });
const TokenParams = Type.Object({ token: Param() });
/** Every failure of these calls carries the `sucess` flag, schema refusals included. */
const config = { flagged: true };

/** The phone's masked form for logs: `138****8000`. */
function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

export const accountRoutes: FeatureRoutes = async (app, { ctx }) => {
  const { db } = ctx;
  const repo = accountRepository(db);
  const findUser = repo.user;

  // Is the phone free for registration?
  app.post(
    '/account/initVariable/:phone',
    { schema: { params: PhoneParams }, config },
    async (req) => {
      const phone = phoneOf(req.params.phone);
      countLookup(ctx, req);
      if (findUser(phone)) throw failure('403', MSG.phoneRegistered);
      return okS(null, '可以註冊');
    },
  );

  // Send an SMS code (simulated: logged and readable at /dev/sms/:phone).
  app.get('/account/:phone', { schema: { params: PhoneParams }, config }, async (req) => {
    const phone = phoneOf(req.params.phone);
    const now = ctx.now();
    const last = repo.sms(phone);
    if (last && now - last.sent_at < SMS_INTERVAL) {
      const wait = Math.ceil((SMS_INTERVAL - (now - last.sent_at)) / 1000);
      throw failure('429', `發送太頻繁，請 ${wait} 秒後再試`);
    }
    if (repo.smsSendsSince(phone, now - DAY) >= SMS_MAX_PER_DAY) {
      throw failure('429', '此手機號今日接收驗證碼次數已達上限，請明天再試');
    }
    countPerAddress(ctx, `sms:${req.ip}`, IP_SMS_MAX, '此網絡發送驗證碼過於頻繁，請稍後再試');
    const code = newSmsCode();
    repo.saveSms(phone, code, now, now + SMS_TTL);
    // the code itself only with the dev simulators on; production logs never hold it
    if (ctx.dev) req.log.info(`[dev-sms] ${phone} ${code}`);
    else req.log.info(`SMS code issued for ${maskPhone(phone)}`);
    return okS(null, '獲取成功');
  });

  // Register.
  const PasswordSchema = {
    params: PhoneCodeParams,
    querystring: PasswordQuery,
    body: PasswordBody,
  };
  app.post('/account/init/:phone/:code', { schema: PasswordSchema, config }, async (req) => {
    const phone = phoneOf(req.params.phone);
    countLookup(ctx, req);
    const password = newPasswordOf(req);
    if (findUser(phone)) throw failure('403', MSG.phoneRegistered);
    // a place for the hash first: a busy answer must not use up the code
    const slot = ctx.hashGate.enter(req.ip);
    if (!consumeSmsCode(ctx, phone, req.params.code)) {
      slot.release();
      throw failure('400', MSG.codeInvalid);
    }
    const { salt, hash } = await slot.run(() => hashPassword(password));
    const token = db.transaction(() => {
      // Re-check inside the transaction: two concurrent registrations of one phone.
      if (findUser(phone)) throw failure('403', MSG.phoneRegistered);
      return issueToken(ctx, repo.register(phone, salt, hash, ctx.now()));
    })();
    return okS(token, '註冊成功');
  });

  // Log in: mode 1 password, mode 2 SMS code (sent in the `password` parameter).
  const LoginSchema = {
    params: Type.Object({ phone: Phone, mode: Param() }),
    querystring: PasswordQuery,
    body: PasswordBody,
  };
  app.post('/account/pcLogin/:phone/:mode', { schema: LoginSchema, config }, async (req, reply) => {
    const phone = phoneOf(req.params.phone);
    const mode = req.params.mode;
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
  app.post('/account/updatePwd/:phone/:code', { schema: PasswordSchema, config }, async (req) => {
    const phone = phoneOf(req.params.phone);
    countLookup(ctx, req);
    const password = newPasswordOf(req);
    const user = findUser(phone);
    if (!user) throw failure('404', MSG.phoneUnregistered);
    // a place for the hash first: a busy answer must not use up the code
    const slot = ctx.hashGate.enter(req.ip);
    if (!consumeSmsCode(ctx, phone, req.params.code)) {
      slot.release();
      throw failure('400', MSG.codeInvalid);
    }
    const { salt, hash } = await slot.run(() => hashPassword(password));
    db.transaction(() => repo.setPassword(user.user_id, salt, hash))();
    clearLoginFailures(ctx, phone);
    return okS(null, '修改密碼成功');
  });

  // Token check.
  app.post('/account/inquire/:token', { schema: { params: TokenParams }, config }, async (req) => {
    const userId = userOfToken(ctx, req.params.token);
    if (userId === null) throw failure('401', MSG.tokenInvalid);
    return okS({ user_id: userId }, '登錄有效');
  });

  // Log out (idempotent).
  const OutSchema = { params: TokenParams };
  app.post('/account/outLogin/:token', { schema: OutSchema, config }, async (req, reply) => {
    const token = req.params.token;
    if (token) revokeToken(db, token);
    clearSessionCookie(reply);
    return okS(null, '退出成功');
  });
};

/** Development only: `/dev/sms/{phone}`, the last SMS code sent to a phone. */
export const accountDevRoutes: FeatureRoutes = async (app, { ctx }) => {
  const repo = accountRepository(ctx.db);
  const params = Type.Object({
    phone: Param({ pattern: PHONE_PATTERN.source, msg: MSG.phoneInvalid }),
  });
  app.get('/sms/:phone', { schema: { params } }, async (req, reply) => {
    const row = repo.sms(req.params.phone);
    if (!row) return reply.code(404).send(fail('404', '該手機號沒有發送過驗證碼'));
    return ok(row.code, '獲取成功');
  });
};
