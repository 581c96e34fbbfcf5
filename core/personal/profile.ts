import type { MEMBER_WIRE, Member } from '../api/member';
import type { ProfileFields } from '../api/profile';
import { isEmail } from '../validation/validation';

/** The form's starting values from `member/{user_id}`. */
export function profileFields(member: Member): ProfileFields {
  const { userId, provinceId, cityId, areaId, ...fields } = member;
  return fields;
}

/** A field error of the profile form, or null (the name is required; e-mail shape when given). */
export function profileError(
  fields: ProfileFields,
): { field: keyof typeof MEMBER_WIRE; msg: string } | null {
  if (!fields.name.trim()) return { field: 'name', msg: '請輸入姓名' };
  const email = fields.email.trim();
  if (email && !isEmail(email)) {
    return { field: 'email', msg: '郵箱格式不正確' };
  }
  return null;
}
