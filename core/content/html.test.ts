// @vitest-environment jsdom
// DOMPurify needs a real HTML parser: jsdom's is spec-compliant (happy-dom's is not), so the
// vectors below are parsed the way a browser parses them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { headingLevels, safeHtml as sanitize } from './html';

/** The HTML as text (a TrustedHTML where the browser has Trusted Types). */
const safeHtml = (...args: Parameters<typeof sanitize>) => String(sanitize(...args));

/** Parses sanitized output the way the widget's innerHTML will, in a fresh document. */
function parse(html: string): HTMLElement {
  const doc = document.implementation.createHTMLDocument('');
  const box = doc.createElement('div');
  box.innerHTML = html;
  return box;
}

const URL_ATTRS = [
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'srcdoc',
  'data',
  'background',
  'poster',
];

/** Everything in the output that could run script or load active content. */
function dangers(html: string): string[] {
  const found: string[] = [];
  const root = parse(html);
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (
      [
        'script',
        'iframe',
        'object',
        'embed',
        'style',
        'form',
        'meta',
        'link',
        'base',
        'frame',
        'frameset',
        'noscript',
        'template',
        'math',
        'svg',
      ].includes(tag)
    ) {
      found.push(`<${tag}>`);
    }
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      // browsers ignore whitespace and control characters inside a URL scheme
      const value = [...attr.value]
        .filter((ch) => ch.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (name === 'style') found.push(`${tag}[style]`);
      if (URL_ATTRS.includes(name)) {
        if (/^(javascript|vbscript):/.test(value)) found.push(`${tag}[${name}=${value}]`);
        if (
          value.startsWith('data:') &&
          !(tag === 'img' && /^data:image\/(png|jpe?g|gif|webp);/.test(value))
        )
          found.push(`${tag}[${name}=data:]`);
      }
    }
  }
  return found;
}

const VECTORS: Array<[string, string]> = [
  ['script tag', '<p>前</p><script>alert(1)</script><p>後</p>'],
  ['script with src', '<script src="https://evil.test/x.js"></script>'],
  ['img onerror', '<img src="x" onerror="alert(1)">'],
  ['body onload', '<body onload="alert(1)">'],
  ['mixed-case handler', '<IMG SRC=x OnErRoR=alert(1)>'],
  ['handler without quotes and slash', '<img/src=x/onerror=alert(1)>'],
  ['javascript: link', '<a href="javascript:alert(1)">連結</a>'],
  ['javascript: with entities', '<a href="jav&#x09;ascript:alert(1)">連結</a>'],
  ['javascript: upper case', '<a href="JAVASCRIPT:alert(1)">連結</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">連結</a>'],
  [
    'data: html link',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">連結</a>',
  ],
  [
    'data: svg image in object',
    '<object data="data:image/svg+xml,<svg onload=alert(1)>"></object>',
  ],
  ['data: svg in img', '<img src="data:image/svg+xml,<svg onload=alert(1)>">'],
  ['data: html in img', '<img src="data:text/html,<script>alert(1)</script>">'],
  ['data: video source', '<video src="data:video/webm;base64,GkXfow=="></video>'],
  ['data: poster', '<video poster=" data:image/svg+xml,<svg onload=alert(1)>"></video>'],
  ['img srcset javascript', '<img srcset="javascript:alert(1) 1x">'],
  ['javascript: after a control character', '<a href="&#1;javascript:alert(1)">連結</a>'],
  ['javascript: split by a newline', '<a href="java\nscript:alert(1)">連結</a>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['iframe javascript', '<iframe src="javascript:alert(1)"></iframe>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  ['svg onload', '<svg onload="alert(1)"><circle r="4"/></svg>'],
  ['svg animate', '<svg><animate onbegin="alert(1)" attributeName="x"/></svg>'],
  [
    'svg use xlink',
    '<svg><use xlink:href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"/></svg>',
  ],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['svg a javascript', '<svg><a xlink:href="javascript:alert(1)"><text y="20">x</text></a></svg>'],
  ['mathml link', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>'],
  ['style tag', '<style>body{background:url("javascript:alert(1)")}</style><p>文字</p>'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">文字</p>'],
  ['form action', '<form action="javascript:alert(1)"><button>送出</button></form>'],
  ['button formaction', '<button formaction="javascript:alert(1)">按</button>'],
  ['input autofocus onfocus', '<input autofocus onfocus="alert(1)">'],
  ['details ontoggle', '<details open ontoggle="alert(1)"><summary>x</summary></details>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['link import', '<link rel="import" href="https://evil.test/x.html">'],
  [
    'video poster and onerror',
    '<video poster="javascript:alert(1)" onerror="alert(1)"><source src="x"></video>',
  ],
  ['marquee onstart', '<marquee onstart="alert(1)">x</marquee>'],
  ['template content', '<template><img src=x onerror=alert(1)></template>'],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['svg style mXSS', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
  [
    'math mglyph mXSS',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
  ],
  [
    'form nesting mXSS',
    '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=alert(1) src>">',
  ],
  ['comment breakout', '<!--><img src=x onerror=alert(1)>-->'],
  ['cdata in html', '<![CDATA[><img src=x onerror=alert(1)>]]>'],
  ['entity-encoded handler text stays text', '&lt;img src=x onerror=alert(1)&gt;'],
];

describe('safeHtml: XSS vectors are stripped', () => {
  it.each(VECTORS)('%s', (_name, vector) => {
    const out = safeHtml(vector);
    expect(dangers(out)).toEqual([]);
    // mutation-XSS invariant: what the widget assigns parses back to the same markup
    expect(parse(out).innerHTML).toBe(out);
    expect(safeHtml(out)).toBe(out);
  });

  it('the danger detector finds what it looks for (control)', () => {
    expect(
      dangers('<img src=x onerror=alert(1)><a href="javascript:x">y</a><script></script>'),
    ).toEqual(['img[onerror]', 'a[href=javascript:x]', '<script>']);
  });

  it('keeps the text around removed markup', () => {
    expect(parse(safeHtml('<p>前</p><script>alert(1)</script><p>後</p>')).textContent).toBe('前後');
    expect(parse(safeHtml('&lt;img src=x onerror=alert(1)&gt;')).textContent).toBe(
      '<img src=x onerror=alert(1)>',
    );
  });
});

describe('safeHtml: article markup survives', () => {
  it('keeps headings, paragraphs, emphasis, lists, tables, images and https links', () => {
    const html =
      '<h3>重點摘要</h3><p>本會<strong>舉辦</strong><em>講座</em></p><ol><li>一</li><li>二</li></ol>' +
      '<table><thead><tr><th>項目</th></tr></thead><tbody><tr><td>年費</td></tr></tbody></table>' +
      '<img src="https://cdn.example.org/a.png" alt="圖"><a href="https://example.org/p">原文</a>';
    const root = parse(safeHtml(html));
    // the body's top heading is a part of the page, one level below its title
    expect(root.querySelector('h2')?.textContent).toBe('重點摘要');
    expect(root.querySelector('strong')?.textContent).toBe('舉辦');
    expect(root.querySelectorAll('ol li')).toHaveLength(2);
    expect(root.querySelector('td')?.textContent).toBe('年費');
    expect(root.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.org/a.png');
    expect(root.querySelector('img')?.getAttribute('alt')).toBe('圖');
    const a = root.querySelector('a')!;
    expect(a.getAttribute('href')).toBe('https://example.org/p');
    // links open in a new tab without access to the portal
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
  });

  /** Every sequence of 1 to `longest` heading levels (h1–h6). */
  const levelSequences = (longest: number): number[][] => {
    const all: number[][] = [[]];
    for (const seq of all)
      if (seq.length < longest) for (let l = 1; l <= 6; l++) all.push([...seq, l]);
    return all.slice(1);
  };

  it('levels headings below the page title without skips, for every sequence of up to 5 levels', () => {
    // the rule, walked over every sequence (9,330); the DOM's renaming is the next test's
    const sequences = levelSequences(5);
    expect(sequences).toHaveLength(6 + 36 + 216 + 1296 + 7776);
    for (const sent of sequences) {
      const shown = headingLevels(sent);
      const why = `${sent.join(' ')} → ${shown.join(' ')}`;
      expect(shown[0], why).toBe(2);
      for (let i = 1; i < sent.length; i++) {
        const [before, now] = [shown[i - 1]!, shown[i]!];
        expect(now, why).toBeGreaterThanOrEqual(2);
        expect(now, why).toBeLessThanOrEqual(before + 1);
        // the editor's outline kept: deeper stays deeper, a sibling a sibling
        if (sent[i]! > sent[i - 1]!) expect(now, why).toBe(before + 1);
        if (sent[i] === sent[i - 1]) expect(now, why).toBe(before);
        if (sent[i]! < sent[i - 1]!) expect(now, why).toBeLessThanOrEqual(before);
      }
    }
  });

  it('renames the headings of a body as levelled, keeping their ids and content', () => {
    // every sequence of up to 2 levels, and the deepest climb and fall of 4, through the sanitizer
    for (const sent of [...levelSequences(2), [6, 5, 4, 3], [1, 2, 3, 4], [6, 1, 6, 2]]) {
      const html = sent.map((n, i) => `<h${n} id="x${i}">標題<em>${i}</em></h${n}><p>段落</p>`);
      const root = parse(safeHtml(html.join('')));
      const headings = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')];
      const why = sent.join(' ');
      expect(
        headings.map((h) => [Number(h.tagName[1]), h.id, h.innerHTML]),
        why,
      ).toEqual(headingLevels(sent).map((level, i) => [level, `x${i}`, `標題<em>${i}</em>`]));
    }
  });

  it('keeps a pasted raster picture (data:image/png) in an image', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(
      parse(safeHtml(`<img src="${png}" alt="貼上">`))
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe(png);
  });

  it('resolves relative image paths with the image base and lazy-loads images', () => {
    const out = safeHtml('<img src="/files/a.png">', undefined, (src) => `https://img.test${src}`);
    const img = parse(out).querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://img.test/files/a.png');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('answers empty input with an empty string', () => {
    expect(safeHtml('')).toBe('');
    expect(safeHtml(null)).toBe('');
    expect(safeHtml(undefined)).toBe('');
  });
});

describe('safeHtml: Simplified conversion touches text only', () => {
  const toSimplified = (text: string) => text.replace(/資訊/g, '资讯').replace(/臺灣/g, '台湾');

  it('converts text nodes but not tag names, attribute values or URLs', () => {
    const out = safeHtml(
      '<p title="資訊">臺灣<a href="https://example.org/資訊" title="資訊">資訊</a></p>',
      toSimplified,
    );
    const root = parse(out);
    expect(root.textContent).toBe('台湾资讯');
    expect(root.querySelector('p')?.getAttribute('title')).toBe('資訊');
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://example.org/資訊');
    expect(root.querySelector('a')?.getAttribute('title')).toBe('資訊');
  });

  it('a converter that returns markup cannot inject it: converted text stays text', () => {
    const out = safeHtml('<p>資訊</p>', () => '<img src=x onerror=alert(1)>');
    expect(dangers(out)).toEqual([]);
    expect(parse(out).querySelector('p')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(parse(out).querySelector('img')).toBeNull();
  });
});

describe('Trusted Types', () => {
  const KEY = Symbol.for('sztx.trusted-types-policy');
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (globalThis as Record<symbol, unknown>)[KEY];
  });

  it("signs sanitized HTML with one policy named 'sztx', which DOMPurify parses through too", async () => {
    class Signed {
      constructor(readonly html: string) {}
      toString() {
        return this.html;
      }
    }
    const created: string[] = [];
    const signed: string[] = [];
    vi.stubGlobal('trustedTypes', {
      createPolicy(name: string, rules: { createHTML(html: string): string }) {
        created.push(name);
        return {
          createHTML: (html: string) => {
            signed.push(html);
            return new Signed(rules.createHTML(html));
          },
          createScriptURL: () => '',
        };
      },
    });
    vi.resetModules();
    const fresh = await import('./html');
    const out = fresh.safeHtml('<p>資訊<img src=x onerror=alert(1)></p>');
    const again = fresh.safeHtml('<b>x</b>');
    expect(created).toEqual(['sztx']);
    expect(out).toBeInstanceOf(Signed);
    expect(String(out)).toBe('<p>資訊<img src="x" loading="lazy"></p>');
    expect(String(again)).toBe('<b>x</b>');
    // the last signature of each call is the sanitized output, never the input
    expect(signed).toContain('<p>資訊<img src="x" loading="lazy"></p>');
  });
});
