// The needs board's deep links: its view as the value of its key in the page URL.
import type { BoardTab } from './board';

/** What the needs board shows: its tabs, a need, an investment item, or the user's needs. */
export type BoardView =
  | { kind: 'tabs' }
  | { kind: 'need'; id: string }
  | { kind: 'invest'; id: string }
  | { kind: 'mine' };

/**
 * The board's view as its deep-link value: `need/12`, `invest/3`, `mine`, or the tab
 * (`publish`, `board`); null for the tab the element starts on.
 */
export function formatBoardLink(view: BoardView, tab: BoardTab, initial: BoardTab): string | null {
  if (view.kind === 'tabs') return tab === initial ? null : tab;
  return view.kind === 'mine' ? 'mine' : `${view.kind}/${view.id}`;
}

/** The view and tab a deep-link value names; anything unknown is the initial tab. */
export function parseBoardLink(
  value: string | null,
  initial: BoardTab,
): { view: BoardView; tab: BoardTab } {
  const [kind = '', id = ''] = (value ?? '').split('/');
  const tab = kind === 'publish' || kind === 'board' ? kind : initial;
  if ((kind === 'need' || kind === 'invest') && /^[\w-]+$/.test(id))
    return { view: { kind, id }, tab };
  return { view: kind === 'mine' ? { kind } : { kind: 'tabs' }, tab };
}
