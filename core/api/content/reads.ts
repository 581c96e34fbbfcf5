import { ASSOCIATION_ID, CITY_AREA_ID } from '../../config/config';
import {
  type ApiClient,
  type Call,
  getData,
  getList,
  getPage,
  getRecord,
  isRecordWith,
  parseJsonText,
  parseList,
  path,
  type RequestOptions,
  readRecords,
} from '../client';
import type { Page } from '../types';
import {
  type AboutEntry,
  type AdItem,
  type Area,
  type BannerSlide,
  type CourseSummary,
  type Explain,
  type FileSummary,
  type MagazineIssue,
  type NavLink,
  type PolicyTypeOption,
  type SiteFooterRow,
  type SiteInfo,
  type Statistics,
  toAboutEntry,
  toAdItem,
  toArea,
  toBannerSlide,
  toCourseSummary,
  toDistrictCount,
  toExplain,
  toFileSummary,
  toMagazineIssue,
  toNavLink,
  toPolicyType,
  toSiteInfo,
} from './records';
import type * as Wire from './wire';

/** GETs a list (rows with `fields`) and maps its rows. */
async function getMapped<W, R>(
  call: Call,
  endpoint: string,
  options: RequestOptions,
  fields: readonly string[],
  map: (wire: W) => R,
): Promise<R[]> {
  return (await getList<W>(call, endpoint, options, fields)).map(map);
}

/** `slideshow/list`: the home banners (slideshow_from 1). */
export function listBanners(call: Call): Promise<BannerSlide[]> {
  const searchJson = { slideshow_from: 1, association_id: ASSOCIATION_ID };
  return getMapped<Wire.Banner, BannerSlide>(
    call,
    'slideshow/list',
    { searchJson },
    [],
    toBannerSlide,
  );
}

/** `ad/list`. */
export function listAds(call: Call): Promise<AdItem[]> {
  const query = { association_id: ASSOCIATION_ID };
  return getMapped<Wire.Ad, AdItem>(call, 'ad/list', { query }, ['ad_id'], toAdItem);
}

/** `magazine/list`. */
export function listMagazines(call: Call): Promise<MagazineIssue[]> {
  const query = { association_id: ASSOCIATION_ID };
  return getMapped<Wire.Magazine, MagazineIssue>(
    call,
    'magazine/list',
    { query },
    [],
    toMagazineIssue,
  );
}

/** `association/statistics` (directory module). */
export async function getStatistics(call: Call): Promise<Statistics> {
  // anything but a record is a format error, never zero members shown as if counted
  const data = await getRecord<Partial<Wire.AssociationStatistics>>(
    call,
    'association/statistics',
    { query: { association_id: ASSOCIATION_ID } },
    'association/statistics',
  );
  return {
    companies: Number(data?.companyNum ?? 0),
    members: Number(data?.memberNum ?? 0),
    policyFiles: Number(data?.cunpanNum ?? 0),
    districts: Array.isArray(data?.memberCount)
      ? readRecords<Wire.AssociationStatistics['memberCount'][number]>(
          data.memberCount,
          'association/statistics',
          ['name'],
        ).map(toDistrictCount)
      : [],
  };
}

/** `areaData/list?parent_id=234`: the city's districts. */
export function listDistricts(call: Call): Promise<Area[]> {
  const query = { parent_id: CITY_AREA_ID };
  return getMapped<Wire.District, Area>(call, 'areaData/list', { query }, ['id'], toArea);
}

/** Query of `cunpan/list`. */
export interface CunpanQuery {
  start: number;
  limit: number;
  /** 1 policy documents, 2 announcements. */
  type?: 1 | 2;
  prolicytypeId?: number | string;
  name?: string;
}

/** `cunpan/list`: policy documents or announcements. */
export function listCunpan(call: Call, q: CunpanQuery): Promise<Page<FileSummary>> {
  const searchJson: Record<string, unknown> = { association_id: ASSOCIATION_ID };
  if (q.type) searchJson.type = q.type;
  if (q.prolicytypeId !== undefined && q.prolicytypeId !== '')
    searchJson.prolicytype_id = q.prolicytypeId;
  if (q.name) searchJson.name = q.name;
  const query = { start: q.start, limit: q.limit };
  return getPage<Wire.Cunpan, FileSummary>(
    call,
    'cunpan/list',
    { query, searchJson },
    ['cunpan_id'],
    toFileSummary,
  );
}

/** `cunpan/prolicyType`: the file types. */
export function listPolicyTypes(call: Call): Promise<PolicyTypeOption[]> {
  return getMapped<Wire.PolicyType, PolicyTypeOption>(
    call,
    'cunpan/prolicyType',
    {},
    ['prolicytype_id'],
    toPolicyType,
  );
}

/** `cunpanExplain/list` of one file. */
export function listExplains(call: Call, cunpanId: string | number): Promise<Explain[]> {
  const searchJson = { cunpan_id: cunpanId };
  return getMapped<Wire.CunpanExplain, Explain>(
    call,
    'cunpanExplain/list',
    { searchJson },
    ['explain_id'],
    toExplain,
  );
}

/** `cunpanExplain/{id}`. */
export async function getExplain(call: Call, id: string | number): Promise<Explain> {
  return toExplain(
    await getRecord<Wire.CunpanExplain>(call, path`cunpanExplain/${id}`, {}, 'cunpanExplain'),
  );
}

/** `course/list`. */
export function listCourses(
  call: Call,
  q: { start: number; limit: number; userId?: string | number | null },
): Promise<Page<CourseSummary>> {
  const query = { start: q.start, limit: q.limit, user_id: q.userId ?? '' };
  const searchJson = { association_id: ASSOCIATION_ID };
  return getPage<Wire.Course, CourseSummary>(
    call,
    'course/list',
    { query, searchJson },
    ['course_id'],
    toCourseSummary,
  );
}

/** `association/about/SZTX/{type}`: the pages of one about section. */
export function listAbout(call: Call, type: string): Promise<AboutEntry[]> {
  const endpoint = path`association/about/${ASSOCIATION_ID}/${type}`;
  return getMapped<Wire.AboutPage, AboutEntry>(call, endpoint, {}, ['id'], toAboutEntry);
}

/** `association/about/{id}`. */
export async function getAbout(call: Call, id: string | number): Promise<AboutEntry> {
  const endpoint = path`association/about/${id}`;
  return toAboutEntry(await getRecord<Wire.AboutPage>(call, endpoint, {}, 'association/about'));
}

/** `website/navigate`: header menu (INDEX) and friend links (FRIENDLINK). */
export function getNavigation(call: Call): Promise<NavLink[]> {
  const query = { association_id: ASSOCIATION_ID };
  const fields = ['name', 'url', 'type'];
  return getMapped<Wire.NavigateItem, NavLink>(
    call,
    'website/navigate',
    { query },
    fields,
    toNavLink,
  );
}

/** The site profile: footer info, logo and footer rows. */
export interface SiteProfile {
  info: SiteInfo | null;
  logo: string | null;
  rows: SiteFooterRow[];
}

/**
 * `website/profile`: entries 0, 1, 2 with `context` as JSON text. Read by position, so not
 * through `getList` (which skips an entry of the wrong shape and would shift the others).
 */
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
    return isRecordWith(entry) ? ((entry as Wire.ProfileEntry).context ?? null) : null;
  };
  const info = parseJsonText<unknown>(context(0), 'profile[0]');
  const logo = parseJsonText<unknown>(context(1), 'profile[1]');
  const rows = parseJsonText<unknown>(context(2), 'profile[2]');
  return {
    info: isRecordWith(info) ? toSiteInfo(info as Wire.FooterInfo) : null,
    logo: isRecordWith(logo, ['url']) ? String((logo as { url: unknown }).url) : null,
    rows: footerRows(rows),
  };
}

/** Footer rows: rows of the wrong shape are skipped, and links without a name and url. */
function footerRows(value: unknown): SiteFooterRow[] {
  if (!Array.isArray(value)) return [];
  return readRecords<Wire.FooterRow>(value, 'profile[2]', ['title']).map((row) => ({
    title: row.title,
    menu: Array.isArray(row.menu)
      ? row.menu
          .filter((link) => isRecordWith(link, ['name', 'url']))
          .map(({ name, url }) => ({ name, url }))
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

function flag(data: unknown, key: string): 0 | 1 {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : data;
  return Number(value) === 1 ? 1 : 0;
}

/** A reader of `article/{endpoint}/{userId}/{articleId}`: the 0/1 flag under `key`. */
const articleFlag =
  (endpoint: 'getLikeState' | 'getFavouriteState', key: string) =>
  async (call: Call, userId: string | number, articleId: string | number): Promise<0 | 1> =>
    flag(
      parseJsonText<unknown>(
        await getData(call, path`article/${endpoint}/${userId}/${articleId}`),
        `article/${endpoint}`,
      ),
      key,
    );

/** `article/getLikeState/{userId}/{articleId}`: 1 when the user has liked the article. */
export const getLikeState = articleFlag('getLikeState', 'likestate');

/** `article/getFavouriteState/{userId}/{articleId}`: 1 when favourited. */
export const getFavouriteState = articleFlag('getFavouriteState', 'state');
