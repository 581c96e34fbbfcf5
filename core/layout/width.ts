import { atom, onMount, type ReadableAtom } from 'nanostores';
import { createWindowWidthStore, currentWindow, isPcWidth, type WidthWindow } from './layout';

/** Platform pieces for {@link createWidthStore}; `null` means not available. */
export interface WidthStoreOptions {
  window?: WidthWindow | null;
  ResizeObserver?: typeof ResizeObserver | null;
}

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
