// Each element owns its API client: two widgets naming different api-base on one page send
// their loads and their writes (from an event handler, after any other element was used) to
// their own API, and the page's session talks to the first element's API.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ArticleSummary, listArticles } from '../core/api/content/articles';
import { likeArticle } from '../core/api/content/writes';
import { resetConfig } from '../core/config/config';
import { unbindSession } from '../core/session/session';
import { $token } from '../core/session/token';
import { fakeFetch, ok } from '../core/testing/fake-fetch';
import { defineWidget, type WidgetContract } from './define';
import { findIn, mount } from './testing/mount';
import { useQuery } from './ui/query';
import { useApi } from './ui/scope';

const contract: WidgetContract = {
  tag: 'sztx-test-own-client',
  description: 'test',
  attributes: {},
  events: {},
  parts: {},
};

/** Lists articles from the element's API; the like button writes to it from its click. */
function Articles() {
  const api = useApi();
  const list = useQuery(['content', 'first'], (call) => listArticles(call, { start: 0, limit: 1 }));
  const first: ArticleSummary | undefined = list.data?.items[0];
  return (
    <div>
      <output className="out">{first?.title ?? ''}</output>
      {first ? (
        <button type="button" onClick={() => void likeArticle({ api }, first.id)}>
          like
        </button>
      ) : null}
    </div>
  );
}
defineWidget(contract, Articles);

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  resetConfig();
  unbindSession();
  $token.set(null);
});

/** Every API answers with one article titled by its host; likes and token checks succeed. */
function serve() {
  const fake = fakeFetch({
    'GET article/list': (call) =>
      ok({ data: [{ article_id: 7, article_type: 'XHDT', title: call.url.host }], total: 1 }),
    'GET article/likeByPc/7': () => ok(1),
    'POST account/inquire/.*': () => ({ code: '200', sucess: false, msg: '', data: null }),
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

const requests = (fake: ReturnType<typeof serve>) =>
  fake.calls.map((call) => `${call.method} ${call.url.origin}${call.url.pathname}`);

describe('two widgets with different api-base on one page', () => {
  it('each load and each write from a click goes to its own API', async () => {
    const fake = serve();
    const a = mount(`<${contract.tag} api-base="http://a.test/api/v2/"></${contract.tag}>`);
    const b = mount(`<${contract.tag} api-base="http://b.test/api/v2/"></${contract.tag}>`);
    await vi.waitFor(async () => {
      expect((await findIn(a, '.out')).textContent).toBe('a.test');
      expect((await findIn(b, '.out')).textContent).toBe('b.test');
    });
    // the user acts in a, then clicks b's button (and a's after it): no "last clicked" element
    (await findIn(a, '.out')).dispatchEvent(new Event('pointerdown', { bubbles: true }));
    ((await findIn(b, 'button')) as HTMLButtonElement).click();
    ((await findIn(a, 'button')) as HTMLButtonElement).click();
    await vi.waitFor(() =>
      expect(requests(fake).filter((r) => r.includes('like'))).toHaveLength(2),
    );
    const made = requests(fake);
    expect(made).toContain('GET http://a.test/api/v2/article/list');
    expect(made).toContain('GET http://b.test/api/v2/article/list');
    expect(made.filter((r) => r.includes('likeByPc'))).toEqual([
      'GET http://b.test/api/v2/article/likeByPc/7',
      'GET http://a.test/api/v2/article/likeByPc/7',
    ]);
  });

  it("gives the page's session the first element's API", async () => {
    $token.set('stored');
    const fake = serve();
    mount(`<${contract.tag} api-base="http://first.test/api/v2/"></${contract.tag}>`);
    mount(`<${contract.tag} api-base="http://second.test/api/v2/"></${contract.tag}>`);
    await vi.waitFor(() =>
      expect(requests(fake)).toContain('POST http://first.test/api/v2/account/inquire/stored'),
    );
    expect(requests(fake).some((r) => r.includes('second.test/api/v2/account'))).toBe(false);
  });
});
