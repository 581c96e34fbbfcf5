// What every widget needs of the portal: whether one owns the page's hash, links into it, and
// asking it to go to a route. The hash router itself (router.ts: the current route, parsing)
// loads with the portal and the widgets that read routes, not with every widget.
import { atom, type ReadableAtom } from 'nanostores';

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

/** The hash of a portal route (`policy/3` and `/policy/3` → `#/policy/3`). */
function routeHash(to: string): string {
  return `#${to.startsWith('/') ? to : `/${to}`}`;
}

/** How the router goes to a hash (`#/path`): registered by router.ts when it loads. */
type Go = (target: string, replace: boolean) => void;
let go: Go | null = null;

/** The router's way to a route (router.ts calls this once, as it loads). */
export function registerNavigation(navigateTo: Go): void {
  go = navigateTo;
}

/**
 * Goes to a hash route; `replace` does not add a history entry. Only when a portal is active
 * (its router has loaded with it); false otherwise.
 */
export function navigate(to: string, options: { replace?: boolean } = {}): boolean {
  if (!$active.get() || !go || typeof location === 'undefined') return false;
  go(routeHash(to), options.replace === true);
  return true;
}

/** A link to a portal route: a hash inside the portal, the portal's URL from an embed. */
export function portalHref(to: string, portalUrl: string): string {
  const hash = routeHash(to);
  if ($active.get()) return hash;
  return `${portalUrl.split('#')[0]}${hash}`;
}
