// Wire types of the account and member calls. Field names are kept exactly as the server spells them.

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
