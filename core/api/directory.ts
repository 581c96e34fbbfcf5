import { ASSOCIATION_ID, CITY_AREA_ID } from '../config/config';
import { type Call, getData, getList, parseList, path, readList } from './client';
import {
  type CompanySummary,
  type FilterOption,
  type MemberSummary,
  toCompanySummary,
  toIndustryOption,
  toMemberSummary,
  toSubAreaOption,
} from './directory-records';
import type { AreaItem, DirectoryPage, Industry, SubArea } from './wire/directory';

/** Directory calls: districts, industries, companies, sub-areas, members (pages: directory-details.ts). */

/** Items per request of the directory lists (spec §9). */
export const COMPANY_PAGE_SIZE = 12;
export const MEMBER_PAGE_SIZE = 30;

/** `{ data, total }` from a directory answer: JSON text (or an object) with data and pagenum. */
function directoryPage<W, T>(
  value: unknown,
  where: string,
  fields: readonly string[],
  map: (row: W) => T,
): { data: T[]; total: number } {
  const parsed = parseList<DirectoryPage<unknown> | unknown[] | null>(value, where);
  const data = readList<W>(parsed, where, fields).map(map);
  if (Array.isArray(parsed)) return { data, total: data.length };
  const total = Number(parsed?.pagenum);
  return { data, total: Number.isFinite(total) && total >= 0 ? total : data.length };
}

/** `areaData/list?parent_id=`: the city's districts by default. */
export async function listAreas(call: Call, parentId: number = CITY_AREA_ID): Promise<AreaItem[]> {
  return getList<AreaItem>(call, 'areaData/list', { query: { parent_id: parentId } }, ['id']);
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
): Promise<{ data: CompanySummary[]; total: number }> {
  const searchJson: Record<string, unknown> = { association_id: ASSOCIATION_ID };
  if (q.industryId !== undefined) searchJson.field = q.industryId;
  if (q.districtId !== undefined) searchJson.xt_districtID = q.districtId;
  if (q.name) searchJson.company_name = q.name;
  const data = await getData(call, 'company/pc/list', {
    query: { start: q.start, limit: q.limit ?? COMPANY_PAGE_SIZE },
    searchJson,
  });
  return directoryPage(data, 'company/pc/list', ['company_id'], toCompanySummary);
}

/** `association/SZTX/SubArea`. */
export async function listSubAreas(call: Call): Promise<FilterOption[]> {
  return readList<SubArea>(
    await getData(call, path`association/${ASSOCIATION_ID}/SubArea`),
    'SubArea',
    ['ass_area_id'],
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
): Promise<{ data: MemberSummary[]; total: number }> {
  const data = await getData(call, path`association/pc/${ASSOCIATION_ID}/persons`, {
    query: { start: q.start, limit: q.limit ?? MEMBER_PAGE_SIZE, ass_area_id: q.subAreaId },
    ...(q.name ? { searchJson: { really_name: q.name } } : {}),
  });
  // a member without an id is still listed (without a link)
  return directoryPage(data, 'association/pc/persons', [], toMemberSummary);
}

/** A member's initial: the first character of the name with bracketed text removed. */
export function memberInitial(name: string | null | undefined): string {
  const cleaned = (name ?? '')
    .replace(/（[^（）]*）|\([^()]*\)|【[^【】]*】|\[[^[\]]*\]|〔[^〔〕]*〕/g, '')
    .trim();
  return Array.from(cleaned)[0] ?? '';
}
