import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../core/config/config';
import { setLang } from '../core/language/language';
import { $session } from '../core/session/session';
import { $token } from '../core/session/token';
import { fakeFetch, ok } from '../core/testing/fake-fetch';
import { $toasts, toast } from '../core/toast/toast';
import { parseAttribute } from './attributes';
import { defineWidget, type WidgetContract, type WidgetHost } from './define';
import { allIn, findIn, mount } from './testing/mount';
import { useText } from './ui/i18n';
import { useQuery } from './ui/query';
import { useImageUrl } from './ui/scope';

interface Props {
  title?: string;
  count?: number;
  flag?: boolean;
  options?: { a: number };
}

const contract: WidgetContract = {
  tag: 'sztx-test-probe',
  description: 'test probe',
  attributes: {
    title: { type: 'string', description: 'a string', default: 'default title' },
    count: { type: 'number', description: 'a number', default: 3 },
    flag: { type: 'boolean', description: 'a boolean', default: false },
    options: { type: 'json', description: 'json', default: { a: 0 } },
  },
  events: { 'sztx-section': 'pinged' },
  parts: {},
};

function Probe(props: Props & WidgetHost) {
  return (
    <div>
      <output className="out">
        {JSON.stringify({
          title: props.title,
          count: props.count,
          flag: props.flag,
          options: props.options,
        })}
      </output>
      <button type="button" onClick={() => props.emit('sztx-section', { section: 'ping' })}>
        ping
      </button>
    </div>
  );
}

defineWidget(contract, Probe, ['.out { color: red; }']);

function Broken(): never {
  throw new Error('boom');
}

const read = async (el: Element) => {
  let value: Props = {};
  await vi.waitFor(() => {
    const text = el.shadowRoot?.querySelector('.out')?.textContent;
    if (!text) throw new Error('not rendered');
    value = JSON.parse(text);
  });
  return value;
};

const until = async (el: Element, check: (p: Props) => boolean) => {
  await vi.waitFor(async () => {
    if (!check(await read(el))) throw new Error('not yet');
  });
  return read(el);
};

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetConfig();
  delete window.SZTX_CONFIG;
});

/** The language each render of LangProbe saw. */
const langSeen: string[] = [];
function LangProbe() {
  const { lang, t } = useText();
  langSeen.push(lang);
  return <output className="out">{JSON.stringify({ lang, text: t('資訊動態') })}</output>;
}
defineWidget({ ...contract, tag: 'sztx-test-text' }, LangProbe);

/** Loads `probe/x` from its element's API and shows where its images come from. */
function LoadProbe() {
  const state = useQuery(['probe'], ({ api, signal }) => api.get<string>('probe/x', {}, signal));
  const imageUrl = useImageUrl();
  return (
    <output className="out">
      {JSON.stringify({ status: state.status, data: state.data, image: imageUrl('/files/a.png') })}
    </output>
  );
}
defineWidget({ ...contract, tag: 'sztx-test-load' }, LoadProbe);

/** Answers `probe/x` with the host it was asked of. */
function serveProbe() {
  const fake = fakeFetch({ 'GET probe/x': (call) => ok(call.url.host) });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

const shown = async (el: Element, check: (value: Record<string, unknown>) => boolean) => {
  let value: Record<string, unknown> = {};
  await vi.waitFor(
    () => {
      value = JSON.parse(el.shadowRoot?.querySelector('.out')?.textContent || '{}');
      if (!check(value)) throw new Error(`not yet: ${JSON.stringify(value)}`);
    },
    { timeout: 3000, interval: 10 },
  );
  return value;
};

describe('defineWidget', () => {
  it('defines once: a second definition returns the first and does not throw', () => {
    const first = customElements.get('sztx-test-probe');
    expect(first).toBeDefined();
    expect(defineWidget(contract, Probe)).toBe(first);
  });

  it('renders into an open shadow root with the shared styles', async () => {
    const el = mount('<sztx-test-probe></sztx-test-probe>');
    await findIn(el, '.out');
    expect(el.shadowRoot?.mode).toBe('open');
    const sheets = el.shadowRoot?.adoptedStyleSheets ?? [];
    const styleTags = allIn(el, 'style');
    expect(sheets.length + styleTags.length).toBeGreaterThan(0);
  });

  it('gives declared defaults when attributes are absent', async () => {
    const el = mount('<sztx-test-probe></sztx-test-probe>');
    expect(await read(el)).toEqual({
      title: 'default title',
      count: 3,
      flag: false,
      options: { a: 0 },
    });
  });

  it('parses typed attributes, and a bare boolean attribute means true', async () => {
    const el = mount(
      `<sztx-test-probe title="你好" count="12" flag options='{"a":5}'></sztx-test-probe>`,
    );
    expect(await read(el)).toEqual({ title: '你好', count: 12, flag: true, options: { a: 5 } });
  });

  it('reads "false" as false for a boolean', async () => {
    const el = mount('<sztx-test-probe flag="false"></sztx-test-probe>');
    expect((await read(el)).flag).toBe(false);
  });

  it('follows attribute changes and resets a removed attribute to its default', async () => {
    const el = mount('<sztx-test-probe count="7" flag></sztx-test-probe>');
    await until(el, (p) => p.count === 7 && p.flag === true);
    el.setAttribute('count', '9');
    await until(el, (p) => p.count === 9);
    el.removeAttribute('count');
    el.removeAttribute('flag');
    const props = await until(el, (p) => p.count === 3);
    expect(props.flag).toBe(false);
  });

  it('warns with a [sztx] prefix on bad JSON or numbers and uses the default, without throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = mount(`<sztx-test-probe options="{oops" count="many"></sztx-test-probe>`);
    const props = await read(el);
    expect(props.options).toEqual({ a: 0 });
    expect(props.count).toBe(3);
    const messages = warn.mock.calls.map((c) => String(c[0]));
    expect(messages.some((m) => m.startsWith('[sztx]') && m.includes('"options"'))).toBe(true);
    expect(messages.some((m) => m.startsWith('[sztx]') && m.includes('"count"'))).toBe(true);
  });

  it('dispatches prefixed events that bubble out of the shadow root', async () => {
    const el = mount('<sztx-test-probe></sztx-test-probe>');
    const button = (await findIn(el, 'button')) as HTMLButtonElement;
    const seen: Array<{ detail: unknown; composed: boolean }> = [];
    document.addEventListener('sztx-section', (e) => {
      seen.push({ detail: (e as CustomEvent).detail, composed: e.composed });
    });
    button.click();
    expect(seen).toEqual([{ detail: { section: 'ping' }, composed: true }]);
  });

  it('mounts one overlay host per page whatever the number of widgets', async () => {
    const a = mount('<sztx-test-probe></sztx-test-probe>');
    const b = mount('<sztx-test-probe></sztx-test-probe>');
    await findIn(a, '.out');
    await findIn(b, '.out');
    expect(document.querySelectorAll('[data-sztx-overlay]')).toHaveLength(1);
  });

  it('loads what the overlay shows the first time there is something to show', async () => {
    $toasts.set([]);
    const el = mount('<sztx-test-probe></sztx-test-probe>');
    await findIn(el, '.out');
    const overlay = document.querySelector('[data-sztx-overlay]')!;
    // nothing to show yet: the overlay's view (its chunk in the embed) is not mounted
    expect(overlay.shadowRoot!.childNodes).toHaveLength(0);
    toast.info('saved');
    const shown = await findIn(overlay, '.toast');
    expect(shown.textContent).toContain('saved');
    expect(shown.closest('[role="status"]')).not.toBeNull();
    $toasts.set([]);
  });

  it('shows a fallback instead of throwing into the page when a widget fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    defineWidget({ ...contract, tag: 'sztx-test-broken' }, Broken);
    const el = mount('<sztx-test-broken></sztx-test-broken>');
    const fallback = await findIn(el, '[role="alert"]');
    expect(fallback.textContent).toContain('內容暫時無法顯示');
    expect(error.mock.calls.some((c) => String(c[0]).startsWith('[sztx]'))).toBe(true);
  });

  it('renders first in the language of its lang attribute, whatever the attribute order', async () => {
    const orders = ['lang="s" title="x"', 'title="x" lang="s"'];
    const seen = langSeen;
    for (const [index, attributes] of orders.entries()) {
      setLang('t');
      seen.length = 0;
      const tag = `sztx-test-lang-${index}` as const;
      defineWidget({ ...contract, tag }, LangProbe);
      const el = mount(`<${tag} ${attributes}></${tag}>`);
      await findIn(el, '.out');
      expect(seen[0]).toBe('s');
      el.remove();
    }
    setLang('t');
  });

  it('offers each attribute as a typed property, and keeps the native lang', async () => {
    const el = mount(
      '<sztx-test-probe count="7" lang="zh-Hans"></sztx-test-probe>',
    ) as HTMLElement & {
      count: number;
      flag: boolean;
    };
    expect(el.count).toBe(7);
    expect(el.flag).toBe(false);
    el.count = 9;
    el.flag = true;
    expect(el.getAttribute('count')).toBe('9');
    expect((await until(el, (p) => p.count === 9)).flag).toBe(true);
    expect(el.lang).toBe('zh-Hans');
  });

  it('dispatches only the documented events as cancelable', async () => {
    const el = mount('<sztx-test-probe></sztx-test-probe>');
    const button = (await findIn(el, 'button')) as HTMLButtonElement;
    let cancelable: boolean | undefined;
    el.addEventListener('sztx-section', (e) => {
      cancelable = e.cancelable;
      e.preventDefault();
    });
    button.click();
    expect(cancelable).toBe(false);
  });

  it('warns about a value outside an enumeration (the widget shows its default)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const spec = { type: 'string' as const, description: '', default: 'board', values: ['board'] };
    expect(parseAttribute('sztx-needs-board', 'initial-tab', spec, 'pubish')).toBe('pubish');
    expect(parseAttribute('sztx-needs-board', 'initial-tab', spec, 'board')).toBe('board');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /^\[sztx\] <sztx-needs-board> attribute "initial-tab" is "pubish", not one of "board"/,
    );
  });
});

describe('lang', () => {
  it('takes BCP 47 tags and the t/s aliases, per element, and declares the language inside', async () => {
    setLang('t');
    const cases: Array<[string, 'zh-Hant' | 'zh-Hans']> = [
      ['zh-Hant', 'zh-Hant'],
      ['zh-Hans', 'zh-Hans'],
      ['zh-TW', 'zh-Hant'],
      ['zh-HK', 'zh-Hant'],
      ['zh-CN', 'zh-Hans'],
      ['zh-SG', 'zh-Hans'],
      ['ZH-hans-cn', 'zh-Hans'],
      ['t', 'zh-Hant'],
      ['s', 'zh-Hans'],
    ];
    const elements = cases.map(([lang]) =>
      mount(`<sztx-test-text lang="${lang}"></sztx-test-text>`),
    );
    const plain = mount('<sztx-test-text></sztx-test-text>');
    for (const [index, [lang, tag]] of cases.entries()) {
      const el = elements[index]!;
      const text = tag === 'zh-Hans' ? '资讯动态' : '資訊動態';
      await shown(el, (v) => v.text === text);
      expect(el.shadowRoot?.querySelector('.sztx-root')?.getAttribute('lang'), lang).toBe(tag);
      // the native property still reflects the attribute
      expect(el.lang).toBe(lang);
    }
    // an element without lang keeps the page's language
    expect(await shown(plain, (v) => v.text !== undefined)).toEqual({
      lang: 't',
      text: '資訊動態',
    });
    expect(plain.shadowRoot?.querySelector('.sztx-root')?.getAttribute('lang')).toBe('zh-Hant');
  });

  it('leaves other elements in their language when one element says zh-Hans', async () => {
    setLang('t');
    const a = mount('<sztx-test-text lang="zh-Hans"></sztx-test-text>');
    const b = mount('<sztx-test-text></sztx-test-text>');
    await shown(a, (v) => v.text === '资讯动态');
    expect(await shown(b, (v) => v.lang !== undefined)).toEqual({ lang: 't', text: '資訊動態' });
    // the page's choice (the portal's switch) still moves the element without lang only
    setLang('s');
    await shown(b, (v) => v.text === '资讯动态');
    a.setAttribute('lang', 'zh-Hant');
    await shown(a, (v) => v.text === '資訊動態');
    setLang('t');
  });

  it('warns about a lang that is not Chinese and follows the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setLang('t');
    const el = mount('<sztx-test-text lang="en"></sztx-test-text>');
    await shown(el, (v) => v.lang === 't');
    expect(warn.mock.calls.some((c) => /^\[sztx\].*"lang" is "en"/.test(String(c[0])))).toBe(true);
  });
});

describe('configuration per element', () => {
  it('loads each element from its own api-base, images from beside it', async () => {
    const fake = serveProbe();
    const a = mount('<sztx-test-load api-base="http://a.test/api/v2/"></sztx-test-load>');
    const b = mount('<sztx-test-load api-base="http://b.test/api/v2/"></sztx-test-load>');
    const c = mount('<sztx-test-load></sztx-test-load>');
    expect(await shown(a, (v) => v.status === 'ready')).toMatchObject({
      data: 'a.test',
      image: 'http://a.test/files/a.png',
    });
    expect(await shown(b, (v) => v.status === 'ready')).toMatchObject({
      data: 'b.test',
      image: 'http://b.test/files/a.png',
    });
    // an element that names none: window.SZTX_CONFIG, else the script's origin
    expect((await shown(c, (v) => v.status === 'ready')).data).toBe(location.host);
    expect(fake.calls.map((call) => call.url.host).sort()).toEqual(
      ['a.test', 'b.test', location.host].sort(),
    );
  });

  it('reads attributes set after insertion, in any order, before the first request', async () => {
    const fake = serveProbe();
    const el = document.createElement('sztx-test-load');
    el.setAttribute('lang', 'zh-Hans');
    document.body.append(el);
    el.setAttribute('api-base', 'http://late.test/api/v2/');
    expect((await shown(el, (v) => v.status === 'ready')).data).toBe('late.test');
    expect(fake.calls.map((call) => call.url.host)).toEqual(['late.test']);
  });

  it('loads again from a new api-base', async () => {
    const fake = serveProbe();
    const el = mount('<sztx-test-load api-base="http://one.test/api/v2/"></sztx-test-load>');
    await shown(el, (v) => v.data === 'one.test');
    el.setAttribute('api-base', 'http://two.test/api/v2/');
    await shown(el, (v) => v.data === 'two.test');
    expect(fake.calls.map((call) => call.url.host)).toEqual(['one.test', 'two.test']);
  });

  it('takes window.SZTX_CONFIG for an element without api-base, also one set after creation', async () => {
    serveProbe();
    const early = document.createElement('sztx-test-load');
    window.SZTX_CONFIG = { apiBase: 'http://page.test/api/v2/' };
    const el = mount('<sztx-test-load></sztx-test-load>');
    document.body.append(early);
    expect((await shown(el, (v) => v.status === 'ready')).data).toBe('page.test');
    expect((await shown(early, (v) => v.status === 'ready')).data).toBe('page.test');
  });
});

describe('sztx-error', () => {
  const errors = (el: Element) => {
    const seen: Array<{ detail: unknown; cancelable: boolean }> = [];
    el.addEventListener('sztx-error', (e) =>
      seen.push({ detail: (e as CustomEvent).detail, cancelable: e.cancelable }),
    );
    return seen;
  };

  it('names a CORS refusal and says to add the origin to CORS_ORIGINS', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      // the API is up (an opaque answer gets through) but refuses this origin
      if (init?.mode === 'no-cors') return new Response(null, { status: 200 });
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    const el = document.createElement('sztx-test-load');
    const seen = errors(el);
    el.setAttribute('api-base', 'http://cors.test/api/v2/');
    document.body.append(el);
    await vi.waitFor(() => expect(seen).toHaveLength(1), { timeout: 5000 });
    expect(seen[0]).toEqual({
      cancelable: false,
      detail: {
        kind: 'cors',
        status: null,
        url: 'http://cors.test/api/v2/probe/x',
        message: `this origin (${location.origin}) is not allowed by the API at http://cors.test: add it to CORS_ORIGINS on the API server`,
      },
    });
    const lines = warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('CORS'));
    expect(lines).toEqual([
      `[sztx] <sztx-test-load> this origin (${location.origin}) is not allowed by the API at http://cors.test: add it to CORS_ORIGINS on the API server`,
    ]);
  });

  it('tells an HTTP error and an answer that is not the API apart', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET probe/x': (call) =>
          call.url.host === 'html.test'
            ? new Response('<!doctype html>', { status: 200 })
            : new Response('gone', { status: 404 }),
      }).fetch,
    );
    const missing = document.createElement('sztx-test-load');
    const html = document.createElement('sztx-test-load');
    const seenMissing = errors(missing);
    const seenHtml = errors(html);
    missing.setAttribute('api-base', 'http://missing.test/api/v2/');
    html.setAttribute('api-base', 'http://html.test/api/v2/');
    document.body.append(missing, html);
    await vi.waitFor(() => expect(seenMissing.length + seenHtml.length).toBe(2), {
      timeout: 5000,
    });
    expect(seenMissing[0]?.detail).toMatchObject({
      kind: 'http',
      status: 404,
      url: 'http://missing.test/api/v2/probe/x',
    });
    expect(seenHtml[0]?.detail).toMatchObject({
      kind: 'format',
      status: 200,
      url: 'http://html.test/api/v2/probe/x',
    });
  });
});

describe('window.SZTX.session', () => {
  it('logs the page in with a token from the partner, tells the page, and clears it', async () => {
    const fake = fakeFetch({
      'POST account/inquire/.*': () => ok({ user_id: 7 }, { sucess: true }),
      'GET .*': () => ok([]),
    });
    vi.stubGlobal('fetch', fake.fetch);
    mount('<sztx-test-probe></sztx-test-probe>');
    await vi.waitFor(() => expect(window.SZTX?.session).toBeDefined());
    const changes: unknown[] = [];
    const listen = (e: Event) => changes.push((e as CustomEvent).detail);
    document.addEventListener('sztx-session-change', listen);
    expect(await window.SZTX!.session.set('partner-token')).toBe(true);
    expect(window.SZTX!.session.get()).toBe('partner-token');
    expect($session.get()).toMatchObject({ status: 'valid', userId: '7' });
    window.SZTX!.session.clear();
    expect(window.SZTX!.session.get()).toBeNull();
    expect($token.get()).toBeNull();
    document.removeEventListener('sztx-session-change', listen);
    expect(changes).toEqual([
      { loggedIn: true, userId: '7' },
      { loggedIn: false, userId: null },
    ]);
  });
});
