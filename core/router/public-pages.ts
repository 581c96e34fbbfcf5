// The association's public pages (issue 31): each portal route that shows one public item has a
// server-rendered page of its own at `/s/<kind>/<id>` (Simplified: `/s/zh-Hans/<kind>/<id>`),
// which search engines index and link previews read. The portal shares and names those URLs
// (its share buttons, its canonical link); demo-site/pages renders them, kind by kind.
import type { Lang } from '../language/language';
import { matchPattern, type RoutePattern } from './routes';

/** Each kind of public page and the portal route whose page renders its item. */
export const PUBLIC_PAGES = {
  article: '/article/:id',
  policy: '/file/:id',
  interpretation: '/article-explain/:id',
  course: '/course/:id',
  need: '/need-details/:id',
  invest: '/investInfo/:id',
  company: '/company/:id',
  product: '/product_details/:id',
  member: '/member_details/:member_id',
  magazine: '/magazine',
} as const satisfies Record<string, RoutePattern>;

export type PublicKind = keyof typeof PUBLIC_PAGES;

/**
 * The kinds whose route is a list's (the spec has no route of one item), the item named by a
 * query parameter of it (`/magazine?id=3`, docs/compat.md): that parameter.
 */
const QUERY_IDS: Partial<Record<PublicKind, string>> = { magazine: 'id' };

/** The portal route that shows the item `id` of `kind` (`/article/12`, `/magazine?id=3`). */
export function itemRoute(kind: PublicKind, id: string | number): string {
  const pattern: string = PUBLIC_PAGES[kind];
  const key = QUERY_IDS[kind];
  return key
    ? `${pattern}?${key}=${encodeURIComponent(id)}`
    : pattern.replace(/:[a-z_]+/, String(id));
}

/** The id of the item a route (`path` and `query`) of `kind` shows, if it shows one. */
function itemIdOf(kind: PublicKind, path: string, query: URLSearchParams): string | undefined {
  const key = QUERY_IDS[kind];
  if (key) return path === PUBLIC_PAGES[kind] ? (query.get(key) ?? undefined) : undefined;
  const params = matchPattern(PUBLIC_PAGES[kind], path);
  return (params && Object.values(params)[0]) ?? undefined;
}

/** The path segment of the Simplified pages. */
export const SIMPLIFIED_SEGMENT = 'zh-Hans';

/** The path of an item's public page in `lang`. */
export const publicPagePath = (kind: string, id: string | number, lang: Lang): string =>
  `/s/${lang === 's' ? `${SIMPLIFIED_SEGMENT}/` : ''}${kind}/${id}`;

/**
 * The public page of a portal route (`/article/12` → `<site>/s/article/12`), on the portal's
 * site (`portalUrl`), in `lang`; null for a route that shows no single public item.
 */
export function publicPageUrl(route: string, portalUrl: string, lang: Lang): string | null {
  const [path = '', search = ''] = route.split('#')[0]!.split('?');
  const query = new URLSearchParams(search);
  for (const kind of Object.keys(PUBLIC_PAGES) as PublicKind[]) {
    const id = itemIdOf(kind, path, query);
    if (id && /^[1-9]\d{0,14}$/.test(id))
      return new URL(publicPagePath(kind, id, lang), portalUrl).href;
  }
  return null;
}
