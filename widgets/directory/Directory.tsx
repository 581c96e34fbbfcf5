import { useStore } from '@nanostores/react';
import {
  type FormEvent,
  type MouseEvent,
  type RefObject,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  COMPANY_PAGE_SIZE,
  companyTag,
  listAreas,
  listDirectoryCompanies,
  listDirectoryMembers,
  listIndustries,
  listSubAreas,
  MEMBER_PAGE_SIZE,
  memberInitial,
} from '../../core/api/directory';
import { errorMessage } from '../../core/api/errors';
import type {
  AreaItem,
  CompanyListItem,
  DirectoryMember,
  Industry,
  SubArea,
} from '../../core/api/types';
import { imageUrl } from '../../core/config/config';
import {
  createPager,
  type DirectoryFilters,
  type DirectoryTab,
  directoryQuery,
  pageCount,
  pageList,
  parseDirectoryQuery,
  resolveDistrict,
  resolveSubArea,
} from '../../core/directory/directory';
import { toTraditional } from '../../core/language/language';
import { $portalActive, portalHref } from '../../core/router/router';
import { useText } from '../ui/i18n';
import { EmptyState, ErrorState } from '../ui/states';
import { TABS_CSS, Tabs } from '../ui/Tabs';
import { useStyles } from '../ui/useStyles';

/** Props of the directory: the tab and its filters, controlled by the portal route or the element. */
export interface DirectoryProps {
  tab: DirectoryTab;
  /** Route query: `area`, `field`, `name`, `page` (companies); `ass_area`, `name`, `page` (members). */
  query: Record<string, string>;
  /** Asked to show another tab or filters (push; `replace` for corrections such as an unknown area). */
  onNavigate: (tab: DirectoryTab, query: Record<string, string>, replace?: boolean) => void;
  /** Fired before a card opens; return false to keep the link from opening. */
  onOpen?: (kind: 'company' | 'member', id: number, name: string) => boolean;
}

type PanelProps = DirectoryProps & {
  options: Options;
  filters: DirectoryFilters;
  top?: RefObject<HTMLElement | null>;
};

interface Options {
  districts: AreaItem[];
  industries: Industry[];
  subAreas: SubArea[];
  status: 'loading' | 'ready' | 'error';
  error: string | null;
}

/** Districts, industries and sub-areas, loaded once per directory. */
function useOptions(): [Options, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Options>({
    districts: [],
    industries: [],
    subAreas: [],
    status: 'loading',
    error: null,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    setState((s) => ({ ...s, status: 'loading', error: null }));
    Promise.all([
      listAreas(undefined, { signal }),
      listIndustries({ signal }),
      listSubAreas({ signal }),
    ])
      .then(([districts, industries, subAreas]) => {
        if (!signal.aborted)
          setState({ districts, industries, subAreas, status: 'ready', error: null });
      })
      .catch((error: unknown) => {
        if (!signal.aborted)
          setState((s) => ({
            ...s,
            status: 'error',
            error: errorMessage(error, '載入失敗，請重試'),
          }));
      });
    return () => controller.abort();
  }, [attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}

/** Pagination: previous, numbered pages with gaps, next. */
function Pagination(props: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useText();
  const count = pageCount(props.total, props.pageSize);
  if (count <= 1) return null;
  return (
    <nav className="dir-pager" aria-label={t('分頁')} part="pagination">
      <button
        type="button"
        className="dir-page"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        {t('上一頁')}
      </button>
      {pageList(props.page, count).map((p, i) =>
        p === '…' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
          <span key={`gap-${i}`} className="dir-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={`dir-page ${p === props.page ? 'dir-page-current' : ''}`}
            aria-current={p === props.page ? 'page' : undefined}
            aria-label={`${t('第')} ${p} ${t('頁')}`}
            onClick={() => props.onPage(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className="dir-page"
        disabled={props.page >= count}
        onClick={() => props.onPage(props.page + 1)}
      >
        {t('下一頁')}
      </button>
    </nav>
  );
}

function SearchBox(props: {
  label: string;
  value: string | undefined;
  onSearch: (v: string) => void;
}) {
  const { t } = useText();
  const [text, setText] = useState(props.value ?? '');
  useEffect(() => setText(props.value ?? ''), [props.value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSearch(text.trim());
  };
  return (
    <form className="dir-search" onSubmit={submit}>
      <label className="sr-only" htmlFor={`dir-search-${props.label}`}>
        {t(props.label)}
      </label>
      <input
        id={`dir-search-${props.label}`}
        className="input"
        type="search"
        value={text}
        placeholder={t(props.label)}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn btn-primary">
        {t('搜尋')}
      </button>
    </form>
  );
}

function CardSkeleton({ count, kind }: { count: number; kind: 'company' | 'member' }) {
  return (
    <ul className={`dir-grid dir-grid-${kind}`} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={i} className="dir-card dir-card-skeleton">
          <div className="skeleton dir-logo" />
          <div className="dir-card-body">
            <div className="skeleton" style={{ height: 16, width: '80%' }} />
            <div className="skeleton" style={{ height: 12, width: '50%', marginTop: 10 }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A card that links to a detail page when it has an id; nothing happens without one. */
function CardLink(props: {
  href: string | null;
  onClick: (e: MouseEvent) => void;
  children: React.ReactNode;
}) {
  const portal = useStore($portalActive);
  if (!props.href) return <div className="dir-card-inner">{props.children}</div>;
  return (
    <a
      className="dir-card-inner"
      href={props.href}
      target={portal ? undefined : '_top'}
      onClick={props.onClick}
    >
      {props.children}
    </a>
  );
}

function CompanyCard(props: { company: CompanyListItem; onOpen: DirectoryProps['onOpen'] }) {
  const { t } = useText();
  const c = props.company;
  const tag = companyTag(c.islisting);
  const id = Number(c.company_id);
  const hasId = Number.isFinite(id) && id > 0;
  const name = c.company_name ?? '';
  return (
    <li className="dir-card" part="company">
      <CardLink
        href={hasId ? portalHref(`/company/${id}`) : null}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          if (props.onOpen && !props.onOpen('company', id, name)) e.preventDefault();
        }}
      >
        <span className="dir-logo-wrap">
          {c.company_logo ? (
            <img className="dir-logo" src={imageUrl(c.company_logo)} alt="" loading="lazy" />
          ) : (
            <span className="dir-logo dir-logo-empty" aria-hidden="true">
              {Array.from(name)[0] ?? ''}
            </span>
          )}
          {tag ? (
            <span
              className={`dir-tag dir-tag-${tag}`}
              title={t(tag === 'C' ? '上市企業' : '掛牌企業')}
            >
              {tag}
            </span>
          ) : null}
        </span>
        <span className="dir-card-body">
          <span className="dir-name">{t(name)}</span>
          <span className="dir-meta">
            {[c.industry_name, c.area_name].filter(Boolean).map((v) => (
              <span key={v} className="dir-chip">
                {t(v!)}
              </span>
            ))}
          </span>
          {c.main_businee ? <span className="dir-desc">{t(c.main_businee)}</span> : null}
        </span>
      </CardLink>
    </li>
  );
}

function MemberCard(props: { member: DirectoryMember; onOpen: DirectoryProps['onOpen'] }) {
  const { t } = useText();
  const m = props.member;
  const id = Number(m.member_id);
  const hasId = Number.isFinite(id) && id > 0;
  const name = m.really_name ?? '';
  return (
    <li className="dir-card" part="member">
      <CardLink
        href={hasId ? portalHref(`/member_details/${id}`) : null}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          if (props.onOpen && !props.onOpen('member', id, name)) e.preventDefault();
        }}
      >
        <span className="dir-avatar" aria-hidden="true">
          {t(memberInitial(name))}
        </span>
        <span className="dir-card-body">
          <span className="dir-name">{t(name)}</span>
          <span className="dir-meta">{m.position ? <span>{t(m.position)}</span> : null}</span>
          {m.company_name ? <span className="dir-desc">{t(m.company_name)}</span> : null}
        </span>
      </CardLink>
    </li>
  );
}

function CompaniesPanel(props: PanelProps) {
  const { t } = useText();
  const { options, filters } = props;
  const pager = useMemo(
    () =>
      createPager<CompanyListItem, { districtId?: number; industryId?: number; name?: string }>(
        async (f, start, limit, signal) =>
          listDirectoryCompanies({
            start,
            limit,
            signal,
            districtId: f.districtId,
            industryId: f.industryId,
            name: f.name ? await toTraditional(f.name) : undefined,
          }),
        COMPANY_PAGE_SIZE,
      ),
    [],
  );
  const state = useStore(pager.$state);
  // the `area` query names a district (original, Traditional or Simplified); no match clears it
  const ready = options.status === 'ready';
  const exact = !filters.area ? null : options.districts.find((d) => d.name === filters.area);
  const [converted, setConverted] = useState<{ area: string; d: AreaItem | null } | null>(null);
  const { onNavigate } = props;
  useEffect(() => {
    const area = filters.area;
    if (!ready || !area || exact) return;
    let live = true;
    void resolveDistrict(area, options.districts, toTraditional).then((d) => {
      if (!live) return;
      setConverted({ area, d });
      if (!d)
        onNavigate('companies', directoryQuery('companies', { ...filters, area: undefined }), true);
    });
    return () => {
      live = false;
    };
  }, [ready, exact, filters, options.districts, onNavigate]);
  const district: AreaItem | null | undefined = !ready
    ? undefined
    : exact !== undefined
      ? exact
      : converted && converted.area === filters.area
        ? converted.d
        : undefined;

  const industry = options.industries.find((i) => i.industry_id === filters.field);
  const districtId = district?.id;
  const industryId = industry?.industry_id;
  useEffect(() => {
    if (district === undefined) return;
    if (filters.area && !district) return; // the URL is being corrected
    void pager.load(
      {
        ...(districtId !== undefined ? { districtId } : {}),
        ...(industryId !== undefined ? { industryId } : {}),
        ...(filters.name ? { name: filters.name } : {}),
      },
      filters.page,
    );
  }, [pager, district, districtId, industryId, filters.name, filters.page, filters.area]);
  useEffect(() => () => pager.cancel(), [pager]);

  const go = (next: Partial<DirectoryFilters>) =>
    props.onNavigate('companies', directoryQuery('companies', { ...filters, page: 1, ...next }));

  const loading = state.status === 'loading' || state.status === 'idle' || district === undefined;
  return (
    <div className="dir-panel">
      <div className="dir-filters">
        <label className="dir-select">
          <span>{t('所在區域')}</span>
          <select
            className="input"
            value={district ? String(district.id) : ''}
            onChange={(e) => {
              const d = options.districts.find((x) => String(x.id) === e.target.value);
              go({ area: d?.name });
            }}
          >
            <option value="">{t('全部區域')}</option>
            {options.districts.map((d) => (
              <option key={d.id} value={d.id}>
                {t(d.name)}
              </option>
            ))}
          </select>
        </label>
        <label className="dir-select">
          <span>{t('所屬行業')}</span>
          <select
            className="input"
            value={industry ? String(industry.industry_id) : ''}
            onChange={(e) => go({ field: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">{t('全部行業')}</option>
            {options.industries.map((i) => (
              <option key={i.industry_id} value={i.industry_id}>
                {t(i.industry_name)}
              </option>
            ))}
          </select>
        </label>
        <SearchBox
          label="搜尋企業名稱"
          value={filters.name}
          onSearch={(name) => go({ name: name || undefined })}
        />
      </div>
      <p className="dir-count" aria-live="polite">
        {loading ? '' : `${t('共')} ${state.total} ${t('家企業')}`}
      </p>
      {loading ? (
        <CardSkeleton count={6} kind="company" />
      ) : state.status === 'error' ? (
        <ErrorState
          message={state.error ?? '載入失敗，請重試'}
          onRetry={() => void pager.retry()}
        />
      ) : state.items.length === 0 ? (
        <EmptyState message="沒有符合條件的企業" />
      ) : (
        <ul className="dir-grid dir-grid-company" part="list">
          {state.items.map((c, i) => (
            <CompanyCard key={c.company_id ?? `x${i}`} company={c} onOpen={props.onOpen} />
          ))}
        </ul>
      )}
      <Pagination
        page={filters.page}
        total={state.total}
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
  const { options, filters } = props;
  const pager = useMemo(
    () =>
      createPager<DirectoryMember, { subAreaId?: number; name?: string }>(
        async (f, start, limit, signal) =>
          listDirectoryMembers({
            start,
            limit,
            signal,
            subAreaId: f.subAreaId,
            name: f.name ? await toTraditional(f.name) : undefined,
          }),
        MEMBER_PAGE_SIZE,
      ),
    [],
  );
  const state = useStore(pager.$state);
  const subArea = resolveSubArea(filters.assArea, options.subAreas);
  const subAreaId = subArea?.ass_area_id;
  const ready = options.status === 'ready';
  useEffect(() => {
    if (!ready) return;
    void pager.load(
      {
        ...(subAreaId !== undefined ? { subAreaId } : {}),
        ...(filters.name ? { name: filters.name } : {}),
      },
      filters.page,
    );
  }, [pager, ready, subAreaId, filters.name, filters.page]);
  useEffect(() => () => pager.cancel(), [pager]);

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
        <fieldset className="dir-subareas">
          <legend className="sr-only">{t('會員分區')}</legend>
          {options.subAreas.map((s) => (
            <button
              key={s.ass_area_id}
              type="button"
              className={`dir-subarea ${s.ass_area_id === subAreaId ? 'dir-subarea-on' : ''}`}
              aria-pressed={s.ass_area_id === subAreaId}
              onClick={() => go({ assArea: String(s.ass_area_id) })}
            >
              {t(s.area)}
            </button>
          ))}
        </fieldset>
        <SearchBox
          label="搜尋會員姓名"
          value={filters.name}
          onSearch={(name) => go({ name: name || undefined })}
        />
      </div>
      <p className="dir-count" aria-live="polite">
        {loading ? '' : `${t('共')} ${state.total} ${t('位會員')}`}
      </p>
      {loading ? (
        <CardSkeleton count={6} kind="member" />
      ) : state.status === 'error' ? (
        <ErrorState
          message={state.error ?? '載入失敗，請重試'}
          onRetry={() => void pager.retry()}
        />
      ) : state.items.length === 0 ? (
        <EmptyState message="沒有符合條件的會員" />
      ) : (
        <ul className="dir-grid dir-grid-member" part="list">
          {state.items.map((m, i) => (
            <MemberCard key={m.member_id ?? `x${i}`} member={m} onOpen={props.onOpen} />
          ))}
        </ul>
      )}
      <Pagination
        page={filters.page}
        total={state.total}
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
  useStyles(TABS_CSS, DIRECTORY_CSS);
  const top = useRef<HTMLElement | null>(null);
  const { t } = useText();
  const [options, retryOptions] = useOptions();
  const filters = useMemo(
    () => parseDirectoryQuery(props.tab, props.query),
    [props.tab, props.query],
  );
  return (
    <section className="dir" aria-labelledby="dir-heading" ref={top}>
      <h1 id="dir-heading" className="dir-heading">
        {t('企業會員')}
      </h1>
      <Tabs
        label={t('企業會員')}
        idPrefix="dir"
        items={[
          { key: 'companies', label: t('會員企業') },
          { key: 'members', label: t('協會會員') },
        ]}
        value={props.tab}
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
          <ErrorState message={options.error ?? '載入失敗，請重試'} onRetry={retryOptions} />
        ) : props.tab === 'companies' ? (
          <CompaniesPanel {...props} options={options} filters={filters} top={top} />
        ) : (
          <MembersPanel {...props} options={options} filters={filters} top={top} />
        )}
      </div>
    </section>
  );
}

/** Styles of the directory. */
export const DIRECTORY_CSS = /* css */ `
.dir { display: grid; gap: 16px; container-type: inline-size; }
.dir-heading { font-size: 22px; font-weight: 700; padding-left: 10px; border-left: 4px solid var(--sztx-primary); line-height: 1.3; }
.dir-body { display: grid; gap: 14px; }
.dir-panel { display: grid; gap: 14px; }
.dir-filters { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; padding: 14px; background: var(--sztx-surface); border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); min-width: 0; }
.dir-select { display: grid; gap: 4px; font-size: 13px; color: var(--sztx-text-muted); min-width: 160px; }
.dir-select select { min-width: 160px; background: var(--sztx-surface); color: var(--sztx-text); }
.dir-search { display: flex; gap: 8px; flex: 1 1 260px; }
.dir-search .input { background: var(--sztx-surface); min-width: 0; }
.dir-filters-members { align-items: center; }
.dir-subareas { display: flex; flex-wrap: wrap; gap: 8px; border: 0; padding: 0; margin: 0; flex: 1 1 100%; min-width: 0; min-inline-size: 0; }
.dir-subarea { min-height: 36px; padding: 0 14px; border-radius: 999px; border: 1px solid var(--sztx-border); background: var(--sztx-surface); font-size: 14px; }
.dir-subarea:hover { border-color: var(--sztx-primary); color: var(--sztx-primary); }
.dir-subarea-on, .dir-subarea-on:hover { background: var(--sztx-primary); border-color: var(--sztx-primary); color: #fff; }
.dir-count { font-size: 13px; color: var(--sztx-text-muted); min-height: 1.6em; }
.dir-grid { display: grid; gap: 14px; grid-template-columns: repeat(3, minmax(0, 1fr)); }
.dir-grid-member { grid-template-columns: repeat(3, minmax(0, 1fr)); }
.dir-card { background: var(--sztx-surface); border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); transition: box-shadow .15s, border-color .15s; min-width: 0; }
.dir-card:hover { box-shadow: 0 4px 16px rgba(0,0,0,.08); border-color: var(--sztx-primary-soft); }
.dir-card-inner, .dir-card-skeleton { display: flex; gap: 14px; padding: 14px; align-items: flex-start; height: 100%; }
.dir-logo-wrap { position: relative; flex: none; }
.dir-logo { width: 64px; height: 64px; border-radius: 10px; object-fit: cover; background: var(--sztx-surface-alt); display: grid; place-items: center; font-size: 26px; font-weight: 700; color: var(--sztx-text-muted); }
.dir-tag { position: absolute; right: -6px; top: -6px; width: 22px; height: 22px; border-radius: 50%; display: grid; place-items: center; font: 700 12px/1 Arial, sans-serif; color: #fff; background: var(--sztx-primary); border: 2px solid var(--sztx-surface); }
.dir-tag-T { background: var(--sztx-accent); }
.dir-avatar { flex: none; width: 56px; height: 56px; border-radius: 50%; display: grid; place-items: center; font-size: 24px; font-weight: 700; color: #fff; background: linear-gradient(135deg, var(--sztx-primary), var(--sztx-accent)); }
.dir-card-body { display: grid; gap: 6px; min-width: 0; flex: 1; }
.dir-name { font-weight: 600; font-size: 16px; line-height: 1.4; overflow-wrap: anywhere; }
.dir-card-inner:hover .dir-name { color: var(--sztx-primary); }
.dir-meta { display: flex; flex-wrap: wrap; gap: 6px; font-size: 13px; color: var(--sztx-text-muted); }
.dir-chip { padding: 0 8px; border-radius: 4px; background: var(--sztx-surface-alt); }
.dir-desc { font-size: 13px; color: var(--sztx-text-muted); display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.dir-pager { display: flex; flex-wrap: wrap; justify-content: center; gap: 6px; padding-top: 6px; }
.dir-page { min-width: 40px; min-height: 40px; padding: 0 10px; border: 1px solid var(--sztx-border); border-radius: 6px; background: var(--sztx-surface); font-size: 14px; }
.dir-page:hover:not(:disabled) { border-color: var(--sztx-primary); color: var(--sztx-primary); }
.dir-page:disabled { opacity: .5; cursor: not-allowed; }
.dir-page-current, .dir-page-current:hover:not(:disabled) { background: var(--sztx-primary); border-color: var(--sztx-primary); color: #fff; }
.dir-gap { align-self: center; color: var(--sztx-text-muted); padding: 0 2px; }
@container (max-width: 900px) { .dir-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@container (max-width: 600px) {
  .dir-grid, .dir-grid-member { grid-template-columns: minmax(0, 1fr); gap: 10px; }
  .dir-filters { padding: 10px; gap: 10px; }
  .dir-select { flex: 1 1 calc(50% - 10px); min-width: 0; }
  .dir-select select { min-width: 0; }
  .dir-search { flex-basis: 100%; }
  .dir-subareas { flex-wrap: nowrap; overflow-x: auto; padding-bottom: 4px; }
  .dir-subarea { flex: none; }
  .dir-logo { width: 52px; height: 52px; }
  .dir-card-inner { padding: 12px; gap: 12px; }
  .dir-page:not(.dir-page-current):not(:first-child):not(:last-child) { display: none; }
  .dir-gap { display: none; }
}
`;
