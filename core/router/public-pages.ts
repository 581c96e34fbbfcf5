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
} as const satisfies Record<string, RoutePattern>;

export type PublicKind = keyof typeof PUBLIC_PAGES;

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
  const path = route.split(/[?#]/)[0] ?? '';
  for (const [kind, pattern] of Object.entries(PUBLIC_PAGES)) {
    const params = matchPattern(pattern, path);
    const id = params && Object.values(params)[0];
    if (id && /^[1-9]\d{0,14}$/.test(id))
      return new URL(publicPagePath(kind, id, lang), portalUrl).href;
  }
  return null;
}
