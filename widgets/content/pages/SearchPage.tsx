import { useState } from 'react';
import { listArticles } from '../../../core/api/content/articles';
import { toTraditional } from '../../../core/language/language';
import { buildPath, navigate } from '../../../core/router/router';
import type { PageProps } from '../../page';
import { useFormStyles } from '../../ui/form-styles';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import { useQuery } from '../../ui/query';
import { SearchForm } from '../../ui/SearchForm';
import * as texts from '../messages';
import { ArticleTile, PagedList } from '../parts/cards';
import { ContentPage } from '../parts/frames';

const PAGE_SIZE = 12;

/** `/search?keyword=`: article titles; the keyword is converted to Traditional before it is sent. */
export default function SearchPage({ query }: PageProps) {
  useFormStyles();
  const { t } = useText();
  const keyword = (query.keyword ?? '').trim();
  const [draft, setDraft] = useState(keyword);
  const [page, setPage] = useState(1);
  const [forKeyword, setForKeyword] = useState(keyword);
  if (forKeyword !== keyword) {
    setForKeyword(keyword);
    setDraft(keyword);
    setPage(1);
  }
  const state = useQuery(['content', 'search', keyword, page], async (call) => {
    if (!keyword) return null;
    const title = await toTraditional(keyword);
    return listArticles(call, { start: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, title });
  });
  return (
    <ContentPage title={ui.search}>
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
          {state.data ? (
            <p className="ct-meta" role="status">
              {t(texts.found)} {state.data.total} {t(texts.results)}
            </p>
          ) : null}
          <PagedList
            state={{
              ...state,
              data: state.data ? { items: state.data.items, total: state.data.total } : null,
            }}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={setPage}
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
        </>
      )}
    </ContentPage>
  );
}
