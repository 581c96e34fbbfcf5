import { ASSOCIATION_ID } from '../config/config';
import {
  type ApiClient,
  type Call,
  getData,
  isRecordWith,
  parseJsonText,
  parseList,
  readRecords,
} from './client';
import type { FooterInfo, FooterRow, NavigateItem, ProfileEntry } from './wire/content';

/** `website/navigate`: header menu (INDEX) and friend links (FRIENDLINK). */
export async function getNavigation(call: Call): Promise<NavigateItem[]> {
  const list = parseList<unknown[] | null>(
    await getData(call, 'website/navigate', { query: { association_id: ASSOCIATION_ID } }),
    'website/navigate',
  );
  return readRecords<NavigateItem>(Array.isArray(list) ? list : [], 'website/navigate', [
    'name',
    'url',
    'type',
  ]);
}

/** The site profile: footer info, logo and footer rows. */
export interface SiteProfile {
  info: FooterInfo | null;
  logo: string | null;
  rows: FooterRow[];
}

/** `website/profile`: entries 0, 1, 2 with `context` as JSON text. */
export async function getSiteProfile(call: Call): Promise<SiteProfile> {
  const entries = parseList<unknown[] | null>(
    await getData(call, 'website/profile', { query: { association_id: ASSOCIATION_ID } }),
    'website/profile',
  );
  const list = Array.isArray(entries) ? entries : [];
  // the entries are read by position: one of the wrong shape counts as missing, the others stay
  const wrong = list.filter((entry) => !isRecordWith(entry)).length;
  if (wrong > 0) {
    console.warn(
      `[sztx] website/profile: ${wrong} of ${list.length} entries are not records and are read as missing; check the server's answer.`,
    );
  }
  const context = (index: number): unknown => {
    const entry = list[index];
    return isRecordWith(entry) ? ((entry as ProfileEntry).context ?? null) : null;
  };
  const info = parseJsonText<unknown>(context(0), 'profile[0]');
  const logo = parseJsonText<unknown>(context(1), 'profile[1]');
  const rows = parseJsonText<unknown>(context(2), 'profile[2]');
  return {
    info: isRecordWith(info) ? (info as FooterInfo) : null,
    logo: isRecordWith(logo, ['url']) ? String((logo as { url: unknown }).url) : null,
    rows: footerRows(rows),
  };
}

/** Footer rows: rows of the wrong shape are skipped, and links without a name and url. */
function footerRows(value: unknown): FooterRow[] {
  if (!Array.isArray(value)) return [];
  return readRecords<FooterRow>(value, 'profile[2]', ['title']).map((row) => ({
    ...row,
    menu: Array.isArray(row.menu)
      ? row.menu.filter((link) => isRecordWith(link, ['name', 'url']))
      : [],
  }));
}

/** The legal documents the reference server keeps beside the API (`/documents/{name}.html`). */
export type LegalDocument = 'privacy' | 'user-agreement';

/** Where a legal document is: beside the API's origin, readable without logging in; `lang`
 * `s` asks for the Simplified text. */
export function documentUrl(api: ApiClient, name: LegalDocument, lang: 't' | 's' = 't'): string {
  const url = new URL(`/documents/${name}.html`, api.base);
  if (lang === 's') url.searchParams.set('lang', 's');
  return url.toString();
}
