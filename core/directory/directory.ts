import type { Area, FilterOption } from '../api/directory/records';
import { pageOfQuery, positiveInt } from '../router/list-query';

/** The two tabs of `/company_member_list/{active}`: 0 companies, anything else members. */
export type DirectoryTab = 'companies' | 'members';

export function tabOf(active: string | number | undefined): DirectoryTab {
  return String(active ?? '') === '0' ? 'companies' : 'members';
}

export function activeOf(tab: DirectoryTab): '0' | '1' {
  return tab === 'companies' ? '0' : '1';
}

/** Filters of the directory as they live in the URL query. */
export interface DirectoryFilters {
  /** District name (`area`), as typed or linked: original, Traditional or Simplified. */
  area?: string | undefined;
  /** Industry id (`field`). */
  field?: number | undefined;
  /** Member sub-area id (`ass_area`). */
  assArea?: string | undefined;
  /** Company or member name searched. */
  name?: string | undefined;
  /** 1-based page. */
  page: number;
}

/** Reads the filters of a tab from a route query; unknown or malformed values are dropped. */
export function parseDirectoryQuery(
  tab: DirectoryTab,
  query: Record<string, string | undefined>,
): DirectoryFilters {
  const name = query.name?.trim() || undefined;
  const page = pageOfQuery(query);
  if (tab === 'companies') {
    return { area: query.area?.trim() || undefined, field: positiveInt(query.field), name, page };
  }
  return { assArea: query.ass_area?.trim() || undefined, name, page };
}

/** The route query of a tab's filters (page 1 and empty values left out). */
export function directoryQuery(tab: DirectoryTab, f: DirectoryFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (tab === 'companies') {
    if (f.area) out.area = f.area;
    if (f.field !== undefined) out.field = String(f.field);
  } else if (f.assArea) {
    out.ass_area = f.assArea;
  }
  if (f.name) out.name = f.name;
  if (f.page > 1) out.page = String(f.page);
  return out;
}

/**
 * The district whose name matches `area` in its original, Traditional or Simplified form;
 * null when nothing matches (the filter is then cleared).
 */
export async function resolveDistrict(
  area: string | undefined,
  districts: readonly Area[],
  toTraditional: (text: string) => Promise<string>,
): Promise<Area | null> {
  const wanted = area?.trim();
  if (!wanted) return null;
  const exact = districts.find((d) => d.name === wanted);
  if (exact) return exact;
  const traditional = await toTraditional(wanted);
  for (const d of districts) {
    if (d.name === traditional) return d;
    if ((await toTraditional(d.name)) === traditional) return d;
  }
  return null;
}

/** The selected sub-area: `ass_area` by id (or by name), otherwise the first. */
export function resolveSubArea(
  assArea: string | undefined,
  subAreas: readonly FilterOption[],
): FilterOption | null {
  if (subAreas.length === 0) return null;
  const wanted = assArea?.trim();
  if (wanted) {
    const found =
      subAreas.find((s) => String(s.id) === wanted) ?? subAreas.find((s) => s.name === wanted);
    if (found) return found;
  }
  return subAreas[0]!;
}

/** Number of pages for `total` rows. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** Page buttons: first, last and the neighbours of `current`, with '…' gaps. */
export function pageList(current: number, count: number): Array<number | '…'> {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const set = new Set([1, count, current - 1, current, current + 1]);
  if (current <= 3) for (const n of [2, 3, 4]) set.add(n);
  if (current >= count - 2) for (const n of [count - 3, count - 2, count - 1]) set.add(n);
  const pages = [...set].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b);
  const out: Array<number | '…'> = [];
  for (const [i, n] of pages.entries()) {
    if (i > 0 && n - pages[i - 1]! > 1) out.push('…');
    out.push(n);
  }
  return out;
}
