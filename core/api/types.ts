// Wire types of the /api/v2/ contract. Field names are kept exactly as the server spells them.

/** Every answer: success is the string `'200'`; some calls add the flag spelled `sucess`. */
export interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
  sucess?: boolean;
}

/** `account/inquire/{token}` data. */
export interface InquireData {
  user_id: number | string;
}

/** `member/{user_id}`: the logged-in user's profile. */
export interface MemberInfo {
  user_id: number | string;
  member_id: number | string;
  really_name: string;
  member_photo: string;
  member_phone: string;
  member_email?: string;
  member_address?: string;
  wechat_id?: string;
  facebook?: string;
  person_intro?: string;
  position?: string;
  isopen?: number;
  province_id?: number | string | null;
  city_id?: number | string | null;
  area_id?: number | string | null;
}

/** An entry of `member/{userId}/association`. */
export interface Membership {
  association_id: string;
  association_name?: string;
  join_time?: number | string;
}

/** `notice/count/{user_id}` data. */
export type NoticeCount = Array<{ noticeCount: number }>;

/** Article type codes. */
export type ArticleType =
  | 'XHDT'
  | 'MJSX'
  | 'service'
  | 'QTFW'
  | 'ZXXX'
  | 'CASE'
  | 'CWZX'
  | 'PPWZ'
  | 'FYWZ';

/** An article as `article/list` and `article/{id}` send it. */
export interface Article {
  article_id: number | string;
  article_type: ArticleType | string;
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
}

/** A footer row of entry 2 of `website/profile`. */
export interface FooterRow {
  title: string;
  menu: Array<{ name: string; url: string }>;
}

// ── business-needs board (issue 3) ──

// ── public content (issue 4) ──

// ── paid content and payment (issue 5) ──

// ── directory (issue 6) ──

// ── membership applications (issue 7) ──

// ── personal centre (issue 8) ──
