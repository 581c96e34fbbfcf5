// A language store once its dictionary has loaded: what a server render (widgets/ssr) and an
// element taking over its server HTML (widgets/hydrate.ts) render with, so that their text is
// the same. A module of its own: the widgets' first download has no use for it.
import type { ReadableAtom } from 'nanostores';
import type { ConvertState } from './language';

/** `store`'s state once it is ready (at once when it is). */
export function whenReady(store: ReadableAtom<ConvertState>): Promise<ConvertState> {
  return new Promise((resolve) => {
    const stop = store.subscribe((state) => {
      if (!state.ready) return;
      resolve(state);
      queueMicrotask(() => stop());
    });
  });
}
