// The directory's records as the widgets read them, mapped from the wire rows.
import type { AreaItem, CompanyListItem, DirectoryMember, Industry, SubArea } from './wire';

/** A company card of the directory list. */
export interface CompanySummary {
  /** Null when the row has no usable id (the card then has no link). */
  id: number | null;
  name: string;
  logo: string;
  /** Listing tag on the logo. */
  tag: 'C' | 'T' | null;
  industry: string;
  area: string;
  business: string;
}

/** A member card of the directory list. */
export interface MemberSummary {
  id: number | null;
  name: string;
  position: string;
  company: string;
  /** The member lets the public see their page and contacts (the wire's `isopen` 0). */
  isPublic: boolean;
}

/** An industry or member sub-area to filter by. */
export interface FilterOption {
  id: number;
  name: string;
}

/** A region of `areaData/list`: a province, a city or a district. */
export interface Area {
  id: number;
  name: string;
}

export const toArea = (a: AreaItem): Area => ({ id: Number(a.id), name: String(a.name ?? '') });

/** The logo tag of a company: C for listed type 1, T for type 2, none otherwise. */
export function companyTag(islisting: unknown): 'C' | 'T' | null {
  const n = Number(islisting);
  return n === 1 ? 'C' : n === 2 ? 'T' : null;
}

const positiveId = (value: unknown): number | null => {
  const id = Number(value);
  return Number.isFinite(id) && id > 0 ? id : null;
};

export function toCompanySummary(c: CompanyListItem): CompanySummary {
  return {
    id: positiveId(c.company_id),
    name: c.company_name ?? '',
    logo: c.company_logo ?? '',
    tag: companyTag(c.islisting),
    industry: c.industry_name ?? '',
    area: c.area_name ?? '',
    business: c.main_businee ?? '',
  };
}

export function toMemberSummary(m: DirectoryMember): MemberSummary {
  return {
    id: positiveId(m.member_id),
    name: m.really_name ?? '',
    position: m.position ?? '',
    company: m.company_name ?? '',
    isPublic: m.isopen === 0,
  };
}

export const toIndustryOption = (i: Industry): FilterOption => ({
  id: i.industry_id,
  name: i.industry_name,
});

export const toSubAreaOption = (s: SubArea): FilterOption => ({ id: s.ass_area_id, name: s.area });
