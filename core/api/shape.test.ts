// Answers whose `data` has the wrong shape: every list and record reader reports a format error
// the user can read, instead of an empty list ("no results") or an empty record a form could
// save over real data.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../config/config';
import { fakeFetch, ok } from '../testing/fake-fetch';
import { selectApplication } from './apply';
import { getArticle, listArticles } from './article';
import { parseList } from './client';
import { getCunpan, getStatistics, listCourses, listCunpan } from './content';
import { getDemand, listDemands } from './demand';
import { getCompany, listDirectoryMembers } from './directory';
import { errorMessage, isApiError } from './errors';
import { listFavourites } from './favourite';
import { listNotices } from './notice';
import { getMemberCompany } from './profile';

describe('parseList', () => {
  it('accepts a list, a page whose data is a list or null, null, and JSON text of them', () => {
    expect(parseList([1, 2])).toEqual([1, 2]);
    expect(parseList({ data: [1], total: 1 })).toEqual({ data: [1], total: 1 });
    expect(parseList({ data: null, total: 0 })).toEqual({ data: null, total: 0 });
    expect(parseList(null)).toBeNull();
    expect(parseList('')).toBeNull();
    expect(parseList('{"data":[{"id":1}],"pagenum":1}')).toEqual({ data: [{ id: 1 }], pagenum: 1 });
    expect(parseList('[3]')).toEqual([3]);
  });

  it('anything else is a format error naming the endpoint', () => {
    for (const bad of ['hello', '"hello"', '{"unexpected":true}', '{"data":"x"}', 7, true, {}]) {
      let error: unknown;
      try {
        parseList(bad, 'article/list');
      } catch (e) {
        error = e;
      }
      expect(isApiError(error), JSON.stringify(bad)).toBe(true);
      expect(errorMessage(error)).toBe('伺服器資料格式錯誤（article/list）');
    }
  });
});

describe('readers of lists and records', () => {
  const API = 'http://api.test/api/v2/';
  let answer: unknown;
  beforeEach(() => {
    configure({ apiBase: API });
    const fake = fakeFetch({ '(GET|POST) .*': () => ok(answer) });
    vi.stubGlobal('fetch', fake.fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetConfig();
  });

  const lists: Array<[string, () => Promise<unknown>]> = [
    ['article/list', () => listArticles({ start: 0, limit: 3 })],
    ['demand/list', () => listDemands({ start: 0, limit: 3 })],
    ['cunpan/list', () => listCunpan({ start: 0, limit: 3 })],
    ['course/list', () => listCourses({ start: 0, limit: 3 })],
    ['persons', () => listDirectoryMembers({ start: 0 })],
    ['notice/list', () => listNotices(1)],
    ['article/favouriteList', () => listFavourites(1, 0, 10)],
    ['association/coustomJoin', () => selectApplication(1, 0)],
  ];
  const records: Array<[string, () => Promise<unknown>]> = [
    ['article', () => getArticle(1)],
    ['cunpan', () => getCunpan(1)],
    ['demand/detail', () => getDemand(1)],
    ['company', () => getCompany(1)],
    ['member/company', () => getMemberCompany(1)],
    ['association/statistics', () => getStatistics()],
  ];

  for (const [name, read] of [...lists, ...records]) {
    it(`${name}: data that is a word or an unexpected object is a format error`, async () => {
      for (const bad of ['"just text"', 'oops', 42]) {
        answer = bad;
        const error = await read().then(
          () => null,
          (e: unknown) => e,
        );
        expect(isApiError(error), `${name} with ${JSON.stringify(bad)}`).toBe(true);
        expect(errorMessage(error)).toMatch(/^伺服器資料格式錯誤（.+）$/);
      }
    });
  }

  for (const [name, read] of lists) {
    it(`${name}: an object without a list is a format error; an empty page is not`, async () => {
      answer = '{"unexpected":true}';
      await expect(read()).rejects.toMatchObject({ code: 'PARSE' });
      answer = { data: [], total: 0 };
      await expect(read()).resolves.toBeDefined();
    });
  }
});
