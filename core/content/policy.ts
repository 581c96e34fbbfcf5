import { atom, type ReadableAtom } from 'nanostores';
import type { Call } from '../api/client';
import type { ArticleType } from '../api/content/articles';
import { listArticles } from '../api/content/articles';
import { listCourses, listCunpan } from '../api/content/reads';
import type { Page } from '../api/types';
import { toTraditional } from '../language/language';

/** Tabs of `/policy/{active}`: 0 announcements, 1 courses, 2 special services, 3 policy files. */
export type PolicyTab = '0' | '1' | '2' | '3';

/** Rows per page of each tab. */
export const POLICY_PAGE_SIZE: Record<PolicyTab, number> = { '0': 35, '1': 100, '2': 15, '3': 35 };

/** The tab of a route's `active` segment (unknown values show announcements). */
export function policyTab(active: string | undefined): PolicyTab {
  return active === '1' || active === '2' || active === '3' ? active : '0';
}

/** Everything one page of the policy lists is fetched by. */
export interface PolicyFilter {
  active: PolicyTab;
  /** The route's `keyword`, trimmed. */
  keyword: string;
  /** Service type of tab 2. */
  service: ArticleType;
  /** Policy-type id of tab 3 ('' for all). */
  fileType: string;
  /** 1-based page. */
  page: number;
}

interface Choice {
  service: ArticleType;
  fileType: string;
  page: number;
  /** The filters the page was chosen for. */
  pageOf: string;
}

/**
 * The policy page's filters: the tab and keyword come from the URL, the service, file type and
 * page are chosen on the page; the page goes back to 1 whenever any other filter changes.
 */
export interface PolicyFilters {
  $choice: ReadableAtom<Choice>;
  /** The filter shown for the route's `active` and `keyword`. */
  filter(active: string | undefined, keyword: string | undefined): PolicyFilter;
  setService(service: ArticleType): void;
  setFileType(fileType: string): void;
  setPage(filter: PolicyFilter, page: number): void;
}

const pageKey = (f: Omit<PolicyFilter, 'page'>) =>
  `${f.active}|${f.keyword}|${f.service}|${f.fileType}`;

export function createPolicyFilters(): PolicyFilters {
  const $choice = atom<Choice>({ service: 'service', fileType: '', page: 1, pageOf: '' });
  const choose = (next: Partial<Choice>) => $choice.set({ ...$choice.get(), ...next });
  return {
    $choice,
    filter(active, keyword) {
      const { service, fileType, page, pageOf } = $choice.get();
      const f = { active: policyTab(active), keyword: (keyword ?? '').trim(), service, fileType };
      return { ...f, page: pageOf === pageKey(f) ? page : 1 };
    },
    setService: (service) => choose({ service }),
    setFileType: (fileType) => choose({ fileType }),
    setPage: (filter, page) => choose({ page, pageOf: pageKey(filter) }),
  };
}

/** One page of the tab's list, the keyword converted to Traditional before it is sent. */
export async function listPolicyPage(call: Call, f: PolicyFilter): Promise<Page<unknown>> {
  const limit = POLICY_PAGE_SIZE[f.active];
  const start = (f.page - 1) * limit;
  const name = f.keyword ? await toTraditional(f.keyword) : undefined;
  if (f.active === '1') return listCourses(call, { start, limit });
  if (f.active === '2') {
    return listArticles(call, {
      start,
      limit,
      articleType: f.service,
      ...(name ? { title: name } : {}),
    });
  }
  return listCunpan(call, {
    start,
    limit,
    type: f.active === '0' ? 2 : 1,
    ...(f.active === '3' && f.fileType ? { prolicytypeId: f.fileType } : {}),
    ...(name ? { name } : {}),
  });
}
