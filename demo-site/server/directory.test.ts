// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyListItem, DirectoryMember } from '../../core/api/directory/wire.js';
import { SEED_ACCOUNTS } from './seed.js';
import { bearer, login, serverForFile } from './test-helpers.js';

const { demo } = SEED_ACCOUNTS;

const s = serverForFile();
let demoToken: string;
beforeAll(async () => {
  demoToken = await login(s, demo.phone, demo.password);
});

const get = (url: string, headers?: Record<string, string>) =>
  s.call('GET', `/api/v2/${url}`, headers ? { headers } : {});
const q = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.fromEntries(
      Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    ),
  ).toString();

interface Paged<T> {
  data: T[];
  pagenum: number;
}
const parsed = <T>(data: unknown) => JSON.parse(data as string) as Paged<T>;

describe('areaData/list', () => {
  it('lists provinces, cities and the districts of city 234 (蘇州市, all ten)', async () => {
    const provinces = (await get('areaData/list?parent_id=0')).body.data as {
      id: number;
      name: string;
    }[];
    expect(provinces).toContainEqual({ id: 16, name: '江蘇省' });
    expect(provinces.length).toBeGreaterThanOrEqual(3);
    const cities = (await get('areaData/list?parent_id=16')).body.data as { id: number }[];
    expect(cities.map((c) => c.id)).toContain(234);
    const districts = (await get('areaData/list?parent_id=234')).body.data as {
      id: number;
      name: string;
    }[];
    expect(districts.map((d) => d.id)).toEqual([
      2341, 2342, 2343, 2344, 2345, 2346, 2347, 2348, 2349, 320583,
    ]);
    expect(districts.at(-1)).toEqual({ id: 320583, name: '崑山市' });
    expect(districts[0]).toEqual({ id: 2341, name: '姑蘇區' });
    expect(
      ((await get('areaData/list?parent_id=233')).body.data as unknown[]).length,
    ).toBeGreaterThan(0);
  });

  it('holds every mainland province, city and district in Traditional', async () => {
    type Area = { id: number; name: string };
    const list = async (parent: number) =>
      (await get(`areaData/list?parent_id=${parent}`)).body.data as Area[];
    const provinces = await list(0);
    expect(provinces).toHaveLength(31);
    expect(provinces.map((p) => p.name)).toEqual(
      expect.arrayContaining(['北京市', '內蒙古自治區', '廣東省', '新疆維吾爾自治區', '江蘇省']),
    );
    // a municipality: 北京市 › 北京市 › 東城區 (no "市轄區" level shown)
    const beijing = provinces.find((p) => p.name === '北京市')!;
    const [beijingCity] = await list(beijing.id);
    expect(beijingCity!.name).toBe('北京市');
    expect((await list(beijingCity!.id)).map((d) => d.name)).toContain('東城區');
    // every province has cities, and a sample of cities all have districts
    for (const p of provinces) expect((await list(p.id)).length, p.name).toBeGreaterThan(0);
    const guangdong = provinces.find((p) => p.name === '廣東省')!;
    const cities = await list(guangdong.id);
    expect(cities.length).toBeGreaterThanOrEqual(21);
    const shenzhen = cities.find((c) => c.name === '深圳市')!;
    expect((await list(shenzhen.id)).map((d) => d.name)).toEqual(
      expect.arrayContaining(['福田區', '南山區', '寶安區', '龍崗區']),
    );
    const all = JSON.stringify(provinces) + JSON.stringify(cities);
    expect(all).not.toMatch(/[区广东]/); // no Simplified left
  });

  it('answers 400 for a missing or malformed parent_id', async () => {
    expect((await get('areaData/list')).body.code).toBe('400');
    expect((await get('areaData/list?parent_id=abc')).body.code).toBe('400');
    expect((await get('areaData/list?parent_id=-1')).body.code).toBe('400');
  });
});

describe('association/statistics', () => {
  it('counts companies, members and per-district figures from the database', async () => {
    const res = await get('association/statistics?association_id=SZTX');
    expect(res.body.code).toBe('200');
    const data = res.body.data as {
      companyNum: number;
      memberNum: number;
      cunpanNum: number;
      memberCount: { name: string; value: number; company_value: number }[];
    };
    expect(data.companyNum).toBeGreaterThanOrEqual(3000);
    expect(data.memberNum).toBe(3015); // spec 000 §2: about 3015 members
    expect(data.memberNum).not.toBe(data.companyNum);
    expect(data.cunpanNum).toBeGreaterThan(0); // the content module's policy files
    expect(data.memberCount).toHaveLength(10); // every district of the city, 崑山市 with none yet
    expect(data.memberCount[0]!.name).toBe('姑蘇區');
    const sumMembers = data.memberCount.reduce((n, d) => n + d.value, 0);
    const sumCompanies = data.memberCount.reduce((n, d) => n + d.company_value, 0);
    expect(sumMembers).toBe(data.memberNum);
    expect(sumCompanies).toBe(data.companyNum);
    // the district figures agree with the filtered directory
    const gusu = await get(
      `company/pc/list?${q({ start: '0', limit: '12', searchJson: { association_id: 'SZTX', xt_districtID: 2341 } })}`,
    );
    expect(parsed(gusu.body.data).pagenum).toBe(data.memberCount[0]!.company_value);
  });

  it('rejects a malformed association id', async () => {
    expect((await get('association/statistics?association_id=%27%3B')).body.code).toBe('400');
  });
});

describe('company directory', () => {
  /** A listed company: the wire record the client reads, with the fields it always has. */
  type Item = Required<
    Pick<CompanyListItem, 'company_id' | 'company_name' | 'industry_id' | 'area_id' | 'area_name'>
  >;
  const list = (search: Record<string, unknown>, start = 0, limit = 12) =>
    get(`company/pc/list?${q({ start: String(start), limit: String(limit), searchJson: search })}`);

  it('pages 12 at a time with data as JSON text holding data and pagenum', async () => {
    const res = await list({ association_id: 'SZTX' });
    expect(res.body.code).toBe('200');
    expect(typeof res.body.data).toBe('string');
    const page = parsed<Item>(res.body.data);
    expect(page.data).toHaveLength(12);
    expect(page.pagenum).toBeGreaterThanOrEqual(3000);
    expect(page.data[0]!.company_id).toBe(1);
    const next = parsed<Item>((await list({ association_id: 'SZTX' }, 12)).body.data);
    expect(next.data[0]!.company_id).not.toBe(page.data[0]!.company_id);
  });

  it('filters by district, industry and name together', async () => {
    const page = parsed<Item>(
      (await list({ association_id: 'SZTX', xt_districtID: '2343', field: 4 })).body.data,
    );
    expect(page.pagenum).toBeGreaterThan(0);
    expect(page.data.every((c) => c.area_id === 2343 && c.industry_id === 4)).toBe(true);
    expect(page.data[0]!.area_name).toBe('吳中區');
    const named = parsed<Item>(
      (await list({ association_id: 'SZTX', company_name: '宏達' })).body.data,
    );
    expect(named.data.length).toBeGreaterThan(0);
    expect(named.data.every((c) => c.company_name.includes('宏達'))).toBe(true);
    const none = parsed<Item>(
      (await list({ association_id: 'SZTX', company_name: '%' })).body.data,
    );
    expect(none.pagenum).toBe(0);
  });

  it('answers 400 for malformed filters', async () => {
    expect((await list({ xt_districtID: 'x' })).body.code).toBe('400');
    expect((await get('company/pc/list?searchJson=%7Bbad')).body.code).toBe('400');
    expect((await get('company/pc/list?start=-5')).body.code).toBe('400');
  });

  it('has 3 000+ distinct company names', async () => {
    const page = parsed<Item>((await list({ association_id: 'SZTX' }, 0, 100)).body.data);
    expect(page.pagenum).toBeGreaterThanOrEqual(3000);
    const all: string[] = [];
    for (let start = 0; start < page.pagenum; start += 100) {
      const rows = parsed<Item>((await list({}, start, 100)).body.data).data;
      all.push(...rows.map((c) => c.company_name));
    }
    expect(new Set(all).size).toBe(all.length);
  });

  it('lists industries', async () => {
    const data = (await get('company/industry')).body.data as {
      industry_id: number;
      industry_name: string;
    }[];
    expect(data.length).toBeGreaterThanOrEqual(10);
    expect(data[0]).toEqual({ industry_id: 1, industry_name: '電子資訊' });
  });
});

describe('company and product pages', () => {
  it('returns the demo member’s company with text lists that parse', async () => {
    const res = await get('company/1');
    expect(res.body.code).toBe('200');
    const c = res.body.data as Record<string, unknown>;
    expect(c).toMatchObject({
      company_id: 1,
      member_id: 1,
      member_name: '陳建宏',
      area_name: '虎丘區',
    });
    for (const key of ['partners', 'employees', 'changerecords', 'tshBusinessCompanyJson']) {
      expect(typeof c[key]).toBe('string');
      expect(Array.isArray(JSON.parse(c[key] as string))).toBe(true);
    }
    expect((await get('company/999999')).body.code).toBe('404');
    expect((await get('company/abc')).body.code).toBe('400');
  });

  it('lists a company’s products and opens one', async () => {
    const res = await get(
      `product/list?${q({ start: '0', limit: '100', searchJson: { company_id: 1 } })}`,
    );
    const { data, total } = res.body.data as {
      data: { product_id: number; company_id: number }[];
      total: number;
    };
    expect(total).toBe(5);
    expect(data.every((p) => p.company_id === 1)).toBe(true);
    const product = await get(`product/${data[0]!.product_id}`);
    expect(product.body.data).toMatchObject({ company_id: 1, product_id: data[0]!.product_id });
    expect((await get('product/list')).body.code).toBe('400');
  });
});

describe('member directory and privacy', () => {
  /** A listed member as the client reads it (contact fields only when public). */
  type Person = DirectoryMember &
    Required<Pick<DirectoryMember, 'isopen' | 'tshMemberSubAssoList'>>;
  const persons = (params: Record<string, unknown>) =>
    get(`association/pc/SZTX/persons?${q(params)}`);

  it('lists sub-areas', async () => {
    const data = (await get('association/SZTX/SubArea')).body.data as {
      ass_area_id: number;
      area: string;
    }[];
    expect(data[0]).toEqual({ ass_area_id: 1, area: '姑蘇片區' });
    expect(data.length).toBeGreaterThanOrEqual(9);
  });

  it('pages 30 members of a sub-area and searches by name', async () => {
    const page = parsed<Person>(
      (await persons({ start: '0', limit: '30', ass_area_id: '2' })).body.data,
    );
    expect(page.data).toHaveLength(30);
    expect(page.pagenum).toBeGreaterThan(30);
    expect(page.data.every((p) => p.tshMemberSubAssoList.some((a) => a.ass_area_id === 2))).toBe(
      true,
    );
    const named = parsed<Person>(
      (await persons({ start: '0', limit: '30', searchJson: { really_name: '陳建宏' } })).body.data,
    );
    expect(named.data.map((p) => p.member_id)).toContain(1);
    expect((await persons({ ass_area_id: 'x' })).body.code).toBe('400');
  });

  it('omits contact details of private members in the list and the details', async () => {
    const page = parsed<Person>(
      (await persons({ start: '0', limit: '30', ass_area_id: '3' })).body.data,
    );
    const priv = page.data.filter((p) => p.isopen !== 0);
    const pub = page.data.filter((p) => p.isopen === 0);
    expect(priv.length).toBeGreaterThan(0);
    expect(pub.length).toBeGreaterThan(0);
    for (const p of priv) {
      expect(p).not.toHaveProperty('member_phone');
      expect(p).not.toHaveProperty('member_email');
      expect(p).not.toHaveProperty('member_address');
      expect(p).not.toHaveProperty('wechat_id');
    }
    for (const p of pub) expect(p.member_phone).toMatch(/^1\d{10}$/);
    const detail = await get(`association/SZTX/persons/${priv[0]!.member_id}`);
    expect(detail.body.code).toBe('200');
    expect(detail.body.data).not.toHaveProperty('member_phone');
    expect(JSON.stringify(detail.body.data)).not.toContain('@example.com');
  });

  it('shows a public member’s contact details, areas and companies', async () => {
    const res = await get('association/SZTX/persons/1');
    const d = res.body.data as Record<string, unknown>;
    expect(d).toMatchObject({
      member_id: 1,
      isopen: 0,
      member_phone: demo.phone,
      phone_verified: 1,
    });
    expect((d.companyList as { company_id: number }[]).map((c) => c.company_id)).toEqual([1]);
    expect(d.area_name).toBe('姑蘇區');
    expect((d.tshMemberSubAssoList as unknown[]).length).toBeGreaterThan(0);
  });

  it('shows private members their own details', async () => {
    // member 4 (base seed) is private (isopen 1)
    const anon = await get('association/SZTX/persons/4');
    expect(anon.body.data).not.toHaveProperty('member_phone');
    const guestMember = await get('association/SZTX/persons/2');
    expect(guestMember.body.code).toBe('404'); // not an SZTX member
    const self = await get('association/SZTX/persons/1', bearer(demoToken));
    expect(self.body.data).toHaveProperty('member_phone');
  });
});
