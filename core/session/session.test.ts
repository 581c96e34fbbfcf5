import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Membership } from '../api/account/wire';
import { clientFor } from '../api/client';
import { toMember } from '../api/personal/member';
import { configure, resetConfig } from '../config/config';
import { setPortalActive } from '../router/router';
import { type Call, fakeFetch, ok } from '../testing/fake-fetch';
import { acceptToken, endSession, sendResuming } from './actions';
import {
  $isAssociationMember,
  $loggedIn,
  $loginDialog,
  $session,
  $token,
  $unread,
  $upgradePrompt,
  badgeVisible,
  dismissLogin,
  initSession,
  openLogin,
  refreshSession,
  requireLogin,
  retryAfterLogin,
  SESSION_ENDED,
  showPageLogin,
} from './session';

const API = 'http://api.test/api/v2/';
const api = clientFor({ apiBase: API });
const INVALID_NOTICE = '登錄已失效，請重新登錄';

const user = {
  user_id: 7,
  member_id: 7,
  really_name: '陳建宏',
  member_photo: '/files/a.svg',
  member_phone: '13800138000',
};
/** The same user as the session keeps it. */
const record = toMember(user);

/** A fake API that knows the tokens `good` (user 7) and `other` (user 8); anything else is invalid. */
function server(
  options: {
    memberships?: Membership[];
    unread?: number;
    failMember?: boolean;
    failNotice?: boolean;
  } = {},
) {
  const users: Record<string, number> = { good: 7, good2: 7, other: 8, other2: 8 };
  const fake = fakeFetch({
    'POST account/inquire/.*': (call) => {
      const token = decodeURIComponent(call.url.pathname.split('/').pop()!);
      const id = users[token];
      return id
        ? { code: '200', sucess: true, msg: '登錄有效', data: { user_id: id } }
        : { code: '401', sucess: false, msg: INVALID_NOTICE, data: null };
    },
    'GET member/\\d+': (call) =>
      options.failMember
        ? { code: '500', msg: '服務器繁忙', data: null }
        : ok({ ...user, user_id: Number(call.url.pathname.split('/').pop()) }),
    'GET member/\\d+/association': () =>
      options.failMember
        ? new Response('oops', { status: 502 })
        : ok(options.memberships ?? [{ association_id: 'SZTX', association_name: '本市台商' }]),
    'GET notice/count/\\d+': () =>
      options.failNotice
        ? { code: '403', msg: '無權訪問', data: null }
        : ok([{ noticeCount: options.unread ?? 3 }]),
    'POST account/outLogin/.*': () => ({ code: '200', sucess: true, msg: '退出成功', data: null }),
    // a private call: the server answers 401 for any token it no longer knows
    'POST demand/submit': (call) => {
      const token = call.headers.get('authorization')?.replace('Bearer ', '') ?? '';
      return users[token] && !revoked.has(token)
        ? { code: '200', msg: '提交成功', data: null }
        : { code: '401', msg: '請先登錄', data: null };
    },
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

/** Tokens the fake server has forgotten (logout elsewhere, expiry, restart). */
const revoked = new Set<string>();

const paths = (calls: Call[]) => calls.map((c) => `${c.method} ${c.url.pathname}`);

beforeEach(() => {
  configure({ apiBase: API });
  $token.set(null);
  $session.set({ status: 'anonymous', userId: null, user: null, memberships: [] });
  $unread.set(0);
  $upgradePrompt.set(false);
  $loginDialog.set({ open: false, tab: 'login', notice: null });
  setPortalActive(false);
  location.hash = '';
  revoked.clear();
  dismissLogin();
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetConfig();
});

describe('a token stored by an earlier page', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.resetModules();
  });

  it('is read from session storage, shown as checking, and verified by initSession', async () => {
    sessionStorage.setItem('sztx-token', 'good');
    vi.resetModules();
    const fresh = await import('./session');
    const config = await import('../config/config');
    config.configure({ apiBase: API });
    const fake = server({ unread: 4 });

    expect(fresh.$token.get()).toBe('good');
    expect(fresh.$session.get().status).toBe('checking');
    await fresh.initSession();

    expect(fresh.$session.get()).toMatchObject({ status: 'valid', userId: '7', user: record });
    expect(fresh.$loggedIn.get()).toBe(true);
    expect(fresh.$unread.get()).toBe(4);
    expect(fake.calls[0]!.headers.get('authorization')).toBe('Bearer good');
  });
});

describe('initSession', () => {
  it('with a valid token loads the user, the memberships and the unread count', async () => {
    const fake = server({ unread: 5 });
    $token.set('good');
    await initSession();

    expect($session.get()).toEqual({
      status: 'valid',
      userId: '7',
      user: record,
      memberships: [{ associationId: 'SZTX', name: '本市台商' }],
    });
    expect($loggedIn.get()).toBe(true);
    expect($isAssociationMember.get()).toBe(true);
    expect($unread.get()).toBe(5);
    expect(paths(fake.calls).sort()).toEqual(
      [
        'POST /api/v2/account/inquire/good',
        'GET /api/v2/member/7',
        'GET /api/v2/member/7/association',
        'GET /api/v2/notice/count/7',
      ].sort(),
    );
  });

  it('makes one inquire request for concurrent calls from several widgets', async () => {
    const fake = server();
    $token.set('good');
    await Promise.all([initSession(), initSession(), initSession()]);
    expect(paths(fake.calls).filter((p) => p.includes('inquire'))).toHaveLength(1);
    expect($session.get().status).toBe('valid');
  });

  it('without a token is anonymous and sends nothing', async () => {
    const fake = server();
    await initSession();
    expect($session.get().status).toBe('anonymous');
    expect($loggedIn.get()).toBe(false);
    expect(fake.calls).toHaveLength(0);
  });

  it('with an invalid token forgets it and forces the login dialog open with a notice', async () => {
    server();
    $token.set('expired');
    expect(sessionStorage.getItem('sztx-token')).toBe('expired');
    await initSession();

    expect($token.get()).toBeNull();
    expect(sessionStorage.getItem('sztx-token')).toBeNull();
    expect($session.get()).toEqual({
      status: 'anonymous',
      userId: null,
      user: null,
      memberships: [],
    });
    expect($loginDialog.get()).toEqual({ open: true, tab: 'login', notice: INVALID_NOTICE });

    // the dialog's visibility follows validity: a valid login closes it
    await acceptToken('good');
    expect($loggedIn.get()).toBe(true);
    expect($loginDialog.get().open).toBe(false);
    expect($loginDialog.get().notice).toBeNull();
  });

  it('stays valid when the member and notice calls fail, without throwing', async () => {
    server({ failMember: true, failNotice: true });
    $token.set('good');
    await expect(initSession()).resolves.toBeUndefined();
    expect($session.get()).toEqual({ status: 'valid', userId: '7', user: null, memberships: [] });
    expect($unread.get()).toBe(0);
    expect($loginDialog.get().open).toBe(false);
  });

  it('keeps the token when the network is down', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    $token.set('good');
    await expect(refreshSession()).resolves.toBeUndefined();
    expect($token.get()).toBe('good');
    expect($loggedIn.get()).toBe(false);
    expect($loginDialog.get().open).toBe(false);
  });
});

describe('badgeVisible', () => {
  it('shows the badge for 1 to 10 unread messages only', () => {
    expect(badgeVisible(0)).toBe(false);
    for (let n = 1; n <= 10; n++) expect(badgeVisible(n)).toBe(true);
    expect(badgeVisible(11)).toBe(false);
    expect(badgeVisible(99)).toBe(false);
  });
});

describe('acceptToken', () => {
  it('stores the token and prompts an upgrade when no membership is SZTX', async () => {
    server({ memberships: [{ association_id: 'KSTX' }] });
    await acceptToken('good');
    expect($token.get()).toBe('good');
    expect(sessionStorage.getItem('sztx-token')).toBe('good');
    expect($isAssociationMember.get()).toBe(false);
    expect($upgradePrompt.get()).toBe(true);
  });

  it('does not prompt an SZTX member', async () => {
    server({ memberships: [{ association_id: 'KSTX' }, { association_id: 'SZTX' }] });
    await acceptToken('good');
    expect($isAssociationMember.get()).toBe(true);
    expect($upgradePrompt.get()).toBe(false);
  });

  it('does not prompt a user without memberships', async () => {
    server({ memberships: [] });
    await acceptToken('good');
    expect($loggedIn.get()).toBe(true);
    expect($upgradePrompt.get()).toBe(false);
  });

  it('replaces the previous user when another account logs in', async () => {
    server();
    await acceptToken('good');
    await acceptToken('other');
    expect($session.get()).toMatchObject({ userId: '8', user: { userId: '8' } });
  });
});

describe('endSession', () => {
  it('invalidates the token on the server, clears it and resets the unread count', async () => {
    const fake = server({ unread: 6 });
    await acceptToken('good');
    $upgradePrompt.set(true);
    expect($unread.get()).toBe(6);

    await endSession();
    expect(paths(fake.calls)).toContain('POST /api/v2/account/outLogin/good');
    expect($token.get()).toBeNull();
    expect(sessionStorage.getItem('sztx-token')).toBeNull();
    expect($loggedIn.get()).toBe(false);
    expect($unread.get()).toBe(0);
    expect($upgradePrompt.get()).toBe(false);
  });

  it("leaves a partner page's URL alone when no portal is active", async () => {
    server();
    location.hash = '#/partner-section';
    await acceptToken('good');
    await endSession();
    expect(location.hash).toBe('#/partner-section');
  });

  it('goes home when a portal is active', async () => {
    server();
    setPortalActive(true);
    location.hash = '#/person_center';
    await acceptToken('good');
    await endSession();
    expect(location.hash).toBe('#/');
  });

  it('does not show an unread count that arrives after logout', async () => {
    let answer: (value: unknown) => void = () => {};
    const fake = fakeFetch({
      'POST account/inquire/.*': () => ({
        code: '200',
        sucess: true,
        msg: '',
        data: { user_id: 7 },
      }),
      'GET member/\\d+': () => ok(user),
      'GET member/\\d+/association': () => ok([]),
      'GET notice/count/\\d+': () => new Promise((resolve) => (answer = resolve)),
      'POST account/outLogin/.*': () => ({ code: '200', sucess: true, msg: '', data: null }),
    });
    vi.stubGlobal('fetch', fake.fetch);
    const login = acceptToken('good');
    await vi.waitFor(() => expect(paths(fake.calls)).toContain('GET /api/v2/notice/count/7'));
    await endSession();
    answer(ok([{ noticeCount: 5 }]));
    await login;
    expect($loggedIn.get()).toBe(false);
    expect($unread.get()).toBe(0);
  });

  it('still logs out locally when the server cannot be reached', async () => {
    server();
    await acceptToken('good');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(endSession()).resolves.toBeUndefined();
    expect($token.get()).toBeNull();
    expect($loggedIn.get()).toBe(false);
  });
});

describe('requireLogin', () => {
  it('opens the login dialog and returns false when logged out', () => {
    expect(requireLogin()).toBe(false);
    expect($loginDialog.get()).toEqual({ open: true, tab: 'login', notice: null });
  });

  it('returns true and opens nothing when logged in', async () => {
    server();
    await acceptToken('good');
    expect(requireLogin()).toBe(true);
    expect($loginDialog.get().open).toBe(false);
  });
});

describe('a session the server ends while the page is open', () => {
  const submit = () => api.post('demand/submit', { form: { content: '要 300 張' } });

  it('any 401 answer ends it: logged out, badge cleared, the dialog forced open, the user kept', async () => {
    server({ unread: 4 });
    await acceptToken('good');
    expect($unread.get()).toBe(4);
    revoked.add('good');

    await expect(submit()).rejects.toMatchObject({ code: '401' });
    expect($token.get()).toBeNull();
    expect(sessionStorage.getItem('sztx-token')).toBeNull();
    expect($loggedIn.get()).toBe(false);
    expect($isAssociationMember.get()).toBe(false);
    // the views of this user stay (what they typed is kept) until someone logs in or out
    expect($session.get()).toEqual({
      status: 'expired',
      userId: '7',
      user: null,
      memberships: [],
    });
    expect($unread.get()).toBe(0);
    expect($loginDialog.get()).toEqual({ open: true, tab: 'login', notice: SESSION_ENDED });

    // a widget mounting meanwhile does not forget whose views are open
    await initSession();
    expect($session.get()).toMatchObject({ status: 'expired', userId: '7' });

    // logging in again: valid, the dialog follows
    await acceptToken('good2');
    expect($session.get()).toMatchObject({ status: 'valid', userId: '7' });
    expect($loginDialog.get().open).toBe(false);
  });

  it('an answer for a token that is no longer the current one changes nothing', async () => {
    let answer: ((value: unknown) => void) | null = null;
    const fake = server();
    await acceptToken('good');
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input).includes('demand/submit')
        ? new Promise((resolve) => {
            answer = (body) => resolve(new Response(JSON.stringify(body)));
          })
        : fake.fetch(input, init),
    );
    const late = submit().catch((e: unknown) => e);
    await vi.waitFor(() => expect(answer).not.toBeNull());
    await acceptToken('other');
    answer!({ code: '401', msg: '請先登錄', data: null });
    await late;
    expect($session.get()).toMatchObject({ status: 'valid', userId: '8' });
    expect($loginDialog.get().open).toBe(false);
  });

  it('the refused action runs again after the same user logs in', async () => {
    server();
    await acceptToken('good');
    revoked.add('good');
    const done: string[] = [];
    const send = async (): Promise<void> => {
      try {
        await submit();
        done.push('sent');
      } catch (error) {
        if (!retryAfterLogin(error, () => void send())) done.push('failed');
      }
    };
    await send();
    expect(done).toEqual([]);
    expect($loginDialog.get()).toMatchObject({ open: true, notice: SESSION_ENDED });

    await acceptToken('good2');
    await vi.waitFor(() => expect(done).toEqual(['sent']));
  });

  it('drops the waiting action when another user logs in, or the dialog is closed', async () => {
    server();
    await acceptToken('good');
    revoked.add('good');
    const ran: string[] = [];
    const failure = await submit().catch((e: unknown) => e);
    expect(retryAfterLogin(failure, () => ran.push('retry'))).toBe(true);
    await acceptToken('other');
    expect($session.get()).toMatchObject({ status: 'valid', userId: '8' });
    expect(ran).toEqual([]);

    revoked.add('other');
    expect(retryAfterLogin(await submit().catch((e: unknown) => e), () => ran.push('x'))).toBe(
      true,
    );
    dismissLogin();
    await acceptToken('other2');
    expect(ran).toEqual([]);
  });

  it('sendResuming: a refused send settles once, after the same user logs in', async () => {
    server();
    await acceptToken('good');
    revoked.add('good');
    const settled: unknown[] = [];
    let sends = 0;
    await sendResuming(
      () => {
        sends++;
        return submit();
      },
      (result) => settled.push(result),
    );
    expect(sends).toBe(1);
    expect(settled).toEqual([]);
    expect($loginDialog.get()).toMatchObject({ open: true, notice: SESSION_ENDED });

    await acceptToken('good2');
    await vi.waitFor(() => expect(settled).toEqual([{ ok: true, value: null }]));
    expect(sends).toBe(2);
  });

  it('sendResuming: a refusal as an outcome waits too; another user never gets the send', async () => {
    server();
    await acceptToken('good');
    revoked.add('good');
    const settled: unknown[] = [];
    let sends = 0;
    const outcome = () =>
      api.envelope('POST', 'demand/submit').then((answer) => {
        sends++;
        return { ok: answer.code === '200', code: answer.code };
      });
    await sendResuming(outcome, (result) => settled.push(result));
    expect(settled).toEqual([]);
    await acceptToken('other');
    expect($session.get()).toMatchObject({ status: 'valid', userId: '8' });
    await Promise.resolve();
    expect(sends).toBe(1);
    expect(settled).toEqual([]);
  });

  it('sendResuming: any other failure settles at once', async () => {
    server();
    const settled: unknown[] = [];
    const offline = new Error('offline');
    await sendResuming(
      () => Promise.reject(offline),
      (result) => settled.push(result),
    );
    await sendResuming(
      () => Promise.resolve({ ok: false, code: '403' }),
      (result) => settled.push(result),
    );
    expect(settled).toEqual([
      { ok: false, error: offline },
      { ok: true, value: { ok: false, code: '403' } },
    ]);
    expect($loginDialog.get().open).toBe(false);
  });

  it('where the page shows its own login form, the dialog never opens over it', async () => {
    server();
    await acceptToken('good');
    openLogin();
    const release = showPageLogin();
    // a dialog already open gives way to the page's form
    expect($loginDialog.get().open).toBe(false);

    revoked.add('good');
    await expect(submit()).rejects.toMatchObject({ code: '401' });
    // ended: the page's form says why, no dialog
    expect($session.get()).toMatchObject({ status: 'expired', userId: '7' });
    expect($loginDialog.get()).toEqual({ open: false, tab: 'login', notice: SESSION_ENDED });
    expect(requireLogin(() => {})).toBe(false);
    expect($loginDialog.get().open).toBe(false);

    // logging in on the page's form clears the notice
    await acceptToken('good2');
    expect($loginDialog.get()).toEqual({ open: false, tab: 'login', notice: null });

    // once the page's form is gone, the dialog opens again
    release();
    release();
    revoked.add('good2');
    await expect(submit()).rejects.toMatchObject({ code: '401' });
    expect($loginDialog.get()).toEqual({ open: true, tab: 'login', notice: SESSION_ENDED });
  });

  it('other failures are not about the session', () => {
    expect(retryAfterLogin(new Error('offline'), () => {})).toBe(false);
    expect(retryAfterLogin({ code: '403', msg: '無權訪問' }, () => {})).toBe(false);
    expect($loginDialog.get().open).toBe(false);
  });

  it('a logged-out user: requireLogin(then) runs `then` after logging in', async () => {
    server();
    const ran: string[] = [];
    expect(requireLogin(() => ran.push('favourite'))).toBe(false);
    expect($loginDialog.get()).toEqual({ open: true, tab: 'login', notice: null });
    await acceptToken('good');
    expect(ran).toEqual(['favourite']);
  });

  it('logging out forgets the ended session and its waiting action', async () => {
    server();
    await acceptToken('good');
    revoked.add('good');
    const ran: string[] = [];
    retryAfterLogin(await submit().catch((e: unknown) => e), () => ran.push('retry'));
    await endSession();
    expect($session.get()).toMatchObject({ status: 'anonymous', userId: null });
    await acceptToken('good2');
    expect(ran).toEqual([]);
  });
});
