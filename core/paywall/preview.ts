/**
 * Preview cutting of paid bodies (spec 000 §4): keep the first `limit` characters of the
 * *text* (tags and entities do not count as characters beyond one per entity), close every
 * element still open at the cut, never split a tag or an entity. Pure string work (no DOM) so
 * the reference server cuts with the same code before it answers a locked request.
 */

/** Article previews keep 500 characters of text, file previews 1000. */
export const PREVIEW_CHARS = { article: 500, file: 1000 } as const;

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** Characters of text in `html` (an entity counts as one). */
export function textLength(html: string): number {
  return cut(html, Number.POSITIVE_INFINITY).count;
}

/** The first `limit` text characters of `html`, with open elements closed. */
export function cutHtml(html: string | null | undefined, limit: number): string {
  return cut(html ?? '', Math.max(0, limit)).html;
}

/** True when `html` has more than `limit` text characters (so a preview hides something). */
export function isLonger(html: string | null | undefined, limit: number): boolean {
  return textLength(html ?? '') > limit;
}

function cut(html: string, limit: number): { html: string; count: number } {
  const open: string[] = [];
  let out = '';
  let count = 0;
  let i = 0;
  while (i < html.length) {
    const ch = html[i]!;
    if (ch === '<') {
      const end = html.indexOf('>', i);
      if (end < 0) break; // broken tag at the end: drop it
      const tag = html.slice(i, end + 1);
      i = end + 1;
      if (tag.startsWith('<!--') || tag.startsWith('<!') || tag.startsWith('<?')) {
        if (tag.startsWith('<!--') && !tag.endsWith('-->')) {
          const close = html.indexOf('-->', i - 1);
          i = close < 0 ? html.length : close + 3;
        }
        continue;
      }
      const m = /^<\s*(?:(\/)\s*)?([a-zA-Z][\w:-]*)/.exec(tag);
      if (!m) continue;
      const name = m[2]!.toLowerCase();
      if (m[1]) {
        const at = open.lastIndexOf(name);
        if (at >= 0) {
          // close anything left open inside it, then it
          for (let k = open.length - 1; k > at; k--) out += `</${open[k]}>`;
          open.length = at;
          out += `</${name}>`;
        }
      } else {
        if (count >= limit) break;
        out += tag;
        if (!VOID.has(name) && !tag.endsWith('/>')) open.push(name);
      }
      continue;
    }
    if (count >= limit) break;
    if (ch === '&') {
      const m = /^&(#\d{1,7}|#x[\da-fA-F]{1,6}|[a-zA-Z]{1,32});/.exec(html.slice(i, i + 40));
      if (m) {
        out += m[0];
        i += m[0].length;
        count++;
        continue;
      }
      out += '&amp;';
      i++;
      count++;
      continue;
    }
    // count by code point so a surrogate pair is never split
    const cp = html.codePointAt(i)!;
    const s = String.fromCodePoint(cp);
    out += s;
    i += s.length;
    count++;
  }
  for (let k = open.length - 1; k >= 0; k--) out += `</${open[k]}>`;
  return { html: out, count };
}
