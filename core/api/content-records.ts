// The public content as the widgets read it, mapped from the wire records (article summaries,
// read by the news feed, are in article.ts to keep its download small).
import { type BannerTarget, bannerTarget } from '../content/banner';
import { type ArticleSummary, toArticleSummary } from './article';
import type {
  Ad,
  Article,
  Banner,
  Course,
  Cunpan,
  CunpanExplain,
  Kpoint,
  Magazine,
  PolicyType,
} from './types';

/** An id as the server sent it (number or text). */
type Id = number | string;
/** Epoch (ms or s) or date text, as sent. */
type Time = number | string;

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

/** A policy document or announcement of a list, as the widgets read it. */
export interface FileSummary {
  id: Id;
  name: string;
  publishTime: Time;
}

/** Maps a `cunpan/list` row to a `FileSummary`. */
export function toFileSummary(wire: Cunpan): FileSummary {
  return { id: wire.cunpan_id, name: wire.name, publishTime: wire.publish_time };
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

/** A course of a list, as the widgets read it. */
export interface CourseSummary {
  id: Id;
  name: string;
  /** Image path. */
  image: string;
  /** Price as sent (0 or empty is free). */
  price: Id;
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

/** A lesson of a course (`kpiont`). */
export interface Lesson {
  id: Id;
  name: string;
  free: boolean;
  /** Empty when the lesson has no video (or it is locked). */
  videoUrl: string;
}

/** Maps a lesson of `course/{id}` or the answer of `course/kpiont/{id}`. */
export function toLesson(wire: Kpoint): Lesson {
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

/** An interpretation of a policy file (`cunpanExplain`). */
export interface Explain {
  id: Id;
  title: string;
  /** The file it explains; null when none. */
  fileId: Id | null;
  content: string;
  publishTime: Time | null;
}

/** Maps a row of `cunpanExplain/list` or the answer of `cunpanExplain/{id}`. */
export function toExplain(wire: CunpanExplain): Explain {
  return {
    id: wire.explain_id,
    title: wire.title ?? '',
    fileId: wire.cunpan_id ?? null,
    content: wire.content ?? '',
    publishTime: wire.publish_time ?? null,
  };
}

/** A policy type to filter files by. */
export interface PolicyTypeOption {
  id: string;
  name: string;
}

export const toPolicyType = (wire: PolicyType): PolicyTypeOption => ({
  id: String(wire.prolicytype_id),
  name: wire.type_name,
});

/** A home banner with where a click on it goes. */
export interface BannerSlide {
  id: Id | undefined;
  title: string;
  image: string;
  /** The wire's `model_type`, kept for the link's data attribute. */
  modelType: Id;
  target: BannerTarget;
}

export function toBannerSlide(wire: Banner): BannerSlide {
  return {
    id: wire.id,
    title: wire.title,
    image: wire.image_url,
    modelType: wire.model_type,
    target: bannerTarget(wire),
  };
}

/** An advertisement of the home page. */
export interface AdItem {
  id: Id;
  image: string;
  title: string | undefined;
  /** A portal path or an external URL; empty when the ad has no link. */
  url: string;
}

export const toAdItem = (wire: Ad): AdItem => ({
  id: wire.ad_id,
  image: wire.main_image,
  title: wire.title,
  url: wire.url ?? '',
});

/** An issue of the e-magazine. */
export interface MagazineIssue {
  id: Id | undefined;
  title: string;
  /** Cover image path. */
  image: string;
  /** The issue's file (PDF) path. */
  file: string;
  publishTime: Time | null;
}

export const toMagazineIssue = (wire: Magazine): MagazineIssue => ({
  id: wire.id,
  title: wire.title,
  image: wire.main_image,
  file: wire.file_url,
  publishTime: wire.publish_time ?? null,
});
