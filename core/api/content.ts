import { ASSOCIATION_ID, CITY_AREA_ID } from '../config/config';
import {
  api,
  getList,
  getPage,
  getRecord,
  parseRecord,
  path,
  readList,
  readRecords,
  type Signal,
  withSignal,
} from './client';
import type { ListPage } from './types';
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
  Magazine,
  PolicyType,
} from './wire/content';

/** `slideshow/list`: the home banners (slideshow_from 1). */
export async function listBanners(o: Signal = {}): Promise<Banner[]> {
  return getList<Banner>('slideshow/list', {
    searchJson: { slideshow_from: 1, association_id: ASSOCIATION_ID },
    ...withSignal(o),
  });
}

/** `ad/list`. */
export async function listAds(o: Signal = {}): Promise<Ad[]> {
  return getList<Ad>(
    'ad/list',
    {
      query: { association_id: ASSOCIATION_ID },
      ...withSignal(o),
    },
    ['ad_id'],
  );
}

/** `magazine/list`. */
export async function listMagazines(o: Signal = {}): Promise<Magazine[]> {
  return getList<Magazine>('magazine/list', {
    query: { association_id: ASSOCIATION_ID },
    ...withSignal(o),
  });
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
  return getList<District>(
    'areaData/list',
    {
      query: { parent_id: CITY_AREA_ID },
      ...withSignal(o),
    },
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
  return getPage<Cunpan>(
    'cunpan/list',
    {
      query: { start: q.start, limit: q.limit },
      searchJson,
      ...withSignal(q),
    },
    ['cunpan_id'],
  );
}

/** `cunpan/prolicyType`: the file types. */
export async function listPolicyTypes(o: Signal = {}): Promise<PolicyType[]> {
  return getList<PolicyType>('cunpan/prolicyType', withSignal(o), ['prolicytype_id']);
}

/** `cunpan/{id}`. */
export async function getCunpan(id: string | number, o: Signal = {}): Promise<Cunpan> {
  return getRecord<Cunpan>(path`cunpan/${id}`, withSignal(o), 'cunpan');
}

/** `cunpanExplain/list` of one file. */
export async function listExplains(
  cunpanId: string | number,
  o: Signal = {},
): Promise<CunpanExplain[]> {
  return getList<CunpanExplain>(
    'cunpanExplain/list',
    {
      searchJson: { cunpan_id: cunpanId },
      ...withSignal(o),
    },
    ['explain_id'],
  );
}

/** `cunpanExplain/{id}`. */
export async function getExplain(id: string | number, o: Signal = {}): Promise<CunpanExplain> {
  return getRecord<CunpanExplain>(path`cunpanExplain/${id}`, withSignal(o), 'cunpanExplain');
}

/** `course/list`. */
export async function listCourses(
  q: { start: number; limit: number; userId?: string | number | null } & Signal,
): Promise<ListPage<Course>> {
  return getPage<Course>(
    'course/list',
    {
      query: { start: q.start, limit: q.limit, user_id: q.userId ?? '' },
      searchJson: { association_id: ASSOCIATION_ID },
      ...withSignal(q),
    },
    ['course_id'],
  );
}

/** `course/{id}?user_id=`: a course with its lessons. */
export async function getCourse(
  id: string | number,
  userId?: string | number | null,
  o: Signal = {},
): Promise<Course> {
  return getRecord<Course>(
    path`course/${id}`,
    {
      query: { user_id: userId ?? '' },
      ...withSignal(o),
    },
    'course',
  );
}

/** `course/kpiont/{id}?user_id=`: one lesson. */
export async function getLesson(
  id: string | number,
  userId?: string | number | null,
  o: Signal = {},
): Promise<Kpoint> {
  return getRecord<Kpoint>(
    path`course/kpiont/${id}`,
    {
      query: { user_id: userId ?? '' },
      ...withSignal(o),
    },
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
  return getRecord<AboutPage>(path`association/about/${id}`, withSignal(o), 'association/about');
}

/** A policy document or announcement of a list, as the widgets read it. */
export interface FileSummary {
  /** The id as the server sent it (number or text). */
  id: number | string;
  name: string;
  /** Epoch (ms or s) or date text, as sent. */
  publishTime: number | string;
}

/** Maps a `cunpan/list` row to a `FileSummary`. */
export function toFileSummary(wire: Cunpan): FileSummary {
  return { id: wire.cunpan_id, name: wire.name, publishTime: wire.publish_time };
}

/** A course of a list, as the widgets read it. */
export interface CourseSummary {
  /** The id as the server sent it (number or text). */
  id: number | string;
  name: string;
  /** Image path. */
  image: string;
  /** Price as sent (0 or empty is free). */
  price: number | string;
}

/** Maps a `course/list` row to a `CourseSummary`. */
export function toCourseSummary(wire: Course): CourseSummary {
  return {
    id: wire.course_id,
    name: wire.course_name,
    image: wire.main_image,
    price: wire.current_price,
  };
}
