import { listArticles } from '../../../core/api/content/articles';
import { pageOfQuery, pageQuery } from '../../../core/router/list-query';
import { navigateQuery } from '../../../core/router/router';
import type { PageProps } from '../../page';
import { useQuery } from '../../ui/query';
import { ArticleTile, PagedList } from '../parts/cards';
import { INFORMATION, TabbedPage } from '../parts/frames';

const PAGE_SIZE = 9;

/** `/information/{active}?page=`: 0 association news, 3 stories; 9 per page. */
export default function InformationPage({ params, query }: PageProps) {
  const tab = INFORMATION.tabs.find((x) => x.key === params.active) ?? INFORMATION.tabs[0];
  // the page is in the route (a tab is a route of its own, on its page 1)
  const page = pageOfQuery(query);
  const state = useQuery(['content', 'information', tab.type, page], (call) =>
    listArticles(call, { start: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, articleType: tab.type }),
  );
  return (
    <TabbedPage page={INFORMATION} value={tab.key}>
      <PagedList
        state={state}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(n) => navigateQuery(pageQuery(n))}
      >
        {(items) => (
          <div className="ct-grid">
            {items.map((a) => (
              <ArticleTile key={a.id} article={a} />
            ))}
          </div>
        )}
      </PagedList>
    </TabbedPage>
  );
}
