import { useStore } from '@nanostores/react';
import { type ReactNode, type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { COMPANY_PAGE_SIZE, MEMBER_PAGE_SIZE } from '../../core/api/directory/reads';
import {
  type DirectoryFilters,
  type DirectoryTab,
  directoryQuery,
  parseDirectoryQuery,
} from '../../core/directory/directory';
import {
  createDirectory,
  type Directory as DirectoryStore,
  directorySources,
} from '../../core/directory/store';
import type { PagedState } from '../../core/load/query';
import { ROUTE_TABS } from '../page';
import { useFormStyles } from '../ui/form-styles';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { useLoadScope } from '../ui/scope';
import { EmptyState, ErrorState } from '../ui/states';
import { TABS_CSS, Tabs } from '../ui/Tabs';
import { useStyles } from '../ui/useStyles';
import {
  CardSkeleton,
  CompanyCard,
  MemberCard,
  type OpenCard,
  Pagination,
  SearchBox,
} from './cards';
import * as texts from './messages';
import { DIRECTORY_CSS } from './styles';

/** Props of the directory: the tab and its filters, controlled by the portal route or the element. */
export interface DirectoryProps {
  tab: DirectoryTab;
  /** Route query: `area`, `field`, `name`, `page` (companies); `ass_area`, `name`, `page` (members). */
  query: Record<string, string>;
  /** Asked to show another tab or filters (push; `replace` for corrections such as an unknown area). */
  onNavigate: (tab: DirectoryTab, query: Record<string, string>, replace?: boolean) => void;
  /** Fired before a card opens; return false to keep the link from opening. */
  onOpen?: OpenCard;
  /** The tabs are routes (the portal's page): the selected one names the browser tab too. */
  routeTabs?: boolean;
}

type PanelProps = DirectoryProps & {
  dir: DirectoryStore;
  filters: DirectoryFilters;
  top?: RefObject<HTMLElement | null>;
};

/** The count, the cards of one page (or loading, error, empty) and the pagination. */
function Results<T>(props: {
  kind: 'company' | 'member';
  state: PagedState<T>;
  loading: boolean;
  unit: string;
  empty: string;
  onRetry: () => void;
  card: (item: T, index: number) => ReactNode;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useText();
  const { state, loading } = props;
  return (
    <>
      <p className="dir-count" aria-live="polite">
        {loading ? '' : `${t(ui.total)} ${state.total} ${t(props.unit)}`}
      </p>
      {loading ? (
        <CardSkeleton count={6} kind={props.kind} />
      ) : state.status === 'error' ? (
        <ErrorState message={state.error} onRetry={props.onRetry} />
      ) : state.items.length === 0 ? (
        <EmptyState message={props.empty} />
      ) : (
        <ul className={`dir-grid dir-grid-${props.kind}`} part="list">
          {state.items.map(props.card)}
        </ul>
      )}
      <Pagination
        page={props.page}
        total={state.total}
        pageSize={props.pageSize}
        onPage={props.onPage}
      />
    </>
  );
}

function CompaniesPanel(props: PanelProps) {
  const { t } = useText();
  const { dir, filters } = props;
  const state = useStore(dir.companies.$state);
  const { district, industry } = useStore(dir.$view);
  const { districts = [], industries = [] } = useStore(dir.$options).data ?? {};

  const go = (next: Partial<DirectoryFilters>) =>
    props.onNavigate('companies', directoryQuery('companies', { ...filters, page: 1, ...next }));

  const loading = state.status === 'loading' || state.status === 'idle' || district === undefined;
  return (
    <div className="dir-panel">
      <div className="dir-filters">
        <label className="dir-select">
          <span>{t(texts.district)}</span>
          <select
            className="input"
            value={district ? String(district.id) : ''}
            onChange={(e) => {
              const d = districts.find((x) => String(x.id) === e.target.value);
              go({ area: d?.name });
            }}
          >
            <option value="">{t(texts.allDistricts)}</option>
            {districts.map((d) => (
              <option key={d.id} value={d.id}>
                {t(d.name)}
              </option>
            ))}
          </select>
        </label>
        <label className="dir-select">
          <span>{t(ui.industry)}</span>
          <select
            className="input"
            value={industry ? String(industry.id) : ''}
            onChange={(e) => go({ field: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">{t(texts.allIndustries)}</option>
            {industries.map((i) => (
              <option key={i.id} value={i.id}>
                {t(i.name)}
              </option>
            ))}
          </select>
        </label>
        <SearchBox
          label={texts.searchCompanyName}
          value={filters.name}
          onSearch={(name) => go({ name: name || undefined })}
        />
      </div>
      <Results
        kind="company"
        state={state}
        loading={loading}
        unit={texts.companiesUnit}
        empty={texts.noMatchingCompanies}
        onRetry={() => void dir.companies.retry()}
        card={(c, i) => <CompanyCard key={c.id ?? `x${i}`} company={c} onOpen={props.onOpen} />}
        page={filters.page}
        pageSize={COMPANY_PAGE_SIZE}
        onPage={(page) => {
          go({ page });
          scrollToTop(props.top);
        }}
      />
    </div>
  );
}

function MembersPanel(props: PanelProps) {
  const { t } = useText();
  const { dir, filters } = props;
  const state = useStore(dir.members.$state);
  const subAreaId = useStore(dir.$view).subArea?.id;
  const options = useStore(dir.$options);
  const subAreas = options.data?.subAreas ?? [];

  const go = (next: Partial<DirectoryFilters>) =>
    props.onNavigate(
      'members',
      directoryQuery('members', {
        ...filters,
        assArea: subAreaId !== undefined ? String(subAreaId) : undefined,
        page: 1,
        ...next,
      }),
    );

  const loading = state.status === 'loading' || state.status === 'idle';
  return (
    <div className="dir-panel">
      <div className="dir-filters dir-filters-members">
        {/* holds a row of buttons until the areas arrive: the search box below does not move */}
        <fieldset className={`dir-subareas${options.data ? '' : ' dir-subareas-wait'}`}>
          <legend className="sr-only">{t(texts.memberArea)}</legend>
          {subAreas.map((s) => (
            <button
              key={s.id}
              type="button"
              className={`dir-subarea ${s.id === subAreaId ? 'dir-subarea-on' : ''}`}
              aria-pressed={s.id === subAreaId}
              onClick={() => go({ assArea: String(s.id) })}
            >
              {t(s.name)}
            </button>
          ))}
        </fieldset>
        <SearchBox
          label={texts.searchMemberName}
          value={filters.name}
          onSearch={(name) => go({ name: name || undefined })}
        />
      </div>
      <Results
        kind="member"
        state={state}
        loading={loading}
        unit={texts.membersUnit}
        empty={texts.noMatchingMembers}
        onRetry={() => void dir.members.retry()}
        card={(m, i) => <MemberCard key={m.id ?? `x${i}`} member={m} onOpen={props.onOpen} />}
        page={filters.page}
        pageSize={MEMBER_PAGE_SIZE}
        onPage={(page) => {
          go({ page });
          scrollToTop(props.top);
        }}
      />
    </div>
  );
}

/** Brings the top of the directory into view when a new page is asked for below it. */
function scrollToTop(top: RefObject<HTMLElement | null> | undefined) {
  const el = top?.current;
  if (el && el.getBoundingClientRect().top < 0) el.scrollIntoView?.({ block: 'start' });
}

/** The directory: companies (district, industry, name) and members (sub-area, name), paged. */
export function Directory(props: DirectoryProps) {
  useFormStyles();
  useStyles(TABS_CSS, DIRECTORY_CSS);
  const top = useRef<HTMLElement | null>(null);
  const { t } = useText();
  // one store per directory: the options, the URL state matched against them, the two lists
  const scope = useLoadScope();
  const { tab, query, onNavigate } = props;
  const [dir] = useState(() => {
    const created = createDirectory(directorySources, scope);
    // rendered on the server, or from its HTML: the first view's values are there, shown at once
    if (scope.seed) void created.show(tab, query, (corrected) => onNavigate(tab, corrected, true));
    return created;
  });
  const options = useStore(dir.$options);
  const filters = useMemo(
    () => parseDirectoryQuery(props.tab, props.query),
    [props.tab, props.query],
  );
  // before paint, so the panels never show the previous query's state
  useLayoutEffect(() => {
    void dir.show(tab, query, (corrected) => onNavigate(tab, corrected, true));
  }, [dir, tab, query, onNavigate]);
  useLayoutEffect(() => () => dir.cancel(), [dir]);
  return (
    <section className="dir" aria-labelledby="dir-heading" ref={top}>
      <h1 id="dir-heading" className="dir-heading">
        {t(texts.companyMembers)}
      </h1>
      <Tabs
        label={t(texts.companyMembers)}
        idPrefix="dir"
        items={[
          { key: 'companies', label: t(ui.memberCompanies) },
          { key: 'members', label: t(ui.associationMember) },
        ]}
        value={props.tab}
        className={props.routeTabs ? ROUTE_TABS : undefined}
        onChange={(tab) => {
          if (tab !== props.tab) props.onNavigate(tab, {});
        }}
      />
      <div
        id="dir-panel"
        role="tabpanel"
        aria-labelledby={`dir-tab-${props.tab}`}
        className="dir-body"
      >
        {options.status === 'error' ? (
          <ErrorState message={options.error} onRetry={dir.retryOptions} />
        ) : props.tab === 'companies' ? (
          <CompaniesPanel {...props} dir={dir} filters={filters} top={top} />
        ) : (
          <MembersPanel {...props} dir={dir} filters={filters} top={top} />
        )}
      </div>
    </section>
  );
}
