import type { Call } from '../api/client';
import type { ArticleType } from '../api/content/articles';
import { listArticles } from '../api/content/articles';
import { listCourses, listCunpan } from '../api/content/reads';
import type { Page } from '../api/types';
import { toTraditional } from '../language/language';
import { pageOfQuery, pageQuery, positiveInt } from '../router/list-query';

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

/** The service types of tab 2's filter ('service' is all of them). */
const SERVICE_TYPES: readonly ArticleType[] = ['ZXXX', 'CASE', 'QTFW', 'CWZX', 'PPWZ', 'FYWZ'];

/**
 * The filter a `/policy/{active}` route names: the tab from the path, the keyword, the service
 * type (`service`, tab 2), the file type (`type`, tab 3) and the page from its query; unknown
 * or malformed values give the tab's whole list.
 */
export function policyFilter(
  active: string | undefined,
  query: Readonly<Record<string, string | undefined>>,
): PolicyFilter {
  const tab = policyTab(active);
  const service = SERVICE_TYPES.find((x) => x === query.service);
  const fileType = positiveInt(query.type);
  return {
    active: tab,
    keyword: (query.keyword ?? '').trim(),
    service: tab === '2' && service ? service : 'service',
    fileType: tab === '3' && fileType ? String(fileType) : '',
    page: pageOfQuery(query),
  };
}

/** The route of a policy filter: `/policy/{active}` with what differs from the tab's whole list. */
export function policyRoute(f: PolicyFilter): { path: string; query: Record<string, string> } {
  const query: Record<string, string> = {};
  if (f.keyword) query.keyword = f.keyword;
  if (f.service !== 'service') query.service = f.service;
  if (f.fileType) query.type = f.fileType;
  const { page } = pageQuery(f.page);
  if (page) query.page = page;
  return { path: `/policy/${f.active}`, query };
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
