import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { listPolicyTypes } from '../../../core/api/content';
import type { ArticleType } from '../../../core/api/wire/content';
import {
  createPolicyFilters,
  listPolicyPage,
  POLICY_PAGE_SIZE,
} from '../../../core/content/policy';
import { buildPath, navigate } from '../../../core/router/router';
import type { PageProps } from '../../page';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import { SearchForm } from '../../ui/SearchForm';
import { TABS_CSS, Tabs } from '../../ui/Tabs';
import { useResource } from '../../ui/useResource';
import { useStyles } from '../../ui/useStyles';
import * as texts from '../messages';
import { ArticleTile, CourseTile, FileRow, PagedList } from '../parts/cards';
import { CONTENT_CSS } from '../parts/common';

const TABS = [
  { key: '0', label: texts.associationNotices },
  { key: '1', label: texts.courseRoom },
  { key: '2', label: texts.specialServices },
  { key: '3', label: texts.policyFiles },
] as const;

/** Service-type filter of the special services tab. */
export const SERVICE_FILTERS: Array<{ type: ArticleType; label: string }> = [
  { type: 'service', label: texts.all },
  { type: 'ZXXX', label: texts.businessManagement },
  { type: 'CASE', label: texts.legalServices },
  { type: 'QTFW', label: texts.healthServices },
  { type: 'CWZX', label: texts.taxAdvice },
  { type: 'PPWZ', label: texts.brandServices },
  { type: 'FYWZ', label: texts.epidemicZone },
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

/** `/policy/{active}?keyword=`: announcements, course classroom, special services, policy documents. */
export default function PolicyPage({ params, query }: PageProps) {
  useStyles(CONTENT_CSS, TABS_CSS, CSS);
  const { t } = useText();
  const [policy] = useState(createPolicyFilters);
  useStore(policy.$choice);
  const filter = policy.filter(params.active, query.keyword);
  const { active, keyword, service, fileType, page } = filter;
  const [draft, setDraft] = useState(keyword);
  const size = POLICY_PAGE_SIZE[active];
  const types = useResource(
    (signal) => (active === '3' ? listPolicyTypes({ signal }) : Promise.resolve([])),
    [active],
  );
  const state = useResource(
    (signal) => listPolicyPage(filter, signal),
    [active, page, keyword, service, fileType],
  );

  const search = (
    <SearchForm
      id="pl-q"
      className="row pl-search"
      label={texts.keyword}
      placeholder={texts.enterKeywordToSearch}
      value={draft}
      onChange={setDraft}
      onSubmit={() =>
        navigate(buildPath(`/policy/${active}`, { keyword: draft.trim() || undefined }))
      }
    />
  );

  return (
    <div className="wrap page ct-page">
      <h1 className="page-title">{t(texts.policyAndServices)}</h1>
      <Tabs
        label={t(texts.policyAndServices)}
        idPrefix="policy"
        items={TABS.map((x) => ({ key: x.key, label: t(x.label) }))}
        value={active}
        onChange={(key) => navigate(`/policy/${key}`)}
      />
      <div
        id="policy-panel"
        role="tabpanel"
        aria-labelledby={`policy-tab-${active}`}
        className="pl-panel"
      >
        {active !== '1' ? search : null}
        {active === '2' ? (
          <Chips
            label={texts.serviceType}
            items={SERVICE_FILTERS.map((f) => ({ key: f.type, label: f.label }))}
            value={service}
            onChange={policy.setService}
          />
        ) : null}
        {active === '3' && types.data?.length ? (
          <Chips
            label={texts.fileType}
            items={[
              { key: '', label: texts.all },
              ...types.data.map((x) => ({ key: String(x.prolicytype_id), label: x.type_name })),
            ]}
            value={fileType}
            onChange={policy.setFileType}
          />
        ) : null}
        <PagedList
          state={state}
          page={page}
          pageSize={size}
          onPage={(n) => policy.setPage(filter, n)}
          empty={keyword ? texts.noMatches : ui.noContent}
        >
          {(items) =>
            active === '1' ? (
              <div className="ct-grid">
                {(items as Parameters<typeof CourseTile>[0]['course'][]).map((c) => (
                  <CourseTile key={c.course_id} course={c} />
                ))}
              </div>
            ) : active === '2' ? (
              <div className="ct-grid">
                {(items as Parameters<typeof ArticleTile>[0]['article'][]).map((a) => (
                  <ArticleTile key={a.article_id} article={a} tag />
                ))}
              </div>
            ) : (
              <ul className="ct-list ct-card pl-files">
                {(items as Parameters<typeof FileRow>[0]['file'][]).map((f) => (
                  <FileRow key={f.cunpan_id} file={f} />
                ))}
              </ul>
            )
          }
        </PagedList>
      </div>
    </div>
  );
}

const CSS = /* css */ `
.pl-panel { display: grid; gap: 16px; }
.pl-search { max-width: 520px; }
.pl-chips { border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 8px; }
.pl-chip { padding: 6px 14px; border-radius: 16px; border: 1px solid var(--sztx-border); background: var(--sztx-surface); cursor: pointer; font: inherit; font-size: 14px; color: var(--sztx-text); }
.pl-chip:hover { border-color: var(--sztx-primary); color: var(--sztx-primary); }
.pl-chip-on { background: var(--sztx-primary); border-color: var(--sztx-primary); color: #fff; }
.pl-chip-on:hover { color: #fff; }
.pl-files { padding: 4px 16px; }
`;
