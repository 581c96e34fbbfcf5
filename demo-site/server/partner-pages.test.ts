// The partner demo page that builds a widget from its query string (demo-site/partner/one.js)
// takes only the attributes the widget's manifest documents, and never a URL attribute: the
// attack link of issue 28 (a focus handler, a script portal-url, another server's api-base)
// sets nothing but the documented page size.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_CONTRACTS } from '../../widgets/contracts';
import manifest from '../../widgets/custom-elements.json' with { type: 'json' };
import { COMMON_ATTRIBUTES } from '../../widgets/define';

const SOURCE = readFileSync(join(process.cwd(), 'demo-site/partner/one.js'), 'utf8');
const page = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
const START_URL = location.href;

/** one.js's list, read from its source. */
function documented(): Record<string, string[]> {
  const literal = /const DOCUMENTED = (\{[\s\S]*?\});/.exec(SOURCE)?.[1];
  if (!literal) throw new Error('one.js has no DOCUMENTED list');
  return new Function(`return ${literal}`)() as Record<string, string[]>;
}

/** Runs one.js on a page at `query`; the element it made, if any. */
function openOne(query: string): Element | null {
  page.setURL(`http://partner.test/partner/one.html?${query}`);
  document.body.innerHTML = '<output id="counter"></output><main id="host"></main>';
  new Function(SOURCE)();
  return document.getElementById('host')!.firstElementChild;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  document.body.innerHTML = '';
  page.setURL(START_URL);
});

describe('one.html builds a widget from its query string', () => {
  it("lists, for each widget, exactly the manifest's attributes but the URL ones", () => {
    const tags = manifest.modules.flatMap((m) =>
      m.declarations.flatMap((d) => ('tagName' in d && d.tagName ? [d.tagName] : [])),
    );
    expect(Object.keys(documented()).sort()).toEqual([...tags].sort());
    for (const contract of ALL_CONTRACTS) {
      const all = { ...COMMON_ATTRIBUTES, ...contract.attributes };
      const expected = Object.keys(all).filter((name) => !all[name]!.url);
      expect(documented()[contract.tag], contract.tag).toEqual(expected);
    }
  });

  it('the attack link sets no handler, style or URL attribute', () => {
    const attack = new URLSearchParams([
      ['tag', 'sztx-news-feed'],
      ['onfocus', 'top.__xss(1)'],
      ['ONFOCUS', 'top.__xss(2)'],
      ['tabindex', '0'],
      ['autofocus', ''],
      ['style', 'position:fixed;inset:0'],
      ['portal-url', 'javascript:top.__xss(3)//'],
      ['api-base', 'https://evil.example/api/v2/'],
      ['image-base', 'https://evil.example/'],
      ['page-size', '3'],
      ['heading', '動態'],
    ]);
    const element = openOne(attack.toString());
    expect(element?.localName).toBe('sztx-news-feed');
    expect(element!.getAttributeNames().sort()).toEqual(['eager', 'heading', 'page-size']);
    expect(element!.getAttribute('page-size')).toBe('3');
  });

  it('makes no element for a tag the manifest does not list', () => {
    for (const tag of ['script', 'iframe', 'sztx-evil', 'constructor', '__proto__', ''])
      expect(openOne(`tag=${encodeURIComponent(tag)}&src=x`), tag).toBeNull();
  });
});
