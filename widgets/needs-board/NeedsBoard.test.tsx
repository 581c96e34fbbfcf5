import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientFor } from '../../core/api/client';
import { addDemand, deleteDemand } from '../../core/api/needs/writes';
import { configure } from '../../core/config/config';
import { setLang } from '../../core/language/language';
import { buildPayload, emptyFields } from '../../core/needs/form';
import { $loginDialog, $session } from '../../core/session/session';
import { busy, fakeFetch, ok } from '../../core/testing/fake-fetch';
import { itRetriesAfterAnError } from '../testing/cases';
import { allIn, findIn, mount } from '../testing/mount';
import './element';

const needs = Array.from({ length: 7 }, (_, i) => ({
  demand_id: i + 1,
  member_id: 2,
  demand_type: i % 2,
  title: `需求第${i + 1}則`,
  main_image: [`/files/seed/need-${i + 1}.svg`],
  end_time: Date.UTC(2030, 0, 10 + i, 4),
  review: 2,
}));

function serve() {
  const fake = fakeFetch({
    'GET demand/list': (call) => {
      const start = Number(call.url.searchParams.get('start'));
      const limit = Number(call.url.searchParams.get('limit'));
      return ok(JSON.stringify({ data: needs.slice(start, start + limit), total: needs.length }));
    },
    'GET investInfo/list': () =>
      ok([
        {
          info_id: 9,
          title: '招商項目',
          main_image: 'files/seed/i.svg,http://cdn.test/x.png',
          publish_time: Date.UTC(2025, 5, 1),
          type: 'invest',
        },
      ]),
    'GET demand/detail/3': () =>
      ok({
        ...needs[2],
        main_image: '/files/seed/a.svg,/files/seed/b.svg',
        end_time: { time: needs[2]!.end_time },
        param: JSON.stringify([{ name: '採購量', value: '10 台' }]),
        content: '<p>詳情<img src=x onerror="alert(1)"><script>alert(2)</script></p>',
      }),
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

const titles = (el: Element) =>
  allIn(el, '.nb-card[part="need-card"] .nb-card-title').map((n) => n.textContent);

beforeEach(() => {
  configure({
    apiBase: 'http://api.test/api/v2/',
    imageBase: 'http://img.test/',
    portalUrl: 'http://portal.test/',
  });
  setLang('t');
  $session.set({ status: 'anonymous', userId: null, user: null, memberships: [] });
  $loginDialog.set({ open: false, tab: 'login', notice: null });
});

afterEach(async () => {
  document.body.innerHTML = '';
  // removing the elements unmounts their React trees in scheduled work: let it run while the
  // test environment (window, document) still exists, not after the file's teardown
  await new Promise((resolve) => setTimeout(resolve, 20));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<sztx-needs-board>', () => {
  it('fires sztx-loaded once per load, not again on a language switch; open-need titles are shown ones', async () => {
    serve();
    const el = mount('<sztx-needs-board page-size="5"></sztx-needs-board>');
    const loaded: unknown[] = [];
    el.addEventListener('sztx-loaded', (e) => loaded.push((e as CustomEvent).detail));
    await vi.waitFor(() => expect(titles(el)).toHaveLength(5));
    await vi.waitFor(() => expect(loaded).toHaveLength(1));
    setLang('s');
    await vi.waitFor(() => expect(titles(el)[0]).toBe('需求第1则'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded).toEqual([{ count: 5, total: 7 }]);

    const opened: Array<{ detail: unknown; cancelable: boolean }> = [];
    el.addEventListener('sztx-open-need', (e) => {
      opened.push({ detail: (e as CustomEvent).detail, cancelable: e.cancelable });
      e.preventDefault();
    });
    (el.shadowRoot!.querySelector('.nb-card[part="need-card"]') as HTMLElement).click();
    expect(opened).toEqual([{ detail: { id: '1', title: '需求第1则' }, cancelable: true }]);
    setLang('t');
  });

  it('lists approved needs (searchJson association + review 2), page size, badges, deadline; more advances start', async () => {
    const { calls } = serve();
    const el = mount('<sztx-needs-board page-size="5"></sztx-needs-board>');
    await vi.waitFor(() => expect(titles(el)).toHaveLength(5));
    const list = calls.find((c) => c.url.pathname.endsWith('demand/list'))!;
    expect(JSON.parse(list.url.searchParams.get('searchJson')!)).toEqual({
      association_id: 'SZTX',
      review: 2,
    });
    expect(list.url.searchParams.get('limit')).toBe('5');
    const first = allIn(el, '.nb-card[part="need-card"]')[0]!;
    expect(first.querySelector('.nb-badge-0')?.textContent).toBe('採購');
    expect(first.textContent).toContain('2030-01-10 截止');
    expect(
      allIn(el, '.nb-card[part="need-card"]')[1]!.querySelector('.nb-badge-1')?.textContent,
    ).toBe('出售/轉讓');
    // investment cards: relative paths get the image host, http ones are kept
    const invest = await findIn(el, '.nb-card[part="invest-card"] img');
    expect(invest.getAttribute('src')).toBe('http://img.test/files/seed/i.svg');
    ((await findIn(el, '[part="more"]')) as HTMLButtonElement).click();
    await vi.waitFor(() => expect(titles(el)).toHaveLength(7));
    expect(
      calls.filter((c) => c.url.pathname.endsWith('demand/list'))[1]!.url.searchParams.get('start'),
    ).toBe('5');
    expect(allIn(el, '[part="more"]')).toHaveLength(0);
  });

  it('a write to needs (publish, delete) loads the shown board again, not the investment cards', async () => {
    const fake = fakeFetch({
      'GET demand/list': (call) => {
        const start = Number(call.url.searchParams.get('start'));
        const limit = Number(call.url.searchParams.get('limit'));
        return ok({ data: shown.slice(start, start + limit), total: shown.length });
      },
      'GET investInfo/list': () => ok([]),
      'POST demand/addDemand': () => {
        shown = [{ ...needs[0]!, demand_id: 99, title: '新需求' }, ...shown];
        return ok(99, { sucess: true });
      },
      'GET demand/delete/99': () => {
        shown = shown.slice(1);
        return ok(null);
      },
    });
    let shown = needs.slice(0, 3);
    vi.stubGlobal('fetch', fake.fetch);
    const lists = () => fake.calls.filter((c) => c.url.pathname.endsWith('demand/list'));
    const invests = () => fake.calls.filter((c) => c.url.pathname.endsWith('investInfo/list'));
    const el = mount('<sztx-needs-board page-size="5"></sztx-needs-board>');
    await vi.waitFor(() => expect(titles(el)).toHaveLength(3));
    const api = clientFor({ apiBase: 'http://api.test/api/v2/' });
    const outcome = await addDemand({ api }, buildPayload(0, emptyFields('1'), 2));
    expect(outcome.ok).toBe(true);
    await vi.waitFor(() =>
      expect(titles(el)).toEqual(['新需求', '需求第1則', '需求第2則', '需求第3則']),
    );
    expect(lists()).toHaveLength(2);
    await deleteDemand({ api }, 99);
    await vi.waitFor(() => expect(titles(el)).toHaveLength(3));
    expect(lists()).toHaveLength(3);
    expect(invests()).toHaveLength(1);
  });

  it('opens a need inside the widget, unless the host cancels sztx-open-need', async () => {
    serve();
    const el = mount('<sztx-needs-board></sztx-needs-board>');
    await vi.waitFor(() => expect(titles(el).length).toBeGreaterThan(2));
    const seen: unknown[] = [];
    const cancel = (e: Event) => {
      seen.push((e as CustomEvent).detail);
      e.preventDefault();
    };
    el.addEventListener('sztx-open-need', cancel);
    (allIn(el, '.nb-card[part="need-card"]')[2] as HTMLAnchorElement).click();
    expect(seen).toEqual([{ id: '3', title: '需求第3則' }]);
    expect(allIn(el, 'article[part="detail"]')).toHaveLength(0);
    el.removeEventListener('sztx-open-need', cancel);
    (allIn(el, '.nb-card[part="need-card"]')[2] as HTMLAnchorElement).click();
    const detail = await findIn(el, 'article[part="detail"]');
    await vi.waitFor(() =>
      expect(detail.querySelector('.nd-title')?.textContent).toBe('需求第3則'),
    );
    // (sanitizing is checked in real Chromium, tests/e2e/needs.spec.ts: happy-dom's parser keeps <script> through DOMPurify)
    expect(detail.querySelector('.nb-rich')?.textContent).toContain('詳情');
    expect(detail.querySelector('dl')?.textContent).toContain('10 台');
    // not the owner (logged out): the contact form
    expect(detail.querySelector('[part="contact"]')).toBeTruthy();
  });

  it('with history="hash" opens the need its key names and follows Back; without, ignores it', async () => {
    const fake = serve();
    history.replaceState(null, '', '/partner#/route?sztx-needs=need/3');
    try {
      const plain = mount('<sztx-needs-board></sztx-needs-board>');
      await vi.waitFor(() => expect(titles(plain).length).toBeGreaterThan(2));
      expect(allIn(plain, 'article[part="detail"]')).toHaveLength(0);

      const el = mount('<sztx-needs-board history="hash"></sztx-needs-board>');
      const detail = await findIn(el, 'article[part="detail"]');
      await vi.waitFor(() =>
        expect(detail.querySelector('.nd-title')?.textContent).toBe('需求第3則'),
      );
      // the board waited for the link: one list load, the plain board's
      expect(fake.calls.filter((call) => call.url.pathname.endsWith('demand/list'))).toHaveLength(
        1,
      );

      history.replaceState(null, '', '/partner#/route'); // as Back does
      dispatchEvent(new PopStateEvent('popstate'));
      await vi.waitFor(() => expect(titles(el).length).toBeGreaterThan(2));
      expect(location.hash).toBe('#/route');
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('logged out, the publish tab fires sztx-login-required and opens the login dialog', async () => {
    serve();
    const el = mount('<sztx-needs-board></sztx-needs-board>');
    const tab = (await findIn(el, '#nb-tab-publish')) as HTMLButtonElement;
    const seen: unknown[] = [];
    el.addEventListener('sztx-login-required', (e) => seen.push((e as CustomEvent).detail));
    tab.click();
    expect(seen).toEqual([{ action: 'publish' }]);
    expect($loginDialog.get().open).toBe(true);
    await vi.waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
  });

  it('opens on the tab its initial-tab attribute names', async () => {
    serve();
    const el = mount('<sztx-needs-board initial-tab="publish"></sztx-needs-board>');
    const tab = await findIn(el, '#nb-tab-publish');
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect((await findIn(el, '#nb-panel .state')).textContent).toContain('登錄後才能發佈需求');
  });

  itRetriesAfterAnError('shows the server msg with retry when the list fails', {
    html: '<sztx-needs-board></sztx-needs-board>',
    serve: (failing) =>
      vi.stubGlobal(
        'fetch',
        fakeFetch({
          'GET demand/list': () =>
            failing() ? busy() : ok(JSON.stringify({ data: needs.slice(0, 2), total: 2 })),
          'GET investInfo/list': () => ok([]),
        }).fetch,
      ),
    loaded: (el) => expect(titles(el)).toHaveLength(2),
  });
});
