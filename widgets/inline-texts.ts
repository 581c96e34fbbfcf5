import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** `import * as texts from './messages';` — a namespace import of a text catalog. */
const CATALOG_IMPORT = /^import \* as (\w+) from '(\.{1,2}\/[\w./-]*messages)';$/gm;
/** `export const name = '…';` — a string of a catalog (functions are left as they are). */
const STRING_EXPORT = /^export const (\w+) =\s*('(?:[^'\\\n]|\\.)*');$/gm;

function strings(file: string): Map<string, string> {
  const source = readFileSync(file, 'utf8');
  return new Map([...source.matchAll(STRING_EXPORT)].map(([, name, literal]) => [name!, literal!]));
}

/**
 * Build step: writes each catalog string (`texts.saved`) as the literal itself where a component
 * uses it. A catalog module would otherwise go whole into the first chunk that imports it, so
 * the texts of lazily loaded screens (login dialog, publish form, portal pages) would move into
 * the initial download of every widget; inlined, each text stays in the chunk that shows it.
 */
export function inlineTexts(): Plugin {
  return {
    name: 'sztx-inline-texts',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/widgets\/.+\.tsx?$/.test(id) || !code.includes('/messages')) return null;
      let out = code;
      for (const [statement, namespace, specifier] of code.matchAll(CATALOG_IMPORT)) {
        const file = resolve(dirname(id), `${specifier}.ts`);
        const table = strings(file);
        this.addWatchFile(file);
        const reference = new RegExp(`(?<![\\w.$])${namespace}\\.(\\w+)\\b`, 'g');
        out = out.replace(reference, (ref, name: string) => table.get(name) ?? ref);
        // no function of the catalog left: drop the import, or the catalog's chunk comes along
        if (!reference.test(out)) out = out.replace(statement, '');
      }
      // only references change, never lines: the incoming source map stays valid
      return out === code ? null : { code: out, map: null };
    },
  };
}
