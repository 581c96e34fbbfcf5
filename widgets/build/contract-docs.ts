import type { Plugin } from 'vite';
import { isContractModule } from './module-id.ts';
import { sourceRewrite } from './rewrite.ts';

const STRING = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"`;
/**
 * `description: '…',` — an attribute's or an element's description. Whole words only (see
 * `stripContractDocs`): a `\b` here made the pattern's linear-time proof many times slower.
 */
const DESCRIPTION = new RegExp(String.raw`description:\s*(?:${STRING}),?`, 'g');
/** Where a contract's `events: { … }` or `parts: { … }` block starts (two-space indent). */
const DOC_BLOCK_HEAD = /\n {2}(events|parts): \{/g;
/**
 * A widget contract's source without its documentation: descriptions go, and its events and
 * parts (names and texts, documentation only: no code reads them) become empty lists, and the
 * `url: true` marks go. The attributes' names, types, defaults and allowed values stay.
 */
export function stripContractDocs(source: string): string {
  const strip = (found: string, at: number) => (/\w/.test(source[at - 1] ?? '') ? found : '');
  // `url: true` marks a URL attribute for the docs and the tests; the runtime checks the three
  // common ones by name (core/config `checkedUrl`)
  return emptyDocBlocks(source.replace(DESCRIPTION, strip)).replaceAll('url: true,', '');
}

/**
 * Each events and parts block made an empty list. A block closes on its own line (`{ … },`) or,
 * when its `{` ends the line, at the next `\n  },`. Found by `indexOf` from each head: a single
 * pattern for the whole block rescanned the rest of the file from every head (quadratic).
 */
function emptyDocBlocks(source: string): string {
  let out = '';
  let last = 0;
  let closes = true; // false once no `\n  },` is left after a head: none is after later ones
  DOC_BLOCK_HEAD.lastIndex = 0;
  for (let head = DOC_BLOCK_HEAD.exec(source); head; head = DOC_BLOCK_HEAD.exec(source)) {
    const from = DOC_BLOCK_HEAD.lastIndex;
    const lineEnd = source.indexOf('\n', from);
    const sameLine = source.slice(from, lineEnd < 0 ? source.length : lineEnd).indexOf('},');
    let end = sameLine < 0 ? -1 : from + sameLine + 2;
    if (end < 0 && lineEnd === from && closes) {
      const close = source.indexOf('\n  },', from + 1);
      closes = close >= 0;
      end = closes ? close + 5 : -1;
    }
    if (end < 0) {
      DOC_BLOCK_HEAD.lastIndex = head.index + 1;
      continue;
    }
    out += `${source.slice(last, head.index)}\n  ${head[1]}: {},`;
    last = end;
    DOC_BLOCK_HEAD.lastIndex = end;
  }
  return out + source.slice(last);
}

/**
 * Build step for the embed: the contracts' texts (descriptions of each element, attribute,
 * event and part) document the elements in `custom-elements.json` and the package; nothing
 * reads them in the browser, so the embed's chunks go without them.
 */
export function contractDocs(): Plugin {
  return sourceRewrite('sztx-contract-docs', (_, id) => isContractModule(id), stripContractDocs);
}
