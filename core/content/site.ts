import { atom, onMount, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { ApiClient } from '../api/client';
import { getNavigation, getSiteProfile, type SiteProfile } from '../api/content/reads';
import type { NavLink } from '../api/content/records';
import { errorMessage } from '../api/errors';
import { toast } from '../toast/toast';

/** Header menu, friend links and footer profile of the site. */
export interface SiteState {
  menu: NavLink[];
  links: NavLink[];
  profile: SiteProfile | null;
  status: 'loading' | 'ready' | 'error';
}

/** Each API's site store (one per client: elements naming one API share it). */
const sites = new WeakMap<ApiClient, WritableAtom<SiteState>>();

function storeOf(api: ApiClient): WritableAtom<SiteState> {
  let $site = sites.get(api);
  if (!$site) {
    const store = atom<SiteState>({ menu: [], links: [], profile: null, status: 'loading' });
    onMount(store, () => {
      void loadSite(api);
    });
    sites.set(api, store);
    $site = store;
  }
  return $site;
}

/** The navigation and profile of the site `api` serves, loaded once when first used. */
export function siteOf(api: ApiClient): ReadableAtom<SiteState> {
  return storeOf(api);
}

/** Loads the navigation and profile from `api`; failures show the server's msg (spec 001 §8). */
export async function loadSite(api: ApiClient): Promise<void> {
  const $site = storeOf(api);
  $site.set({ ...$site.get(), status: 'loading' });
  const call = { api };
  const [nav, profile] = await Promise.allSettled([getNavigation(call), getSiteProfile(call)]);
  const items = nav.status === 'fulfilled' ? nav.value : [];
  for (const result of [nav, profile]) {
    if (result.status === 'rejected') toast.error(errorMessage(result.reason, '載入失敗'));
  }
  $site.set({
    menu: items.filter((i) => i.type === 'INDEX').sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)),
    links: items.filter((i) => i.type === 'FRIENDLINK'),
    profile: profile.status === 'fulfilled' ? profile.value : null,
    status: nav.status === 'fulfilled' ? 'ready' : 'error',
  });
}

/**
 * Menu names as shown: the association's navigate data writes 采購需求 with the Simplified 采 in
 * the Traditional menu (spec 000 §2 keeps it on the wire and in the needs board's tabs); the
 * label reads 採購需求. Simplified mode converts it back to 采购需求.
 */
const MENU_LABELS: Record<string, string> = { 采購需求: '採購需求' };

export function menuLabel(name: string): string {
  return MENU_LABELS[name] ?? name;
}
