import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { createResource } from './resource';

/** A fetcher whose calls are answered by hand. */
function manual<T>() {
  const calls: Array<{
    key: string;
    signal: AbortSignal;
    resolve: (v: T) => void;
    reject: (e: unknown) => void;
  }> = [];
  const fetcher = (key: string, signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => calls.push({ key, signal, resolve, reject }));
  return { calls, fetcher };
}

describe('createResource', () => {
  it('is idle, then loading, then ready with the data', async () => {
    const r = createResource((key: string) => Promise.resolve(`value ${key}`));
    expect(r.$state.get()).toEqual({ status: 'idle', data: null, error: null });
    const done = r.load('a');
    expect(r.$state.get().status).toBe('loading');
    await done;
    expect(r.$state.get()).toEqual({ status: 'ready', data: 'value a', error: null });
  });

  it('aborts the older load when the key changes and ignores its late answer', async () => {
    const { calls, fetcher } = manual<string>();
    const r = createResource(fetcher);
    const first = r.load('a');
    const second = r.load('b');
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    calls[1]!.resolve('B');
    await second;
    calls[0]!.resolve('A');
    await first;
    expect(r.$state.get()).toEqual({ status: 'ready', data: 'B', error: null });
    r.cancel();
    expect(calls[1]!.signal.aborted).toBe(true);
  });

  it('shows the server message or the fallback on error, and retry loads the same key again', async () => {
    const keys: string[] = [];
    let fail: unknown = new ApiError('500', '伺服器忙', 'GET', 'u');
    const r = createResource((key: string) => {
      keys.push(key);
      return fail ? Promise.reject(fail) : Promise.resolve(key.toUpperCase());
    });
    await r.load('x');
    expect(r.$state.get()).toEqual({ status: 'error', data: null, error: '伺服器忙' });
    fail = new Error('boom');
    await r.retry();
    expect(r.$state.get().error).toBe('載入失敗，請重試');
    fail = null;
    await r.retry();
    expect(keys).toEqual(['x', 'x', 'x']);
    expect(r.$state.get()).toEqual({ status: 'ready', data: 'X', error: null });
  });

  it('keeps stale data while revalidating: the key’s cached value, else the previous one', async () => {
    const { calls, fetcher } = manual<string>();
    const r = createResource(fetcher);
    const a = r.load('a');
    calls[0]!.resolve('A1');
    await a;
    const b = r.load('b');
    // a new key: the previous key's data stays visible while it loads
    expect(r.$state.get()).toEqual({ status: 'loading', data: 'A1', error: null });
    calls[1]!.resolve('B1');
    await b;
    const again = r.load('a');
    // back to a loaded key: its own cached value, fetched again
    expect(r.$state.get()).toEqual({ status: 'loading', data: 'A1', error: null });
    expect(calls).toHaveLength(3);
    calls[2]!.resolve('A2');
    await again;
    expect(r.$state.get().data).toBe('A2');
  });

  it('clears data while loading with keep: false, unless the key is cached', async () => {
    const { calls, fetcher } = manual<string>();
    const r = createResource(fetcher, { keep: false });
    const a = r.load('a');
    calls[0]!.resolve('A');
    await a;
    void r.load('b');
    expect(r.$state.get().data).toBeNull();
    void r.load('a');
    expect(r.$state.get().data).toBe('A');
  });

  it('set() replaces the data of the last key', async () => {
    const r = createResource((key: string) => Promise.resolve({ key, locked: true }));
    await r.load('a');
    r.set({ key: 'a', locked: false });
    expect(r.$state.get()).toEqual({
      status: 'ready',
      data: { key: 'a', locked: false },
      error: null,
    });
  });
});

describe('a load the server refuses for the session', () => {
  it('loads again by itself once the user has logged in', async () => {
    const { $session } = await import('../session/session');
    $session.set({ status: 'expired', userId: '7', user: null, memberships: [] });
    let refuse = true;
    const resource = createResource(async (key: string) => {
      if (refuse) throw new ApiError('401', '請先登錄', 'GET', `notice/list/${key}`);
      return `messages of ${key}`;
    });
    await resource.load('7');
    expect(resource.$state.get()).toMatchObject({ status: 'error', error: '請先登錄' });
    refuse = false;
    $session.set({ status: 'valid', userId: '7', user: null, memberships: [] });
    await vi.waitFor(() =>
      expect(resource.$state.get()).toMatchObject({ status: 'ready', data: 'messages of 7' }),
    );
    $session.set({ status: 'anonymous', userId: null, user: null, memberships: [] });
  });

  it('does not wait for a login after other errors, nor once cancelled', async () => {
    const { $session } = await import('../session/session');
    let calls = 0;
    const resource = createResource(async () => {
      calls++;
      throw new ApiError(calls === 1 ? '500' : '401', '失敗', 'GET', 'x');
    });
    await resource.load();
    await resource.load();
    resource.cancel();
    $session.set({ status: 'valid', userId: '7', user: null, memberships: [] });
    await new Promise((r) => setTimeout(r, 10));
    expect(calls).toBe(2);
    $session.set({ status: 'anonymous', userId: null, user: null, memberships: [] });
  });
});
