// Where the reader was on each history entry of the portal: a route shown again by Back,
// Forward or a reload returns to where the reader left it (once its page is tall enough again);
// a route reached by a link, a new entry, starts at the top. Each entry is known by a key the
// portal writes into its `history.state` when it first shows it; the positions are kept in
// session storage, so a reload finds them.
import { storage } from '../platform/storage';

/** `history.state` as the portal marks it. */
type EntryState = { sztxEntry?: string } | null;

const STORAGE_KEY = 'sztx-scroll';
/** The entries whose positions are kept (the latest). */
const KEPT = 50;
/** Scroll positions by entry key, taken as the reader leaves each entry. */
let positions = new Map<string, number>();
let current: string | undefined;
/** Where the entry being arrived at was left, when it is one shown before (a traversal). */
let pending: number | undefined;
let made = 0;

/** The current entry's key, written into its state when it has none (a new entry). */
function entryKey(): string {
  const state = history.state as EntryState;
  if (state?.sztxEntry) return state.sztxEntry;
  const key = `${Date.now().toString(36)}.${made++}`;
  history.replaceState({ ...state, sztxEntry: key }, '');
  return key;
}

/**
 * Takes each entry's scroll position as the reader leaves it (the hash changes before the next
 * page renders) and takes the browser's own restoring over; returns the stop.
 */
export function rememberScroll(): () => void {
  try {
    positions = new Map(JSON.parse(storage.session.get(STORAGE_KEY) ?? '[]'));
  } catch {
    positions = new Map();
  }
  current = entryKey();
  pending = positions.get(current); // a reload: where the reader was
  const before = history.scrollRestoration;
  history.scrollRestoration = 'manual';
  const keep = () => {
    if (!current) return;
    positions.delete(current); // the latest last
    positions.set(current, window.scrollY);
    storage.session.set(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT)));
  };
  const leave = () => {
    keep();
    current = entryKey();
    pending = positions.get(current);
  };
  window.addEventListener('hashchange', leave);
  window.addEventListener('pagehide', keep);
  // (taken while the window is live: see core/layout/layout.ts)
  const off = window.removeEventListener.bind(window);
  return () => {
    off('hashchange', leave);
    off('pagehide', keep);
    history.scrollRestoration = before;
  };
}

/**
 * The portal shows a route: back where the reader left it if its entry was shown before,
 * else at the top when the path is new. A restore waits (up to 3 s) for the page to be tall
 * enough, and gives up as soon as the reader scrolls.
 */
export function arrive(pathChanged: boolean): void {
  const y = pending;
  pending = undefined;
  if (y === undefined) {
    if (pathChanged) window.scrollTo(0, 0);
    return;
  }
  const until = Date.now() + 3000;
  let stopped = false;
  const stop = () => {
    stopped = true;
  };
  const events = ['wheel', 'touchstart', 'keydown'] as const;
  for (const type of events) window.addEventListener(type, stop, { once: true, passive: true });
  const step = () => {
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if (!stopped && room < y && Date.now() < until) {
      requestAnimationFrame(step);
      return;
    }
    if (!stopped) window.scrollTo(0, Math.min(y, Math.max(room, 0)));
    for (const type of events) window.removeEventListener(type, stop);
  };
  step();
}
