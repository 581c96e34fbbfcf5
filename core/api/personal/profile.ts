import { invalidate } from '../../load/query';
import {
  type Call,
  getData,
  parseJsonText,
  parseRecord,
  path,
  postData,
  readFields,
  readRecords,
  type WireNames,
} from '../client';
import { MEMBER_WIRE, type Member } from './member';
import type { CompanyForm, MemberCompany, MemberUpdate } from './wire';

type Form = Record<string, string | number | null | undefined>;

/** The wire fields of a record's text fields, in the order of `names`. */
function writeFields<K extends string>(
  names: WireNames<K>,
  fields: NoInfer<Record<K, string>>,
  map: (value: string) => string = String,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries<string>(names).map(([key, name]) => [name, map(fields[key as K])]),
  );
}

/** The editable profile fields (text inputs and the show-contact switch). */
export type ProfileFields = Omit<Member, 'userId' | 'provinceId' | 'cityId' | 'areaId'>;

/** The `member/update` form: profile fields (trimmed), `isopen`, the address ids and `member_id`. */
export function toMemberUpdate(
  memberId: string | number,
  fields: ProfileFields,
  address: { provinceId: string; cityId: string; areaId: string },
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

/** `POST member/update`: saves profile fields. */
export async function updateMember(call: Call, form: MemberUpdate): Promise<void> {
  await postData(call, 'member/update', { form: form as unknown as Form });
  invalidate('personal');
}

/** Wire names of the my-company form's fields, in the order the form is sent. */
export const COMPANY_WIRE = {
  name: 'company_name',
  logo: 'company_logo',
  cover: 'slideshow_img',
  /** The industry id (`company/industry`). */
  industry: 'field',
  business: 'main_businee',
  address: 'address',
  phone: 'phone',
  email: 'email',
} as const;

/** The editable fields of the member's company. */
export type CompanyFields = Record<keyof typeof COMPANY_WIRE, string>;

/** The member's own company, as widgets read it. */
export interface OwnCompany extends CompanyFields {
  id: string;
  industryName: string;
}

export function toOwnCompany(wire: MemberCompany): OwnCompany {
  return {
    ...readFields(COMPANY_WIRE, wire),
    id: String(wire.company_id ?? ''),
    industryName: wire.industry_name ?? '',
  };
}

/** The `company/addCompany` (no company id) or `member/updateCompany` form. */
export function toCompanyForm(
  memberId: string,
  fields: CompanyFields,
  companyId?: string,
): CompanyForm {
  return {
    ...(writeFields(COMPANY_WIRE, fields) as Omit<CompanyForm, 'member_id'>),
    member_id: memberId,
    ...(companyId ? { company_id: companyId } : {}),
  };
}

/** `member/{memberId}/company`: the member's own company, or null. */
export async function getMemberCompany(
  call: Call,
  memberId: string | number,
): Promise<OwnCompany | null> {
  const data = parseJsonText<unknown>(
    await getData(call, path`member/${memberId}/company`),
    'member/company',
  );
  if (data === null) return null;
  if (Array.isArray(data)) {
    const first = readRecords<MemberCompany>(data, 'member/company')[0];
    return first ? toOwnCompany(first) : null;
  }
  // a word or a number is a format error, not "no company yet" (which would offer a second one)
  const company = parseRecord<MemberCompany>(data, 'member/company');
  return company.company_id ? toOwnCompany(company) : null;
}

/** The member's company changed: it loads again, and so do the directory's lists and pages. */
function companyChanged(): void {
  invalidate('personal');
  invalidate('directory');
}

/** `POST company/addCompany`: opens a company for the member. */
export async function addCompany(call: Call, form: CompanyForm): Promise<void> {
  await postData(call, 'company/addCompany', { form: form as unknown as Form });
  companyChanged();
}

/** `POST member/updateCompany`: updates the member's company. */
export async function updateCompany(call: Call, form: CompanyForm): Promise<void> {
  await postData(call, 'member/updateCompany', { form: form as unknown as Form });
  companyChanged();
}
