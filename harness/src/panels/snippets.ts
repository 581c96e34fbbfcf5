// The code for what the studio shows, as a partner pastes it: a plain HTML page (the pinned,
// immutable embed URL with its Subresource Integrity), a React 19 component (TSX) and a Vue 3
// single-file component, the two last as the consumer projects in tests/consumers/ use the
// package (its embed script imported for its side effect, the `./react` or `./vue` typings).
import { type Theme, themeCss } from './theme';

/** What is on screen: the element, its attributes, language and theme, and where it comes from. */
export interface SnippetInput {
  tag: string;
  /** The embed script defining the element, e.g. `needs-board.js`. */
  entry: string;
  /** Attributes as the element has them (`''` for a boolean attribute that is on). */
  attrs: Record<string, string>;
  /** Names of the boolean attributes (written bare). */
  booleans: readonly string[];
  lang: 't' | 's';
  theme: Theme;
  /** The portal's origin, e.g. `https://portal.example`. */
  origin: string;
  version: string;
  /** `sha384-…` of the entry, from the build's sri.json. */
  integrity: string | undefined;
}

export type SnippetKind = 'html' | 'react' | 'vue';

const LANG = { t: 'zh-Hant', s: 'zh-Hans' } as const;

/** The element's attributes in the order a partner reads them: language first. */
function attributes(input: SnippetInput, apiBase: boolean): [string, string | true][] {
  const list: [string, string | true][] = [];
  if (apiBase && input.attrs['api-base'] === undefined)
    list.push(['api-base', `${input.origin}/api/v2/`]);
  list.push(['lang', LANG[input.lang]]);
  for (const [name, value] of Object.entries(input.attrs)) {
    if (name === 'lang') continue;
    list.push([name, input.booleans.includes(name) && value !== 'false' ? true : value]);
  }
  return list;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function htmlAttributes(list: [string, string | true][]): string {
  return list
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
}

/** `name="value"`, or `name={"…"}` for a value JSX cannot hold between plain quotes. */
function jsxAttribute(name: string, value: string | true): string {
  if (value === true) return name;
  return /["{}<>&\\]/.test(value) ? `${name}={${JSON.stringify(value)}}` : `${name}="${value}"`;
}

const pascal = (tag: string) =>
  tag
    .replace(/^sztx-/, '')
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** A plain page's code: the pinned script with its integrity, the theme, the element. */
export function htmlSnippet(input: SnippetInput): string {
  const src = `${input.origin}/embed/v${input.version}/${input.entry}`;
  const integrity = input.integrity ? ` integrity="${input.integrity}"` : '';
  const css = themeCss(input.tag, input.theme, '  ');
  const lines = [
    `<!-- <${input.tag}>, version ${input.version} (immutable URL${input.integrity ? ', checked by its integrity' : ''}) -->`,
    `<script type="module" src="${src}"${integrity} crossorigin="anonymous"></script>`,
  ];
  if (css) lines.push('<style>', css, '</style>');
  // the API is found from the script's origin
  lines.push(`<${input.tag}${htmlAttributes(attributes(input, false))}></${input.tag}>`);
  return `${lines.join('\n')}\n`;
}

/** A React 19 component (TSX) that renders the element as shown, bundled from the package. */
export function reactSnippet(input: SnippetInput): string {
  const name = pascal(input.tag);
  const theme = Object.entries(input.theme);
  const props = attributes(input, true).map(([n, v]) => jsxAttribute(n, v));
  if (theme.length) props.push('style={theme}');
  const lines = [
    `// <${input.tag}> in a React 19 app (npm install sztx-widgets@${input.version})`,
    `import 'sztx-widgets/embed/${input.entry}'; // registers <${input.tag}>`,
  ];
  if (theme.length) lines.push(`import type { CSSProperties } from 'react';`);
  lines.push(`import type {} from 'sztx-widgets/react'; // typed <sztx-*> JSX`, '');
  if (theme.length) {
    lines.push(
      '/** The theme: documented --sztx-* properties (the overlays it opens take them too). */',
      'const theme = {',
      ...theme.map(([token, value]) => `  '${token}': ${JSON.stringify(value)},`),
      '} as CSSProperties;',
      '',
    );
  }
  lines.push(
    `export function ${name}() {`,
    '  return (',
    `    <${input.tag}`,
    ...props.map((p) => `      ${p}`),
    '    />',
    '  );',
    '}',
  );
  return `${lines.join('\n')}\n`;
}

/** A Vue 3 single-file component that renders the element as shown, bundled from the package. */
export function vueSnippet(input: SnippetInput): string {
  const css = themeCss(input.tag, input.theme);
  const attrs = attributes(input, true)
    .map(([n, v]) => (v === true ? `    ${n}` : `    ${n}="${escapeHtml(v)}"`))
    .join('\n');
  const lines = [
    `<!-- <${input.tag}> in a Vue 3 app (npm install sztx-widgets@${input.version}); in vite.config:`,
    `     vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('sztx-') } } }) -->`,
    '<script setup lang="ts">',
    `import 'sztx-widgets/embed/${input.entry}'; // registers <${input.tag}>`,
    `import type {} from 'sztx-widgets/vue'; // typed <sztx-*> in templates`,
    '</script>',
    '',
    '<template>',
    `  <${input.tag}`,
    attrs,
    '  />',
    '</template>',
  ];
  if (css) lines.push('', '<style>', css, '</style>');
  return `${lines.join('\n')}\n`;
}

export const SNIPPETS: Record<SnippetKind, (input: SnippetInput) => string> = {
  html: htmlSnippet,
  react: reactSnippet,
  vue: vueSnippet,
};
