import { describe, expect, it, vi } from 'vitest';
import { setLang } from '../../core/language/language';
import { busy, fakeFetch, ok } from '../../core/testing/fake-fetch';
import { itHoldsItsSizeWhileLoading, itRetriesAfterAnError } from '../testing/cases';
import { allIn, findIn, mount, serveFetch, setupWidgetTests } from '../testing/mount';
import './element';

const articles = Array.from({ length: 23 }, (_, i) => ({
  article_id: i + 1,
  article_type: 'XHDT',
  title: `協會動態第${i + 1}則`,
  main_image: JSON.stringify([`/files/seed/news-${i + 1}.svg`]),
  publish_time: Date.UTC(2025, 5, 28 - i),
  times: 100 + i,
}));

function serve(options: { fail?: () => boolean } = {}) {
  return serveFetch({
    'GET article/list': (call) => {
      if (options.fail?.()) return busy();
      const start = Number(call.url.searchParams.get('start'));
      const limit = Number(call.url.searchParams.get('limit'));
      return ok({ data: articles.slice(start, start + limit), total: articles.length });
    },
  });
}

const titles = (el: Element) => allIn(el, '.news-title').map((n) => n.textContent);

setupWidgetTests({ restoreMocks: true });

describe('<sztx-news-feed>', () => {
  it('lists association news from article/list with the page size, then loads more', async () => {
    const { calls } = serve();
    const el = mount('<sztx-news-feed page-size="10"></sztx-news-feed>');
    await vi.waitFor(() => expect(titles(el)).toHaveLength(10));
    expect(titles(el)[0]).toBe('協會動態第1則');
    const query = calls[0]!.url.searchParams;
    expect(JSON.parse(query.get('searchJson')!)).toEqual({
      association_id: 'SZTX',
      article_type: 'XHDT',
    });
    expect(allIn(el, 'time')[0]?.textContent).toBe('2025-06-28');
    expect(allIn(el, 'img')[0]?.getAttribute('src')).toMatch(/\/files\/seed\/news-1\.svg$/);

    ((await findIn(el, '.news-more')) as HTMLButtonElement).click();
    await vi.waitFor(() => expect(titles(el)).toHaveLength(20));
    expect(calls[1]!.url.searchParams.get('start')).toBe('10');
    ((await findIn(el, '.news-more')) as HTMLButtonElement).click();
    await vi.waitFor(() => expect(titles(el)).toHaveLength(23));
    expect(await findIn(el, '.news-end')).toBeTruthy();
  });

  itRetriesAfterAnError('shows the server msg with a retry button, and retry loads the list', {
    html: '<sztx-news-feed></sztx-news-feed>',
    serve: (failing) => serve({ fail: failing }),
    loaded: (el) => expect(titles(el)).toHaveLength(10),
  });

  itHoldsItsSizeWhileLoading(
    'holds the size of the loaded feed while it loads: page-size rows and the load-more button',
    {
      html: '<sztx-news-feed page-size="6"></sztx-news-feed>',
      endpoint: 'article/list',
      page: () => ok({ data: articles.slice(0, 6), total: articles.length }),
      rows: 6,
      // the placeholders are cards of the same class, without the loaded card's part
      placeholder: '.news-item:not([part="item"])',
      morePlaceholder: '.news-more-skel',
      row: '.news-title',
      more: '.news-more',
    },
  );

  it('shows an empty state when there is no news', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET article/list': () => ok({ data: [], total: 0 }) }).fetch,
    );
    const el = mount('<sztx-news-feed></sztx-news-feed>');
    expect((await findIn(el, '[part="empty"]')).textContent).toContain('暫無協會動態');
  });

  it('converts titles to Simplified when the language is s', async () => {
    serve();
    setLang('s');
    const el = mount('<sztx-news-feed page-size="3"></sztx-news-feed>');
    await vi.waitFor(() => expect(titles(el)[0]).toBe('协会动态第1则'), { timeout: 5000 });
    expect((await findIn(el, '.news-heading')).textContent).toBe('协会动态');
  });

  it('fires sztx-open-article; a host that cancels it keeps the page', async () => {
    serve();
    const el = mount('<sztx-news-feed page-size="2"></sztx-news-feed>');
    await vi.waitFor(() => expect(titles(el)).toHaveLength(2));
    const link = allIn(el, '.news-link')[1] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('http://portal.test/#/article/2');
    const seen: unknown[] = [];
    el.addEventListener('sztx-open-article', (event) => {
      seen.push((event as CustomEvent).detail);
      event.preventDefault();
    });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(seen).toEqual([{ id: 2, title: '協會動態第2則' }]);
    expect(click.defaultPrevented).toBe(true);
  });

  it('clamps a silly page size', async () => {
    const { calls } = serve();
    mount('<sztx-news-feed page-size="5000"></sztx-news-feed>');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url.searchParams.get('limit')).toBe('50');
  });
});

describe('<sztx-news-feed type="stories">', () => {
  it('lists stories (MJSX) under their own heading', async () => {
    const { calls } = serve();
    const el = mount('<sztx-news-feed type="stories" page-size="3"></sztx-news-feed>');
    await vi.waitFor(() => expect(titles(el)).toHaveLength(3));
    expect(JSON.parse(calls[0]!.url.searchParams.get('searchJson')!).article_type).toBe('MJSX');
    expect((await findIn(el, '.news-heading')).textContent).toBe('名家說商');
  });
});
