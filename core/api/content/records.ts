// The public content's records as the widgets read them, mapped from the wire records (article
// summaries, read by the news feed, are in articles.ts; the paid readers' records in readers.ts:
// each kept apart so an embedded list downloads only what it shows).
import { type BannerTarget, bannerTarget } from '../../content/banner';
import type * as Wire from './wire';

/** An id as the server sent it (number or text). */
export type Id = number | string;
/** Epoch (ms or s) or date text, as sent. */
export type Time = number | string;

/** A policy document or announcement of a list, as the widgets read it. */
export interface FileSummary {
  id: Id;
  name: string;
  publishTime: Time;
}

/** Maps a `cunpan/list` row to a `FileSummary`. */
export function toFileSummary(wire: Wire.Cunpan): FileSummary {
  return { id: wire.cunpan_id, name: wire.name, publishTime: wire.publish_time };
}

/** A course of a list, as the widgets read it. */
export interface CourseSummary {
  id: Id;
  name: string;
  /** Image path. */
  image: string;
  /** Price as sent (0 or empty is free). */
  price: Id;
  /** When it was added (wire time, `create_time`), if the server says. */
  created?: Id;
}

/** Maps a `course/list` row to a `CourseSummary`. */
export function toCourseSummary(wire: Wire.Course): CourseSummary {
  return {
    id: wire.course_id,
    name: wire.course_name,
    image: wire.main_image,
    price: wire.current_price,
    created: wire.create_time,
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
export function toExplain(wire: Wire.CunpanExplain): Explain {
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

export const toPolicyType = (wire: Wire.PolicyType): PolicyTypeOption => ({
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

export function toBannerSlide(wire: Wire.Banner): BannerSlide {
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

export const toAdItem = (wire: Wire.Ad): AdItem => ({
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

export const toMagazineIssue = (wire: Wire.Magazine): MagazineIssue => ({
  id: wire.id,
  title: wire.title,
  image: wire.main_image,
  file: wire.file_url,
  publishTime: wire.publish_time ?? null,
});

/** A link of the site's header menu (`INDEX`) or friend links (`FRIENDLINK`). */
export interface NavLink {
  name: string;
  url: string;
  type: 'INDEX' | 'FRIENDLINK';
  /** Order in the menu (absent: 0). */
  sort?: number | undefined;
}

export const toNavLink = (w: Wire.NavigateItem): NavLink => ({
  name: w.name,
  url: w.url,
  type: w.type,
  sort: w.sort,
});

/** The site's footer info (entry 0 of `website/profile`). */
export interface SiteInfo {
  address: string;
  phone: string;
  email: string;
  copyright: string;
  author?: string | undefined;
  /** The WeChat QR code image. */
  wechatQrCode?: string | undefined;
  /** Taiwan compatriots in the city, as the association writes it (`50000+`). */
  compatriots?: string | undefined;
}

export const toSiteInfo = (w: Wire.FooterInfo): SiteInfo => ({
  address: w.add ?? '',
  phone: w.phone ?? '',
  email: w.email ?? '',
  copyright: w.copyright ?? '',
  author: w.author,
  wechatQrCode: w.wxQrcode,
  compatriots: w.compatriots,
});

/** A footer row with its links. */
export interface SiteFooterRow {
  title: string;
  menu: Array<{ name: string; url: string }>;
}

/** A page of an about section. */
export interface AboutEntry {
  id: Id;
  /** The section (`association/about/SZTX/{type}`); '' when not sent. */
  type: string;
  title: string;
  /** HTML. */
  content: string;
}

export const toAboutEntry = (w: Wire.AboutPage): AboutEntry => ({
  id: w.id,
  type: w.type ?? '',
  title: w.title,
  content: w.content,
});

/** Members and companies of one district. */
export interface DistrictCount {
  name: string;
  members: number;
  companies: number;
}

export const toDistrictCount = (
  w: Wire.AssociationStatistics['memberCount'][number],
): DistrictCount => ({ name: w.name, members: +w.value || 0, companies: +w.company_value || 0 });

/** The association's counts, with members and companies by district. */
export interface Statistics {
  /** Member companies. */
  companies: number;
  /** Association members. */
  members: number;
  /** Policy files. */
  policyFiles: number;
  /** Members and companies by district. */
  districts: DistrictCount[];
}

/** A district of the city. */
export interface Area {
  id: Id;
  name: string;
}

export const toArea = (w: Wire.District): Area => ({ id: w.id, name: w.name });
