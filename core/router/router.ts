import { atom, onMount } from 'nanostores';
import { type ShownPlace, shownOfQuery } from './list-query';
import { navigate, registerNavigation } from './portal-link';
import { trimSlashes } from './routes';

export {
  $portalActive,
  isPortalActive,
  navigate,
  portalHref,
  setPortalActive,
} from './portal-link';

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
  const path = trimSlashes(`/${decoded.replace(/^\/+/, '')}`);
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
  // (taken while the window is live: see core/layout/layout.ts)
  const off = window.removeEventListener.bind(window);
  return () => off('hashchange', update);
});

/** The current hash route as a path with its query (`/policy/3?keyword=x`). */
export function currentRoute(): string {
  const { path, query } = $route.get();
  return buildPath(path, query);
}

// `navigate` (portal-link.ts) goes to a route through this once the router has loaded
registerNavigation((target, replace) => {
  if (replace) {
    history.replaceState(history.state, '', target);
    $route.set(parseHash(target));
  } else if (location.hash !== target) {
    location.hash = target;
    $route.set(parseHash(target));
  }
});

/**
 * Pushes the current route with `changes` to its query (an undefined or empty value removes
 * the key): a list's new page, tab or filter is a step of the history, the directory's way
 * (core/router/list-query.ts reads it back).
 */
export function navigateQuery(
  changes: Record<string, string | number | undefined>,
  options: { replace?: boolean } = {},
): void {
  const { path, query } = $route.get();
  navigate(buildPath(path, { ...query, ...changes }), options);
}

/**
 * The place of a load-more list in the route's query (`shown`): loading more replaces the
 * entry (it is no step of its own), so Back to it and a reload show as many rows again.
 */
export function shownPlace(query: Record<string, string>): ShownPlace {
  return {
    count: shownOfQuery(query),
    set: (count) => navigateQuery({ shown: count }, { replace: true }),
  };
}
