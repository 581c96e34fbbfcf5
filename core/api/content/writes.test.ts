// Likes and favourites go out with the spec's method: spec 000 §7 says "GET unless stated" and
// states none for `article/likeByPc` and `article/favourite`, so the association's server
// answers them on GET only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../../config/config';
import { type Call, fakeFetch, ok } from '../../testing/fake-fetch';
import { clientFor } from '../client';
import { likeArticle, setFavourite } from './writes';

const call = { api: clientFor({ apiBase: 'http://api.test/api/v2/' }) };

describe('likes and favourites', () => {
  let calls: Call[];
  beforeEach(() => {
    configure({ apiBase: 'http://api.test/api/v2/' });
    const fake = fakeFetch({
      'GET article/likeByPc/7': () => ok(4),
      'GET article/favourite/2/7/1': () => ok({ state: 1 }),
      'GET article/favourite/2/7/0': () => ok({ state: 0 }),
    });
    calls = fake.calls;
    vi.stubGlobal('fetch', fake.fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetConfig();
  });

  it('likes with a GET and reads the new count', async () => {
    expect(await likeArticle(call, 7)).toBe(4);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /api/v2/article/likeByPc/7',
    ]);
  });

  it('sets and clears a favourite with a GET', async () => {
    await setFavourite(call, 2, 7, 1);
    await setFavourite(call, 2, 7, 0);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /api/v2/article/favourite/2/7/1',
      'GET /api/v2/article/favourite/2/7/0',
    ]);
  });
});
