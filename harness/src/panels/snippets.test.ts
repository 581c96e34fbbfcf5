// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entryOf, tokensOf } from './manifest';
import { htmlSnippet, reactSnippet, type SnippetInput, vueSnippet } from './snippets';
import { readTheme, themeCss, themeQuery, validValue } from './theme';

const input: SnippetInput = {
  tag: 'sztx-needs-board',
  entry: 'needs-board.js',
  attrs: { 'page-size': '3', 'initial-tab': 'publish' },
  booleans: [],
  lang: 's',
  theme: { '--sztx-primary': '#0b6e4f', '--sztx-font': 'Georgia, "Noto Serif CJK TC", serif' },
  origin: 'https://portal.example',
  version: '0.2.0',
  integrity: 'sha384-abc',
};

describe('theme', () => {
  it('reads documented tokens from the URL under its own prefix and writes them back', () => {
    const theme = readTheme(
      '?widget=needs-board&attr.page-size=3&theme.--sztx-primary=%230b6e4f&theme.--sztx-nope=red&theme.--sztx-text=red%7D',
    );
    expect(theme).toEqual({ '--sztx-primary': '#0b6e4f' });
    expect(themeQuery(theme)).toBe('&theme.--sztx-primary=%230b6e4f');
    expect(themeQuery({})).toBe('');
  });

  it('refuses values that would leave their declaration', () => {
    expect(validValue('#0b6e4f')).toBe(true);
    expect(validValue('"Noto Serif", serif')).toBe(true);
    for (const bad of ['red; color: blue', 'red}', '</style>', 'a\nb', ' ']) {
      expect(validValue(bad), bad).toBe(false);
    }
  });

  it('lists every documented token of the element with its default', () => {
    const tokens = tokensOf('sztx-needs-board');
    expect(tokens.find((t) => t.name === '--sztx-primary')?.initial).toBe('#b4232a');
    expect(tokens.map((t) => t.name)).toContain('--sztx-font');
    expect(entryOf('sztx-courses')).toBe('content.js');
    expect(themeCss('sztx-x', { '--sztx-primary': 'red' })).toBe(
      'sztx-x {\n  --sztx-primary: red;\n}',
    );
  });
});

describe('snippets', () => {
  it('HTML: the pinned script with its integrity, the theme, the element', () => {
    expect(htmlSnippet(input)).toBe(
      [
        '<!-- <sztx-needs-board>, version 0.2.0 (immutable URL, checked by its integrity) -->',
        '<script type="module" src="https://portal.example/embed/v0.2.0/needs-board.js" integrity="sha384-abc" crossorigin="anonymous"></script>',
        '<style>',
        '  sztx-needs-board {',
        '    --sztx-primary: #0b6e4f;',
        '    --sztx-font: Georgia, "Noto Serif CJK TC", serif;',
        '  }',
        '</style>',
        '<sztx-needs-board lang="zh-Hans" page-size="3" initial-tab="publish"></sztx-needs-board>',
        '',
      ].join('\n'),
    );
  });

  it('HTML: escapes attribute values and writes booleans bare', () => {
    const html = htmlSnippet({
      ...input,
      tag: 'sztx-news-feed',
      attrs: { heading: 'a "b" <c> & d', 'hide-heading': '' },
      booleans: ['hide-heading'],
      theme: {},
      integrity: undefined,
    });
    expect(html).toContain('heading="a &quot;b&quot; &lt;c> &amp; d" hide-heading>');
    expect(html).not.toContain('<style>');
    expect(html).not.toContain('integrity');
  });

  it('React: the package entry, typings, the API base, the theme as style', () => {
    const tsx = reactSnippet(input);
    expect(tsx).toContain("import 'sztx-widgets/embed/needs-board.js';");
    expect(tsx).toContain("import type {} from 'sztx-widgets/react';");
    expect(tsx).toContain('export function NeedsBoard() {');
    expect(tsx).toContain('api-base="https://portal.example/api/v2/"');
    expect(tsx).toContain(`'--sztx-font': "Georgia, \\"Noto Serif CJK TC\\", serif",`);
    expect(tsx).toContain('style={theme}');
    expect(reactSnippet({ ...input, attrs: { heading: 'a{b}' } })).toContain('heading={"a{b}"}');
  });

  it('Vue: the package entry, typings, the attributes and the theme in a <style>', () => {
    const vue = vueSnippet(input);
    expect(vue).toContain("import type {} from 'sztx-widgets/vue';");
    expect(vue).toContain('    page-size="3"');
    expect(vue).toContain('<style>\nsztx-needs-board {\n  --sztx-primary: #0b6e4f;');
  });
});
