// @vitest-environment node
// A widget rendered outside a browser, with its data (issues 31, 32): the render passes of
// core/load/render-passes.ts load what a pass asks for through the element's own client, and
// the next pass shows it; in the browser, the same values seed the stores of the same keys.
import { describe, expect, it } from 'vitest';
import { type ApiClient, createClient } from '../../core/api/client';
import { resolveConfig } from '../../core/config/config';
import { renderWithData, seedOf } from '../../core/load/render-passes';
import type { Seed } from '../../core/load/seed';
import { serverForFile } from '../../tests/support/server';
import { NewsFeed } from '../news-feed/NewsFeed';
import { renderHtml } from '../testing/render-html';
import { ScopeContext, scopeOf } from '../ui/scope';

const server = serverForFile({ listen: true });

/** The element's scope on `api`, with `seed`. */
const scope = (api: ApiClient, seed: Seed) => ({
  ...scopeOf(resolveConfig({ apiBase: `${server.origin}/api/v2/` })),
  api,
  seed,
});

/** The news feed on `api` with `seed`, as HTML. */
const feedHtml = (api: ApiClient, seed: Seed, pageSize?: number) =>
  renderHtml(
    <ScopeContext.Provider value={scope(api, seed)}>
      <NewsFeed {...(pageSize !== undefined && { pageSize })} />
    </ScopeContext.Provider>,
  );

/** The news feed on `api`, rendered with its data. */
const renderFeed = (api: ApiClient, pageSize?: number) =>
  renderWithData((seed) => feedHtml(api, seed, pageSize), { api });

const titlesIn = (html: string) =>
  [...html.matchAll(/class="news-title"[^>]*>([^<]*)</g)].map((m) => m[1]);

describe('render passes', () => {
  it('renders the news feed with its first page, loaded through its own client, without a DOM', async () => {
    expect(typeof window).toBe('undefined');
    const requests: string[] = [];
    const api = createClient({
      apiBase: `${server.origin}/api/v2/`,
      fetch: (input, init) => {
        requests.push(String(input instanceof Request ? input.url : input));
        return fetch(input, init);
      },
    });
    const { html, data, passes } = await renderFeed(api, 5);
    const { body } = await server.call(
      'GET',
      `/api/v2/article/list?start=0&limit=5&searchJson=${encodeURIComponent(JSON.stringify({ association_id: 'SZTX', article_type: 'XHDT' }))}`,
    );
    const expected = (body.data as { data: Array<{ title: string }> }).data.map((a) => a.title);
    expect(expected).toHaveLength(5);
    expect(titlesIn(html)).toEqual(expected);
    expect(passes).toBe(2);
    expect(requests).toHaveLength(1);
    expect(Object.keys(data)).toHaveLength(1);
  });

  it("renders a failing API's error state, with the server's message and 重試", async () => {
    const api = createClient({
      apiBase: `${server.origin}/api/v2/`,
      fetch: async () =>
        Response.json({ code: '500', msg: '資料維護中，請稍後再試', data: null }, { status: 200 }),
    });
    const { html, data } = await renderFeed(api);
    expect(titlesIn(html)).toEqual([]);
    expect(html).toMatch(/role="alert"[^>]*><p>資料維護中，請稍後再試<\/p><button[^>]*>重試</);
    expect(data).toEqual({});
  });

  it('seeds the same keys in the browser: a render from the data shows it and asks for nothing', async () => {
    const api = createClient({ apiBase: `${server.origin}/api/v2/` });
    const rendered = await renderFeed(api, 3);
    const asked: string[] = [];
    const seed = seedOf(JSON.parse(JSON.stringify(rendered.data)));
    const take: Seed['take'] = (id, load) => seed.take(id, load) ?? void asked.push(id);
    const html = feedHtml(api, { take }, 3);
    expect(asked).toEqual([]);
    expect(html).toBe(rendered.html);
  });
});
