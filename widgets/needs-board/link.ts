// The board's view in the page URL (`history="hash"` or `"query"`), a chunk of its own: only
// boards that ask for deep links download it.
import type { BoardTab } from '../../core/needs/board';
import { type BoardView, formatBoardLink, parseBoardLink } from '../../core/needs/board-link';
import { type UrlMode, urlKey } from '../../core/router/deep-link';

/** What the URL names: the view and the tab under it. */
export interface BoardState {
  view: BoardView;
  tab: BoardTab;
}

/** The board's `sztx-needs` key in the page URL, connected to the board. */
export interface BoardLink {
  /** A view is a new history entry; a tab switch (`replace`) replaces the current one. */
  write(state: BoardState, replace?: boolean): void;
  /** Stops following Back and Forward. */
  stop(): void;
}

/**
 * Shows the view the URL names now and on Back, Forward or a host's change of the URL; a
 * shared link to a need scrolls the board into view.
 */
export function connectBoard(
  mode: UrlMode,
  initial: BoardTab,
  restore: (state: BoardState) => void,
  shell: HTMLElement | null,
): BoardLink {
  const key = urlKey(mode, 'sztx-needs');
  const state = parseBoardLink(key.read(), initial);
  restore(state);
  if (state.view.kind !== 'tabs') shell?.scrollIntoView?.({ block: 'start' });
  return {
    write: ({ view, tab }, replace) => key.write(formatBoardLink(view, tab, initial), replace),
    stop: key.listen((value) => restore(parseBoardLink(value, initial))),
  };
}
