import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { createPagedList, type PageRequest } from './paged-list';

const rows = Array.from({ length: 23 }, (_, i) => i + 1);
const pages = ({ start, limit }: PageRequest) =>
  Promise.resolve({ items: rows.slice(start, start + limit), total: rows.length });

describe('createPagedList', () => {
  it('loads the first page, then appends pages advancing the offset by the page size', async () => {
    const fetch = vi.fn(pages);
    const list = createPagedList(fetch, 10);
    await list.load();
    expect(list.$state.get()).toMatchObject({ status: 'ready', total: 23, done: false });
    expect(list.$state.get().items).toHaveLength(10);
    await list.more();
    await list.more();
    expect(fetch.mock.calls.map((c) => c[0].start)).toEqual([0, 10, 20]);
    expect(fetch.mock.calls.map((c) => c[0].limit)).toEqual([10, 10, 10]);
    expect(list.$state.get().items).toEqual(rows);
    expect(list.$state.get().done).toBe(true);
    await list.more();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('marks the status `more` while appending and ignores more() meanwhile', async () => {
    const fetch = vi.fn(pages);
    const list = createPagedList(fetch, 10);
    await list.load();
    const appending = list.more();
    expect(list.$state.get().status).toBe('more');
    await list.more();
    await appending;
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps loaded items when a later page fails, and retry fetches that page again', async () => {
    let fail = false;
    const list = createPagedList(
      (p: PageRequest) =>
        fail ? Promise.reject(new ApiError('500', '伺服器忙', 'GET', 'u')) : pages(p),
      10,
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

  it('loads numbered pages by offset, keeps the newest answer, and retries after an error', async () => {
    const calls: Array<[string, number, number]> = [];
    let fail = false;
    const list = createPagedList<number, string>(async ({ start, limit }, f) => {
      calls.push([f, start, limit]);
      if (fail) throw new Error('boom');
      return { items: [start], total: 100 };
    }, 12);
    await list.load('a', 3);
    expect(calls.at(-1)).toEqual(['a', 24, 12]);
    expect(list.$state.get()).toMatchObject({ items: [24], total: 100, page: 3, status: 'ready' });
    fail = true;
    await list.load('b', 1);
    expect(list.$state.get()).toMatchObject({
      status: 'error',
      items: [],
      total: 100,
      error: '載入失敗，請重試',
    });
    fail = false;
    await list.retry();
    expect(calls.at(-1)).toEqual(['b', 0, 12]);
    expect(list.$state.get().status).toBe('ready');
  });

  it('appends after a numbered page from that page’s offset', async () => {
    const fetch = vi.fn(pages);
    const list = createPagedList(fetch, 5);
    await list.load(undefined, 2);
    await list.more();
    expect(fetch.mock.calls.map((c) => c[0].start)).toEqual([5, 10]);
    expect(list.$state.get().items).toEqual(rows.slice(5, 15));
  });

  it('starts over on a filter change: offset 0, rows replaced, more() uses the new filter', async () => {
    const calls: Array<[string, number]> = [];
    const list = createPagedList<string, string>(async ({ start, limit }, f) => {
      calls.push([f, start]);
      return { items: Array.from({ length: limit }, (_, i) => `${f}${start + i}`), total: 30 };
    }, 10);
    await list.load('a');
    await list.more();
    expect(list.$state.get().items).toHaveLength(20);
    await list.load('b');
    expect(list.$state.get().items).toEqual(Array.from({ length: 10 }, (_, i) => `b${i}`));
    await list.more();
    expect(calls).toEqual([
      ['a', 0],
      ['a', 10],
      ['b', 0],
      ['b', 10],
    ]);
  });

  it('aborts the older request and ignores an answer that arrives after a newer one', async () => {
    const signals: AbortSignal[] = [];
    let resolveFirst: (v: { items: string[]; total: number }) => void = () => {};
    const list = createPagedList<string, string>(({ signal }, f) => {
      signals.push(signal);
      return signals.length === 1
        ? new Promise((r) => (resolveFirst = r))
        : Promise.resolve({ items: [f], total: 1 });
    }, 10);
    const first = list.load('old');
    await list.load('new');
    expect(signals[0]!.aborted).toBe(true);
    resolveFirst({ items: ['old'], total: 1 });
    await first;
    expect(list.$state.get().items).toEqual(['new']);
  });
});

describe('a page the server refuses for the session', () => {
  it('is fetched again by itself once the user has logged in', async () => {
    const { $session } = await import('../session/session');
    $session.set({ status: 'expired', userId: '7', user: null, memberships: [] });
    let refuse = true;
    const list = createPagedList<string, string>(async (_page, user) => {
      if (refuse) throw new ApiError('401', '請先登錄', 'GET', 'notice/list');
      return { items: [`a message for ${user}`], total: 1 };
    }, 10);
    await list.load('7');
    expect(list.$state.get()).toMatchObject({ status: 'error', error: '請先登錄' });
    refuse = false;
    $session.set({ status: 'valid', userId: '7', user: null, memberships: [] });
    await vi.waitFor(() =>
      expect(list.$state.get()).toMatchObject({ status: 'ready', items: ['a message for 7'] }),
    );
    $session.set({ status: 'anonymous', userId: null, user: null, memberships: [] });
  });
});
