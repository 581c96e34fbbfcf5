import { ASSOCIATION_ID, CITY_AREA_ID } from '../config/config';
import {
  api,
  parseRecord,
  path,
  readList,
  readPage,
  readRecords,
  type Signal,
  withSignal,
} from './client';
import type {
  AboutPage,
  Ad,
  AssociationStatistics,
  Banner,
  Course,
  Cunpan,
  CunpanExplain,
  District,
  Kpoint,
  ListPage,
  Magazine,
  PolicyType,
} from './types';

/** `slideshow/list`: the home banners (slideshow_from 1). */
export async function listBanners(o: Signal = {}): Promise<Banner[]> {
  const data = await api.get<unknown>('slideshow/list', {
    searchJson: { slideshow_from: 1, association_id: ASSOCIATION_ID },
    ...withSignal(o),
  });
  return readList<Banner>(data, 'slideshow/list');
}

/** `ad/list`. */
export async function listAds(o: Signal = {}): Promise<Ad[]> {
  return readList<Ad>(
    await api.get<unknown>('ad/list', {
      query: { association_id: ASSOCIATION_ID },
      ...withSignal(o),
    }),
    'ad/list',
    ['ad_id'],
  );
}

/** `magazine/list`. */
export async function listMagazines(o: Signal = {}): Promise<Magazine[]> {
  return readList<Magazine>(
    await api.get<unknown>('magazine/list', {
      query: { association_id: ASSOCIATION_ID },
      ...withSignal(o),
    }),
    'magazine/list',
  );
}

/** `association/statistics` (directory module). */
export async function getStatistics(o: Signal = {}): Promise<AssociationStatistics> {
  // anything but a record is a format error, never zero members shown as if counted
  const data = parseRecord<Partial<AssociationStatistics>>(
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
export async function listDistricts(o: Signal = {}): Promise<District[]> {
  return readList<District>(
    await api.get<unknown>('areaData/list', {
      query: { parent_id: CITY_AREA_ID },
      ...withSignal(o),
    }),
    'areaData/list',
    ['id'],
  );
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
export async function listCunpan(q: CunpanQuery): Promise<ListPage<Cunpan>> {
  const searchJson: Record<string, unknown> = { association_id: ASSOCIATION_ID };
  if (q.type) searchJson.type = q.type;
  if (q.prolicytypeId !== undefined && q.prolicytypeId !== '')
    searchJson.prolicytype_id = q.prolicytypeId;
  if (q.name) searchJson.name = q.name;
  return readPage<Cunpan>(
    await api.get<unknown>('cunpan/list', {
      query: { start: q.start, limit: q.limit },
      searchJson,
      ...withSignal(q),
    }),
    'cunpan/list',
    ['cunpan_id'],
  );
}

/** `cunpan/prolicyType`: the file types. */
export async function listPolicyTypes(o: Signal = {}): Promise<PolicyType[]> {
  return readList<PolicyType>(
    await api.get<unknown>('cunpan/prolicyType', withSignal(o)),
    'cunpan/prolicyType',
    ['prolicytype_id'],
  );
}

/** `cunpan/{id}`. */
export async function getCunpan(id: string | number, o: Signal = {}): Promise<Cunpan> {
  return parseRecord<Cunpan>(await api.get<unknown>(path`cunpan/${id}`, withSignal(o)), 'cunpan');
}

/** `cunpanExplain/list` of one file. */
export async function listExplains(
  cunpanId: string | number,
  o: Signal = {},
): Promise<CunpanExplain[]> {
  return readList<CunpanExplain>(
    await api.get<unknown>('cunpanExplain/list', {
      searchJson: { cunpan_id: cunpanId },
      ...withSignal(o),
    }),
    'cunpanExplain/list',
    ['explain_id'],
  );
}

/** `cunpanExplain/{id}`. */
export async function getExplain(id: string | number, o: Signal = {}): Promise<CunpanExplain> {
  return parseRecord<CunpanExplain>(
    await api.get<unknown>(path`cunpanExplain/${id}`, withSignal(o)),
    'cunpanExplain',
  );
}

/** `course/list`. */
export async function listCourses(
  q: { start: number; limit: number; userId?: string | number | null } & Signal,
): Promise<ListPage<Course>> {
  return readPage<Course>(
    await api.get<unknown>('course/list', {
      query: { start: q.start, limit: q.limit, user_id: q.userId ?? '' },
      searchJson: { association_id: ASSOCIATION_ID },
      ...withSignal(q),
    }),
    'course/list',
    ['course_id'],
  );
}

/** `course/{id}?user_id=`: a course with its lessons. */
export async function getCourse(
  id: string | number,
  userId?: string | number | null,
  o: Signal = {},
): Promise<Course> {
  return parseRecord<Course>(
    await api.get<unknown>(path`course/${id}`, {
      query: { user_id: userId ?? '' },
      ...withSignal(o),
    }),
    'course',
  );
}

/** `course/kpiont/{id}?user_id=`: one lesson. */
export async function getLesson(
  id: string | number,
  userId?: string | number | null,
  o: Signal = {},
): Promise<Kpoint> {
  return parseRecord<Kpoint>(
    await api.get<unknown>(path`course/kpiont/${id}`, {
      query: { user_id: userId ?? '' },
      ...withSignal(o),
    }),
    'course/kpiont',
  );
}

/** `association/about/SZTX/{type}`: the pages of one about section. */
export async function listAbout(type: string, o: Signal = {}): Promise<AboutPage[]> {
  return readList<AboutPage>(
    await api.get<unknown>(path`association/about/${ASSOCIATION_ID}/${type}`, withSignal(o)),
    'association/about',
    ['id'],
  );
}

/** `association/about/{id}`. */
export async function getAbout(id: string | number, o: Signal = {}): Promise<AboutPage> {
  return parseRecord<AboutPage>(
    await api.get<unknown>(path`association/about/${id}`, withSignal(o)),
    'association/about',
  );
}
