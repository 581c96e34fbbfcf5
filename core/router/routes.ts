/** The routes of the personal area, shared by ROUTES and PERSONAL_ROUTES. */
const PERSONAL = [
  '/person_center',
  '/my_company',
  '/my_message',
  '/my_collection',
  '/my_need',
  '/my_rights',
  '/my_activity',
  '/my_questionnaire',
  '/my_fee',
  '/privacy',
  '/user_agreement',
] as const;

/** Every route of both specifications; `:name` segments are parameters. */
export const ROUTES = [
  '/',
  '/index',
  '/home',
  '/login',
  '/information/:active',
  '/magazine',
  '/policy/:active',
  '/company_member_list/:active',
  '/company/:id',
  '/product_details/:id',
  '/member_details/:member_id',
  '/article/:id',
  '/article-explain/:id',
  '/file/:id',
  '/course/:id',
  '/course_details/:course_id/:kpiont_id',
  '/search',
  '/guide',
  '/fee',
  '/Invest',
  '/Order',
  '/investInfo/:id',
  '/need-details/:id',
  '/apply',
  '/apply-person',
  '/apply-company',
  '/introduce',
  '/infoDetails/:id',
  '/regulations',
  '/organization',
  '/fraternity',
  '/secretariat',
  '/committee',
  ...PERSONAL,
  '/my_message_details',
] as const;

/** A route pattern. */
export type RoutePattern = (typeof ROUTES)[number];

/** Fixed redirects of the spec. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/information': '/information/0',
  '/policy': '/policy/0',
  '/service': '/policy/0',
  '/member': '/company_member_list/1',
};

/** The routes of the personal area (left menu on desktop). */
export const PERSONAL_ROUTES: ReadonlySet<string> = new Set(PERSONAL);

/**
 * `path` without its trailing slashes, `/` when nothing else is left. A loop: the pattern
 * `/\/+$/` retries from every slash of `a//…//b` (quadratic in the length).
 */
export function trimSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end--;
  return end === 0 ? '/' : path.slice(0, end);
}

/** Matches a path against a pattern; returns the parameters or null. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const h = have[i]!;
    if (w.startsWith(':')) params[w.slice(1)] = h;
    else if (w !== h) return null;
  }
  return params;
}

/** What the router does with a location. */
export type Resolution =
  | { kind: 'redirect'; to: string }
  | { kind: 'route'; pattern: RoutePattern; params: Record<string, string> }
  | { kind: 'not-found' };

/** Applies the spec's redirects and guards, then matches a route. */
export function resolveRoute(
  path: string,
  query: Record<string, string>,
  hasToken: boolean,
): Resolution {
  const redirect = REDIRECTS[path];
  if (redirect) return { kind: 'redirect', to: redirect };
  if (path === '/person_center' && !hasToken) return { kind: 'redirect', to: '/login' };
  if (path === '/my_message_details' && !query.id) return { kind: 'redirect', to: '/' };
  for (const pattern of ROUTES) {
    const params = matchPattern(pattern, path);
    if (params) return { kind: 'route', pattern, params };
  }
  return { kind: 'not-found' };
}

/** The query parameter of `/login` naming the route to open after logging in. */
const RETURN_PARAM = 'redirect';

/**
 * The route a `/login` return target names, when it is a route of this portal: a path of
 * ROUTES (or one of the spec's redirects to one), with its query, other than `/login` itself.
 * Anything else (another site, `//host`, a scheme, an unknown path, a backslash) gives null,
 * so a crafted link cannot send a user elsewhere after they log in.
 */
export function safeReturnTarget(raw: string | undefined | null): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//')) return null;
  // characters no route of ours has: backslashes (read as slashes by browsers), controls
  if (raw.length > 500 || /[\\\s]|\p{Cc}/u.test(raw)) return null;
  const mark = raw.indexOf('?');
  const path = mark < 0 ? raw : raw.slice(0, mark);
  const query = Object.fromEntries(new URLSearchParams(mark < 0 ? '' : raw.slice(mark + 1)));
  const resolution = resolveRoute(path, query, true);
  const target = resolution.kind === 'redirect' ? resolution.to : path;
  const final = resolution.kind === 'redirect' ? resolveRoute(target, {}, true) : resolution;
  if (final.kind !== 'route' || final.pattern === '/login') return null;
  const qs = new URLSearchParams(query).toString();
  return qs && resolution.kind === 'route' ? `${target}?${qs}` : target;
}

/** The `/login` route that returns to `returnTo` after logging in (when it is a safe target). */
export function loginRoute(returnTo: string | null | undefined): string {
  const target = safeReturnTarget(returnTo);
  return target ? `/login?${RETURN_PARAM}=${encodeURIComponent(target)}` : '/login';
}

/** The return target a `/login` route carries in its query, when it is safe (else null). */
export function returnTargetOf(query: Record<string, string>): string | null {
  return safeReturnTarget(query[RETURN_PARAM]);
}
