import { useState } from 'react';
import type { ArticleSummary, ArticleType } from '../../../core/api/content/articles';
import { listPolicyTypes } from '../../../core/api/content/reads';
import type { CourseSummary, FileSummary } from '../../../core/api/content/records';
import {
  listPolicyPage,
  POLICY_PAGE_SIZE,
  type PolicyFilter,
  policyFilter,
  policyRoute,
} from '../../../core/content/policy';
import { buildPath, navigate } from '../../../core/router/router';
import type { PageProps } from '../../page';
import { useFormStyles } from '../../ui/form-styles';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import { useQuery } from '../../ui/query';
import { useStyles } from '../../ui/useStyles';
import * as texts from '../messages';
import { ArticleTile, CourseTile, FileRow, PagedList } from '../parts/cards';
import { SERVICE_LABELS } from '../parts/common';
import { POLICY, PolicySearchForm, TabbedPage } from '../parts/frames';

/** Service-type filter of the special services tab. */
export const SERVICE_FILTERS: Array<{ type: ArticleType; label: string }> = [
  { type: 'service', label: texts.all },
  ...Object.entries(SERVICE_LABELS).map(([type, { label }]) => ({
    type: type as ArticleType,
    label,
  })),
];

function Chips<K extends string>(props: {
  label: string;
  items: Array<{ key: K; label: string }>;
  value: K;
  onChange: (key: K) => void;
}) {
  const { t } = useText();
  return (
    <fieldset className="pl-chips">
      <legend className="sr-only">{t(props.label)}</legend>
      {props.items.map((item) => (
        <button
          key={item.key}
          type="button"
          className={`pl-chip ${item.key === props.value ? 'pl-chip-on' : ''}`}
          aria-pressed={item.key === props.value}
          onClick={() => props.onChange(item.key)}
        >
          {t(item.label)}
        </button>
      ))}
    </fieldset>
  );
}

/** Pushes the route of `filter` with `changes` (a new filter starts on page 1). */
function show(filter: PolicyFilter, changes: Partial<PolicyFilter>): void {
  const { path, query } = policyRoute({ ...filter, page: 1, ...changes });
  navigate(buildPath(path, query));
}

/**
 * `/policy/{active}?keyword=&service=&type=&page=`: announcements, course classroom, special
 * services, policy documents; the filters and the page are in the route (Back comes back to them).
 */
export default function PolicyPage({ params, query }: PageProps) {
  useFormStyles();
  useStyles(CSS);
  const filter = policyFilter(params.active, query);
  const { active, keyword, service, fileType, page } = filter;
  const [draft, setDraft] = useState(keyword);
  const [forKeyword, setForKeyword] = useState(keyword);
  if (forKeyword !== keyword) {
    // Back or a link to another keyword: the box shows it
    setForKeyword(keyword);
    setDraft(keyword);
  }
  const size = POLICY_PAGE_SIZE[active];
  const types = useQuery(['content', 'policy-types', active], (call) =>
    active === '3' ? listPolicyTypes(call) : Promise.resolve([]),
  );
  const state = useQuery(['content', 'policy', filter], (call) => listPolicyPage(call, filter));

  return (
    <TabbedPage page={POLICY} value={active} panelClass="pl-panel">
      {active !== '1' ? (
        <PolicySearchForm
          id="pl-q"
          className="row pl-search"
          tab={active}
          label={texts.keyword}
          placeholder={texts.enterKeywordToSearch}
          value={draft}
          onChange={setDraft}
          keep={policyRoute({ ...filter, keyword: '', page: 1 }).query}
        />
      ) : null}
      {active === '2' ? (
        <Chips
          label={texts.serviceType}
          items={SERVICE_FILTERS.map((f) => ({ key: f.type, label: f.label }))}
          value={service}
          onChange={(next) => show(filter, { service: next })}
        />
      ) : null}
      {active === '3' && types.data?.length ? (
        <Chips
          label={texts.fileType}
          items={[
            { key: '', label: texts.all },
            ...types.data.map((x) => ({ key: x.id, label: x.name })),
          ]}
          value={fileType}
          onChange={(next) => show(filter, { fileType: next })}
        />
      ) : null}
      <PagedList
        state={state}
        page={page}
        pageSize={size}
        onPage={(n) => show(filter, { page: n })}
        empty={keyword ? texts.noMatches : ui.noContent}
      >
        {(items) =>
          active === '1' ? (
            <div className="ct-grid">
              {(items as CourseSummary[]).map((c) => (
                <CourseTile key={c.id} course={c} />
              ))}
            </div>
          ) : active === '2' ? (
            <div className="ct-grid">
              {(items as ArticleSummary[]).map((a) => (
                <ArticleTile key={a.id} article={a} tag />
              ))}
            </div>
          ) : (
            <ul className="ct-list ct-card pl-files">
              {(items as FileSummary[]).map((f) => (
                <FileRow key={f.id} file={f} />
              ))}
            </ul>
          )
        }
      </PagedList>
    </TabbedPage>
  );
}

const CSS = /* css */ `
.pl-panel { display: grid; gap: 16px; }
.pl-search { max-width: 520px; }
.pl-chips { border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 8px; }
.pl-chip { padding: 6px 14px; border-radius: calc(var(--sztx-radius) * 2); border: 1px solid var(--sztx-border); background: var(--sztx-surface); cursor: pointer; font: inherit; font-size: 14px; color: var(--sztx-text); }
.pl-chip:hover { border-color: var(--sztx-primary); color: var(--sztx-primary); }
.pl-chip-on { background: var(--sztx-primary); border-color: var(--sztx-primary); color: var(--sztx-on-primary); }
.pl-chip-on:hover { color: var(--sztx-on-primary); }
.pl-files { padding: 4px 16px; }
`;
