// How the real server's refusals and failures reach a caller of core/api.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as account from '../../core/api/account/writes';
import { clientFor } from '../../core/api/client';
import { getNavigation } from '../../core/api/content/reads';
import {
  type ApiError,
  errorMessage,
  isApiError,
  isNetworkError,
  isPaywallLockedError,
} from '../../core/api/errors';
import { getMember, getMemberships } from '../../core/api/personal/member';
import { getUnreadCount } from '../../core/api/personal/notice';
import { configure } from '../../core/config/config';
import { logIn } from '../../core/session/auth';
import { $token } from '../../core/session/session';
import { contractServer, DEMO, GUEST } from './server';

const server = contractServer({ reset: true });

beforeEach(async () => {
  configure({ apiBase: server.apiBase });
  $token.set(null);
});

afterEach(async () => {
  await server.app.inject({ method: 'DELETE', url: '/dev/faults' });
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

async function addFault(fault: Record<string, unknown>) {
  const res = await server.app.inject({ method: 'POST', url: '/dev/faults', payload: fault });
  expect(res.json()).toMatchObject({ code: '200' });
}

describe('private reads', () => {
  it("of another user's profile, memberships or messages are refused with 403 and a msg", async () => {
    await logIn({ phone: DEMO.phone, mode: 'password', secret: DEMO.password });
    for (const read of [getMember, getMemberships, getUnreadCount]) {
      const error = await failure(read(server.client, GUEST.userId));
      expect(isApiError(error)).toBe(true);
      expect(error.code).toBe('403');
      expect(error.msg).toBe('無權訪問');
      expect(error.method).toBe('GET');
      expect(error.url.startsWith(server.apiBase)).toBe(true);
    }
    await expect(getMember(server.client, DEMO.userId)).resolves.toMatchObject({
      phone: DEMO.phone,
    });
  });

  it('are answered for the user of the Bearer token, even when a cookie names another', async () => {
    // the page logs in as the member: token in the store, session cookie for the member
    await logIn({ phone: DEMO.phone, mode: 'password', secret: DEMO.password });
    const memberToken = $token.get();
    // a raw login as the guest leaves the guest's session cookie in happy-dom's jar
    const guest = await account.login(server.client, GUEST.phone, 1, GUEST.password);
    expect(guest.sucess).toBe(true);

    expect($token.get()).toBe(memberToken);
    await expect(getMember(server.client, DEMO.userId)).resolves.toMatchObject({
      phone: DEMO.phone,
    });
    expect((await failure(getMember(server.client, GUEST.userId))).code).toBe('403');

    $token.set(guest.data);
    await expect(getMember(server.client, GUEST.userId)).resolves.toMatchObject({
      phone: GUEST.phone,
    });
    expect((await failure(getMember(server.client, DEMO.userId))).code).toBe('403');
  });
});

describe('malformed requests', () => {
  it('are refused with 400 and a msg that names the parameter', async () => {
    const error = await failure(server.client.api.get('article/list', { query: { start: 'x' } }));
    expect(isApiError(error)).toBe(true);
    expect(error.code).toBe('400');
    expect(error.msg).toBe('參數 start 必須是非負整數');
    expect(errorMessage(error)).toBe('參數 start 必須是非負整數');

    const limit = await failure(server.client.api.get('article/list', { query: { limit: 0 } }));
    expect(limit).toMatchObject({ code: '400', msg: '參數 limit 必須大於 0' });
  });
});

describe('an unknown path', () => {
  it("fails with the server's envelope code and msg", async () => {
    const error = await failure(server.client.api.get('no/such/endpoint'));
    expect(isApiError(error)).toBe(true);
    expect(isPaywallLockedError(error)).toBe(false);
    expect(error).toMatchObject({ code: '404', msg: '接口不存在', method: 'GET' });
    expect(error.url).toBe(`${server.apiBase}no/such/endpoint`);
    expect(errorMessage(error)).toBe('接口不存在');
  });
});

describe('server faults', () => {
  it('a 500 with a non-JSON body becomes an ApiError with the status and a clear msg', async () => {
    await addFault({ path: '^/api/v2/website/navigate', status: 500, body: '<html>oops</html>' });
    const error = await failure(getNavigation(server.client));
    expect(isApiError(error)).toBe(true);
    expect(error.code).toBe('500');
    expect(error.msg).toBe('伺服器暫時無法處理請求（500）');
  });

  it('a 200 that is not JSON is a format error, not a crash', async () => {
    await addFault({ path: '^/api/v2/website/navigate', status: 200, body: 'not json' });
    const error = await failure(getNavigation(server.client));
    expect(error).toMatchObject({ code: 'PARSE', msg: '伺服器回應格式錯誤' });
  });

  it('a single 502 on a GET is retried once and the call succeeds', async () => {
    await addFault({ path: '^/api/v2/website/navigate', status: 502, times: 1 });
    const items = await getNavigation(server.client);
    expect(items.filter((i) => i.type === 'INDEX')).toHaveLength(13);
  });

  it('a server that is gone is a NetworkError with the network message', async () => {
    const gone = { api: clientFor({ apiBase: 'http://127.0.0.1:1/api/v2/' }) };
    const error = await failure(getNavigation(gone));
    expect(isNetworkError(error)).toBe(true);
    expect(errorMessage(error)).toBe('網絡連接失敗，請檢查網絡後重試');
  });
});
