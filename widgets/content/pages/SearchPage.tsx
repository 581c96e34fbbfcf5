import { useState } from 'react';
import type { Call } from '../../../core/api/client';
import { listArticles } from '../../../core/api/content/articles';
import { listCunpan } from '../../../core/api/content/reads';
import type { FileSummary } from '../../../core/api/content/records';
import type { Page } from '../../../core/api/types';
import { toTraditional } from '../../../core/language/language';
import { pageOfQuery, pageQuery } from '../../../core/router/list-query';
import { buildPath, navigate, navigateQuery } from '../../../core/router/router';
import type { PageProps } from '../../page';
import { useFormStyles } from '../../ui/form-styles';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import { type QueryView, useQuery } from '../../ui/query';
import { SearchForm } from '../../ui/SearchForm';
import { usePortalHref } from '../../ui/scope';
import { EmptyState, ErrorState } from '../../ui/states';
import * as texts from '../messages';
import { ArticleTile, FileRow, PagedList } from '../parts/cards';
import { Rows } from '../parts/common';
import { ContentPage, policyPath } from '../parts/frames';

const PAGE_SIZE = 12;
/** Policy files shown on the search page; the rest are on the policy page's files tab. */
const FILES_SHOWN = 5;

/** A group of results of one kind: its heading with the count, then its rows. */
function Group(props: {
  id: string;
  title: string;
  count: number | null;
  children: React.ReactNode;
}) {
  const { t } = useText();
  return (
    <section className="sr-group" aria-labelledby={props.id}>
      <h2 id={props.id} className="ct-title">
        {t(props.title)}
        {props.count === null ? null : `${t(texts.openParen)}${props.count}${t(texts.closeParen)}`}
      </h2>
      {props.children}
    </section>
  );
}

/** The policy files whose name holds the keyword (their first page). */
const searchFiles = (keyword: string) => async (call: Call) =>
  listCunpan(call, { start: 0, limit: FILES_SHOWN, type: 1, name: await toTraditional(keyword) });

/** The policy files found: the first few, and a link to all of them. */
function PolicyResults({
  keyword,
  files,
}: {
  keyword: string;
  files: QueryView<Page<FileSummary>>;
}) {
  const { t } = useText();
  const portalHref = usePortalHref();
  const total = files.data?.total ?? null;
  let body: React.ReactNode;
  if (files.status === 'error') body = <ErrorState message={files.error} onRetry={files.retry} />;
  else if (!files.data) body = <Rows count={3} height={28} />;
  else if (files.data.items.length === 0) body = <EmptyState message={texts.noMatches} />;
  else
    body = (
      <>
        <ul className="ct-list ct-card sr-files">
          {files.data.items.map((f) => (
            <FileRow key={f.id} file={f} />
          ))}
        </ul>
        {files.data.total > files.data.items.length ? (
          <a className="ct-more" href={portalHref(policyPath('3', keyword))}>
            {t(texts.seeAllPolicyResults(files.data.total))}
          </a>
        ) : null}
      </>
    );
  return (
    <Group id="sr-files" title={texts.policyFiles} count={total}>
      {body}
    </Group>
  );
}

/**
 * `/search?keyword=&page=`: what the header's box promises, 資訊 (article titles, paged; the
 * page is in the route) and 政策 (policy file names), each group labelled; the keyword is
 * converted to Traditional before it is sent.
 */
export default function SearchPage({ query }: PageProps) {
  useFormStyles();
  const { t } = useText();
  const keyword = (query.keyword ?? '').trim();
  const page = pageOfQuery(query);
  const [draft, setDraft] = useState(keyword);
  const [forKeyword, setForKeyword] = useState(keyword);
  if (forKeyword !== keyword) {
    setForKeyword(keyword);
    setDraft(keyword);
  }
  const articles = useQuery(['content', 'search', keyword, page], async (call) => {
    if (!keyword) return null;
    const text = await toTraditional(keyword);
    return listArticles(call, { start: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, title: text });
  });
  const files = useQuery(['content', 'search-files', keyword], searchFiles(keyword));
  const found = articles.data && files.data ? articles.data.total + files.data.total : null;
  return (
    <ContentPage title={ui.search} css={[CSS]}>
      <SearchForm
        id="sr-q"
        className="row"
        style={{ maxWidth: 560 }}
        label={texts.searchKeyword}
        placeholder={texts.enterKeyword}
        value={draft}
        onChange={setDraft}
        onSubmit={() => {
          // an empty keyword is not searched
          if (draft.trim()) navigate(buildPath('/search', { keyword: draft.trim() }));
        }}
      />
      {!keyword ? (
        <p className="state">{t(texts.searchPrompt)}</p>
      ) : (
        <>
          {found === null ? null : (
            <p className="ct-meta" role="status">
              {t(texts.found)} {found} {t(texts.results)}
            </p>
          )}
          <Group id="sr-news" title={texts.newsResults} count={articles.data?.total ?? null}>
            <PagedList
              state={{
                ...articles,
                data: articles.data
                  ? { items: articles.data.items, total: articles.data.total }
                  : null,
              }}
              page={page}
              pageSize={PAGE_SIZE}
              onPage={(n) => navigateQuery(pageQuery(n))}
              empty={texts.noMatches}
            >
              {(items) => (
                <div className="ct-grid">
                  {items.map((a) => (
                    <ArticleTile key={a.id} article={a} tag />
                  ))}
                </div>
              )}
            </PagedList>
          </Group>
          <PolicyResults keyword={keyword} files={files} />
        </>
      )}
    </ContentPage>
  );
}

const CSS = /* css */ `
.sr-group { display: grid; gap: 12px; margin-top: 24px; }
.sr-files { padding: 4px 16px; }
.sr-group > .ct-more { justify-self: end; }
`;
