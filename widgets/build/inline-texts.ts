import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { isSourceIn } from './module-id.ts';
import { sourceRewrite } from './rewrite.ts';

/** `import * as texts from './messages';` — a namespace import of a text catalog. */
const CATALOG_IMPORT = /^import \* as (\w+) from '(\.{1,2}\/[\w./-]*messages)';$/gm;
/** `export const name = '…';` — a string of a catalog. */
const STRING_EXPORT = /^export const (\w+) =\s*('(?:[^'\\\n]|\\.)*');$/gm;
/** `export const name = (` — the start of a text with parameters (read on by `functionTexts`). */
const FUNCTION_HEAD = /^export const (\w+) =\s*\(/gm;
/** Between the parameters' `)` and the body. */
const ARROW = /\s*=>/y;

/**
 * `export const name = (n: number) => `…`;`: each text with parameters, from its `(` to the `;`
 * ending a line. Read on from each head by `indexOf`: one pattern for the whole export
 * (`\([^)]*\)\s*=>[\s\S]*?);$`) rescanned the rest of the file from every head.
 */
function functionTexts(source: string): Array<[string, string]> {
  const texts: Array<[string, string]> = [];
  for (const head of source.matchAll(FUNCTION_HEAD)) {
    const open = head.index + head[0].length - 1;
    const close = source.indexOf(')', open);
    ARROW.lastIndex = close + 1;
    if (close < 0 || !ARROW.test(source)) continue;
    let end = source.indexOf(';\n', ARROW.lastIndex);
    if (end < 0 && source.endsWith(';')) end = source.length - 1;
    if (end >= 0) texts.push([head[1]!, source.slice(open, end)]);
  }
  return texts;
}

/**
 * Each text of a catalog's source as the source to put in its place: a literal, or the arrow in
 * parentheses (so a text with parameters may use only its parameters).
 */
export function catalogTexts(source: string): Map<string, string> {
  return new Map([
    ...functionTexts(source).map(([name, fn]): [string, string] => [name, `(${fn})`]),
    ...[...source.matchAll(STRING_EXPORT)].map(([, name, literal]): [string, string] => [
      name!,
      literal!,
    ]),
  ]);
}

/**
 * Build step: writes each catalog text (`texts.saved`, `texts.count(n)`) itself where a
 * component uses it, and drops the catalog import. A catalog module would otherwise go whole
 * into the first chunk that imports it, so the texts of lazily loaded screens (login dialog,
 * publish form, portal pages) would move into the initial download of every widget; inlined,
 * each text stays in the chunk that shows it, as when it was written in the component.
 */
export function inlineTexts(): Plugin {
  return sourceRewrite(
    'sztx-inline-texts',
    (code, id) => isSourceIn(id, ['widgets', 'harness']) && code.includes('/messages'),
    (code, id, watch) => {
      let out = code;
      for (const [statement, namespace, specifier] of code.matchAll(CATALOG_IMPORT)) {
        const file = resolve(dirname(id), `${specifier}.ts`);
        const texts = catalogTexts(readFileSync(file, 'utf8'));
        watch(file);
        const reference = new RegExp(`(?<![\\w.$])${namespace}\\.(\\w+)\\b`, 'g');
        out = out.replace(reference, (ref, name: string) => texts.get(name) ?? ref);
        // every text inlined: drop the import, or the catalog's chunk comes along
        if (!reference.test(out)) out = out.replace(statement, '');
      }
      return out;
    },
  );
}
