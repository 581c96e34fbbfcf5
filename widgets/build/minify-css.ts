import type { Plugin } from 'vite';
import { isSourceIn } from './module-id.ts';
import { sourceRewrite } from './rewrite.ts';

/**
 * Spare whitespace of the CSS between strings and comments: around braces, `;`, `,`, a child
 * combinator `>` and a `/` (`1 / -1`), never around `+` or `-` (calc needs them).
 */
const squeeze = (css: string) =>
  css
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,>/]) ?/g, '$1')
    .replace(/: /g, ':');

/**
 * Where the quoted string starting at `start` ends (after its closing quote), or -1 when it is
 * not closed. A backslash escapes the next character.
 */
function stringEnd(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === quote) return i + 1;
  }
  return -1;
}

/**
 * The text of a CSS template part without comments and spare whitespace. Quoted strings stay as
 * written (quotes inside a comment, such as an apostrophe, start none); a space next to an
 * interpolation stays (it may separate a selector or a value); each declaration keeps its `;`
 * (the theme tokens' defaults are read back from their CSS).
 */
export function squeezeCss(text: string): string {
  // one pass, left to right, instead of a string-or-comment pattern: that one rescanned to the
  // end from every quote of an unclosed string (quadratic). An unclosed string or comment is
  // plain text; when one is unclosed, so is every later one of its kind (the same remainder).
  let out = '';
  let plain = '';
  const unclosed = new Set<string>();
  for (let i = 0; i < text.length; ) {
    const c = text[i]!;
    const kind = c === '"' || c === "'" ? c : c === '/' && text[i + 1] === '*' ? '/*' : '';
    const end =
      !kind || unclosed.has(kind) ? -1 : kind === '/*' ? commentEnd(text, i) : stringEnd(text, i);
    if (end < 0) {
      if (kind) unclosed.add(kind);
      plain += c;
      i++;
    } else {
      if (kind !== '/*') {
        out += squeeze(plain) + text.slice(i, end);
        plain = '';
      }
      i = end;
    }
  }
  return out + squeeze(plain);
}

/** Where the comment starting at `start` ends (after its `*\/`), or -1 when it is not closed. */
function commentEnd(text: string, start: number): number {
  const close = text.indexOf('*/', start + 2);
  return close < 0 ? -1 : close + 2;
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
  return sourceRewrite(
    'sztx-minify-css',
    (code, id) => isSourceIn(id, ['widgets', 'harness']) && code.includes('/* css */'),
    (code) => {
      let out = '';
      let last = 0;
      for (const [start, end] of cssParts(code)) {
        out += code.slice(last, start) + squeezeCss(code.slice(start, end));
        last = end;
      }
      return out + code.slice(last);
    },
  );
}
