import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../config/config';
import { type Call, fakeFetch, ok } from '../testing/fake-fetch';
import {
  AUTH_TEXT,
  codeCountdown,
  logIn,
  logOut,
  registerAccount,
  requestCode,
  resetPassword,
} from './auth';
import { $loggedIn, $loginDialog, $session, $token, $unread } from './session';

/** The server's JSON envelope (`sucess` is set on a 200). */
const envelope = (code: string, msg: string, data: unknown = null) => ({
  code,
  sucess: code === '200',
  msg,
  data,
});

const API = 'http://api.test/api/v2/';
const PHONE = '13800138000';
const NETWORK = '網絡連接失敗，請檢查網絡後重試';

type Handlers = Parameters<typeof fakeFetch>[0];

/** A handler that answers each call with the next of `answers`. */
function inTurn<T>(answers: readonly T[]) {
  let next = 0;
  return () => answers[next++];
}

/** Routes every session call needs after a login; `extra` adds or overrides routes. */
function server(extra: Handlers = {}) {
  const fake = fakeFetch({
    'POST account/inquire/.*': () => ({ code: '200', sucess: true, msg: '', data: { user_id: 7 } }),
    'GET member/\\d+': () => ok({ user_id: 7, member_id: 7, really_name: '陳建宏' }),
    'GET member/\\d+/association': () => ok([{ association_id: 'SZTX' }]),
    'GET notice/count/\\d+': () => ok([{ noticeCount: 2 }]),
    'POST account/outLogin/.*': () => ({ code: '200', sucess: true, msg: '', data: null }),
    ...extra,
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

const paths = (calls: Call[]) => calls.map((c) => `${c.method} ${c.url.pathname}`);
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => {
  configure({ apiBase: API });
  codeCountdown.stop();
  $token.set(null);
  $session.set({ status: 'anonymous', userId: null, user: null, memberships: [] });
  $unread.set(0);
  $loginDialog.set({ open: true, tab: 'login', notice: null });
});

afterEach(() => {
  codeCountdown.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetConfig();
});

describe('requestCode', () => {
  it('validates the phone first and sends nothing for a bad one', async () => {
    const fake = server();
    expect(await requestCode('12345678901', 'login')).toEqual({
      ok: false,
      message: '請輸入正確的手機號',
      field: 'phone',
    });
    expect(await requestCode('', 'register')).toEqual({
      ok: false,
      message: '請輸入手機號',
      field: 'phone',
    });
    expect(fake.calls).toHaveLength(0);
    expect(codeCountdown.$remaining.get()).toBe(0);
  });

  it('for registration refuses a taken phone with the corrected text and sends no code', async () => {
    const fake = server({
      'POST account/initVariable/.*': () =>
        envelope('403', '該手機號已經註冊過，請更換手機號或直擊登錄'),
      'GET account/\\d+': () => ({ code: '200', sucess: true, msg: '獲取成功', data: null }),
    });
    expect(await requestCode(PHONE, 'register')).toEqual({
      ok: false,
      message: '該手機號已經註冊過，請更換手機號或直接登錄',
      field: 'phone',
    });
    expect(paths(fake.calls)).toEqual([`POST /api/v2/account/initVariable/${PHONE}`]);
    expect(codeCountdown.$remaining.get()).toBe(0);
  });

  it('sends the code, starts the 60 s countdown and sends nothing more until it ends', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fake = server({
      'POST account/initVariable/.*': () => ({ code: '200', sucess: true, msg: '', data: null }),
      'GET account/\\d+': () => ({ code: '200', sucess: true, msg: '獲取成功', data: null }),
    });
    expect(await requestCode(PHONE, 'register')).toEqual({ ok: true, message: '獲取成功' });
    expect(paths(fake.calls)).toEqual([
      `POST /api/v2/account/initVariable/${PHONE}`,
      `GET /api/v2/account/${PHONE}`,
    ]);
    expect(codeCountdown.$remaining.get()).toBe(60);

    vi.advanceTimersByTime(30_000);
    expect(codeCountdown.$remaining.get()).toBe(30);
    const again = await requestCode(PHONE, 'register');
    expect(again.ok).toBe(false);
    expect(fake.calls).toHaveLength(2);

    vi.advanceTimersByTime(30_000);
    expect(codeCountdown.$remaining.get()).toBe(0);
    expect((await requestCode(PHONE, 'login')).ok).toBe(true);
    expect(paths(fake.calls).at(-1)).toBe(`GET /api/v2/account/${PHONE}`);
  });

  it('for login and password reset does not check registration', async () => {
    const fake = server({
      'GET account/\\d+': () => ({ code: '200', sucess: true, msg: '獲取成功', data: null }),
    });
    expect((await requestCode(PHONE, 'forgot')).ok).toBe(true);
    expect(paths(fake.calls)).toEqual([`GET /api/v2/account/${PHONE}`]);
  });

  it('a rate limit says 獲取失敗 with how long to wait, and does not start the countdown', async () => {
    server({
      'GET account/\\d+': () => envelope('429', '發送太頻繁，請 42 秒後再試'),
    });
    expect(await requestCode(PHONE, 'login')).toEqual({
      ok: false,
      message: '獲取失敗：發送太頻繁，請 42 秒後再試',
    });
    expect(codeCountdown.$remaining.get()).toBe(0);
  });

  it("any other failed send says 獲取失敗 (spec §8), not the gateway's words", async () => {
    for (const answer of [
      { code: '500', sucess: false, msg: '', data: null },
      { code: '500', sucess: false, msg: 'isv.BUSINESS_LIMIT_CONTROL', data: null },
      { code: '200', sucess: false, msg: '短信網關錯誤 E1042', data: null },
    ]) {
      server({ 'GET account/\\d+': () => answer });
      expect(await requestCode(PHONE, 'login')).toEqual({ ok: false, message: '獲取失敗' });
    }
  });

  it('reports a network failure without throwing', async () => {
    vi.stubGlobal('fetch', offline);
    expect(await requestCode(PHONE, 'register')).toEqual({ ok: false, message: NETWORK });
    expect(codeCountdown.$remaining.get()).toBe(0);
  });
});

describe('registerAccount', () => {
  const valid = { phone: PHONE, code: '123456', password: 'abc123', agreement: true };

  it('checks phone, code, password and agreement in that order, sending nothing', async () => {
    const fake = server();
    const cases: Array<[Partial<typeof valid>, string, string]> = [
      [{ phone: '', code: '', password: '', agreement: false }, '請輸入手機號', 'phone'],
      [{ phone: '15412345678', code: '' }, '請輸入正確的手機號', 'phone'],
      [{ code: '', password: '' }, '請輸入驗證碼', 'code'],
      [{ code: '12345', password: '' }, '驗證碼錯誤', 'code'],
      [{ password: '', agreement: false }, '請輸入密碼', 'password'],
      [{ password: 'ab12', agreement: false }, '長度在 6 到 18 位', 'password'],
      [
        { password: '1abcdef', agreement: false },
        '密碼以字母開頭，長度6~18，只包含字母、數字和下劃線',
        'password',
      ],
      [{ agreement: false }, '請先閱讀協議並勾選', 'agreement'],
    ];
    for (const [change, message, field] of cases) {
      expect(await registerAccount({ ...valid, ...change })).toEqual({
        ok: false,
        message,
        field,
      });
    }
    expect(fake.calls).toHaveLength(0);
  });

  it('registers and switches the dialog to password login', async () => {
    const fake = server({
      'POST account/init/\\d+/\\d+': () => envelope('200', '註冊成功', 'newtoken'),
    });
    $loginDialog.set({ open: true, tab: 'register', notice: null });
    expect(await registerAccount(valid)).toEqual({ ok: true, message: '註冊成功，請登錄' });
    expect(paths(fake.calls)).toEqual([`POST /api/v2/account/init/${PHONE}/123456`]);
    expect(fake.calls[0]!.url.searchParams.get('password')).toBe('abc123');
    expect($loginDialog.get()).toEqual({ open: true, tab: 'login', notice: null });
  });

  it('maps server failures: 403 taken, 400 server msg, otherwise 註冊失敗', async () => {
    const answers = [
      { code: '403', msg: '該手機號已經註冊過，請更換手機號或直擊登錄' },
      { code: '400', msg: '驗證碼錯誤或已過期' },
      { code: '500', msg: '服務器繁忙' },
    ];
    server({
      'POST account/init/\\d+/\\d+': inTurn(answers.map((a) => ({ ...a, sucess: false }))),
    });
    expect(await registerAccount(valid)).toEqual({
      ok: false,
      message: AUTH_TEXT.phoneTaken,
      field: 'phone',
    });
    expect(await registerAccount(valid)).toEqual({ ok: false, message: '驗證碼錯誤或已過期' });
    expect(await registerAccount(valid)).toEqual({ ok: false, message: '註冊失敗，請稍後重試' });
    expect($loginDialog.get().open).toBe(true);
  });

  it('reports a network failure without throwing', async () => {
    vi.stubGlobal('fetch', offline);
    expect(await registerAccount(valid)).toEqual({ ok: false, message: NETWORK });
  });
});

describe('logIn', () => {
  const loginOk = () => ({ code: '200', sucess: true, msg: '登錄成功', data: 'tok-1' });

  it('by password sends mode 1 with the password, stores the token and closes the dialog', async () => {
    const fake = server({ 'POST account/pcLogin/\\d+/\\d': loginOk });
    expect(await logIn({ phone: PHONE, mode: 'password', secret: 'demo1234' })).toEqual({
      ok: true,
      message: '登錄成功',
    });
    const call = fake.calls[0]!;
    expect(call.url.pathname).toBe(`/api/v2/account/pcLogin/${PHONE}/1`);
    expect(call.url.searchParams.get('password')).toBe('demo1234');
    expect($token.get()).toBe('tok-1');
    expect(sessionStorage.getItem('sztx-token')).toBe('tok-1');
    expect($loginDialog.get().open).toBe(false);
    expect($loggedIn.get()).toBe(true);
    expect($unread.get()).toBe(2);
  });

  it('by code sends mode 2 with the code as password', async () => {
    const fake = server({ 'POST account/pcLogin/\\d+/\\d': loginOk });
    expect((await logIn({ phone: PHONE, mode: 'code', secret: '654321' })).ok).toBe(true);
    expect(fake.calls[0]!.url.pathname).toBe(`/api/v2/account/pcLogin/${PHONE}/2`);
    expect(fake.calls[0]!.url.searchParams.get('password')).toBe('654321');
  });

  it('validates before sending: the secret rule follows the mode', async () => {
    const fake = server();
    expect(await logIn({ phone: '123', mode: 'password', secret: 'demo1234' })).toMatchObject({
      message: '請輸入正確的手機號',
      field: 'phone',
    });
    expect(await logIn({ phone: PHONE, mode: 'password', secret: '' })).toMatchObject({
      message: '請輸入密碼',
      field: 'password',
    });
    expect(await logIn({ phone: PHONE, mode: 'code', secret: '12' })).toMatchObject({
      message: '驗證碼錯誤',
      field: 'code',
    });
    expect(fake.calls).toHaveLength(0);
  });

  it("shows the server's msg for code 400 and 登錄失敗 for other failures", async () => {
    const answers = [
      { code: '400', sucess: false, msg: '手機號或密碼錯誤', data: null },
      { code: '429', sucess: false, msg: '密碼錯誤次數過多', data: null },
      { code: '200', sucess: false, msg: '', data: null },
    ];
    server({ 'POST account/pcLogin/\\d+/\\d': inTurn(answers) });
    const attempt = () => logIn({ phone: PHONE, mode: 'password', secret: 'wrong1' });
    expect(await attempt()).toEqual({ ok: false, message: '手機號或密碼錯誤' });
    expect(await attempt()).toEqual({ ok: false, message: '登錄失敗' });
    expect(await attempt()).toEqual({ ok: false, message: '登錄失敗' });
    expect($token.get()).toBeNull();
    expect($loginDialog.get().open).toBe(true);
  });

  it('reports a network failure without throwing', async () => {
    vi.stubGlobal('fetch', offline);
    expect(await logIn({ phone: PHONE, mode: 'password', secret: 'demo1234' })).toEqual({
      ok: false,
      message: NETWORK,
    });
    expect($token.get()).toBeNull();
  });
});

it('a 502 page from a proxy is a failed login, not a network failure', async () => {
  server({ 'POST account/pcLogin/\\d+/\\d': () => new Response('<h1>502</h1>', { status: 502 }) });
  expect(await logIn({ phone: PHONE, mode: 'password', secret: 'demo1234' })).toEqual({
    ok: false,
    message: '登錄失敗',
  });
});

describe('resetPassword', () => {
  const valid = { phone: PHONE, code: '123456', password: 'newpass1' };

  it('validates phone, code and password before sending', async () => {
    const fake = server();
    expect(await resetPassword({ ...valid, phone: '' })).toMatchObject({ field: 'phone' });
    expect(await resetPassword({ ...valid, code: '' })).toEqual({
      ok: false,
      message: '請輸入驗證碼',
      field: 'code',
    });
    expect(await resetPassword({ ...valid, password: '_bad_start' })).toEqual({
      ok: false,
      message: '密碼以字母開頭，長度6~18，只包含字母、數字和下劃線',
      field: 'password',
    });
    expect(fake.calls).toHaveLength(0);
  });

  it('changes the password and switches the dialog to password login', async () => {
    const fake = server({
      'POST account/updatePwd/\\d+/\\d+': () => envelope('200', ''),
    });
    $loginDialog.set({ open: true, tab: 'forgot', notice: null });
    expect(await resetPassword(valid)).toEqual({ ok: true, message: '修改密碼成功，請重新登錄' });
    expect(fake.calls[0]!.url.pathname).toBe(`/api/v2/account/updatePwd/${PHONE}/123456`);
    expect(fake.calls[0]!.url.searchParams.get('password')).toBe('newpass1');
    expect($loginDialog.get().tab).toBe('login');
  });

  it("shows the server's msg for 400 and 404, otherwise 修改密碼失敗", async () => {
    const answers = [
      { code: '400', msg: '驗證碼錯誤或已過期' },
      { code: '404', msg: '該手機號尚未註冊' },
      { code: '500', msg: '服務器繁忙' },
    ];
    server({
      'POST account/updatePwd/\\d+/\\d+': inTurn(
        answers.map((a) => ({ ...a, sucess: false, data: null })),
      ),
    });
    expect(await resetPassword(valid)).toEqual({ ok: false, message: '驗證碼錯誤或已過期' });
    expect(await resetPassword(valid)).toEqual({ ok: false, message: '該手機號尚未註冊' });
    expect(await resetPassword(valid)).toEqual({
      ok: false,
      message: '修改密碼失敗，請稍後重試',
    });
  });

  it('reports a network failure without throwing', async () => {
    vi.stubGlobal('fetch', offline);
    expect(await resetPassword(valid)).toEqual({ ok: false, message: NETWORK });
  });
});

describe('logOut', () => {
  it('logs out and says so', async () => {
    const fake = server({
      'POST account/pcLogin/\\d+/\\d': () => ({ code: '200', sucess: true, msg: '', data: 't9' }),
    });
    await logIn({ phone: PHONE, mode: 'password', secret: 'demo1234' });
    expect(await logOut()).toEqual({ ok: true, message: '已退出登錄' });
    expect(paths(fake.calls)).toContain('POST /api/v2/account/outLogin/t9');
    expect($loggedIn.get()).toBe(false);
  });
});
