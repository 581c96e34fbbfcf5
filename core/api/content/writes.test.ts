// Likes and favourites go out with the spec's method: spec 000 §7 says "GET unless stated" and
// states none for `article/likeByPc` and `article/favourite`, so the association's server
// answers them on GET only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../../config/config';
import { createQuery } from '../../load/query';
import { type Call, fakeFetch, ok } from '../../testing/fake-fetch';
import { clientFor } from '../client';
import { getFavouriteState, getLikeState } from './reads';
import { likeArticle, setFavourite } from './writes';

const call = { api: clientFor({ apiBase: 'http://api.test/api/v2/' }) };

describe('likes and favourites', () => {
  let calls: Call[];
  beforeEach(() => {
    configure({ apiBase: 'http://api.test/api/v2/' });
    const fake = fakeFetch({
      'GET article/likeByPc/7': () => ok(4),
      'GET article/getLikeState/2/7': () => ok({ likestate: 1 }),
      'GET article/getFavouriteState/2/7': () => ok({ state: 1 }),
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

  it('a like and a favourite load the mounted like and favourite states again', async () => {
    const scope = { api: call.api };
    const liked = createQuery((_, context) => getLikeState(context, 2, 7), scope);
    const favourite = createQuery((_, context) => getFavouriteState(context, 2, 7), scope);
    await liked.load(['like', 2, 7]);
    await favourite.load(['favourite', 2, 7]);
    const reads = () => calls.filter((c) => c.url.pathname.includes('State')).length;
    expect(reads()).toBe(2);
    await likeArticle(call, 7);
    await vi.waitFor(() => expect(reads()).toBe(3));
    await setFavourite(call, 2, 7, 1);
    await vi.waitFor(() => expect(reads()).toBe(4));
    expect(liked.$state.get()).toMatchObject({ status: 'ready', data: 1 });
    liked.cancel();
    favourite.cancel();
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
