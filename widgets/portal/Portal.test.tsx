import { afterEach, describe, expect, it, vi } from 'vitest';
import { itemRoute, PUBLIC_PAGES, type PublicKind } from '../../core/router/public-pages';
import { $route, navigate } from '../../core/router/router';
import { findIn, mount, serveFetch, setupWidgetTests } from '../testing/mount';
import * as texts from './messages';
import './element';

setupWidgetTests();

describe('portal routes', () => {
  afterEach(() => {
    // the portal leaves the page first: reset while it is mounted, the hash would start one
    // more route change (a page's chunk, a render) as the test ends
    document.body.replaceChildren();
    location.hash = '';
  });

  it("renders a route change after the frame of the input that made it (the input's INP)", async () => {
    serveFetch({});
    location.hash = '#/login';
    const portal = mount('<sztx-portal></sztx-portal>');
    await findIn(portal, 'main .login-page, main form');
    const before = portal.shadowRoot?.querySelector('main')?.innerHTML;
    navigate('/no-such-page');
    // the rest of the input's task (its microtasks): the old page, unchanged
    await Promise.resolve();
    await Promise.resolve();
    expect(portal.shadowRoot?.querySelector('main')?.innerHTML).toBe(before);
    // after the next frame, the new route's page
    await vi.waitFor(
      () => expect(portal.shadowRoot?.querySelector('main h1')?.textContent).toBe(texts.notFound),
      { timeout: 3000, interval: 10 },
    );
  });

  it('main names the route of the page it holds: never the next one before its page shows', async () => {
    serveFetch({});
    location.hash = '#/login';
    const portal = mount('<sztx-portal></sztx-portal>');
    await findIn(portal, 'main .login-page, main form');
    const main = () => portal.shadowRoot?.querySelector('main');
    expect(main()?.getAttribute('data-route')).toBe('/login');
    // every state of main after each commit: its route and whether it holds the login page
    const seen: string[] = [];
    const record = () =>
      seen.push(
        `${main()?.getAttribute('data-route')} ${main()?.querySelector('.login-page, form') ? 'login' : 'other'}`,
      );
    const observer = new MutationObserver(record);
    observer.observe(portal.shadowRoot!, { subtree: true, childList: true, attributes: true });
    navigate('/no-such-page');
    await vi.waitFor(() => expect(main()?.querySelector('h1')?.textContent).toBe(texts.notFound), {
      timeout: 3000,
      interval: 10,
    });
    observer.disconnect();
    expect(main()?.getAttribute('data-route')).toBe('/no-such-page');
    expect(seen).not.toContain('/no-such-page login');
    expect(seen).not.toContain('/login other');
  });

  it('redirects every redirecting route, also a second one to the same target before the first rendered', async () => {
    serveFetch({});
    location.hash = '#/login';
    const portal = mount('<sztx-portal></sztx-portal>');
    await findIn(portal, 'main .login-page, main form');
    // /policy redirects to /policy/0; the moment its redirect sets the route, /service (which
    // redirects to the same place) follows in the same task: React renders /service with the
    // same redirect target as the render before it
    const off = $route.listen(({ path }) => {
      if (path !== '/policy/0') return;
      off();
      navigate('/service');
    });
    navigate('/policy');
    await vi.waitFor(
      () =>
        expect(portal.shadowRoot?.querySelector('main')?.getAttribute('data-route')).toBe(
          '/policy/0',
        ),
      { timeout: 3000, interval: 10 },
    );
    expect(location.hash).toBe('#/policy/0');
    off();
  });

  it("names each item route's public page as the canonical link, and none elsewhere", async () => {
    serveFetch({});
    location.hash = '#/login';
    const portal = mount('<sztx-portal></sztx-portal>');
    await findIn(portal, 'main .login-page, main form');
    const canonical = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map(
        (l) => new URL(l.href).pathname,
      );
    expect(canonical()).toEqual([]);
    for (const kind of Object.keys(PUBLIC_PAGES) as PublicKind[]) {
      navigate(itemRoute(kind, 7));
      await vi.waitFor(() => expect(canonical()).toEqual([`/s/${kind}/7`]), {
        timeout: 3000,
      });
    }
    navigate('/no-such-page');
    await vi.waitFor(() => expect(canonical()).toEqual([]), { timeout: 3000 });
  });
});
