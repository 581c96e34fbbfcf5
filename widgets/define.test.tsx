import { afterEach, describe, expect, it, vi } from 'vitest';
import { $lang, setLang } from '../core/language/language';
import { defineWidget, type WidgetContract, type WidgetHost } from './define';
import { allIn, findIn, mount } from './testing/mount';

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
});

/** The language each render of LangProbe saw. */
const langSeen: string[] = [];
function LangProbe() {
  langSeen.push($lang.get());
  return <output className="out">{'{}'}</output>;
}

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
});
