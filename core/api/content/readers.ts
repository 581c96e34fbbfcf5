// The readers of the paid content (article, file, course, lesson): one record each, a locked
// preview mapped like the full record. Apart from the lists in reads.ts, so an embedded list
// does not download the paywall.
import { lockedData } from '../../paywall/paywall';
import { type Call, getRecord, path, type RequestOptions } from '../client';
import { PaywallLockedError } from '../errors';
import { type ArticleSummary, toArticleSummary } from './articles';
import {
  type CourseSummary,
  type FileSummary,
  type Id,
  type Time,
  toCourseSummary,
  toFileSummary,
} from './records';
import type { Article, Course, Cunpan, Kpoint } from './wire';

/** An article with its body, as the reader shows it. */
export interface ArticleDetail extends ArticleSummary {
  /** HTML body (a preview when locked). */
  content: string;
  /** Empty when the article has no video. */
  videoUrl: string;
  /** Price as sent (0 or empty is free). */
  price: Id;
  likes: Id;
}

/** The body and price of a paid reader (article, file): empty and free when not sent. */
const paidBody = (content: string | undefined, price: Id | undefined) => ({
  content: content ?? '',
  price: price ?? 0,
});

export function toArticleDetail(wire: Article): ArticleDetail {
  return {
    ...toArticleSummary(wire),
    ...paidBody(wire.content, wire.article_price),
    videoUrl: wire.video_url ?? '',
    likes: wire.likes ?? 0,
  };
}

/** A policy document or announcement with its body, as the reader shows it. */
export interface FileDetail extends FileSummary {
  /** Type 2: an announcement (dated by publication); else a policy document. */
  announcement: boolean;
  /** The date the document was written, the publish date when the server has none. */
  writtenTime: Time;
  /** The policy type's name; empty when none. */
  typeName: string;
  /** HTML body (a preview when locked). */
  content: string;
  price: Id;
}

export function toFileDetail(wire: Cunpan): FileDetail {
  return {
    ...toFileSummary(wire),
    announcement: Number(wire.type) === 2,
    writtenTime: wire.writed_time ?? wire.publish_time,
    typeName: wire.type_name ?? '',
    ...paidBody(wire.content, wire.current_price),
  };
}

/** A lesson of a course (`kpiont`). */
export interface Lesson {
  id: Id;
  name: string;
  free: boolean;
  /** Empty when the lesson has no video (or it is locked). */
  videoUrl: string;
}

/** Maps a lesson of `course/{id}` or the answer of `course/kpiont/{id}`. */
function toLesson(wire: Kpoint): Lesson {
  return {
    id: wire.kpiont_id,
    name: wire.name ?? '',
    free: Number(wire.is_free) === 1,
    videoUrl: wire.video_url ?? '',
  };
}

/** A course with its lessons, as the reader shows it. */
export interface CourseDetail extends CourseSummary {
  description: string;
  lessons: Lesson[];
}

export function toCourseDetail(wire: Course): CourseDetail {
  return {
    ...toCourseSummary(wire),
    description: wire.description ?? '',
    lessons: (wire.tshCourseKpointList ?? []).map(toLesson),
  };
}

/**
 * GETs `{endpoint}/{id}`, a record that may be paid, and maps it; code 51000 is thrown again
 * with its preview mapped the same way, so a locked reader shows the same record.
 */
async function getPaid<W extends object, R>(
  call: Call,
  endpoint: string,
  id: string | number,
  options: RequestOptions,
  map: (wire: W) => R,
): Promise<R> {
  try {
    return map(await getRecord<W>(call, `${endpoint}${path`/${id}`}`, options, endpoint));
  } catch (error) {
    const preview = lockedData<W>(error);
    if (preview === undefined) throw error;
    const { msg, method, url } = error as PaywallLockedError;
    throw new PaywallLockedError(msg, method, url, map(preview));
  }
}

/** The options of a read for the user (`?user_id=`, empty when signed out). */
const forUser = (userId: string | number | null | undefined): RequestOptions => ({
  query: { user_id: userId ?? '' },
});

/** `article/{id}`: one article with its HTML body (a preview when paid and locked). */
export const getArticle = (call: Call, id: string | number): Promise<ArticleDetail> =>
  getPaid(call, 'article', id, {}, toArticleDetail);

/** `cunpan/{id}`: one file with its HTML body (a preview when paid and locked). */
export const getCunpan = (call: Call, id: string | number): Promise<FileDetail> =>
  getPaid(call, 'cunpan', id, {}, toFileDetail);

/** `course/{id}?user_id=`: a course with its lessons. */
export const getCourse = (
  call: Call,
  id: string | number,
  userId?: string | number | null,
): Promise<CourseDetail> => getPaid(call, 'course', id, forUser(userId), toCourseDetail);

/** `course/kpiont/{id}?user_id=`: one lesson. */
export const getLesson = (
  call: Call,
  id: string | number,
  userId?: string | number | null,
): Promise<Lesson> => getPaid(call, 'course/kpiont', id, forUser(userId), toLesson);
