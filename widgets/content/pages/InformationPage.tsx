import { useState } from 'react';
import { listArticles } from '../../../core/api/article';
import { navigate } from '../../../core/router/router';
import type { PageProps } from '../../page';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import { TABS_CSS, Tabs } from '../../ui/Tabs';
import { useResource } from '../../ui/useResource';
import { useStyles } from '../../ui/useStyles';
import * as texts from '../messages';
import { ArticleTile, PagedList } from '../parts/cards';
import { CONTENT_CSS } from '../parts/common';

const TABS = [
  { key: '0', label: ui.associationNews, type: 'XHDT' },
  { key: '3', label: ui.expertTalks, type: 'MJSX' },
] as const;
const PAGE_SIZE = 9;

/** `/information/{active}`: 0 association news, 3 stories; 9 per page. */
export default function InformationPage({ params }: PageProps) {
  useStyles(CONTENT_CSS, TABS_CSS);
  const { t } = useText();
  const tab = TABS.find((x) => x.key === params.active) ?? TABS[0];
  const [page, setPage] = useState(1);
  const [forTab, setForTab] = useState(tab.key);
  if (forTab !== tab.key) {
    setForTab(tab.key);
    setPage(1);
  }
  const state = useResource(
    async (signal) => {
      const res = await listArticles({
        start: (page - 1) * PAGE_SIZE,
        limit: PAGE_SIZE,
        articleType: tab.type,
        signal,
      });
      return { data: res.data, total: res.total };
    },
    [tab.type, page],
  );
  return (
    <div className="wrap page ct-page">
      <h1 className="page-title">{t(texts.newsTitle)}</h1>
      <Tabs
        label={t(texts.newsCategories)}
        idPrefix="info"
        items={TABS.map((x) => ({ key: x.key, label: t(x.label) }))}
        value={tab.key}
        onChange={(key) => navigate(`/information/${key}`)}
      />
      <div id="info-panel" role="tabpanel" aria-labelledby={`info-tab-${tab.key}`}>
        <PagedList state={state} page={page} pageSize={PAGE_SIZE} onPage={setPage}>
          {(items) => (
            <div className="ct-grid">
              {items.map((a) => (
                <ArticleTile key={a.id} article={a} />
              ))}
            </div>
          )}
        </PagedList>
      </div>
    </div>
  );
}
