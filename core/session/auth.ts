import * as account from '../api/account/writes';
import type { Call } from '../api/client';
import { isNetworkError } from '../api/errors';
import type { Envelope } from '../api/types';
import { createCountdown } from '../countdown/countdown';
import {
  validateAgreement,
  validateCode,
  validatePassword,
  validatePhone,
} from '../validation/validation';
import { acceptToken, endSession } from './actions';
import { $loginDialog, closeLogin, sessionApi } from './session';

/** What an action tells the user: a toast text, and whether it worked. */
export interface ActionResult {
  ok: boolean;
  message: string;
  /** Which field the message is about, for inline errors. */
  field?: 'phone' | 'code' | 'password' | 'agreement';
}

/** Texts of the login flows (spec 000 §5, §8). */
export const AUTH_TEXT = {
  codeSent: '獲取成功',
  codeFailed: '獲取失敗',
  // the original reads 直擊登錄, a typo for 直接登錄 (docs/compat.md)
  phoneTaken: '該手機號已經註冊過，請更換手機號或直接登錄',
  registered: '註冊成功，請登錄',
  registerFailed: '註冊失敗，請稍後重試',
  loggedIn: '登錄成功',
  loginFailed: '登錄失敗',
  passwordChanged: '修改密碼成功，請重新登錄',
  passwordFailed: '修改密碼失敗，請稍後重試',
  loggedOut: '已退出登錄',
  network: '網絡連接失敗，請檢查網絡後重試',
} as const;

/** The SMS resend countdown shared by the page's login forms. */
export const codeCountdown = createCountdown({ seconds: 60 });

const fail = (message: string, field?: ActionResult['field']): ActionResult =>
  field ? { ok: false, message, field } : { ok: false, message };

/** A refusal in the server's own words when it answered with one of `codes`, else `fallback`. */
function refusal(
  answer: Envelope<unknown>,
  codes: readonly string[],
  fallback: string,
): ActionResult {
  return fail(codes.includes(answer.code) && answer.msg ? answer.msg : fallback);
}

/** The first check that failed, as an error on its field; null when every check passed. */
function firstInvalid(
  checks: ReadonlyArray<readonly [error: string | null, field: ActionResult['field']]>,
): ActionResult | null {
  const found = checks.find(([error]) => error);
  return found?.[0] ? fail(found[0], found[1]) : null;
}

/** Ends a flow that sends the user back to password login with `message`. */
function backToLogin(message: string): ActionResult {
  codeCountdown.stop();
  $loginDialog.set({ ...$loginDialog.get(), tab: 'login', notice: null });
  return { ok: true, message };
}

/** Runs a call; only a real network failure gets the network message, anything else `failure`. */
async function attempt<T>(
  run: (call: Call) => Promise<Envelope<T>>,
  failure: string,
): Promise<Envelope<T> | ActionResult> {
  try {
    // login, registration and password calls go to the session's API
    return await run({ api: sessionApi() });
  } catch (error) {
    return fail(isNetworkError(error) ? AUTH_TEXT.network : failure);
  }
}

const isResult = (value: unknown): value is ActionResult =>
  typeof value === 'object' && value !== null && 'ok' in value && 'message' in value;

/** Sends an SMS code; for registration first checks that the phone is free. */
export async function requestCode(
  phone: string,
  purpose: 'register' | 'login' | 'forgot',
): Promise<ActionResult> {
  const invalid = validatePhone(phone);
  if (invalid) return fail(invalid, 'phone');
  if (codeCountdown.$remaining.get() > 0) return fail(AUTH_TEXT.codeFailed);
  if (purpose === 'register') {
    const check = await attempt((call) => account.checkPhone(call, phone), AUTH_TEXT.codeFailed);
    if (isResult(check)) return check;
    if (check.code === '403') return fail(AUTH_TEXT.phoneTaken, 'phone');
  }
  const sent = await attempt((call) => account.sendCode(call, phone), AUTH_TEXT.codeFailed);
  if (isResult(sent)) return sent;
  if (sent.code !== '200' || sent.sucess === false) {
    // Spec 000 §8: a failed send says 獲取失敗, not the SMS gateway's words; a rate limit (429)
    // adds the server's reason, which says how long to wait.
    return fail(
      sent.code === '429' && sent.msg
        ? `${AUTH_TEXT.codeFailed}：${sent.msg}`
        : AUTH_TEXT.codeFailed,
    );
  }
  codeCountdown.start();
  return { ok: true, message: AUTH_TEXT.codeSent };
}

/** The fields of the register and reset-password forms. */
interface CodeForm {
  phone: string;
  code: string;
  password: string;
}

/**
 * Sends the register or reset-password form once its fields (and the `more` checks) pass. A
 * refusal is `refused[code]` when listed, the server's msg for the `shown` codes, else `failed`;
 * success goes back to password login with `done`.
 */
async function sendCodeForm(
  input: CodeForm,
  send: (call: Call, form: CodeForm) => Promise<Envelope<unknown>>,
  texts: {
    failed: string;
    done: string;
    shown: readonly string[];
    refused?: Readonly<Record<string, ActionResult>>;
  },
  more: Parameters<typeof firstInvalid>[0] = [],
): Promise<ActionResult> {
  const invalid = firstInvalid([
    [validatePhone(input.phone), 'phone'],
    [validateCode(input.code), 'code'],
    [validatePassword(input.password), 'password'],
    ...more,
  ]);
  if (invalid) return invalid;
  const answer = await attempt((call) => send(call, input), texts.failed);
  if (isResult(answer)) return answer;
  const refused = texts.refused?.[answer.code];
  if (refused) return refused;
  if (answer.code !== '200' || answer.sucess === false) {
    return refusal(answer, texts.shown, texts.failed);
  }
  return backToLogin(texts.done);
}

/** Registers; on success switches the dialog to password login. */
export function registerAccount(input: CodeForm & { agreement: boolean }): Promise<ActionResult> {
  return sendCodeForm(
    input,
    (call, f) => account.register(call, f.phone, f.code, f.password),
    {
      failed: AUTH_TEXT.registerFailed,
      done: AUTH_TEXT.registered,
      shown: ['400'],
      refused: { '403': fail(AUTH_TEXT.phoneTaken, 'phone') },
    },
    [[validateAgreement(input.agreement), 'agreement']],
  );
}

/** Logs in with a password (mode 1) or an SMS code (mode 2). */
export async function logIn(input: {
  phone: string;
  mode: 'password' | 'code';
  secret: string;
}): Promise<ActionResult> {
  const invalid = firstInvalid([
    [validatePhone(input.phone), 'phone'],
    input.mode === 'password'
      ? [validatePassword(input.secret), 'password']
      : [validateCode(input.secret), 'code'],
  ]);
  if (invalid) return invalid;
  const mode = input.mode === 'password' ? account.LOGIN_MODE.password : account.LOGIN_MODE.code;
  const answer = await attempt(
    (call) => account.login(call, input.phone, mode, input.secret),
    AUTH_TEXT.loginFailed,
  );
  if (isResult(answer)) return answer;
  if (!answer.sucess || answer.code !== '200' || typeof answer.data !== 'string') {
    return refusal(answer, ['400'], AUTH_TEXT.loginFailed);
  }
  codeCountdown.stop();
  closeLogin();
  await acceptToken(answer.data);
  return { ok: true, message: AUTH_TEXT.loggedIn };
}

/** Resets the password with an SMS code; on success switches to password login. */
export function resetPassword(input: CodeForm): Promise<ActionResult> {
  return sendCodeForm(
    input,
    (call, f) => account.updatePassword(call, f.phone, f.code, f.password),
    {
      failed: AUTH_TEXT.passwordFailed,
      done: AUTH_TEXT.passwordChanged,
      shown: ['400', '404'],
    },
  );
}

/** Logs out and reports it. */
export async function logOut(): Promise<ActionResult> {
  await endSession();
  return { ok: true, message: AUTH_TEXT.loggedOut };
}
