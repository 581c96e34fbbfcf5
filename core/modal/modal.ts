import { atom, type ReadableAtom } from 'nanostores';

/**
 * Which modal goes first when several are asked for: the login dialog (what the others wait
 * for: a purchase, a form sent again after the login) before any other, then the others in the
 * order they were asked for.
 */
export type ModalRank = 'login' | 'other';

interface OpenModal {
  key: string;
  rank: ModalRank;
}

let open: readonly OpenModal[] = [];
let lastId = 0;
const $shown = atom<string | null>(null);

/**
 * The one modal shown now, page-wide (every widget, the overlay and the portal): the login
 * dialog when it is open, else the modal asked for first; the others wait, kept as they are,
 * and show in turn when it closes. null when none is open.
 */
export const $shownModal: ReadableAtom<string | null> = $shown;

function update(next: readonly OpenModal[]): void {
  open = next;
  $shown.set((open.find((m) => m.rank === 'login') ?? open[0])?.key ?? null);
}

/**
 * Asks for a modal's turn and returns its key (compare with `$shownModal`) and its close. A
 * `key` names a turn asked for before its dialog is there (the upgrade prompt, asked for at the
 * login, before the action the login was for opens its own): the dialog takes the same key and
 * keeps the place in line.
 */
export function openModal(
  rank: ModalRank = 'other',
  key?: string,
): { key: string; close: () => void } {
  lastId += 1;
  const name = key ?? `modal-${lastId}`;
  if (!open.some((m) => m.key === name)) update([...open, { key: name, rank }]);
  return { key: name, close: () => update(open.filter((m) => m.key !== name)) };
}

/** The name of the upgrade prompt's turn (held at the login, `acceptToken`). */
export const UPGRADE_TURN = 'upgrade';
