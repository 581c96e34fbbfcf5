import { ASSOCIATION_ID, CITY_AREA_ID } from '../config/config';
import {
  api,
  getList,
  getPage,
  getRecord,
  parseRecord,
  path,
  type RequestOptions,
  readList,
  readRecords,
  type Signal,
  withSignal,
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
import type { ListPage } from './types';
import type * as Wire from './wire/content';

/** GETs a list (rows with `fields`) and maps its rows. */
async function getMapped<W, R>(
  endpoint: string,
  options: RequestOptions,
  fields: readonly string[],
  map: (wire: W) => R,
): Promise<R[]> {
  return (await getList<W>(endpoint, options, fields)).map(map);
}

/** GETs a page (rows with `fields`) and maps its rows. */
async function getMappedPage<W, R>(
  endpoint: string,
  options: RequestOptions,
  fields: readonly string[],
  map: (wire: W) => R,
): Promise<ListPage<R>> {
  const page = await getPage<W>(endpoint, options, fields);
  return { data: page.data.map(map), total: page.total };
}

/** `slideshow/list`: the home banners (slideshow_from 1). */
export function listBanners(o: Signal = {}): Promise<BannerSlide[]> {
  const searchJson = { slideshow_from: 1, association_id: ASSOCIATION_ID };
  return getMapped<Wire.Banner, BannerSlide>(
    'slideshow/list',
    { searchJson, ...withSignal(o) },
    [],
    toBannerSlide,
  );
}

/** `ad/list`. */
export function listAds(o: Signal = {}): Promise<AdItem[]> {
  const query = { association_id: ASSOCIATION_ID };
  return getMapped<Wire.Ad, AdItem>('ad/list', { query, ...withSignal(o) }, ['ad_id'], toAdItem);
}

/** `magazine/list`. */
export function listMagazines(o: Signal = {}): Promise<MagazineIssue[]> {
  const query = { association_id: ASSOCIATION_ID };
  return getMapped<Wire.Magazine, MagazineIssue>(
    'magazine/list',
    { query, ...withSignal(o) },
    [],
    toMagazineIssue,
  );
}

/** `association/statistics` (directory module). */
export async function getStatistics(o: Signal = {}): Promise<Wire.AssociationStatistics> {
  // anything but a record is a format error, never zero members shown as if counted
  const data = parseRecord<Partial<Wire.AssociationStatistics>>(
    await api.get<unknown>('association/statistics', {
      query: { association_id: ASSOCIATION_ID },
      ...withSignal(o),
    }),
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
export function listDistricts(o: Signal = {}): Promise<Wire.District[]> {
  const query = { parent_id: CITY_AREA_ID };
  return getList<Wire.District>('areaData/list', { query, ...withSignal(o) }, ['id']);
}

/** Query of `cunpan/list`. */
export interface CunpanQuery extends Signal {
  start: number;
  limit: number;
  /** 1 policy documents, 2 announcements. */
  type?: 1 | 2;
  prolicytypeId?: number | string;
  name?: string;
}

/** `cunpan/list`: policy documents or announcements. */
export function listCunpan(q: CunpanQuery): Promise<ListPage<FileSummary>> {
  const searchJson: Record<string, unknown> = { association_id: ASSOCIATION_ID };
  if (q.type) searchJson.type = q.type;
  if (q.prolicytypeId !== undefined && q.prolicytypeId !== '')
    searchJson.prolicytype_id = q.prolicytypeId;
  if (q.name) searchJson.name = q.name;
  const query = { start: q.start, limit: q.limit };
  return getMappedPage<Wire.Cunpan, FileSummary>(
    'cunpan/list',
    { query, searchJson, ...withSignal(q) },
    ['cunpan_id'],
    toFileSummary,
  );
}

/** `cunpan/prolicyType`: the file types. */
export function listPolicyTypes(o: Signal = {}): Promise<PolicyTypeOption[]> {
  return getMapped<Wire.PolicyType, PolicyTypeOption>(
    'cunpan/prolicyType',
    withSignal(o),
    ['prolicytype_id'],
    toPolicyType,
  );
}

/** `cunpanExplain/list` of one file. */
export function listExplains(cunpanId: string | number, o: Signal = {}): Promise<Explain[]> {
  const searchJson = { cunpan_id: cunpanId };
  return getMapped<Wire.CunpanExplain, Explain>(
    'cunpanExplain/list',
    { searchJson, ...withSignal(o) },
    ['explain_id'],
    toExplain,
  );
}

/** `cunpanExplain/{id}`. */
export async function getExplain(id: string | number, o: Signal = {}): Promise<Explain> {
  return toExplain(
    await getRecord<Wire.CunpanExplain>(path`cunpanExplain/${id}`, withSignal(o), 'cunpanExplain'),
  );
}

/** `course/list`. */
export function listCourses(
  q: { start: number; limit: number; userId?: string | number | null } & Signal,
): Promise<ListPage<CourseSummary>> {
  const query = { start: q.start, limit: q.limit, user_id: q.userId ?? '' };
  const searchJson = { association_id: ASSOCIATION_ID };
  return getMappedPage<Wire.Course, CourseSummary>(
    'course/list',
    { query, searchJson, ...withSignal(q) },
    ['course_id'],
    toCourseSummary,
  );
}

/** `association/about/SZTX/{type}`: the pages of one about section. */
export async function listAbout(type: string, o: Signal = {}): Promise<Wire.AboutPage[]> {
  return readList<Wire.AboutPage>(
    await api.get<unknown>(path`association/about/${ASSOCIATION_ID}/${type}`, withSignal(o)),
    'association/about',
    ['id'],
  );
}

/** `association/about/{id}`. */
export async function getAbout(id: string | number, o: Signal = {}): Promise<Wire.AboutPage> {
  return getRecord<Wire.AboutPage>(
    path`association/about/${id}`,
    withSignal(o),
    'association/about',
  );
}
