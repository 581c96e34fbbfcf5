import { atom, onMount, type ReadableAtom } from 'nanostores';
import { PC_BREAKPOINT } from './breakpoint';

export { PC_BREAKPOINT };

/** True when a width gets the desktop layout. */
export function isPcWidth(width: number): boolean {
  return width > PC_BREAKPOINT;
}

/** The part of `window` the layout stores read. */
export type WidthWindow = Pick<Window, 'innerWidth' | 'addEventListener' | 'removeEventListener'>;

/** The page's window, or null outside a browser. */
export function currentWindow(): WidthWindow | null {
  return typeof window === 'undefined' ? null : window;
}

/** An `isPc` store that follows a window's width while it has subscribers. */
export function createWindowWidthStore(getWindow: () => WidthWindow | null = currentWindow) {
  const $store = atom(isPcWidth(getWindow()?.innerWidth ?? PC_BREAKPOINT + 1));
  onMount($store, () => {
    const win = getWindow();
    if (!win) return;
    const update = () => $store.set(isPcWidth(win.innerWidth));
    update();
    win.addEventListener('resize', update);
    // the window's own function, taken while it is live: nanostores runs this a second after
    // the last subscriber left, when a test's window may already be torn down
    const off = win.removeEventListener.bind(win);
    return () => off('resize', update);
  });
  return $store as ReadableAtom<boolean>;
}

/** Desktop layout for the whole window (the portal). */
export const $isPc: ReadableAtom<boolean> = createWindowWidthStore();
