import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { createFeed } from './feed';

const rows = Array.from({ length: 23 }, (_, i) => i + 1);
const pages = (start: number, limit: number) =>
  Promise.resolve({ items: rows.slice(start, start + limit), total: rows.length });

describe('createFeed', () => {
  it('loads the first page, then appends pages advancing the offset by the page size', async () => {
    const fetch = vi.fn(pages);
    const feed = createFeed(fetch, 10);
    await feed.load();
    expect(feed.$state.get()).toMatchObject({ status: 'ready', total: 23, done: false });
    expect(feed.$state.get().items).toHaveLength(10);
    await feed.more();
    await feed.more();
    expect(fetch.mock.calls.map((c) => c[0])).toEqual([0, 10, 20]);
    expect(feed.$state.get().items).toEqual(rows);
    expect(feed.$state.get().done).toBe(true);
    await feed.more();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('keeps loaded items when a later page fails, and retry fetches that page again', async () => {
    let fail = false;
    const feed = createFeed(
      (s, l) => (fail ? Promise.reject(new ApiError('500', '伺服器忙', 'GET', 'u')) : pages(s, l)),
      10,
    );
    await feed.load();
    fail = true;
    await feed.more();
    expect(feed.$state.get()).toMatchObject({ status: 'error', error: '伺服器忙' });
    expect(feed.$state.get().items).toHaveLength(10);
    fail = false;
    await feed.retry();
    expect(feed.$state.get().items).toHaveLength(20);
  });

  it('ignores an answer that arrives after a newer request', async () => {
    let resolveFirst: (v: { items: number[]; total: number }) => void = () => {};
    const fetch = vi
      .fn()
      .mockImplementationOnce(() => new Promise((r) => (resolveFirst = r)))
      .mockImplementation(() => Promise.resolve({ items: [7], total: 1 }));
    const feed = createFeed(fetch, 10);
    const first = feed.load();
    await feed.load();
    resolveFirst({ items: [1, 2], total: 2 });
    await first;
    expect(feed.$state.get().items).toEqual([7]);
  });
});
