// The login flows of core/session against the reference server, through happy-dom's fetch
// (cross-origin: the page is http://localhost:3000, the server http://127.0.0.1:<port>).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as account from '../../core/api/account/writes';
import * as auth from '../../core/session/auth';
import * as session from '../../core/session/session';
import { contractServer, DEMO, GUEST } from './server';

const NEW_PHONE = '15000000001';
const INVALID_NOTICE = '登錄已失效，請重新登錄';

const server = contractServer({ reset: true });

beforeEach(async () => {
  auth.codeCountdown.stop();
  session.$token.set(null);
  session.$session.set({ status: 'anonymous', userId: null, user: null, memberships: [] });
  session.$unread.set(0);
  session.$upgradePrompt.set(false);
  session.$loginDialog.set({ open: true, tab: 'register', notice: null });
});

afterEach(() => {
  auth.codeCountdown.stop();
});

/** Asks for a registration code for NEW_PHONE (獲取成功); the code the server sent. */
async function registrationCode(): Promise<string> {
  expect(await auth.requestCode(NEW_PHONE, 'register')).toEqual({ ok: true, message: '獲取成功' });
  return server.lastSmsCode(NEW_PHONE);
}

describe('a new user', () => {
  it('registers, logs in by password, keeps the session, logs out and the token dies', async () => {
    const code = await registrationCode();

    expect(
      await auth.registerAccount({ phone: NEW_PHONE, code, password: 'abc123', agreement: true }),
    ).toEqual({ ok: true, message: '註冊成功，請登錄' });
    expect(session.$loginDialog.get().tab).toBe('login');
    expect(session.$token.get()).toBeNull();

    expect(await auth.logIn({ phone: NEW_PHONE, mode: 'password', secret: 'abc123' })).toEqual({
      ok: true,
      message: '登錄成功',
    });
    const token = session.$token.get();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionStorage.getItem('sztx-token')).toBe(token);
    expect(session.$loginDialog.get().open).toBe(false);
    expect(session.$session.get()).toMatchObject({
      status: 'valid',
      user: { phone: NEW_PHONE, name: '用戶0001' },
      memberships: [],
    });
    expect(session.$session.get().userId).toBe(session.$session.get().user?.userId);
    expect(session.$unread.get()).toBe(0);
    expect(session.$upgradePrompt.get()).toBe(false);

    // another widget on the page asks again: still valid, same user
    await session.initSession();
    expect(session.$loggedIn.get()).toBe(true);

    expect(await auth.logOut()).toEqual({ ok: true, message: '已退出登錄' });
    expect(session.$token.get()).toBeNull();
    expect(session.$loggedIn.get()).toBe(false);
    expect(await account.inquire(server.client, token!)).toBeNull();

    // a page that still holds the old token is sent to the login dialog
    session.$token.set(token);
    await session.refreshSession();
    expect(session.$token.get()).toBeNull();
    expect(sessionStorage.getItem('sztx-token')).toBeNull();
    expect(session.$session.get().status).toBe('anonymous');
    expect(session.$loginDialog.get()).toEqual({
      open: true,
      tab: 'login',
      notice: INVALID_NOTICE,
    });
  });

  it('is told that a wrong SMS code is wrong, and is not registered', async () => {
    const code = await registrationCode();
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      await auth.registerAccount({
        phone: NEW_PHONE,
        code: wrong,
        password: 'abc123',
        agreement: true,
      }),
    ).toEqual({ ok: false, message: '驗證碼錯誤或已過期' });
    expect(await auth.logIn({ phone: NEW_PHONE, mode: 'password', secret: 'abc123' })).toEqual({
      ok: false,
      message: '手機號或密碼錯誤',
    });
  });
});

describe('a registered phone', () => {
  it('is refused for registration with the corrected text, and no code is sent', async () => {
    expect(await auth.requestCode(DEMO.phone, 'register')).toEqual({
      ok: false,
      message: '該手機號已經註冊過，請更換手機號或直接登錄',
      field: 'phone',
    });
    await expect(server.lastSmsCode(DEMO.phone)).rejects.toThrow(/no SMS code/);
    expect(auth.codeCountdown.$remaining.get()).toBe(0);
  });
});

describe('the association member', () => {
  it('logs in by SMS code and is recognised as an SZTX member with unread messages', async () => {
    expect((await auth.requestCode(DEMO.phone, 'login')).ok).toBe(true);
    const code = await server.lastSmsCode(DEMO.phone);
    expect(await auth.logIn({ phone: DEMO.phone, mode: 'code', secret: code })).toEqual({
      ok: true,
      message: '登錄成功',
    });
    expect(session.$session.get()).toMatchObject({
      status: 'valid',
      userId: DEMO.userId,
      user: { phone: DEMO.phone, name: '陳建宏' },
    });
    expect(session.$isAssociationMember.get()).toBe(true);
    expect(session.$upgradePrompt.get()).toBe(false);
    expect(session.$unread.get()).toBe(3);
  });

  it('cannot reuse an SMS code', async () => {
    await auth.requestCode(DEMO.phone, 'login');
    const code = await server.lastSmsCode(DEMO.phone);
    expect((await auth.logIn({ phone: DEMO.phone, mode: 'code', secret: code })).ok).toBe(true);
    await auth.logOut();
    expect(await auth.logIn({ phone: DEMO.phone, mode: 'code', secret: code })).toEqual({
      ok: false,
      message: '驗證碼錯誤或已過期',
    });
  });
});

describe('a registered user without SZTX membership', () => {
  it('gets the upgrade prompt after logging in', async () => {
    expect(
      (await auth.logIn({ phone: GUEST.phone, mode: 'password', secret: GUEST.password })).ok,
    ).toBe(true);
    expect(session.$session.get().memberships.map((m) => m.associationId)).toEqual(['KSTX']);
    expect(session.$isAssociationMember.get()).toBe(false);
    expect(session.$upgradePrompt.get()).toBe(true);
  });
});

describe('password reset', () => {
  it('changes the password, ends open sessions, and the old password then fails', async () => {
    await auth.logIn({ phone: GUEST.phone, mode: 'password', secret: GUEST.password });
    const before = session.$token.get();
    expect(before).not.toBeNull();

    expect((await auth.requestCode(GUEST.phone, 'forgot')).ok).toBe(true);
    const code = await server.lastSmsCode(GUEST.phone);
    session.$loginDialog.set({ open: true, tab: 'forgot', notice: null });
    expect(await auth.resetPassword({ phone: GUEST.phone, code, password: 'newpass9' })).toEqual({
      ok: true,
      message: '修改密碼成功，請重新登錄',
    });
    expect(session.$loginDialog.get().tab).toBe('login');

    await session.refreshSession();
    expect(session.$loggedIn.get()).toBe(false);
    expect(session.$loginDialog.get().notice).toBe(INVALID_NOTICE);

    expect(
      await auth.logIn({ phone: GUEST.phone, mode: 'password', secret: GUEST.password }),
    ).toEqual({
      ok: false,
      message: '手機號或密碼錯誤',
    });
    expect(
      (await auth.logIn({ phone: GUEST.phone, mode: 'password', secret: 'newpass9' })).ok,
    ).toBe(true);
    expect(session.$token.get()).not.toBe(before);
  });

  it("shows the server's msg for an unregistered phone", async () => {
    await auth.requestCode('15000000002', 'forgot');
    const code = await server.lastSmsCode('15000000002');
    expect(await auth.resetPassword({ phone: '15000000002', code, password: 'newpass9' })).toEqual({
      ok: false,
      message: '該手機號尚未註冊',
    });
  });
});

describe('the SMS resend limit', () => {
  it('is enforced by the client countdown, and by the server for direct calls', async () => {
    const first = await registrationCode();
    expect(auth.codeCountdown.$remaining.get()).toBe(60);

    // the client refuses before asking the server (the server's answer would be its 429 msg)
    expect(await auth.requestCode(NEW_PHONE, 'register')).toEqual({
      ok: false,
      message: '獲取失敗',
    });

    const direct = await account.sendCode(server.client, NEW_PHONE);
    expect(direct).toMatchObject({ code: '429', sucess: false });
    expect(direct.msg).toMatch(/^發送太頻繁，請 \d+ 秒後再試$/);
    expect(await server.lastSmsCode(NEW_PHONE)).toBe(first);

    // once the countdown is over the client asks the server: 獲取失敗 with the server's wait
    auth.codeCountdown.stop();
    const third = await auth.requestCode(NEW_PHONE, 'login');
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
    const result = await auth.logIn({ phone: DEMO.phone, mode: 'password', secret: DEMO.password });
    expect(result.ok).toBe(true);
    expect(session.$session.get()).toMatchObject({ status: 'valid', userId: DEMO.userId });
    expect(session.$isAssociationMember.get()).toBe(true);
    expect(session.$unread.get()).toBe(0);
  });
});

describe('a page reload', () => {
  it('finds the token in session storage and restores the session', async () => {
    await auth.logIn({ phone: DEMO.phone, mode: 'password', secret: DEMO.password });
    const token = session.$token.get();

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
