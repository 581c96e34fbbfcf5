import { Type } from 'typebox';
import { MY_COMPANY_REQUIRED } from '../../../../core/personal/company.js';
import { isEmail } from '../../../../core/validation/validation.js';
import { ApiFailure } from '../../envelope.js';
import { Text, TextUpTo } from '../schemas.js';
import type { ProfileChanges } from './repository.js';

// The personal centre's forms: their body schemas, and the checks with their own messages.

type Body = Readonly<Record<string, string | undefined>>;

/** Profile fields `member/update` may change, with their length limits. */
const PROFILE_TEXT = {
  really_name: { max: 40, label: '姓名' },
  member_phone: { max: 20, label: '手機號' },
  member_email: { max: 100, label: '郵箱' },
  member_address: { max: 200, label: '詳細地址' },
  wechat_id: { max: 60, label: '微信號' },
  facebook: { max: 100, label: 'Facebook' },
  person_intro: { max: 500, label: '個性簽名' },
  position: { max: 60, label: '職務' },
  member_photo: { max: 500, label: '頭像' },
} as const;

/** A body field, trimmed; undefined when absent. */
export function text(b: Body, key: string): string | undefined {
  return b[key]?.trim();
}

/** An optional area id: absent/empty → undefined (unchanged), '' or 0 → null, else positive int. */
function areaId(b: Body, key: string): number | null | undefined {
  const value = text(b, key);
  if (value === undefined) return undefined;
  if (value === '' || value === '0' || value === 'null') return null;
  if (!/^\d{1,9}$/.test(value)) throw new ApiFailure('400', `參數 ${key} 無效`);
  return Number.parseInt(value, 10);
}

/** Image paths stored for a member or company: a site path or an http(s) URL, never script. */
function imagePath(value: string, label: string): string {
  if (value === '') return value;
  if (/^(https?:\/\/|\/)[^\s"'<>]*$/i.test(value) || /^[\w./-]+$/.test(value)) return value;
  throw new ApiFailure('400', `${label}地址無效`);
}

/**
 * Fields of the my-company form with their length limits (a row of the directory's
 * `companies`; `field` is its `industry_id`, given as an id or a name).
 */
const COMPANY_MAX = {
  company_name: 100,
  company_logo: 500,
  slideshow_img: 500,
  field: 60,
  main_businee: 1000,
  address: 200,
  phone: 30,
  email: 100,
} as const;
const MSG_INCOMPLETE = '請填寫完整信息';

export function companyInput(b: Body): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, max] of Object.entries(COMPANY_MAX)) {
    const value = text(b, key) ?? '';
    if (value.length > max) throw new ApiFailure('400', `${key} 過長（最多 ${max} 字）`);
    out[key] = value;
  }
  if (MY_COMPANY_REQUIRED.some((key) => !out[key])) throw new ApiFailure('400', MSG_INCOMPLETE);
  out.company_logo = imagePath(out.company_logo!, '企業 logo ');
  out.slideshow_img = imagePath(out.slideshow_img!, '封面圖片');
  if (out.email && !isEmail(out.email)) throw new ApiFailure('400', '郵箱格式不正確');
  return out;
}

/** The checked profile changes of a `member/update` body (absent fields stay unchanged). */
export function profileChanges(b: Body): ProfileChanges {
  const changes: ProfileChanges = {};
  for (const [key, rule] of Object.entries(PROFILE_TEXT)) {
    let value = text(b, key);
    if (value === undefined) continue;
    if (value.length > rule.max) {
      throw new ApiFailure('400', `${rule.label}過長（最多 ${rule.max} 字）`);
    }
    if (key === 'really_name' && value === '') throw new ApiFailure('400', '姓名不能為空');
    if (key === 'member_email' && value !== '' && !isEmail(value)) {
      throw new ApiFailure('400', '郵箱格式不正確');
    }
    if (key === 'member_phone' && value !== '' && !/^[\d+\- ]{5,20}$/.test(value)) {
      throw new ApiFailure('400', '手機號格式不正確');
    }
    if (key === 'member_photo') value = imagePath(value, '頭像');
    changes[key as keyof ProfileChanges] = value;
  }
  const isopen = text(b, 'isopen');
  if (isopen !== undefined) {
    if (isopen !== '0' && isopen !== '1') throw new ApiFailure('400', '參數 isopen 必須是 0 或 1');
    changes.isopen = Number(isopen);
  }
  for (const key of ['province_id', 'city_id', 'area_id'] as const) {
    const value = areaId(b, key);
    if (value !== undefined) changes[key] = value;
  }
  return changes;
}

/** Fields with a limit of their own: the schema refuses a longer one with the handler's words. */
const limited = <K extends string>(limits: Record<K, number>, msg: (key: K) => string) =>
  Object.fromEntries(
    (Object.keys(limits) as K[]).map((key) => [key, TextUpTo(limits[key], msg(key))]),
  ) as Record<K, typeof Text>;

/** `member/update`: the caller's id and the profile fields to change. */
export const ProfileBody = Type.Object({
  member_id: Text,
  user_id: Text,
  isopen: Text,
  province_id: Text,
  city_id: Text,
  area_id: Text,
  ...limited(
    Object.fromEntries(Object.entries(PROFILE_TEXT).map(([k, r]) => [k, r.max])) as Record<
      keyof typeof PROFILE_TEXT,
      number
    >,
    (key) => `${PROFILE_TEXT[key].label}過長（最多 ${PROFILE_TEXT[key].max} 字）`,
  ),
});

/** `company/addCompany` and `member/updateCompany`. */
export const CompanyBody = Type.Object({
  member_id: Text,
  company_id: Text,
  ...limited(COMPANY_MAX, (key) => `${key} 過長（最多 ${COMPANY_MAX[key]} 字）`),
});
