import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { createPagedQuery, type PageRequest } from './paged';
import { createQuery } from './query';
import { invalidate, type Key, type LoadContext, type LoadScope } from './run';

/** A scope with a client of its own (caches are per client). */
const scope = (onError?: (e: unknown) => void): LoadScope => ({
  api: { base: 'https://api.example/' } as unknown as ApiClient,
  onError,
});

/** A fetcher whose calls are answered by hand. */
function manual<T>() {
  const calls: Array<{
    key: Key;
    context: LoadContext;
    resolve: (v: T) => void;
    reject: (e: unknown) => void;
  }> = [];
  const fetcher = (key: Key, context: LoadContext) =>
    new Promise<T>((resolve, reject) => calls.push({ key, context, resolve, reject }));
  return { calls, fetcher };
}

afterEach(() => vi.restoreAllMocks());

describe('createQuery', () => {
  it('is idle, then loading, then ready; the fetcher gets the scope’s client and a signal', async () => {
    const s = scope();
    const seen: LoadContext[] = [];
    const q = createQuery(async (key, context) => {
      seen.push(context);
      return `value ${key[1]}`;
    }, s);
    expect(q.$state.get()).toEqual({ status: 'idle', data: null, error: null });
    const done = q.load(['thing', 'a']);
    expect(q.$state.get().status).toBe('loading');
    await done;
    expect(q.$state.get()).toEqual({ status: 'ready', data: 'value a', error: null });
    expect(seen[0]!.api).toBe(s.api);
    expect(seen[0]!.signal).toBeInstanceOf(AbortSignal);
  });

  it('aborts the older load when the key changes and ignores its late answer', async () => {
    const { calls, fetcher } = manual<string>();
    const q = createQuery(fetcher, scope());
    const first = q.load(['thing', 'a']);
    const second = q.load(['thing', 'b']);
    expect(calls[0]!.context.signal.aborted).toBe(true);
    calls[1]!.resolve('B');
    await second;
    calls[0]!.resolve('A');
    await first;
    expect(q.$state.get()).toEqual({ status: 'ready', data: 'B', error: null });
    q.cancel();
    expect(calls[1]!.context.signal.aborted).toBe(true);
  });

  it('shows the server message or the fallback, tells the scope, and retry loads the key again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errors: unknown[] = [];
    let fail: unknown = new ApiError('500', '伺服器忙', 'GET', 'u');
    const keys: unknown[] = [];
    const q = createQuery(
      (key) => {
        keys.push(key[1]);
        return fail ? Promise.reject(fail) : Promise.resolve(String(key[1]).toUpperCase());
      },
      scope((e) => errors.push(e)),
    );
    await q.load(['thing', 'x']);
    expect(q.$state.get()).toEqual({ status: 'error', data: null, error: '伺服器忙' });
    fail = new Error('boom');
    await q.retry();
    expect(q.$state.get().error).toBe('載入失敗，請重試');
    fail = null;
    await q.retry();
    expect(keys).toEqual(['x', 'x', 'x']);
    expect(q.$state.get()).toEqual({ status: 'ready', data: 'X', error: null });
    expect(errors).toHaveLength(2);
  });

  it('keeps stale data while revalidating: the key’s cached value, else the previous one', async () => {
    const { calls, fetcher } = manual<string>();
    const q = createQuery(fetcher, scope());
    const a = q.load(['thing', 'a']);
    calls[0]!.resolve('A1');
    await a;
    const b = q.load(['thing', 'b']);
    expect(q.$state.get()).toEqual({ status: 'loading', data: 'A1', error: null });
    calls[1]!.resolve('B1');
    await b;
    const again = q.load(['thing', 'a']);
    expect(q.$state.get()).toEqual({ status: 'loading', data: 'A1', error: null });
    calls[2]!.resolve('A2');
    await again;
    expect(q.$state.get().data).toBe('A2');
  });

  it('shares the cache between stores of one client, not between clients', async () => {
    const s = scope();
    const first = createQuery(async () => 'cached', s);
    await first.load(['thing', 1]);
    const { calls, fetcher } = manual<string>();
    void createQuery(fetcher, s).load(['thing', 1]);
    const same = createQuery(fetcher, s);
    void same.load(['thing', 1]);
    expect(same.$state.get()).toEqual({ status: 'loading', data: 'cached', error: null });
    const other = createQuery(fetcher, scope(), { keep: false });
    void other.load(['thing', 1]);
    expect(other.$state.get().data).toBeNull();
    expect(calls).toHaveLength(3);
  });

  it('clears data while loading with keep: false, unless the key is cached', async () => {
    const { calls, fetcher } = manual<string>();
    const q = createQuery(fetcher, scope(), { keep: false });
    const a = q.load(['thing', 'a']);
    calls[0]!.resolve('A');
    await a;
    void q.load(['thing', 'b']);
    expect(q.$state.get().data).toBeNull();
    void q.load(['thing', 'a']);
    expect(q.$state.get().data).toBe('A');
  });

  it('set() replaces the data of the last key', async () => {
    const q = createQuery(async () => ({ locked: true }), scope());
    await q.load(['thing', 'a']);
    q.set({ locked: false });
    expect(q.$state.get()).toEqual({ status: 'ready', data: { locked: false }, error: null });
  });
});

describe('invalidate', () => {
  it('loads every live store of the resource again and forgets its cached values', async () => {
    let version = 1;
    const s = scope();
    const a = createQuery(async (key) => `${key[1]} v${version}`, s);
    const b = createQuery(async (key) => `${key[1]} v${version}`, s);
    const other = createQuery(async () => `other v${version}`, s);
    await Promise.all([a.load(['need', 1]), b.load(['need', 2]), other.load(['article', 1])]);
    version = 2;
    invalidate('need');
    await vi.waitFor(() => expect(a.$state.get().data).toBe('1 v2'));
    expect(b.$state.get().data).toBe('2 v2');
    expect(other.$state.get().data).toBe('other v1');
    // a cancelled store is no longer live
    a.cancel();
    version = 3;
    invalidate('need');
    await vi.waitFor(() => expect(b.$state.get().data).toBe('2 v3'));
    expect(a.$state.get().data).toBe('1 v2');
    // a key shown again after an invalidation has no stale cached value
    const { calls, fetcher } = manual<string>();
    const c = createQuery(fetcher, s, { keep: false });
    invalidate('article');
    void c.load(['article', 1]);
    expect(c.$state.get()).toEqual({ status: 'loading', data: null, error: null });
    expect(calls).toHaveLength(1);
  });

  it('fetches a paged list’s shown rows again in one request, keeping them shown meanwhile', async () => {
    let label = 'old';
    const requests: PageRequest[] = [];
    const list = createPagedQuery<string, void>(
      'message',
      async (request) => {
        requests.push(request);
        const items = Array.from(
          { length: request.limit },
          (_, i) => `${label}${request.start + i}`,
        );
        return { items: items.slice(0, Math.max(0, 25 - request.start)), total: 25 };
      },
      10,
      scope(),
    );
    await list.load();
    await list.more();
    label = 'new';
    invalidate('message');
    expect(list.$state.get()).toMatchObject({ status: 'ready', items: expect.any(Array) });
    expect(list.$state.get().items[0]).toBe('old0');
    await vi.waitFor(() => expect(list.$state.get().items[0]).toBe('new0'));
    expect(list.$state.get().items).toHaveLength(20);
    expect(requests.at(-1)).toEqual({ start: 0, limit: 20 });
    list.cancel();
    invalidate('message');
    expect(requests).toHaveLength(3);
  });
});

describe('createPagedQuery', () => {
  const rows = Array.from({ length: 23 }, (_, i) => i + 1);
  const pages = ({ start, limit }: PageRequest) =>
    Promise.resolve({ items: rows.slice(start, start + limit), total: rows.length });

  it('loads the first page, then appends pages advancing the offset by the page size', async () => {
    const fetch = vi.fn(pages);
    const list = createPagedQuery('n', fetch, 10, scope());
    await list.load();
    expect(list.$state.get()).toMatchObject({ status: 'ready', total: 23, done: false });
    await list.more();
    await list.more();
    expect(fetch.mock.calls.map((c) => c[0])).toEqual([
      { start: 0, limit: 10 },
      { start: 10, limit: 10 },
      { start: 20, limit: 10 },
    ]);
    expect(list.$state.get()).toMatchObject({ items: rows, done: true });
    await list.more();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('marks the status `more` while appending and ignores more() meanwhile', async () => {
    const fetch = vi.fn(pages);
    const list = createPagedQuery('n', fetch, 10, scope());
    await list.load();
    const appending = list.more();
    expect(list.$state.get().status).toBe('more');
    await list.more();
    await appending;
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps loaded items when a later page fails, and retry fetches that page again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = false;
    const list = createPagedQuery(
      'n',
      (p: PageRequest) =>
        fail ? Promise.reject(new ApiError('500', '伺服器忙', 'GET', 'u')) : pages(p),
      10,
      scope(),
    );
    await list.load();
    fail = true;
    await list.more();
    expect(list.$state.get()).toMatchObject({ status: 'error', error: '伺服器忙' });
    expect(list.$state.get().items).toHaveLength(10);
    fail = false;
    await list.retry();
    expect(list.$state.get().items).toHaveLength(20);
  });

  it('loads numbered pages by offset, and a new filter starts over', async () => {
    const calls: Array<[string, number, number]> = [];
    const list = createPagedQuery<number, string>(
      'n',
      async ({ start, limit }, f) => {
        calls.push([f, start, limit]);
        return { items: [start], total: 100 };
      },
      12,
      scope(),
    );
    await list.load('a', 3);
    expect(list.$state.get()).toMatchObject({ items: [24], total: 100, page: 3, status: 'ready' });
    await list.load('b');
    expect(calls).toEqual([
      ['a', 24, 12],
      ['b', 0, 12],
    ]);
    expect(list.$state.get()).toMatchObject({ items: [0], page: 1 });
  });

  it('aborts the older request and ignores an answer that arrives after a newer one', async () => {
    const signals: AbortSignal[] = [];
    let resolveFirst: (v: { items: string[]; total: number }) => void = () => {};
    const list = createPagedQuery<string, string>(
      'n',
      (_p, f, { signal }) => {
        signals.push(signal);
        return signals.length === 1
          ? new Promise((r) => (resolveFirst = r))
          : Promise.resolve({ items: [f], total: 1 });
      },
      10,
      scope(),
    );
    const first = list.load('old');
    await list.load('new');
    expect(signals[0]!.aborted).toBe(true);
    resolveFirst({ items: ['old'], total: 1 });
    await first;
    expect(list.$state.get().items).toEqual(['new']);
  });
});

describe('a load the server refuses for the session', () => {
  it('loads again by itself once the user has logged in (queries and paged lists)', async () => {
    const { $session } = await import('../session/session');
    $session.set({ status: 'expired', userId: '7', user: null, memberships: [] });
    let refuse = true;
    const refusal = () => new ApiError('401', '請先登錄', 'GET', 'notice/list');
    const q = createQuery(async (key) => {
      if (refuse) throw refusal();
      return `messages of ${key[1]}`;
    }, scope());
    const list = createPagedQuery<string, string>(
      'notice',
      async (_p, user) => {
        if (refuse) throw refusal();
        return { items: [`a message for ${user}`], total: 1 };
      },
      10,
      scope(),
    );
    await q.load(['notice', '7']);
    await list.load('7');
    expect(q.$state.get()).toMatchObject({ status: 'error', error: '請先登錄' });
    expect(list.$state.get()).toMatchObject({ status: 'error', error: '請先登錄' });
    refuse = false;
    $session.set({ status: 'valid', userId: '7', user: null, memberships: [] });
    await vi.waitFor(() => {
      expect(q.$state.get()).toMatchObject({ status: 'ready', data: 'messages of 7' });
      expect(list.$state.get()).toMatchObject({ status: 'ready', items: ['a message for 7'] });
    });
    $session.set({ status: 'anonymous', userId: null, user: null, memberships: [] });
  });

  it('does not wait for a login after other errors, nor once cancelled', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { $session } = await import('../session/session');
    let calls = 0;
    const q = createQuery(async () => {
      calls++;
      throw new ApiError(calls === 1 ? '500' : '401', '失敗', 'GET', 'x');
    }, scope());
    await q.load(['x']);
    await q.load(['x']);
    q.cancel();
    $session.set({ status: 'valid', userId: '7', user: null, memberships: [] });
    await new Promise((r) => setTimeout(r, 10));
    expect(calls).toBe(2);
    $session.set({ status: 'anonymous', userId: null, user: null, memberships: [] });
  });
});
