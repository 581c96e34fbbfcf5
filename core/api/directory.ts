import { ASSOCIATION_ID, CITY_AREA_ID } from '../config/config';
import {
  api,
  getList,
  getRecord,
  parseList,
  path,
  readList,
  type Signal,
  withSignal,
} from './client';
import type * as wire from './wire/directory';

/** Directory calls: districts, industries, companies, products, sub-areas, members. */

/** Items per request of the directory lists (spec §9). */
export const COMPANY_PAGE_SIZE = 12;
export const MEMBER_PAGE_SIZE = 30;
/** Products shown on a company page. */
export const PRODUCT_LIMIT = 100;

/** `{ data, total }` from a directory answer: JSON text (or an object) with data and pagenum. */
function directoryPage<T>(
  value: unknown,
  where: string,
  fields: readonly string[],
): { data: T[]; total: number } {
  const parsed = parseList<wire.DirectoryPage<unknown> | unknown[] | null>(value, where);
  const data = readList<T>(parsed, where, fields);
  if (Array.isArray(parsed)) return { data, total: data.length };
  const total = Number(parsed?.pagenum);
  return { data, total: Number.isFinite(total) && total >= 0 ? total : data.length };
}

/** `areaData/list?parent_id=`: the city's districts by default. */
export async function listAreas(
  parentId: number = CITY_AREA_ID,
  o: Signal = {},
): Promise<wire.AreaItem[]> {
  return getList<wire.AreaItem>(
    'areaData/list',
    {
      query: { parent_id: parentId },
      ...withSignal(o),
    },
    ['id'],
  );
}

/** `company/industry`. */
export async function listIndustries(o: Signal = {}): Promise<wire.Industry[]> {
  return getList<wire.Industry>('company/industry', withSignal(o), ['industry_id']);
}

/** Filters of `company/pc/list`. */
export interface CompanyQuery extends Signal {
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
  q: CompanyQuery,
): Promise<{ data: wire.CompanyListItem[]; total: number }> {
  const searchJson: Record<string, unknown> = { association_id: ASSOCIATION_ID };
  if (q.industryId !== undefined) searchJson.field = q.industryId;
  if (q.districtId !== undefined) searchJson.xt_districtID = q.districtId;
  if (q.name) searchJson.company_name = q.name;
  const data = await api.get<unknown>('company/pc/list', {
    query: { start: q.start, limit: q.limit ?? COMPANY_PAGE_SIZE },
    searchJson,
    ...withSignal(q),
  });
  return directoryPage<wire.CompanyListItem>(data, 'company/pc/list', ['company_id']);
}

/** `association/SZTX/SubArea`. */
export async function listSubAreas(o: Signal = {}): Promise<wire.SubArea[]> {
  return readList<wire.SubArea>(
    await api.get<unknown>(path`association/${ASSOCIATION_ID}/SubArea`, withSignal(o)),
    'SubArea',
    ['ass_area_id'],
  );
}

/** Filters of `association/pc/SZTX/persons`. */
export interface MemberQuery extends Signal {
  start: number;
  limit?: number;
  subAreaId?: number | undefined;
  /** Member name (already converted to Traditional). */
  name?: string | undefined;
}

/** `association/pc/SZTX/persons`: a page of the member directory. */
export async function listDirectoryMembers(
  q: MemberQuery,
): Promise<{ data: wire.DirectoryMember[]; total: number }> {
  const data = await api.get<unknown>(path`association/pc/${ASSOCIATION_ID}/persons`, {
    query: { start: q.start, limit: q.limit ?? MEMBER_PAGE_SIZE, ass_area_id: q.subAreaId },
    ...(q.name ? { searchJson: { really_name: q.name } } : {}),
    ...withSignal(q),
  });
  // a member without an id is still listed (without a link)
  return directoryPage<wire.DirectoryMember>(data, 'association/pc/persons', []);
}

/** `company/{id}`. */
export async function getCompany(id: string | number, o: Signal = {}): Promise<wire.Company> {
  return getRecord<wire.Company>(path`company/${id}`, withSignal(o), 'company');
}

/** `product/list` of a company (start 0, limit 100). */
export async function listProducts(
  companyId: string | number,
  o: Signal = {},
): Promise<wire.Product[]> {
  return getList<wire.Product>(
    'product/list',
    {
      query: { start: 0, limit: PRODUCT_LIMIT },
      searchJson: { company_id: companyId },
      ...withSignal(o),
    },
    ['product_id'],
  );
}

/** `product/{id}`. */
export async function getProduct(id: string | number, o: Signal = {}): Promise<wire.Product> {
  return getRecord<wire.Product>(path`product/${id}`, withSignal(o), 'product');
}

/** `association/SZTX/persons/{memberId}`. */
export async function getDirectoryMember(
  memberId: string | number,
  o: Signal = {},
): Promise<wire.MemberDetails> {
  return getRecord<wire.MemberDetails>(
    path`association/${ASSOCIATION_ID}/persons/${memberId}`,
    withSignal(o),
    'persons',
  );
}

/**
 * A text list of the wire (`partners`, `employees`, `changerecords`,
 * `tshBusinessCompanyJson`): JSON text or an array; anything malformed gives [].
 */
export function parseTextList<T extends object>(value: unknown): T[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return [];
    try {
      list = JSON.parse(text);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter((item): item is T => typeof item === 'object' && item !== null);
}

/** The banner images of a company: one path, a JSON list, or a comma list. */
export function companyBanners(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && !!v);
  if (typeof value !== 'string' || !value.trim()) return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed)
        ? parsed.filter((v): v is string => typeof v === 'string' && !!v)
        : [];
    } catch {
      return [];
    }
  }
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The logo tag of a company: C for listed type 1, T for type 2, none otherwise. */
export function companyTag(islisting: unknown): 'C' | 'T' | null {
  const n = Number(islisting);
  return n === 1 ? 'C' : n === 2 ? 'T' : null;
}

/** A member's initial: the first character of the name with bracketed text removed. */
export function memberInitial(name: string | null | undefined): string {
  const cleaned = (name ?? '')
    .replace(/（[^）]*）|\([^)]*\)|【[^】]*】|\[[^\]]*\]|〔[^〕]*〕/g, '')
    .trim();
  return Array.from(cleaned)[0] ?? '';
}
