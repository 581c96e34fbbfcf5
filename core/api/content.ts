import { ASSOCIATION_ID, CITY_AREA_ID } from '../config/config';
import {
  type Call,
  getData,
  getList,
  getPage,
  getRecord,
  parseRecord,
  path,
  type RequestOptions,
  readList,
  readRecords,
} from './client';
import {
  type AdItem,
  type BannerSlide,
  type CourseSummary,
  type Explain,
  type FileSummary,
  type MagazineIssue,
  type PolicyTypeOption,
  toAdItem,
  toBannerSlide,
  toCourseSummary,
  toExplain,
  toFileSummary,
  toMagazineIssue,
  toPolicyType,
} from './content-records';
import type { Page } from './types';
import type * as Wire from './wire/content';

/** GETs a list (rows with `fields`) and maps its rows. */
async function getMapped<W, R>(
  call: Call,
  endpoint: string,
  options: RequestOptions,
  fields: readonly string[],
  map: (wire: W) => R,
): Promise<R[]> {
  return (await getList<W>(call, endpoint, options, fields)).map(map);
}

/** GETs a page (rows with `fields`) and maps its rows. */
async function getMappedPage<W, R>(
  call: Call,
  endpoint: string,
  options: RequestOptions,
  fields: readonly string[],
  map: (wire: W) => R,
): Promise<Page<R>> {
  const page = await getPage<W>(call, endpoint, options, fields);
  return { items: page.items.map(map), total: page.total };
}

/** `slideshow/list`: the home banners (slideshow_from 1). */
export function listBanners(call: Call): Promise<BannerSlide[]> {
  const searchJson = { slideshow_from: 1, association_id: ASSOCIATION_ID };
  return getMapped<Wire.Banner, BannerSlide>(
    call,
    'slideshow/list',
    { searchJson },
    [],
    toBannerSlide,
  );
}

/** `ad/list`. */
export function listAds(call: Call): Promise<AdItem[]> {
  const query = { association_id: ASSOCIATION_ID };
  return getMapped<Wire.Ad, AdItem>(call, 'ad/list', { query }, ['ad_id'], toAdItem);
}

/** `magazine/list`. */
export function listMagazines(call: Call): Promise<MagazineIssue[]> {
  const query = { association_id: ASSOCIATION_ID };
  return getMapped<Wire.Magazine, MagazineIssue>(
    call,
    'magazine/list',
    { query },
    [],
    toMagazineIssue,
  );
}

/** `association/statistics` (directory module). */
export async function getStatistics(call: Call): Promise<Wire.AssociationStatistics> {
  // anything but a record is a format error, never zero members shown as if counted
  const data = parseRecord<Partial<Wire.AssociationStatistics>>(
    await getData(call, 'association/statistics', { query: { association_id: ASSOCIATION_ID } }),
    'association/statistics',
  );
  return {
    companyNum: Number(data?.companyNum ?? 0),
    memberNum: Number(data?.memberNum ?? 0),
    cunpanNum: Number(data?.cunpanNum ?? 0),
    memberCount: Array.isArray(data?.memberCount)
      ? readRecords(data.memberCount, 'association/statistics', ['name'])
      : [],
  };
}

/** `areaData/list?parent_id=234`: the city's districts. */
export function listDistricts(call: Call): Promise<Wire.District[]> {
  const query = { parent_id: CITY_AREA_ID };
  return getList<Wire.District>(call, 'areaData/list', { query }, ['id']);
}

/** Query of `cunpan/list`. */
export interface CunpanQuery {
  start: number;
  limit: number;
  /** 1 policy documents, 2 announcements. */
  type?: 1 | 2;
  prolicytypeId?: number | string;
  name?: string;
}

/** `cunpan/list`: policy documents or announcements. */
export function listCunpan(call: Call, q: CunpanQuery): Promise<Page<FileSummary>> {
  const searchJson: Record<string, unknown> = { association_id: ASSOCIATION_ID };
  if (q.type) searchJson.type = q.type;
  if (q.prolicytypeId !== undefined && q.prolicytypeId !== '')
    searchJson.prolicytype_id = q.prolicytypeId;
  if (q.name) searchJson.name = q.name;
  const query = { start: q.start, limit: q.limit };
  return getMappedPage<Wire.Cunpan, FileSummary>(
    call,
    'cunpan/list',
    { query, searchJson },
    ['cunpan_id'],
    toFileSummary,
  );
}

/** `cunpan/prolicyType`: the file types. */
export function listPolicyTypes(call: Call): Promise<PolicyTypeOption[]> {
  return getMapped<Wire.PolicyType, PolicyTypeOption>(
    call,
    'cunpan/prolicyType',
    {},
    ['prolicytype_id'],
    toPolicyType,
  );
}

/** `cunpanExplain/list` of one file. */
export function listExplains(call: Call, cunpanId: string | number): Promise<Explain[]> {
  const searchJson = { cunpan_id: cunpanId };
  return getMapped<Wire.CunpanExplain, Explain>(
    call,
    'cunpanExplain/list',
    { searchJson },
    ['explain_id'],
    toExplain,
  );
}

/** `cunpanExplain/{id}`. */
export async function getExplain(call: Call, id: string | number): Promise<Explain> {
  return toExplain(
    await getRecord<Wire.CunpanExplain>(call, path`cunpanExplain/${id}`, {}, 'cunpanExplain'),
  );
}

/** `course/list`. */
export function listCourses(
  call: Call,
  q: { start: number; limit: number; userId?: string | number | null },
): Promise<Page<CourseSummary>> {
  const query = { start: q.start, limit: q.limit, user_id: q.userId ?? '' };
  const searchJson = { association_id: ASSOCIATION_ID };
  return getMappedPage<Wire.Course, CourseSummary>(
    call,
    'course/list',
    { query, searchJson },
    ['course_id'],
    toCourseSummary,
  );
}

/** `association/about/SZTX/{type}`: the pages of one about section. */
export async function listAbout(call: Call, type: string): Promise<Wire.AboutPage[]> {
  return readList<Wire.AboutPage>(
    await getData(call, path`association/about/${ASSOCIATION_ID}/${type}`),
    'association/about',
    ['id'],
  );
}

/** `association/about/{id}`. */
export async function getAbout(call: Call, id: string | number): Promise<Wire.AboutPage> {
  return getRecord<Wire.AboutPage>(call, path`association/about/${id}`, {}, 'association/about');
}
