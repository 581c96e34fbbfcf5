import { computed, onMount, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../api/client';
import { getNavigation, getSiteProfile, type SiteProfile } from '../api/content/reads';
import type { NavLink } from '../api/content/records';
import { errorMessage } from '../api/errors';
import { createQuery } from '../load/query';
import type { LoadScope } from '../load/run';
import type { Seed } from '../load/seed';
import { toast } from '../toast/toast';

/** Header menu, friend links and footer profile of the site. */
export interface SiteState {
  menu: NavLink[];
  links: NavLink[];
  profile: SiteProfile | null;
  status: 'loading' | 'ready' | 'error';
}

/** The key of the site's navigation and profile ('content': loaded again when invalidated). */
const SITE_KEY = ['content', 'site'] as const;

const LOADING: SiteState = { menu: [], links: [], profile: null, status: 'loading' };

/** Each API's site store and its query (one per client: elements naming one API share it). */
const sites = new WeakMap<
  ApiClient,
  { $site: ReadableAtom<SiteState>; load: () => Promise<void> }
>();

/**
 * The site store of `scope`'s client, built on a `createQuery` of the navigation and the
 * profile: loaded when first used; failures show the server's msg (spec 001 §8).
 */
function storeOf(scope: LoadScope) {
  let site = sites.get(scope.api);
  if (!site) {
    const query = createQuery<SiteState>(async (_, call) => {
      const [nav, profile] = await Promise.allSettled([getNavigation(call), getSiteProfile(call)]);
      for (const result of [nav, profile]) {
        if (result.status === 'rejected' && !call.signal.aborted)
          toast.error(errorMessage(result.reason, '載入失敗'));
      }
      const items = nav.status === 'fulfilled' ? nav.value : [];
      return {
        menu: items.filter((i) => i.type === 'INDEX').sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)),
        links: items.filter((i) => i.type === 'FRIENDLINK'),
        profile: profile.status === 'fulfilled' ? profile.value : null,
        status: nav.status === 'fulfilled' ? 'ready' : 'error',
      };
    }, scope);
    const $site = computed(query.$state, (state) => state.data ?? LOADING);
    onMount($site, () => {
      void query.load(SITE_KEY);
    });
    site = { $site, load: () => query.load(SITE_KEY) };
    sites.set(scope.api, site);
  }
  return site;
}

/**
 * The navigation and profile of the site `api` serves, loaded once when first used (from `seed`,
 * a server-rendered page's data, when the first use has one: core/load/seed.ts).
 */
export function siteOf(api: ApiClient, seed?: Seed): ReadableAtom<SiteState> {
  return storeOf({ api, ...(seed && { seed }) }).$site;
}

/** The site's value as a server render hands it to the browser's stores (by key id), if loaded. */
export function siteSeed(api: ApiClient): Record<string, unknown> {
  const site = siteOf(api).get();
  return site.status !== 'ready' ? {} : { [JSON.stringify(SITE_KEY)]: site };
}

/** Loads the navigation and profile from `api` again. */
export function loadSite(api: ApiClient): Promise<void> {
  return storeOf({ api }).load();
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
