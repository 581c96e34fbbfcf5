// When the pages last saw a public item change, for the sitemap's `lastmod` of items whose
// record says no time (companies, products, members: the API sends none). Each look at an item
// (a sitemap's listing of its row, a page's reading of its record) gives its content; a content
// that differs from the last one seen from the same source is a change, dated when it was seen
// (it happened since the look before). An item never seen changing has no date: none is made up.

import { createHash } from 'node:crypto';

/** Where a look at an item came from: each compares with its own last look (their texts differ). */
type LookSource = 'list' | 'page';

export interface ChangeLog {
  /** Notes what `source` saw of `item` (`<kind> <id>`): its content as text. */
  see(source: LookSource, item: string, content: string): void;
  /** When `item` was last seen changing (ms epoch), null when never. */
  changedAt(item: string): number | null;
}

/** Items whose last look is kept (the oldest go first): beyond every public item of a site. */
const KEPT = 200_000;

/** What is kept of a look: its content's digest (a page's content holds the whole body). */
export const digest = (content: string) => createHash('sha256').update(content).digest('base64');

export function createChangeLog(now: () => number = Date.now): ChangeLog {
  /** The digest of each item's last look, per source. */
  const seen = new Map<string, string>();
  const changed = new Map<string, number>();
  return {
    see(source, item, content) {
      const key = `${source} ${item}`;
      const before = seen.get(key);
      const kept = digest(content);
      seen.delete(key);
      seen.set(key, kept);
      if (seen.size > KEPT) seen.delete(seen.keys().next().value!);
      if (before !== undefined && before !== kept) {
        changed.delete(item);
        changed.set(item, now());
        if (changed.size > KEPT) changed.delete(changed.keys().next().value!);
      }
    },
    changedAt: (item) => changed.get(item) ?? null,
  };
}
