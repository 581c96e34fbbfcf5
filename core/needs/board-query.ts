// The needs board's tab in the portal's `/Invest` route: read by that page only (a file of its
// own joins its chunk; the board's first download and its deep links do not carry it).
import type { BoardTab } from './board';

/** The tab of a `/Invest` route query: `?tab=publish` (or the legacy `?tab=1`) opens publish. */
export function boardTabOfQuery(query: Record<string, string | undefined>): BoardTab {
  return query.tab === '1' || query.tab === 'publish' ? 'publish' : 'board';
}
