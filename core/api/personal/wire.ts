// Wire types of the personal centre. Field names are kept exactly as the server spells them.
import type { MemberInfo } from '../account/wire';
import type { Article } from '../content/wire';

/** `POST member/update`: the profile fields (all optional except `member_id`). */
export type MemberUpdate = Pick<MemberInfo, 'member_id'> &
  Partial<Omit<MemberInfo, 'user_id' | 'member_id' | 'position'>>;

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
  /** Where the message leads, a portal path (e.g. `/need-details/12`; reference server). */
  link?: string;
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
