// Answers whose `data` has the wrong shape: every list and record reader reports a format error
// the user can read, instead of an empty list ("no results") or an empty record a form could
// save over real data.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../config/config';
import { fakeFetch, ok } from '../testing/fake-fetch';
import { selectApplication } from './apply/reads';
import { clientFor, parseList } from './client';
import { listArticles } from './content/articles';
import { getArticle, getCunpan } from './content/readers';
import * as content from './content/reads';
import { getCompany, listProducts } from './directory/details';
import {
  listAreas,
  listDirectoryCompanies,
  listDirectoryMembers,
  listIndustries,
  listSubAreas,
} from './directory/reads';
import { errorMessage, isApiError } from './errors';
import { getDemand, getDemandQuotes } from './needs/quotes';
import { listDemands, listInvestInfo } from './needs/reads';
import { listEquityPackages } from './payment/reads';
import { getMemberships } from './personal/member';
import { getUnreadCount } from './personal/notice';
import { getMemberCompany, listFavourites, listNotices } from './personal/reads';

const call = { api: clientFor({ apiBase: 'http://api.test/api/v2/' }) };

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
    ['article/list', () => listArticles(call, { start: 0, limit: 3 })],
    ['demand/list', () => listDemands(call, { start: 0, limit: 3 })],
    ['cunpan/list', () => content.listCunpan(call, { start: 0, limit: 3 })],
    ['course/list', () => content.listCourses(call, { start: 0, limit: 3 })],
    ['persons', () => listDirectoryMembers(call, { start: 0 })],
    ['notice/list', () => listNotices(call, 1)],
    ['article/favouriteList', () => listFavourites(call, 1, 0, 10)],
    ['association/coustomJoin', () => selectApplication(call, 1, 0)],
  ];
  const records: Array<[string, () => Promise<unknown>]> = [
    ['article', () => getArticle(call, 1)],
    ['cunpan', () => getCunpan(call, 1)],
    ['demand/detail', () => getDemand(call, 1)],
    ['company', () => getCompany(call, 1)],
    ['member/company', () => getMemberCompany(call, 1)],
    ['association/statistics', () => content.getStatistics(call)],
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

describe('list readers: items that are not records with the fields the mappers need', () => {
  const API = 'http://api.test/api/v2/';
  let answer: unknown;
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    configure({ apiBase: API });
    const fake = fakeFetch({ '(GET|POST) .*': () => ok(answer) });
    vi.stubGlobal('fetch', fake.fetch);
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    resetConfig();
  });

  /** How many items a reader's result shows: a list, a page's data or items, one record, a count. */
  function shown(result: unknown): number {
    if (Array.isArray(result)) return result.length;
    if (typeof result === 'number') return result > 0 ? 1 : 0;
    if (typeof result !== 'object' || result === null) return 0;
    const page = result as { data?: unknown[]; items?: unknown[] };
    return (page.data ?? page.items ?? [result]).length;
  }

  /** Each list reader and one good item of its endpoint. */
  const readers: Array<[string, () => Promise<unknown>, Record<string, unknown>]> = [
    [
      'website/navigate',
      () => content.getNavigation(call),
      { name: '首頁', url: '/', type: 'INDEX' },
    ],
    [
      'association/coustomJoin',
      () => selectApplication(call, 1, 0),
      { apply_id: 3, apply_type: 0, member_id: 1 },
    ],
    [
      'article/list',
      () => listArticles(call, { start: 0, limit: 3 }),
      { article_id: 1, title: 'a' },
    ],
    ['article/favouriteList', () => listFavourites(call, 1, 0, 10), { article_id: 1, title: 'a' }],
    ['demand/list', () => listDemands(call, { start: 0, limit: 3 }), { demand_id: 1, title: 'n' }],
    [
      'demand/getOfferByDemand',
      () => getDemandQuotes(call, 1),
      { name: 'q', company: 'c', phone: '1', content: 'x' },
    ],
    ['investInfo/list', () => listInvestInfo(call, 'invest'), { info_id: 1, title: 'i' }],
    [
      'slideshow/list',
      () => content.listBanners(call),
      { title: 'b', image_url: '/b.png', model_type: 1 },
    ],
    ['ad/list', () => content.listAds(call), { ad_id: 1, main_image: '/a.png' }],
    [
      'magazine/list',
      () => content.listMagazines(call),
      { title: 'm', main_image: '/m.png', file_url: '/m.pdf' },
    ],
    ['areaData/list (districts)', () => content.listDistricts(call), { id: 1, name: 'd' }],
    [
      'cunpan/list',
      () => content.listCunpan(call, { start: 0, limit: 3 }),
      { cunpan_id: 1, name: 'f' },
    ],
    [
      'cunpan/prolicyType',
      () => content.listPolicyTypes(call),
      { prolicytype_id: 1, type_name: 't' },
    ],
    ['cunpanExplain/list', () => content.listExplains(call, 1), { explain_id: 1, title: 'e' }],
    [
      'course/list',
      () => content.listCourses(call, { start: 0, limit: 3 }),
      { course_id: 1, course_name: 'c' },
    ],
    [
      'association/about',
      () => content.listAbout(call, 'introduce'),
      { id: 1, title: 'a', content: '' },
    ],
    ['areaData/list (areas)', () => listAreas(call), { id: 1, name: 'd' }],
    ['company/industry', () => listIndustries(call), { industry_id: 1, industry_name: 'i' }],
    ['company/pc/list', () => listDirectoryCompanies(call, { start: 0 }), { company_id: 1 }],
    ['SubArea', () => listSubAreas(call), { ass_area_id: 1, area: 'a' }],
    [
      'association/pc/persons',
      () => listDirectoryMembers(call, { start: 0 }),
      { member_id: 1, really_name: 'm' },
    ],
    ['product/list', () => listProducts(call, 1), { product_id: 1, product_name: 'p' }],
    ['member/association', () => getMemberships(call, 1), { association_id: 'SZTX' }],
    ['notice/list', () => listNotices(call, 1), { id: 1, title: 'n', isread: 0 }],
    ['notice/count', () => getUnreadCount(call, 1), { noticeCount: 2 }],
    [
      'article/articleEquitypackage',
      () => listEquityPackages(call),
      { equitypackage_id: 1, name: 'p' },
    ],
    ['member/company', () => getMemberCompany(call, 1), { company_id: 1, company_name: 'c' }],
  ];

  for (const [name, read, good] of readers) {
    it(`${name}: [null], [1] and ["x"] are a format error, never thrown as a TypeError`, async () => {
      for (const bad of [[null], [1], ['x']]) {
        answer = bad;
        const error = await read().then(
          () => null,
          (e: unknown) => e,
        );
        expect(isApiError(error), `${name} with ${JSON.stringify(bad)}: ${error}`).toBe(true);
        expect(errorMessage(error)).toMatch(/^伺服器資料格式錯誤（.+）$/);
      }
    });

    it(`${name}: good items among bad ones are still shown, with one [sztx] warning`, async () => {
      answer = [null, good, 1, 'x', []];
      expect(shown(await read())).toBe(1);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[sztx\] /);
    });
  }

  it('statistics: member counts of the wrong shape are skipped', async () => {
    answer = {
      companyNum: 1,
      memberNum: 2,
      cunpanNum: 3,
      memberCount: [null, { name: 'd', value: 1, company_value: 0 }],
    };
    expect((await content.getStatistics(call)).districts).toEqual([
      { name: 'd', members: 1, companies: 0 },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('website/profile: an entry of the wrong shape reads as missing, footer rows of the wrong shape are skipped', async () => {
    answer = [
      null,
      { context: JSON.stringify({ url: '/logo.png' }) },
      {
        context: JSON.stringify([
          null,
          'x',
          { title: '關於', menu: [null, { name: '簡介', url: '/about' }] },
        ]),
      },
    ];
    expect(await content.getSiteProfile(call)).toEqual({
      info: null,
      logo: '/logo.png',
      rows: [{ title: '關於', menu: [{ name: '簡介', url: '/about' }] }],
    });
    for (const call of warn.mock.calls) expect(String(call[0])).toMatch(/^\[sztx\] /);
  });
});
