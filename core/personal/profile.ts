import { MEMBER_WIRE, type Member } from '../api/personal/member';
import type { ProfileFields } from '../api/personal/records';
import { createFormStore, type FormStore, firstRefused } from '../form/form';
import { isEmail } from '../validation/validation';

type ProfileKey = keyof typeof MEMBER_WIRE;

/** The form's starting values from `member/{user_id}`. */
export function profileFields(member: Member): ProfileFields {
  const { userId, provinceId, cityId, areaId, ...fields } = member;
  return fields;
}

/** A field error of the profile form, or null (the name is required; e-mail shape when given). */
export function profileError(fields: ProfileFields): { field: ProfileKey; message: string } | null {
  if (!fields.name.trim()) return { field: 'name', message: '請輸入姓名' };
  const email = fields.email.trim();
  if (email && !isEmail(email)) {
    return { field: 'email', message: '郵箱格式不正確' };
  }
  return null;
}

/** The profile form's store: empty until the member's record is loaded (`reset`). */
export function createProfileForm(): FormStore<ProfileFields, ProfileKey> {
  const empty = Object.fromEntries(Object.keys(MEMBER_WIRE).map((key) => [key, ''])) as Record<
    ProfileKey,
    string
  >;
  return createFormStore<ProfileFields, ProfileKey>({ ...empty, contactPublic: false }, (fields) =>
    firstRefused(profileError(fields)),
  );
}
