import { atom } from 'nanostores';
import {
  matchPattern,
  PERSONAL_ROUTES,
  REDIRECTS,
  ROUTES,
  type RoutePattern,
  trimSlashes,
} from './routes';

/**
 * The header menu entry each page belongs to, named by the route of the entry's own page
 * (`/information` for 資訊動態, `/policy/2` for 特色服務, `/member` for 企業會員 …): one
 * table for every route, details included; the personal area belongs to 個人中心 (the phone
 * drawer's entry). Routes of no entry (search, login, applications) have none; the menu marks
 * nothing there but an entry of that very path.
 */
const SECTIONS: { [P in RoutePattern]?: string | ((params: Record<string, string>) => string) } = {
  '/': '/',
  '/index': '/',
  '/home': '/',
  '/information/:active': '/information',
  '/article/:id': '/information',
  '/magazine': '/magazine',
  // unknown tabs show the announcements (core/content/policy.ts policyTab)
  '/policy/:active': ({ active }) =>
    `/policy/${active === '1' || active === '2' || active === '3' ? active : '0'}`,
  '/course/:id': '/policy/1',
  '/course_details/:course_id/:kpiont_id': '/policy/1',
  '/file/:id': '/policy/3',
  '/article-explain/:id': '/policy/3',
  '/company_member_list/:active': '/member',
  '/company/:id': '/member',
  '/product_details/:id': '/member',
  '/member_details/:member_id': '/member',
  '/Invest': '/Invest',
  '/Order': '/Invest',
  '/investInfo/:id': '/Invest',
  '/need-details/:id': '/Invest',
  '/introduce': '/introduce',
  '/infoDetails/:id': '/introduce',
  '/regulations': '/introduce',
  '/organization': '/introduce',
  '/fraternity': '/introduce',
  '/secretariat': '/introduce',
  '/committee': '/introduce',
  '/guide': '/guide',
  '/fee': '/fee',
  // the personal area: the phone drawer's 個人中心 entry (spec 000 §2, Header)
  ...Object.fromEntries(
    [...PERSONAL_ROUTES, '/my_message_details'].map((route) => [route, '/person_center']),
  ),
};

/** The menu section of a path (a page's, or a menu entry's url), or null when it has none. */
export function menuSection(path: string): string | null {
  const clean = trimSlashes(path.split(/[?#]/)[0]!);
  const target = REDIRECTS[clean] ?? clean;
  for (const pattern of ROUTES) {
    const params = matchPattern(pattern, target);
    if (!params) continue;
    const section = SECTIONS[pattern];
    return typeof section === 'function' ? section(params) : (section ?? null);
  }
  return null;
}

/**
 * A page that knows better than its route which entry it belongs to (a special-service
 * article belongs to 特色服務, an announcement file to 協會公告) says so once its record has
 * loaded; the hint holds for that path only.
 */
export const $sectionHint = atom<{ path: string; section: string } | null>(null);

/** The menu section of the page at `path`: the page's hint for that path, else the table's. */
export function pageSection(path: string, hint = $sectionHint.get()): string | null {
  return hint && hint.path === path ? hint.section : menuSection(path);
}

/** How a menu entry with `url` relates to the page at `path`. */
export function menuMatch(
  url: string,
  path: string,
  hint = $sectionHint.get(),
): 'page' | 'section' | null {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return null;
  const entry = url.startsWith('/') ? url : `/${url}`;
  if (entry === path) return 'page';
  const section = menuSection(entry);
  return section !== null && section === pageSection(path, hint) ? 'section' : null;
}
