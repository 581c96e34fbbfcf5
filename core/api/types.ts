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

// ── business-needs board ──

/** A name/value row of a need's `param` (sent as JSON text). */
export interface DemandParam {
  name: string;
  value: string;
}

/** A need as `demand/list` (main_image a list) or `demand/detail` (comma string) send it. */
export interface DemandWire {
  demand_id: number | string;
  association_id?: string;
  member_id: number | string;
  /** 0 purchase, 1 sale/transfer. */
  demand_type: number | string;
  title: string;
  addr?: string | null;
  main_image: string | string[] | null;
  /** A timestamp, or an object whose `time` is one. */
  end_time: number | string | { time: number | string } | null;
  /** JSON text of `DemandParam[]` (detail only). */
  param?: string | DemandParam[] | null;
  content?: string | null;
  /** 2 = approved. */
  review?: number | string;
  create_time?: number | string;
}

/** `demand/list` data once parsed from its JSON text. */
export interface DemandPage {
  data: DemandWire[];
  total?: number | string;
}

/** A quote on a need (`demand/getOfferByDemand`). */
export interface DemandQuote {
  offer_id?: number | string;
  name: string;
  company: string;
  phone: string;
  email?: string;
  content: string;
  create_time?: number | string;
}

/** `demand/addDemand` and `demand/editaddDemand` body. */
export interface DemandPayload {
  demand_id?: number | string;
  demand_type: 0 | 1;
  title: string;
  addr?: string;
  /** Comma-separated image URLs. */
  main_image: string;
  end_time: number;
  member_id: number | string;
  /** JSON text of `DemandParam[]`. */
  param: string;
  params?: string;
}

/** `demand/submit` body (contact-merchant form). */
export interface DemandContact {
  demand_id: number | string;
  name: string;
  phone: string;
  content: string;
  company: string;
  email: string;
  member_id: number | string;
}

/** An investment or order information item (`investInfo/list`, `investInfo/{id}`). */
export interface InvestInfoWire {
  info_id?: number | string;
  id?: number | string;
  title: string;
  /** Comma-separated image paths. */
  main_image?: string | string[] | null;
  publish_time?: number | string | null;
  desctext?: string | null;
  content?: string | null;
  type?: 'invest' | 'order' | string;
}

// ── public content ──

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

/** A `{ data, total }` page of a list call. */
export interface ListPage<T> {
  data: T[];
  total: number;
}

// ── paid content and payment ──

/** `article/articleEquitypackage` item: a time-limited pass to all paid content. */
export interface EquityPackage {
  equitypackage_id: number | string;
  name: string;
  price: number | string;
  /** Days. */
  duration: number | string;
  description: string;
}

/** `order/resourcesPayByH5` orderType: 11 course, 12 article, 13 equity package, 14 file. */
export type OrderType = 11 | 12 | 13 | 14;

/** `order/resourcesPayByH5` answer: the payment page to draw as a QR code. */
export interface PayOrder {
  code_url: string;
  order_id?: number | string;
}

// ── directory ──

/** A region of `areaData/list` (province, city or district). */
export interface AreaItem {
  id: number;
  name: string;
}

/** An industry of `company/industry`. */
export interface Industry {
  industry_id: number;
  industry_name: string;
}

/** A row of `company/pc/list` (only the id is guaranteed by the spec). */
export interface CompanyListItem {
  company_id: number;
  company_name?: string;
  company_logo?: string;
  industry_id?: number | null;
  industry_name?: string | null;
  islisting?: number;
  main_businee?: string;
  area_id?: number | null;
  area_name?: string | null;
  address?: string;
}

/** `company/{id}`. `partners`, `employees`, `changerecords` and `tshBusinessCompanyJson` are JSON text lists. */
export interface Company extends CompanyListItem {
  company_code?: string;
  phone?: string;
  email?: string;
  setup_date?: string;
  listing_data?: string;
  issue_price?: string;
  total_share_capital?: string;
  deputy?: string;
  deputies?: string;
  position?: string;
  slideshow_img?: string | string[];
  member_id?: number | null;
  member_name?: string | null;
  member_photo?: string | null;
  association_id?: string;
  tshBusinessCompanyJson?: string | CompanyBusinessItem[];
  partners?: string | CompanyPartner[];
  employees?: string | CompanyEmployee[];
  changerecords?: string | CompanyChangeRecord[];
}

/** One business-information entry (wire spelling `contenxt`). */
export interface CompanyBusinessItem {
  title: string;
  contenxt: string;
}

/** A shareholder. */
export interface CompanyPartner {
  name: string;
  stock_type?: string;
  identify_type?: string;
  identify_no?: string;
  capital?: { amount?: string; percent?: string; date?: string }[];
}

/** Main staff. */
export interface CompanyEmployee {
  name: string;
  job_title?: string;
}

/** A change record. */
export interface CompanyChangeRecord {
  item: string;
  date?: string;
  before?: string;
  after?: string;
}

/** A product (`product/list`, `product/{id}`). */
export interface Product {
  product_id: number;
  product_name: string;
  product_image: string;
  company_id: number;
  product_desc?: string;
  company_name?: string;
  company_logo?: string;
}

/** A member sub-area (`association/SZTX/SubArea`). */
export interface SubArea {
  ass_area_id: number;
  area: string;
}

/** A member of the directory; contact fields are absent unless `isopen` is 0. */
export interface DirectoryMember {
  member_id: number;
  really_name: string;
  position?: string;
  member_photo?: string;
  member_phone?: string;
  member_email?: string;
  member_address?: string;
  wechat_id?: string;
  facebook?: string;
  person_intro?: string;
  isopen?: number;
  province_id?: number | null;
  city_id?: number | null;
  area_id?: number | null;
  company_name?: string | null;
  tshMemberSubAssoList?: SubArea[];
}

/** `association/SZTX/persons/{memberId}`. */
export interface MemberDetails extends DirectoryMember {
  province_name?: string | null;
  city_name?: string | null;
  area_name?: string | null;
  phone_verified?: number;
  companyList?: CompanyListItem[];
}

/** The `{ data, pagenum }` object of the directory lists (pagenum: number of matches). */
export interface DirectoryPage<T> {
  data: T[];
  pagenum: number;
}

// ── membership applications ──

/** A stored membership application (`custom_joinasso_apply`) as `coustomJoin` select sends it. */
export interface ApplyRecord {
  apply_id?: number | string;
  /** 0 individual, 1 company. */
  apply_type: number | string;
  member_id: number | string;
  association_id?: string;
  /** Url of the uploaded application letter; empty or the text 'null' when missing. */
  application_cert?: string | null;
  /** 0 new member, 1 not new. */
  isnewmember?: number | string | null;
  join_child_association?: string | null;
  /** 1 approved. */
  isreview?: number | string | null;
  [field: string]: unknown;
}

/** The form body of `coustomJoin` (add) and `updataCoustomJoin`: wire field → text. */
export type ApplyPayload = Record<string, string | number>;

// ── personal centre ──

/** `POST member/update`: the profile fields (all optional except `member_id`). */
export type MemberUpdate = Pick<MemberInfo, 'member_id'> &
  Partial<Omit<MemberInfo, 'user_id' | 'member_id' | 'position'>>;

/** An `areaData/list?parent_id=` entry: a province, city or district. */
export interface Region {
  id: number | string;
  name: string;
}

/** A message of `notice/list/{user_id}/ZB`; `notice/{id}/{userId}` adds `content`. */
export interface Notice {
  id: number | string;
  messageId?: number | string;
  member_messageId?: number | string;
  notice_id?: number | string;
  title: string;
  desc?: string;
  time?: number | string;
  /** 0 unread, 1 read. */
  isread: number | string;
  state?: number | string;
  publish_time?: number | string;
  content?: string;
  main_image?: string[] | string | null;
}

/** An article of `article/favouriteList/{userId}/1`. */
export interface FavouriteArticle extends Article {
  favourite_time?: number | string;
}

/** `article/favouriteList` data. */
export interface FavouritePage {
  data: FavouriteArticle[];
  total: number;
}

/** The member's company as `member/{memberId}/company` sends it (null when none). */
export interface MemberCompany {
  company_id: number | string;
  company_name: string;
  company_logo: string;
  slideshow_img?: string;
  /** The industry id (`company/industry`). */
  field: string;
  industry_name?: string;
  main_businee: string;
  address: string;
  phone: string;
  email?: string;
}

/** `company/addCompany` and `member/updateCompany` form. */
export interface CompanyForm {
  member_id: number | string;
  company_id?: number | string;
  company_name: string;
  company_logo: string;
  slideshow_img: string;
  field: string;
  main_businee: string;
  address: string;
  phone: string;
  email: string;
}
