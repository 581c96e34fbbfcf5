// The login flows of core/session against the reference server, through happy-dom's fetch
// (cross-origin: the page is http://localhost:3000, the server http://127.0.0.1:<port>).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as account from '../../core/api/account/writes';
import {
  codeCountdown,
  logIn,
  logOut,
  registerAccount,
  requestCode,
  resetPassword,
} from '../../core/session/auth';
import {
  $isAssociationMember,
  $loggedIn,
  $loginDialog,
  $session,
  $token,
  $unread,
  $upgradePrompt,
  initSession,
  refreshSession,
} from '../../core/session/session';
import { contractServer, DEMO, GUEST } from './server';

const NEW_PHONE = '15000000001';
const INVALID_NOTICE = '登錄已失效，請重新登錄';

const server = contractServer({ reset: true });

beforeEach(async () => {
  codeCountdown.stop();
  $token.set(null);
  $session.set({ status: 'anonymous', userId: null, user: null, memberships: [] });
  $unread.set(0);
  $upgradePrompt.set(false);
  $loginDialog.set({ open: true, tab: 'register', notice: null });
});

afterEach(() => {
  codeCountdown.stop();
});

describe('a new user', () => {
  it('registers, logs in by password, keeps the session, logs out and the token dies', async () => {
    expect(await requestCode(NEW_PHONE, 'register')).toEqual({ ok: true, message: '獲取成功' });
    const code = await server.lastSmsCode(NEW_PHONE);

    expect(
      await registerAccount({ phone: NEW_PHONE, code, password: 'abc123', agreement: true }),
    ).toEqual({ ok: true, message: '註冊成功，請登錄' });
    expect($loginDialog.get().tab).toBe('login');
    expect($token.get()).toBeNull();

    expect(await logIn({ phone: NEW_PHONE, mode: 'password', secret: 'abc123' })).toEqual({
      ok: true,
      message: '登錄成功',
    });
    const token = $token.get();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionStorage.getItem('sztx-token')).toBe(token);
    expect($loginDialog.get().open).toBe(false);
    expect($session.get()).toMatchObject({
      status: 'valid',
      user: { phone: NEW_PHONE, name: '用戶0001' },
      memberships: [],
    });
    expect($session.get().userId).toBe($session.get().user?.userId);
    expect($unread.get()).toBe(0);
    expect($upgradePrompt.get()).toBe(false);

    // another widget on the page asks again: still valid, same user
    await initSession();
    expect($loggedIn.get()).toBe(true);

    expect(await logOut()).toEqual({ ok: true, message: '已退出登錄' });
    expect($token.get()).toBeNull();
    expect($loggedIn.get()).toBe(false);
    expect(await account.inquire(server.client, token!)).toBeNull();

    // a page that still holds the old token is sent to the login dialog
    $token.set(token);
    await refreshSession();
    expect($token.get()).toBeNull();
    expect(sessionStorage.getItem('sztx-token')).toBeNull();
    expect($session.get().status).toBe('anonymous');
    expect($loginDialog.get()).toEqual({ open: true, tab: 'login', notice: INVALID_NOTICE });
  });

  it('is told that a wrong SMS code is wrong, and is not registered', async () => {
    await requestCode(NEW_PHONE, 'register');
    const code = await server.lastSmsCode(NEW_PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      await registerAccount({ phone: NEW_PHONE, code: wrong, password: 'abc123', agreement: true }),
    ).toEqual({ ok: false, message: '驗證碼錯誤或已過期' });
    expect(await logIn({ phone: NEW_PHONE, mode: 'password', secret: 'abc123' })).toEqual({
      ok: false,
      message: '手機號或密碼錯誤',
    });
  });
});

describe('a registered phone', () => {
  it('is refused for registration with the corrected text, and no code is sent', async () => {
    expect(await requestCode(DEMO.phone, 'register')).toEqual({
      ok: false,
      message: '該手機號已經註冊過，請更換手機號或直接登錄',
      field: 'phone',
    });
    await expect(server.lastSmsCode(DEMO.phone)).rejects.toThrow(/no SMS code/);
    expect(codeCountdown.$remaining.get()).toBe(0);
  });
});

describe('the association member', () => {
  it('logs in by SMS code and is recognised as an SZTX member with unread messages', async () => {
    expect((await requestCode(DEMO.phone, 'login')).ok).toBe(true);
    const code = await server.lastSmsCode(DEMO.phone);
    expect(await logIn({ phone: DEMO.phone, mode: 'code', secret: code })).toEqual({
      ok: true,
      message: '登錄成功',
    });
    expect($session.get()).toMatchObject({
      status: 'valid',
      userId: DEMO.userId,
      user: { phone: DEMO.phone, name: '陳建宏' },
    });
    expect($isAssociationMember.get()).toBe(true);
    expect($upgradePrompt.get()).toBe(false);
    expect($unread.get()).toBe(3);
  });

  it('cannot reuse an SMS code', async () => {
    await requestCode(DEMO.phone, 'login');
    const code = await server.lastSmsCode(DEMO.phone);
    expect((await logIn({ phone: DEMO.phone, mode: 'code', secret: code })).ok).toBe(true);
    await logOut();
    expect(await logIn({ phone: DEMO.phone, mode: 'code', secret: code })).toEqual({
      ok: false,
      message: '驗證碼錯誤或已過期',
    });
  });
});

describe('a registered user without SZTX membership', () => {
  it('gets the upgrade prompt after logging in', async () => {
    expect((await logIn({ phone: GUEST.phone, mode: 'password', secret: GUEST.password })).ok).toBe(
      true,
    );
    expect($session.get().memberships.map((m) => m.associationId)).toEqual(['KSTX']);
    expect($isAssociationMember.get()).toBe(false);
    expect($upgradePrompt.get()).toBe(true);
  });
});

describe('password reset', () => {
  it('changes the password, ends open sessions, and the old password then fails', async () => {
    await logIn({ phone: GUEST.phone, mode: 'password', secret: GUEST.password });
    const before = $token.get();
    expect(before).not.toBeNull();

    expect((await requestCode(GUEST.phone, 'forgot')).ok).toBe(true);
    const code = await server.lastSmsCode(GUEST.phone);
    $loginDialog.set({ open: true, tab: 'forgot', notice: null });
    expect(await resetPassword({ phone: GUEST.phone, code, password: 'newpass9' })).toEqual({
      ok: true,
      message: '修改密碼成功，請重新登錄',
    });
    expect($loginDialog.get().tab).toBe('login');

    await refreshSession();
    expect($loggedIn.get()).toBe(false);
    expect($loginDialog.get().notice).toBe(INVALID_NOTICE);

    expect(await logIn({ phone: GUEST.phone, mode: 'password', secret: GUEST.password })).toEqual({
      ok: false,
      message: '手機號或密碼錯誤',
    });
    expect((await logIn({ phone: GUEST.phone, mode: 'password', secret: 'newpass9' })).ok).toBe(
      true,
    );
    expect($token.get()).not.toBe(before);
  });

  it("shows the server's msg for an unregistered phone", async () => {
    await requestCode('15000000002', 'forgot');
    const code = await server.lastSmsCode('15000000002');
    expect(await resetPassword({ phone: '15000000002', code, password: 'newpass9' })).toEqual({
      ok: false,
      message: '該手機號尚未註冊',
    });
  });
});

describe('the SMS resend limit', () => {
  it('is enforced by the client countdown, and by the server for direct calls', async () => {
    expect(await requestCode(NEW_PHONE, 'register')).toEqual({ ok: true, message: '獲取成功' });
    const first = await server.lastSmsCode(NEW_PHONE);
    expect(codeCountdown.$remaining.get()).toBe(60);

    // the client refuses before asking the server (the server's answer would be its 429 msg)
    expect(await requestCode(NEW_PHONE, 'register')).toEqual({ ok: false, message: '獲取失敗' });

    const direct = await account.sendCode(server.client, NEW_PHONE);
    expect(direct).toMatchObject({ code: '429', sucess: false });
    expect(direct.msg).toMatch(/^發送太頻繁，請 \d+ 秒後再試$/);
    expect(await server.lastSmsCode(NEW_PHONE)).toBe(first);

    // once the countdown is over the client asks the server: 獲取失敗 with the server's wait
    codeCountdown.stop();
    const third = await requestCode(NEW_PHONE, 'login');
    expect(third.ok).toBe(false);
    expect(third.message).toMatch(/^獲取失敗：發送太頻繁，請 \d+ 秒後再試$/);
  });
});

describe('a failing notice service', () => {
  afterEach(async () => {
    await server.app.inject({ method: 'DELETE', url: '/dev/faults' });
  });

  it('leaves the session valid with no unread count', async () => {
    await server.app.inject({
      method: 'POST',
      url: '/dev/faults',
      payload: { path: '^/api/v2/notice/', status: 500, body: 'boom' },
    });
    const result = await logIn({ phone: DEMO.phone, mode: 'password', secret: DEMO.password });
    expect(result.ok).toBe(true);
    expect($session.get()).toMatchObject({ status: 'valid', userId: DEMO.userId });
    expect($isAssociationMember.get()).toBe(true);
    expect($unread.get()).toBe(0);
  });
});

describe('a page reload', () => {
  it('finds the token in session storage and restores the session', async () => {
    await logIn({ phone: DEMO.phone, mode: 'password', secret: DEMO.password });
    const token = $token.get();

    vi.resetModules();
    const config = await import('../../core/config/config');
    config.configure({ apiBase: server.apiBase });
    const fresh = await import('../../core/session/session');
    expect(fresh.$token.get()).toBe(token);
    expect(fresh.$session.get().status).toBe('checking');
    await fresh.initSession();
    expect(fresh.$session.get()).toMatchObject({ status: 'valid', userId: DEMO.userId });
    expect(fresh.$unread.get()).toBe(3);
  });
});
