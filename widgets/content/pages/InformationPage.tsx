import { useState } from 'react';
import { listArticles } from '../../../core/api/content/articles';
import type { PageProps } from '../../page';
import { useQuery } from '../../ui/query';
import { ArticleTile, PagedList } from '../parts/cards';
import { INFORMATION, TabbedPage } from '../parts/frames';

const PAGE_SIZE = 9;

/** `/information/{active}`: 0 association news, 3 stories; 9 per page. */
export default function InformationPage({ params }: PageProps) {
  const tab = INFORMATION.tabs.find((x) => x.key === params.active) ?? INFORMATION.tabs[0];
  const [page, setPage] = useState(1);
  const [forTab, setForTab] = useState(tab.key);
  if (forTab !== tab.key) {
    setForTab(tab.key);
    setPage(1);
  }
  const state = useQuery(['content', 'information', tab.type, page], (call) =>
    listArticles(call, { start: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, articleType: tab.type }),
  );
  return (
    <TabbedPage page={INFORMATION} value={tab.key}>
      <PagedList state={state} page={page} pageSize={PAGE_SIZE} onPage={setPage}>
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
