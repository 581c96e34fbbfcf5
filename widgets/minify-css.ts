import type { Plugin } from 'vite';

/** A quoted CSS string, kept as written. */
const QUOTED = /("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/;
/** A quoted string (group 1, kept) or a comment (dropped), whichever starts first. */
const QUOTED_OR_COMMENT = new RegExp(String.raw`${QUOTED.source}|/\*[\s\S]*?\*/`, 'g');

/**
 * The text of a CSS template part without comments and spare whitespace. Quoted strings stay as
 * written (quotes inside a comment, such as an apostrophe, start none); a space next to an
 * interpolation stays (it may separate a selector or a value); each declaration keeps its `;`
 * (the theme tokens' defaults are read back from their CSS).
 */
export function squeezeCss(text: string): string {
  return text
    .replace(QUOTED_OR_COMMENT, (_, quoted: string | undefined) => quoted ?? '')
    .split(QUOTED)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(/\s+/g, ' ')
            .replace(/ ?([{};,]) ?/g, '$1')
            .replace(/: /g, ':'),
    )
    .join('');
}

/**
 * Where each `/* css *\/` template literal of `code` starts and ends: its static parts as
 * [start, end) ranges between the backticks and the `${…}` interpolations.
 */
function cssParts(code: string): Array<[number, number]> {
  const parts: Array<[number, number]> = [];
  const marker = /\/\* css \*\/\s*`/g;
  for (const match of code.matchAll(marker)) {
    let start = match.index + match[0].length;
    let i = start;
    while (i < code.length) {
      const c = code[i];
      if (c === '\\') {
        i += 2;
        continue;
      }
      if (c === '`') {
        parts.push([start, i]);
        break;
      }
      if (c === '$' && code[i + 1] === '{') {
        parts.push([start, i]);
        // skip the expression (no template literal nests in one in our styles)
        let depth = 0;
        for (i += 1; i < code.length; i++) {
          if (code[i] === '{') depth++;
          else if (code[i] === '}' && --depth === 0) break;
        }
        start = i + 1;
      }
      i++;
    }
  }
  return parts;
}

/**
 * Build step: the styles written as `/* css *\/` template literals go into the chunks without
 * their comments and indentation (every widget's shadow root gets its CSS as a string).
 */
export function minifyCss(): Plugin {
  return {
    name: 'sztx-minify-css',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/(widgets|harness)\/.+\.tsx?$/.test(id) || !code.includes('/* css */')) return null;
      let out = '';
      let last = 0;
      for (const [start, end] of cssParts(code)) {
        out += code.slice(last, start) + squeezeCss(code.slice(start, end));
        last = end;
      }
      out += code.slice(last);
      return out === code ? null : { code: out, map: null };
    },
  };
}
