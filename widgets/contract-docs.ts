import type { Plugin } from 'vite';

const STRING = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"`;
/** `description: '…',` — an attribute's or an element's description. */
const DESCRIPTION = new RegExp(String.raw`\bdescription:\s*(?:${STRING}),?`, 'g');
/** The `events: { … }` and `parts: { … }` blocks of a contract (two-space indent, one line or more). */
const DOC_BLOCK = /\n {2}(events|parts): \{(?:[^\n]*?|\n[\s\S]*?\n {2})\},/g;
/**
 * A widget contract's source without its documentation: descriptions go, and its events and
 * parts (names and texts, documentation only: no code reads them) become empty lists. The
 * attributes' names, types, defaults and allowed values stay.
 */
export function stripContractDocs(source: string): string {
  return source
    .replace(DESCRIPTION, '')
    .replace(DOC_BLOCK, (_, name: string) => `\n  ${name}: {},`);
}

/**
 * Build step for the embed: the contracts' texts (descriptions of each element, attribute,
 * event and part) document the elements in `custom-elements.json` and the package; nothing
 * reads them in the browser, so the embed's chunks go without them.
 */
export function contractDocs(): Plugin {
  return {
    name: 'sztx-contract-docs',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/widgets\/(.+\/contract\.ts|define\.tsx)$/.test(id)) return null;
      const out = stripContractDocs(code);
      return out === code ? null : { code: out, map: null };
    },
  };
}
