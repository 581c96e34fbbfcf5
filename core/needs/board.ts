import { atom, type ReadableAtom } from 'nanostores';

/** The needs board's two tabs: the list of needs and the publish form. */
export type BoardTab = 'board' | 'publish';

/** The tab an `initial-tab` attribute names: `publish`, anything else the board. */
export function boardTabOf(value: string | undefined): BoardTab {
  return value === 'publish' ? 'publish' : 'board';
}

/** The board's tab filter: which tab is shown. */
export interface BoardFilter {
  $tab: ReadableAtom<BoardTab>;
  select(tab: BoardTab): void;
}

export function createBoardFilter(initial: BoardTab = 'board'): BoardFilter {
  const $tab = atom<BoardTab>(initial);
  return {
    $tab,
    select(tab) {
      $tab.set(tab);
    },
  };
}
