import { atom, onMount } from 'nanostores';
import { errorMessage } from '../api/errors';
import { getNavigation, getSiteProfile, type SiteProfile } from '../api/website';
import type { NavigateItem } from '../api/wire/content';
import { toast } from '../toast/toast';

/** Header menu, friend links and footer profile of the site. */
export interface SiteState {
  menu: NavigateItem[];
  links: NavigateItem[];
  profile: SiteProfile | null;
  status: 'loading' | 'ready' | 'error';
}

/** The site's navigation and profile, loaded once when first used. */
export const $site = atom<SiteState>({ menu: [], links: [], profile: null, status: 'loading' });

/** Loads navigation and profile; failures show the server's msg (spec 001 §8). */
export async function loadSite(): Promise<void> {
  $site.set({ ...$site.get(), status: 'loading' });
  const [nav, profile] = await Promise.allSettled([getNavigation(), getSiteProfile()]);
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

onMount($site, () => {
  void loadSite();
});

/**
 * Menu names as shown: the association's navigate data writes 采購需求 with the Simplified 采 in
 * the Traditional menu (spec 000 §2 keeps it on the wire and in the needs board's tabs); the
 * label reads 採購需求. Simplified mode converts it back to 采购需求.
 */
const MENU_LABELS: Record<string, string> = { 采購需求: '採購需求' };

export function menuLabel(name: string): string {
  return MENU_LABELS[name] ?? name;
}
