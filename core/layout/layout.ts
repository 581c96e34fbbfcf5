import { atom, onMount, type ReadableAtom } from 'nanostores';

/** Widths above this many CSS pixels get the desktop layout (spec 000 §1). */
export const PC_BREAKPOINT = 768;

/** True when a width gets the desktop layout. */
export function isPcWidth(width: number): boolean {
  return width > PC_BREAKPOINT;
}

/** The part of `window` the layout stores read. */
export type WidthWindow = Pick<Window, 'innerWidth' | 'addEventListener' | 'removeEventListener'>;

/** Platform pieces for {@link createWidthStore}; `null` means not available. */
export interface WidthStoreOptions {
  window?: WidthWindow | null;
  ResizeObserver?: typeof ResizeObserver | null;
}

function currentWindow(): WidthWindow | null {
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
    return () => win.removeEventListener('resize', update);
  });
  return $store as ReadableAtom<boolean>;
}

/** Desktop layout for the whole window (the portal). */
export const $isPc: ReadableAtom<boolean> = createWindowWidthStore();

/**
 * An `isPc` store measured on an element's own width (embedded widgets sized by their
 * container), falling back to the window's width where ResizeObserver is missing.
 */
export function createWidthStore(
  element: Element,
  options: WidthStoreOptions = {},
): ReadableAtom<boolean> {
  const Observer =
    options.ResizeObserver === undefined ? globalThis.ResizeObserver : options.ResizeObserver;
  const getWindow = () => (options.window === undefined ? currentWindow() : options.window);
  if (!Observer) return createWindowWidthStore(getWindow);

  const measure = () => element.getBoundingClientRect().width || getWindow()?.innerWidth || 0;
  const $store = atom(isPcWidth(measure()));
  onMount($store, () => {
    $store.set(isPcWidth(measure()));
    const observer = new Observer((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) $store.set(isPcWidth(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  });
  return $store;
}
