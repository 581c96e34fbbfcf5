import { ASSOCIATION_ID } from '../config/config';
import { api, parseJsonText } from './client';
import type { FooterInfo, FooterRow, NavigateItem, ProfileEntry } from './types';

/** `website/navigate`: header menu (INDEX) and friend links (FRIENDLINK). */
export async function getNavigation(): Promise<NavigateItem[]> {
  const list = await api.get<NavigateItem[] | null>('website/navigate', {
    query: { association_id: ASSOCIATION_ID },
  });
  return Array.isArray(list) ? list : [];
}

/** The site profile: footer info, logo and footer rows. */
export interface SiteProfile {
  info: FooterInfo | null;
  logo: string | null;
  rows: FooterRow[];
}

/** `website/profile`: entries 0, 1, 2 with `context` as JSON text. */
export async function getSiteProfile(): Promise<SiteProfile> {
  const entries = await api.get<ProfileEntry[] | null>('website/profile', {
    query: { association_id: ASSOCIATION_ID },
  });
  const list = Array.isArray(entries) ? entries : [];
  const info = parseJsonText<FooterInfo | null>(list[0]?.context ?? null, 'profile[0]');
  const logo = parseJsonText<{ url?: string } | null>(list[1]?.context ?? null, 'profile[1]');
  const rows = parseJsonText<FooterRow[] | null>(list[2]?.context ?? null, 'profile[2]');
  return { info, logo: logo?.url ?? null, rows: Array.isArray(rows) ? rows : [] };
}
