import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { minifyCss, squeezeCss } from './minify-css';

describe('squeezeCss', () => {
  it('drops comments and spare whitespace, keeping quoted strings and descendant spaces', () => {
    const css = `
/* a comment */
.a .b:hover,  .c > .d {
  font-family: "PingFang TC",  sans-serif;
  content: "a  b";
  margin: 0 auto;
}`;
    expect(squeezeCss(css)).toBe(
      ' .a .b:hover,.c>.d{font-family:"PingFang TC",sans-serif;content:"a  b";margin:0 auto;}',
    );
  });

  it('drops the spaces around a child combinator and a slash, never around + or - (calc)', () => {
    const css = `.a > li { grid-column: 1 / -1; aspect-ratio: 16 / 10; width: calc(100% - 2 * 8px); }
.b + .c { margin: calc(1px + 2px); }`;
    expect(squeezeCss(css)).toBe(
      '.a>li{grid-column:1/-1;aspect-ratio:16/10;width:calc(100% - 2 * 8px);}.b + .c{margin:calc(1px + 2px);}',
    );
  });

  it('drops comments with quotes or apostrophes in them (a page\'s column, a "quoted" word)', () => {
    const css = `
/* the page's column leaves it room */
.a { color: red; }
/* a global "* { … !important }" rule */
.b { content: "it's /* no comment */"; }`;
    expect(squeezeCss(css)).toBe(' .a{color:red;}.b{content:"it\'s /* no comment */";}');
  });
});

describe('minifyCss', () => {
  const transform = (code: string) =>
    (minifyCss().transform as (code: string, id: string) => { code: string } | null).call(
      {},
      code,
      '/x/widgets/a.tsx',
    );

  it('squeezes only css template literals, leaving interpolations as written', () => {
    // source text: @{ stands for an interpolation's opening
    const source = (text: string) => text.replaceAll('@{', `${'$'}{`);
    const code = source(
      'const X = /* css */ `\n  .a {\n    color: @{c ? "red" : "blue"};\n  }\n`;\nconst y = ` a  b `;',
    );
    expect(transform(code)?.code).toBe(
      source('const X = /* css */ ` .a{color:@{c ? "red" : "blue"};}`;\nconst y = ` a  b `;'),
    );
  });
});

describe('squeezeCss and the theme tokens', () => {
  it('keeps every token declaration readable as `name: value;`', async () => {
    const { THEME_TOKENS } = await import('../ui/styles');
    const source = readFileSync('widgets/ui/styles.ts', 'utf8');
    const tokens = source.slice(
      source.indexOf('const TOKENS_CSS'),
      source.indexOf('const TOKEN_DEFAULTS'),
    );
    const squeezed = squeezeCss(tokens);
    const names = [...squeezed.matchAll(/(--sztx-[\w-]+):\s*([^;]+);/g)].map((m) => m[1]);
    expect(names).toEqual(THEME_TOKENS);
  });
});
