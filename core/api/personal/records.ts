// The personal centre's records as widgets read them (the profile, the own company, a
// message), with their mappers from and to the wire.
import { readFields, type WireNames } from '../client';
import { MEMBER_WIRE, type Member } from './member';
import type { CompanyForm, MemberCompany, MemberUpdate, Notice } from './wire';

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

/** A message of the user's inbox, as widgets read it. */
export interface InboxMessage {
  id: string;
  title: string;
  /** The short text shown in the list (`desc`). */
  summary: string;
  /** When it was published (epoch or date text, as sent), or null. */
  time: number | string | null;
  /** `isread` 0. */
  unread: boolean;
  /** The HTML body (`notice/{id}` only), or ''. */
  content: string;
  /** The portal path the message leads to (a quote's need), or null: only local paths count. */
  link: string | null;
}

/** `link` when it is a path of the portal (no other site, no scheme). */
function localLink(value: unknown): string | null {
  const link = typeof value === 'string' ? value.trim() : '';
  return /^\/(?:[\w\-.?=&%][\w\-./?=&%]*)?$/.test(link) ? link : null;
}

export function toInboxMessage(wire: Notice): InboxMessage {
  return {
    id: String(wire.id),
    title: String(wire.title ?? ''),
    summary: String(wire.desc ?? ''),
    time: wire.publish_time ?? wire.time ?? null,
    unread: Number(wire.isread) === 0,
    content: String(wire.content ?? ''),
    link: localLink(wire.link),
  };
}
