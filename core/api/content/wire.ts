// Wire types of the public content: articles, site, banners, files, courses. Field names are kept exactly as the server spells them.

/** An article as `article/list` and `article/{id}` send it. */
export interface Article {
  article_id: number | string;
  /** An article type code (`ArticleType`, core/api/content/articles.ts). */
  article_type: string;
  title: string;
  /** JSON text holding a list of image paths. */
  main_image: string | string[] | null;
  show_type?: number | string;
  publish_time: number | string;
  create_time?: number | string;
  times?: number;
  likes?: number;
  content?: string;
  video_url?: string | null;
  article_price?: number | string;
  desctext?: string;
}

/** `article/list` data. */
export interface ArticlePage {
  data: Article[];
  total: number;
}

/** A `website/navigate` item. */
export interface NavigateItem {
  id?: number | string;
  name: string;
  url: string;
  type: 'INDEX' | 'FRIENDLINK';
  sort?: number;
}

/** A `website/profile` entry; `context` is JSON text. */
export interface ProfileEntry {
  id?: number | string;
  type?: number | string;
  context: string;
}

/** Entry 0 of `website/profile`. */
export interface FooterInfo {
  add: string;
  phone: string;
  email: string;
  copyright: string;
  author?: string;
  wxQrcode?: string;
  /** Taiwan compatriots in the city, as the association writes it (`50000+`); beyond the spec's
   * fields: the original page hard-coded the figure (spec 000 §2). */
  compatriots?: string;
}

/** A footer row of entry 2 of `website/profile`. */
export interface FooterRow {
  title: string;
  menu: Array<{ name: string; url: string }>;
}

/** A `slideshow/list` banner; `model_type` decides where a click goes. */
export interface Banner {
  id?: number | string;
  title: string;
  image_url: string;
  model_type: number | string;
  model_id?: string | number | null;
  outside_url?: string | null;
  slideshow_from?: number | string;
}

/** An `ad/list` entry. */
export interface Ad {
  ad_id: number | string;
  main_image: string;
  title?: string;
  url?: string;
}

/** A `magazine/list` entry. */
export interface Magazine {
  id?: number | string;
  title: string;
  main_image: string;
  file_url: string;
  publish_time?: number | string;
}

/** `association/statistics` data (served by the directory module). */
export interface AssociationStatistics {
  companyNum: number;
  memberNum: number;
  cunpanNum: number;
  memberCount: Array<{ name: string; value: number; company_value: number }>;
}

/** An `areaData/list` district. */
export interface District {
  id: number | string;
  name: string;
}

/** A policy file or announcement (`cunpan`); `type` 1 policy, 2 announcement. */
export interface Cunpan {
  cunpan_id: number | string;
  name: string;
  url?: string;
  type: number | string;
  prolicytype_id?: number | string | null;
  type_name?: string;
  publish_time: number | string;
  writed_time?: number | string;
  content?: string;
  current_price?: number | string;
  times?: number;
}

/** A `cunpan/prolicyType` entry. */
export interface PolicyType {
  prolicytype_id: number | string;
  type_name: string;
}

/** A file interpretation (`cunpanExplain`). */
export interface CunpanExplain {
  explain_id: number | string;
  cunpan_id?: number | string;
  title: string;
  content?: string;
  main_image?: string | string[] | null;
  publish_time?: number | string;
}

/** A lesson of a course. */
export interface Kpoint {
  kpiont_id: number | string;
  course_id?: number | string;
  name: string;
  is_free: number | string;
  video_url?: string | null;
}

/** A course (`course/list`, `course/{id}`). */
export interface Course {
  course_id: number | string;
  course_name: string;
  description?: string;
  main_image: string;
  create_time?: number | string;
  current_price: number | string;
  tshCourseKpointList?: Kpoint[];
}

/** A page of `association/about/*`. */
export interface AboutPage {
  id: number | string;
  type?: string;
  title: string;
  content: string;
  create_time?: number | string;
}
