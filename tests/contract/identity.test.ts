// @vitest-environment node
// Like a partner page whose browser blocks third-party cookies: Node's fetch keeps no cookie
// jar, so the Bearer header sent by core/api is the only thing that identifies the caller.
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../../core/api/errors';
import { getMember } from '../../core/api/personal/member';
import { getUnreadCount } from '../../core/api/personal/notice';
import { logIn, logOut } from '../../core/session/auth';
import { $loggedIn, $session, $token, initSession } from '../../core/session/session';
import { contractServer, DEMO } from './server';

const server = contractServer({ reset: true });

beforeEach(async () => {
  $token.set(null);
  $session.set({ status: 'anonymous', userId: null, user: null, memberships: [] });
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

describe('without cookies', () => {
  it('a logged-in client is known by its Bearer token, and unknown without it', async () => {
    expect(typeof document).toBe('undefined');
    expect((await logIn({ phone: DEMO.phone, mode: 'password', secret: DEMO.password })).ok).toBe(
      true,
    );
    expect($loggedIn.get()).toBe(true);
    await expect(getMember(server.client, DEMO.userId)).resolves.toMatchObject({
      phone: DEMO.phone,
    });
    await expect(getUnreadCount(server.client, DEMO.userId)).resolves.toBe(3);

    const token = $token.get();
    $token.set(null);
    const anonymous = await failure(getMember(server.client, DEMO.userId));
    expect(anonymous).toMatchObject({ code: '401', msg: '請先登錄' });

    $token.set(token);
    await initSession();
    expect($session.get()).toMatchObject({ status: 'valid', userId: DEMO.userId });
  });

  it('a token revoked by logout no longer opens private reads', async () => {
    await logIn({ phone: DEMO.phone, mode: 'password', secret: DEMO.password });
    const token = $token.get();
    await logOut();
    $token.set(token);
    const error = await failure(getMember(server.client, DEMO.userId));
    expect(error).toMatchObject({ code: '401', msg: '請先登錄' });
  });
});
