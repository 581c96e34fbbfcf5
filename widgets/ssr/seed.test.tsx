// The browser's side of a server render (core/load/seed.ts): stores of the keys the server
// loaded show their values in the first render, send no request for them, and load anything
// further as usual.
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '../../core/config/config';
import { renderWithData, seedOf } from '../../core/load/render-passes';
import { ok } from '../../core/testing/fake-fetch';
import { NewsFeed } from '../news-feed/NewsFeed';
import { serveFetch, setupWidgetTests } from '../testing/mount';
import { renderHtml } from '../testing/render-html';
import { type ElementScope, ScopeContext, scopeOf } from '../ui/scope';

setupWidgetTests({ restoreMocks: true });

const articles = Array.from({ length: 7 }, (_, i) => ({
  article_id: i + 1,
  article_type: 'XHDT',
  title: `協會動態第${i + 1}則`,
  publish_time: Date.UTC(2025, 5, 28 - i),
}));

/** An element's root: after its children's first effects (their first loads), loads fetch. */
function Root({ scope, clear }: { scope: ElementScope; clear: () => void }) {
  useEffect(() => clear(), [clear]);
  return (
    <ScopeContext.Provider value={scope}>
      <NewsFeed pageSize={3} />
    </ScopeContext.Provider>
  );
}

describe('a seeded render in the browser', () => {
  it('shows the first page in its first render, asks nothing for it, and loads more as usual', async () => {
    const { calls } = serveFetch({
      'GET article/list': (call) => {
        const start = Number(call.url.searchParams.get('start'));
        const limit = Number(call.url.searchParams.get('limit'));
        return ok({ data: articles.slice(start, start + limit), total: articles.length });
      },
    });
    const scope = scopeOf(resolveConfig({ apiBase: `${location.origin}/api/v2/` }));
    const server = await renderWithData(
      (seed) =>
        renderHtml(
          <ScopeContext.Provider value={{ ...scope, seed }}>
            <NewsFeed pageSize={3} />
          </ScopeContext.Provider>,
        ),
      { api: scope.api },
    );
    expect(calls).toHaveLength(1);

    const seed = seedOf(JSON.parse(JSON.stringify(server.data)));
    const container = document.createElement('div');
    document.body.append(container);
    const shown: string[][] = [];
    const titles = () => [...container.querySelectorAll('.news-title')].map((n) => n.textContent);
    new MutationObserver(() => shown.push(titles())).observe(container, {
      childList: true,
      subtree: true,
    });
    createRoot(container).render(<Root scope={{ ...scope, seed }} clear={seed.clear} />);
    await vi.waitFor(() => expect(titles()).toHaveLength(3), { timeout: 5000 });
    // every state the page ever showed had the three titles: no skeleton first
    expect(shown.every((list) => list.length === 3)).toBe(true);
    expect(titles()).toEqual(articles.slice(0, 3).map((a) => a.title));
    expect(calls).toHaveLength(1);

    (container.querySelector('.news-more') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(titles()).toHaveLength(6), { timeout: 5000 });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.url.searchParams.get('start')).toBe('3');
  });
});
