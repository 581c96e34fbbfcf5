// The readers of the paid content (article, file, course, lesson): one record each, a locked
// preview mapped like the full record. Apart from the lists in content.ts, so an embedded list
// does not download the paywall.
import { lockedData } from '../paywall/paywall';
import { getRecord, path, type RequestOptions, type Signal, withSignal } from './client';
import {
  type ArticleDetail,
  type CourseDetail,
  type FileDetail,
  type Lesson,
  toArticleDetail,
  toCourseDetail,
  toFileDetail,
  toLesson,
} from './content-records';
import { PaywallLockedError } from './errors';

/**
 * GETs `{endpoint}/{id}`, a record that may be paid, and maps it; code 51000 is thrown again
 * with its preview mapped the same way, so a locked reader shows the same record.
 */
async function getPaid<W extends object, R>(
  endpoint: string,
  id: string | number,
  options: RequestOptions,
  map: (wire: W) => R,
): Promise<R> {
  try {
    return map(await getRecord<W>(`${endpoint}${path`/${id}`}`, options, endpoint));
  } catch (error) {
    const preview = lockedData<W>(error);
    if (preview === undefined) throw error;
    const { msg, method, url } = error as PaywallLockedError;
    throw new PaywallLockedError(msg, method, url, map(preview));
  }
}

/** The options of a read for the user (`?user_id=`, empty when signed out). */
const forUser = (userId: string | number | null | undefined, o: Signal): RequestOptions => ({
  query: { user_id: userId ?? '' },
  ...withSignal(o),
});

/** `article/{id}`: one article with its HTML body (a preview when paid and locked). */
export const getArticle = (id: string | number, o: Signal = {}): Promise<ArticleDetail> =>
  getPaid('article', id, withSignal(o), toArticleDetail);

/** `cunpan/{id}`: one file with its HTML body (a preview when paid and locked). */
export const getCunpan = (id: string | number, o: Signal = {}): Promise<FileDetail> =>
  getPaid('cunpan', id, withSignal(o), toFileDetail);

/** `course/{id}?user_id=`: a course with its lessons. */
export const getCourse = (
  id: string | number,
  userId?: string | number | null,
  o: Signal = {},
): Promise<CourseDetail> => getPaid('course', id, forUser(userId, o), toCourseDetail);

/** `course/kpiont/{id}?user_id=`: one lesson. */
export const getLesson = (
  id: string | number,
  userId?: string | number | null,
  o: Signal = {},
): Promise<Lesson> => getPaid('course/kpiont', id, forUser(userId, o), toLesson);
