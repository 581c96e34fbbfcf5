import { writeFields } from '../api/client';
import { MEMBER_WIRE, type Member } from '../api/member';
import type { MemberUpdate } from '../api/types';
import type { AddressValue } from './address';

/** The editable profile fields (text inputs and the show-contact switch). */
export type ProfileFields = Omit<Member, 'userId' | 'provinceId' | 'cityId' | 'areaId'>;

/** The form's starting values from `member/{user_id}`. */
export function profileFields(member: Member): ProfileFields {
  const { userId, provinceId, cityId, areaId, ...fields } = member;
  return fields;
}

/** The `member/update` form: profile fields, `isopen`, the address ids and `member_id`. */
export function toMemberUpdate(
  memberId: string | number,
  fields: ProfileFields,
  address: AddressValue,
): MemberUpdate {
  return {
    member_id: memberId,
    ...writeFields(MEMBER_WIRE, fields, (value) => value.trim()),
    isopen: fields.contactPublic ? 0 : 1,
    province_id: address.provinceId,
    city_id: address.cityId,
    area_id: address.areaId,
  };
}

/** A field error of the profile form, or null (the name is required; e-mail shape when given). */
export function profileError(
  fields: ProfileFields,
): { field: keyof typeof MEMBER_WIRE; msg: string } | null {
  if (!fields.name.trim()) return { field: 'name', msg: '請輸入姓名' };
  const email = fields.email.trim();
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    return { field: 'email', msg: '郵箱格式不正確' };
  }
  return null;
}
