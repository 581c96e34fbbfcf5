import type { Plugin } from 'vite';

const STRING = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"`;
/** `description: '…',` — an attribute's or an element's description. */
const DESCRIPTION = new RegExp(String.raw`\bdescription:\s*(?:${STRING}),?`, 'g');
/** The `events: { … }` and `parts: { … }` blocks of a contract (two-space indent). */
const DOC_BLOCK = /\n {2}(events|parts): \{\n[\s\S]*?\n {2}\},/g;
/** A string value after a key (`name: 'What it is'`, possibly on the next line). */
const VALUE = new RegExp(String.raw`(:\s*)(?:${STRING})`, 'g');

/**
 * A widget contract's source without its documentation: descriptions, and the texts of its
 * events and parts become empty. The names, types, defaults and allowed values stay.
 */
export function stripContractDocs(source: string): string {
  return source
    .replace(DESCRIPTION, '')
    .replace(DOC_BLOCK, (block) => block.replace(VALUE, "$1''"));
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
