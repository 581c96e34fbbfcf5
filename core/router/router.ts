import { atom, onMount, type ReadableAtom } from 'nanostores';
import { getConfig } from '../config/config';

/** A hash route: `#/company_member_list/0?area=x` → path and query. */
export interface Route {
  path: string;
  query: Record<string, string>;
}

/** Parses `location.hash` (with or without the leading `#`). */
export function parseHash(hash: string): Route {
  const raw = hash.replace(/^#/, '') || '/';
  const mark = raw.indexOf('?');
  const pathPart = mark < 0 ? raw : raw.slice(0, mark);
  const queryPart = mark < 0 ? '' : raw.slice(mark + 1);
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(queryPart)) query[key] = value;
  let decoded = pathPart;
  try {
    decoded = decodeURI(pathPart);
  } catch {
    // keep the raw path
  }
  const path = `/${decoded.replace(/^\/+/, '')}`.replace(/(.)\/+$/, '$1');
  return { path, query };
}

/** Builds a hash path with a query string from a path and query values. */
export function buildPath(path: string, query: Record<string, string | number | undefined> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

const currentHash = () => (typeof location === 'undefined' ? '' : location.hash);

/** The current hash route, updated on `hashchange` while anyone listens. */
export const $route = atom<Route>(parseHash(currentHash()));

onMount($route, () => {
  if (typeof window === 'undefined') return; // rendered outside a browser (the portal's shell)
  const update = () => $route.set(parseHash(currentHash()));
  update();
  window.addEventListener('hashchange', update);
  return () => window.removeEventListener('hashchange', update);
});

const $active = atom(false);

/** True while a portal owns the page's hash (embeds must not change a partner's URL). */
export const $portalActive: ReadableAtom<boolean> = $active;

/** Marks that a portal owns the page's hash, or no longer does. */
export function setPortalActive(active: boolean): void {
  $active.set(active);
}

/** True while a portal owns the hash (outside rendering; components use `$portalActive`). */
export function isPortalActive(): boolean {
  return $active.get();
}

/** The current hash route as a path with its query (`/policy/3?keyword=x`). */
export function currentRoute(): string {
  const { path, query } = $route.get();
  return buildPath(path, query);
}

/** Goes to a hash route; `replace` does not add a history entry. Only when a portal is active. */
export function navigate(to: string, options: { replace?: boolean } = {}): boolean {
  if (!$active.get() || typeof location === 'undefined') return false;
  const target = `#${to.startsWith('/') ? to : `/${to}`}`;
  if (options.replace) {
    history.replaceState(history.state, '', target);
    $route.set(parseHash(target));
  } else if (location.hash !== target) {
    location.hash = target;
    $route.set(parseHash(target));
  }
  return true;
}

/** A link to a portal route: a hash inside the portal, the portal's URL from an embed. */
export function portalHref(to: string, portalUrl: string = getConfig().portalUrl): string {
  const hash = `#${to.startsWith('/') ? to : `/${to}`}`;
  if ($active.get()) return hash;
  return `${portalUrl.replace(/#.*$/, '')}${hash}`;
}
