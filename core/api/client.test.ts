import { describe, expect, it } from 'vitest';
import { fakeFetch, ok } from '../testing/fake-fetch';
import { createClient, parseJsonText, parseRecord, path } from './client';
import {
  ApiError,
  errorMessage,
  isApiError,
  isNetworkError,
  isPaywallLockedError,
  NetworkError,
} from './errors';

const base = 'http://api.test/api/v2/';

function client(handlers: Parameters<typeof fakeFetch>[0], token: string | null = null) {
  const fake = fakeFetch(handlers);
  return {
    ...fake,
    api: createClient({ apiBase: base, token: () => token, fetch: fake.fetch }),
  };
}

describe('api client', () => {
  it('returns data of a 200 envelope and sends searchJson as JSON text', async () => {
    const { api, calls } = client({ 'GET article/list': () => ok({ data: [1], total: 1 }) });
    const data = await api.get('article/list', {
      query: { start: 0, limit: 10, skipped: undefined },
      searchJson: { article_type: 'XHDT', association_id: 'SZTX' },
    });
    expect(data).toEqual({ data: [1], total: 1 });
    const url = calls[0]!.url;
    expect(url.searchParams.get('start')).toBe('0');
    expect(url.searchParams.has('skipped')).toBe(false);
    expect(JSON.parse(url.searchParams.get('searchJson')!)).toEqual({
      article_type: 'XHDT',
      association_id: 'SZTX',
    });
  });

  it('form-encodes POST bodies and sends the bearer token', async () => {
    const { api, calls } = client({ 'POST member/update': () => ok(null) }, 'tok123');
    await api.post('member/update', { form: { really_name: '陳 建宏', isopen: 0, x: null } });
    expect(calls[0]!.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer tok123');
    expect(new URLSearchParams(calls[0]!.body).get('really_name')).toBe('陳 建宏');
    expect(new URLSearchParams(calls[0]!.body).has('x')).toBe(false);
  });

  it('sends no Authorization header without a token', async () => {
    const { api, calls } = client({ 'GET website/navigate': () => ok([]) });
    await api.get('website/navigate');
    expect(calls[0]!.headers.has('authorization')).toBe(false);
  });

  it('reports the token a call carried when the answer refuses it (code 401, HTTP 401)', async () => {
    const fake = fakeFetch({
      'POST demand/submit': () => ({ code: '401', msg: '請先登錄', data: null }),
      'GET notice/list': () => new Response('Unauthorized', { status: 401 }),
      'GET member/7': () => ({ code: '403', msg: '無權訪問', data: null }),
      'GET website/navigate': () => ({ code: '401', msg: '請先登錄', data: null }),
    });
    const refused: string[] = [];
    let token: string | null = 'tok-old';
    const api = createClient({
      apiBase: base,
      token: () => token,
      fetch: fake.fetch,
      onRefusedToken: (t) => refused.push(t),
    });
    // the envelope is still returned (or thrown) to the caller as before
    await expect(api.envelope('POST', 'demand/submit')).resolves.toMatchObject({ code: '401' });
    await expect(api.get('notice/list')).rejects.toMatchObject({ code: '401' });
    await expect(api.get('member/7')).rejects.toMatchObject({ code: '403' });
    expect(refused).toEqual(['tok-old', 'tok-old']);
    // a call without a token has no session to end
    token = null;
    await expect(api.get('website/navigate')).rejects.toMatchObject({ code: '401' });
    expect(refused).toHaveLength(2);
  });

  it('by default reports a refused token to the session, which ends that session', async () => {
    const { $token, onRefusedToken } = await import('../session/token');
    const { $session } = await import('../session/session');
    $token.set('abc');
    $session.set({ status: 'valid', userId: '7', user: null, memberships: [] });
    const heard: string[] = [];
    const stop = onRefusedToken((t) => heard.push(t));
    const fake = fakeFetch({ 'GET x': () => ({ code: 401, msg: '請先登錄', data: null }) });
    const api = createClient({ apiBase: base, token: () => 'abc', fetch: fake.fetch });
    await api.envelope('GET', 'x');
    stop();
    expect(heard).toEqual(['abc']);
    expect($token.get()).toBeNull();
    expect($session.get()).toMatchObject({ status: 'expired', userId: '7' });
  });

  it('throws ApiError with code, msg, method and url for a non-200 code', async () => {
    const { api } = client({
      'GET member/7': () => ({ code: '403', msg: '無權訪問', data: null }),
    });
    const error = await api.get('member/7').catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ code: '403', msg: '無權訪問', method: 'GET' });
    expect((error as ApiError).message).toContain(`${base}member/7`);
    expect(errorMessage(error)).toBe('無權訪問');
  });

  it('accepts a numeric 200 code', async () => {
    const { api } = client({ 'GET x': () => ({ code: 200, msg: '', data: 5 }) });
    await expect(api.get('x')).resolves.toBe(5);
  });

  it('turns code 51000 into PaywallLockedError carrying the data', async () => {
    const { api } = client({
      'GET article/3': () => ({ code: '51000', msg: '付費內容', data: { title: 'T' } }),
    });
    const error = await api.get('article/3').catch((e: unknown) => e);
    expect(isPaywallLockedError(error)).toBe(true);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ code: '51000', data: { title: 'T' } });
  });

  it('returns the raw envelope including the sucess flag without throwing', async () => {
    const { api } = client({
      'POST account/inquire/abc': () => ({ code: '401', sucess: false, msg: '失效', data: null }),
    });
    await expect(api.envelope('POST', 'account/inquire/abc')).resolves.toMatchObject({
      code: '401',
      sucess: false,
    });
  });

  it('reports an HTML error page as an ApiError with the HTTP status', async () => {
    const { api } = client({ 'GET boom': () => new Response('<h1>502</h1>', { status: 502 }) });
    const error = await api.get('boom').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', code: '502' });
  });

  it('reports a 200 answer that is not an envelope as a parse error', async () => {
    const { api } = client({ 'GET odd': () => new Response('not json', { status: 200 }) });
    await expect(api.get('odd')).rejects.toMatchObject({ code: 'PARSE' });
  });

  it('wraps a failed fetch in NetworkError', async () => {
    const api = createClient({
      apiBase: base,
      token: () => null,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const error = await api.get('anything').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(isNetworkError(error)).toBe(true);
    expect(errorMessage(error)).toBe('網絡連接失敗，請檢查網絡後重試');
  });

  it('ends a request the server never answers with a timeout message', async () => {
    const api = createClient({
      apiBase: base,
      token: () => null,
      timeout: 50,
      // a server that accepts the connection and never answers (until the request is aborted)
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    });
    const started = Date.now();
    const error = await api.get('slow').catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(isNetworkError(error)).toBe(true);
    expect((error as NetworkError).timedOut).toBe(true);
    expect(errorMessage(error)).toBe('伺服器回應逾時，請稍後重試');
  });

  it('reports a 200 envelope whose JSON is cut off as a parse error, not a crash', async () => {
    const { api } = client({
      'GET cut': () => new Response('{"code":"200","msg":"","data":[{"a":', { status: 200 }),
    });
    const error = await api.get('cut').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'PARSE' });
    expect(errorMessage(error)).toBe('伺服器回應格式錯誤');
  });

  it('a record that arrives as anything but an object is a format error', () => {
    expect(parseRecord('{"a":1}', 'member')).toEqual({ a: 1 });
    expect(parseRecord({ a: 1 })).toEqual({ a: 1 });
    for (const bad of ['<html>oops</html>', '[1,2]', 'null', '', 7, null, [{ a: 1 }]]) {
      expect(() => parseRecord(bad, 'member')).toThrow('伺服器資料格式錯誤（member）');
    }
  });

  it('guards recognise errors by name across bundle copies', () => {
    expect(isApiError({ name: 'ApiError' })).toBe(true);
    expect(isPaywallLockedError({ name: 'PaywallLockedError' })).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});

describe('parseJsonText', () => {
  it('parses JSON text and passes objects through', () => {
    expect(parseJsonText('{"data":[1],"pagenum":3}')).toEqual({ data: [1], pagenum: 3 });
    expect(parseJsonText({ a: 1 })).toEqual({ a: 1 });
    expect(parseJsonText('')).toBeNull();
  });

  it('never evaluates code', () => {
    (globalThis as Record<string, unknown>).__pwned = false;
    expect(() => parseJsonText('(globalThis.__pwned = true)')).toThrow(ApiError);
    expect((globalThis as Record<string, unknown>).__pwned).toBe(false);
  });
});

describe('path', () => {
  it('encodes each interpolated value as one segment', () => {
    expect(path`account/${'a/b?c'}/${2}`).toBe('account/a%2Fb%3Fc/2');
  });
});
