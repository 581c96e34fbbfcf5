import { ASSOCIATION_ID, CITY_AREA_ID } from '../../config/config';
import { type Call, getList, getPage, path } from '../client';
import type { Page } from '../types';
import {
  type Area,
  type CompanySummary,
  type FilterOption,
  type MemberSummary,
  toArea,
  toCompanySummary,
  toIndustryOption,
  toMemberSummary,
  toSubAreaOption,
} from './records';
import type { AreaItem, Industry, SubArea } from './wire';

/** Directory calls: districts, industries, companies, sub-areas, members (pages: details.ts). */

/** Items per request of the directory lists (spec §9). */
export const COMPANY_PAGE_SIZE = 12;
export const MEMBER_PAGE_SIZE = 30;

/** `areaData/list?parent_id=`: the city's districts by default. */
export async function listAreas(call: Call, parentId: number = CITY_AREA_ID): Promise<Area[]> {
  const query = { parent_id: parentId };
  return (await getList<AreaItem>(call, 'areaData/list', { query }, ['id'])).map(toArea);
}

/** `company/industry`. */
export async function listIndustries(call: Call): Promise<FilterOption[]> {
  return (await getList<Industry>(call, 'company/industry', {}, ['industry_id'])).map(
    toIndustryOption,
  );
}

/** Filters of `company/pc/list`. */
export interface CompanyQuery {
  start: number;
  limit?: number;
  /** Industry id (`field`). */
  industryId?: number | undefined;
  /** District id (`xt_districtID`). */
  districtId?: number | undefined;
  /** Company name (already converted to Traditional). */
  name?: string | undefined;
}

/** `company/pc/list`: a page of the company directory. */
export async function listDirectoryCompanies(
  call: Call,
  q: CompanyQuery,
): Promise<Page<CompanySummary>> {
  const searchJson: Record<string, unknown> = { association_id: ASSOCIATION_ID };
  if (q.industryId !== undefined) searchJson.field = q.industryId;
  if (q.districtId !== undefined) searchJson.xt_districtID = q.districtId;
  if (q.name) searchJson.company_name = q.name;
  const query = { start: q.start, limit: q.limit ?? COMPANY_PAGE_SIZE };
  return getPage(
    call,
    'company/pc/list',
    { query, searchJson },
    ['company_id'],
    toCompanySummary,
    'pagenum',
  );
}

/** `association/SZTX/SubArea`. */
export async function listSubAreas(call: Call): Promise<FilterOption[]> {
  return (
    await getList<SubArea>(call, path`association/${ASSOCIATION_ID}/SubArea`, {}, ['ass_area_id'])
  ).map(toSubAreaOption);
}

/** Filters of `association/pc/SZTX/persons`. */
export interface MemberQuery {
  start: number;
  limit?: number;
  subAreaId?: number | undefined;
  /** Member name (already converted to Traditional). */
  name?: string | undefined;
}

/** `association/pc/SZTX/persons`: a page of the member directory. */
export async function listDirectoryMembers(
  call: Call,
  q: MemberQuery,
): Promise<Page<MemberSummary>> {
  const options = {
    query: { start: q.start, limit: q.limit ?? MEMBER_PAGE_SIZE, ass_area_id: q.subAreaId },
    ...(q.name ? { searchJson: { really_name: q.name } } : {}),
  };
  // a member without an id is still listed (without a link)
  return getPage(
    call,
    path`association/pc/${ASSOCIATION_ID}/persons`,
    options,
    [],
    toMemberSummary,
    'pagenum',
  );
}

/** A member's initial: the first character of the name with bracketed text removed. */
export function memberInitial(name: string | null | undefined): string {
  const cleaned = (name ?? '')
    .replace(/（[^（）]*）|\([^()]*\)|【[^【】]*】|\[[^[\]]*\]|〔[^〔〕]*〕/g, '')
    .trim();
  return Array.from(cleaned)[0] ?? '';
}
