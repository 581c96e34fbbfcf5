import type { MemberInfo } from '../api/wire/account';
import type { MemberUpdate } from '../api/wire/personal';
import type { AddressValue } from './address';

/** The editable profile fields (text inputs and the show-contact switch). */
export interface ProfileFields {
  member_photo: string;
  really_name: string;
  member_phone: string;
  /** Contact details public (`isopen` 0). */
  contactPublic: boolean;
  member_address: string;
  member_email: string;
  wechat_id: string;
  facebook: string;
  person_intro: string;
}

/** The form's starting values from `member/{user_id}`. */
export function profileFields(member: MemberInfo): ProfileFields {
  return {
    member_photo: member.member_photo ?? '',
    really_name: member.really_name ?? '',
    member_phone: member.member_phone ?? '',
    contactPublic: Number(member.isopen ?? 1) === 0,
    member_address: member.member_address ?? '',
    member_email: member.member_email ?? '',
    wechat_id: member.wechat_id ?? '',
    facebook: member.facebook ?? '',
    person_intro: member.person_intro ?? '',
  };
}

/** The `member/update` form: profile fields, `isopen`, the address ids and `member_id`. */
export function toMemberUpdate(
  memberId: string | number,
  fields: ProfileFields,
  address: AddressValue,
): MemberUpdate {
  const { contactPublic, ...text } = fields;
  const trimmed = Object.fromEntries(
    Object.entries(text).map(([key, value]) => [key, value.trim()]),
  ) as Omit<ProfileFields, 'contactPublic'>;
  return {
    member_id: memberId,
    ...trimmed,
    isopen: contactPublic ? 0 : 1,
    province_id: address.provinceId,
    city_id: address.cityId,
    area_id: address.areaId,
  };
}

/** A field error of the profile form, or null (the name is required; e-mail shape when given). */
export function profileError(
  fields: ProfileFields,
): { field: keyof ProfileFields; msg: string } | null {
  if (!fields.really_name.trim()) return { field: 'really_name', msg: '請輸入姓名' };
  const email = fields.member_email.trim();
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    return { field: 'member_email', msg: '郵箱格式不正確' };
  }
  return null;
}
