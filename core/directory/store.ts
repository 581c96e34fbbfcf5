import { atom, type ReadableAtom } from 'nanostores';
import {
  COMPANY_PAGE_SIZE,
  listAreas,
  listDirectoryCompanies,
  listDirectoryMembers,
  listIndustries,
  listSubAreas,
  MEMBER_PAGE_SIZE,
} from '../api/directory/reads';
import type { Area, CompanySummary, FilterOption, MemberSummary } from '../api/directory/records';
import { toTraditional } from '../language/language';
import { createPagedQuery, type PagedQuery, type PageFetcher } from '../load/paged';
import { createQuery, type QueryState } from '../load/query';
import type { LoadContext, LoadScope } from '../load/run';
import {
  type DirectoryFilters,
  type DirectoryTab,
  directoryQuery,
  parseDirectoryQuery,
  resolveDistrict,
  resolveSubArea,
} from './directory';

/** The choices of the directory's filters, loaded once. */
export interface DirectoryOptions {
  districts: Area[];
  industries: FilterOption[];
  subAreas: FilterOption[];
}

/** What a company page is fetched by (ids resolved from the URL's names). */
export interface CompanyFilter {
  districtId?: number;
  industryId?: number;
  name?: string;
}

/** What a member page is fetched by. */
export interface MemberFilter {
  subAreaId?: number;
  name?: string;
}

/** The directory's URL state, with its names matched against the options. */
export interface DirectoryView {
  tab: DirectoryTab;
  filters: DirectoryFilters;
  /** The district of `area`: undefined while the options load or the name is being matched. */
  district: Area | null | undefined;
  industry: FilterOption | undefined;
  /** The selected sub-area (the first when none is asked for). */
  subArea: FilterOption | null;
}

/** Where the directory's data comes from (injectable for tests). */
export interface DirectorySources {
  loadOptions(context: LoadContext): Promise<DirectoryOptions>;
  companies: PageFetcher<CompanySummary, CompanyFilter>;
  members: PageFetcher<MemberSummary, MemberFilter>;
  toTraditional(text: string): Promise<string>;
}

const searchName = (name: string | undefined) => (name ? toTraditional(name) : undefined);

/** The directory's data from the API (the client is each load's). */
export const directorySources: DirectorySources = {
  loadOptions: async (call) => {
    const [districts, industries, subAreas] = await Promise.all([
      listAreas(call),
      listIndustries(call),
      listSubAreas(call),
    ]);
    return { districts, industries, subAreas };
  },
  companies: async (page, f, call) =>
    listDirectoryCompanies(call, { ...page, ...f, name: await searchName(f.name) }),
  members: async (page, f, call) =>
    listDirectoryMembers(call, { ...page, ...f, name: await searchName(f.name) }),
  toTraditional,
};

/** The resource the directory's keys and lists name (what `invalidate` reloads). */
const DIRECTORY = 'directory';

/** Called with a corrected route query when `area` names no district (the URL is replaced). */
export type ReplaceQuery = (query: Record<string, string>) => void;

/** The directory store: options, the URL state matched against them, and the two lists. */
export interface Directory {
  $options: ReadableAtom<QueryState<DirectoryOptions>>;
  $view: ReadableAtom<DirectoryView>;
  companies: PagedQuery<CompanySummary, CompanyFilter>;
  members: PagedQuery<MemberSummary, MemberFilter>;
  /** Shows a tab with its route query and loads the page it names (once the options are in). */
  show(
    tab: DirectoryTab,
    query: Record<string, string | undefined>,
    replace: ReplaceQuery,
  ): Promise<void>;
  /** Loads the options again after an error. */
  retryOptions(): void;
  cancel(): void;
}

/** The directory's stores over `sources`; `scope` is the element's (see `LoadScope`). */
export function createDirectory(sources: DirectorySources, scope: LoadScope): Directory {
  const options = createQuery<DirectoryOptions>(
    (_, context) => sources.loadOptions(context),
    scope,
  );
  const companies = createPagedQuery(DIRECTORY, sources.companies, COMPANY_PAGE_SIZE, scope);
  const members = createPagedQuery(DIRECTORY, sources.members, MEMBER_PAGE_SIZE, scope);
  const $view = atom<DirectoryView>({
    tab: 'companies',
    filters: { page: 1 },
    district: undefined,
    industry: undefined,
    subArea: null,
  });
  let run = 0;
  let optionsLoad: Promise<void> | undefined;
  let shown: Parameters<Directory['show']> | undefined;
  let matched: { area: string; district: Area | null } | undefined;
  let loaded = ''; // the tab, filter and page last loaded: an unchanged query does not reload

  function loadOnce(key: string, load: () => Promise<void>) {
    if (key === loaded) return;
    loaded = key;
    void load();
  }

  async function show(...args: Parameters<Directory['show']>): Promise<void> {
    const [tab, query, replace] = args;
    const current = ++run;
    if (shown?.[0] !== tab) loaded = '';
    shown = args;
    const filters = parseDirectoryQuery(tab, query);
    const unresolved = { tab, filters, district: undefined, industry: undefined, subArea: null };
    if (options.$state.get().status !== 'ready') {
      $view.set(unresolved);
      optionsLoad ??= options.load([DIRECTORY, 'options']);
      // seeded (a server render's values): ready at once, and the list's load follows in the
      // same render
      if (options.$state.get().status !== 'ready') await optionsLoad;
      if (current !== run) return;
    }
    const opts = options.$state.get().data;
    if (!opts || options.$state.get().status !== 'ready') return;
    if (tab === 'members') {
      const subArea = resolveSubArea(filters.assArea, opts.subAreas);
      $view.set({ ...unresolved, subArea });
      const f: MemberFilter = {
        ...(subArea ? { subAreaId: subArea.id } : {}),
        ...(filters.name ? { name: filters.name } : {}),
      };
      loadOnce(`m${JSON.stringify([f, filters.page])}`, () => members.load(f, filters.page));
      return;
    }
    const industry = opts.industries.find((i) => i.id === filters.field);
    // `area` names a district in its original, Traditional or Simplified form
    const area = filters.area;
    let district: Area | null | undefined = !area
      ? null
      : (opts.districts.find((d) => d.name === area) ??
        (matched?.area === area ? matched.district : undefined));
    $view.set({ ...unresolved, district, industry });
    if (district === undefined && area) {
      district = await resolveDistrict(area, opts.districts, sources.toTraditional);
      matched = { area, district };
      if (current !== run) return;
      $view.set({ ...$view.get(), district });
    }
    if (area && !district) {
      // no district matches: the filter is cleared
      replace(directoryQuery('companies', { ...filters, area: undefined }));
      return;
    }
    const f: CompanyFilter = {
      ...(district ? { districtId: district.id } : {}),
      ...(industry ? { industryId: industry.id } : {}),
      ...(filters.name ? { name: filters.name } : {}),
    };
    loadOnce(`c${JSON.stringify([f, filters.page])}`, () => companies.load(f, filters.page));
  }

  return {
    $options: options.$state,
    $view,
    companies,
    members,
    show,
    retryOptions() {
      optionsLoad = options.retry();
      if (shown) void show(...shown);
    },
    cancel() {
      run++;
      loaded = '';
      if (options.$state.get().status !== 'ready') optionsLoad = undefined;
      options.cancel();
      companies.cancel();
      members.cancel();
    },
  };
}
