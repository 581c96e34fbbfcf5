import { atom, type ReadableAtom } from 'nanostores';
import { errorMessage } from '../api/errors';

/** State of a paged list that grows with "load more". */
export interface FeedState<T> {
  items: T[];
  total: number;
  /** `loading` on the first page, `more` while a further page loads. */
  status: 'idle' | 'loading' | 'more' | 'ready' | 'error';
  error: string | null;
  /** Everything is loaded. */
  done: boolean;
}

/** A page fetcher: rows from `start` (offset), at most `limit`. */
export type PageFetcher<T> = (
  start: number,
  limit: number,
  signal: AbortSignal,
) => Promise<{ items: T[]; total: number }>;

/** A paged list store: `load()` the first page, `more()` to append, `retry()` after an error. */
export interface Feed<T> {
  $state: ReadableAtom<FeedState<T>>;
  load(): Promise<void>;
  more(): Promise<void>;
  retry(): Promise<void>;
  cancel(): void;
}

/** Creates a feed over a page fetcher; the start offset advances by the page size. */
export function createFeed<T>(fetchPage: PageFetcher<T>, pageSize: number): Feed<T> {
  const $state = atom<FeedState<T>>({
    items: [],
    total: 0,
    status: 'idle',
    error: null,
    done: false,
  });
  let controller: AbortController | null = null;

  async function fetchFrom(start: number): Promise<void> {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const before = $state.get();
    $state.set({ ...before, status: start === 0 ? 'loading' : 'more', error: null });
    try {
      const page = await fetchPage(start, pageSize, current.signal);
      if (current.signal.aborted) return;
      const items = start === 0 ? page.items : [...before.items, ...page.items];
      $state.set({
        items,
        total: page.total,
        status: 'ready',
        error: null,
        done: page.items.length < pageSize || items.length >= page.total,
      });
    } catch (error) {
      if (current.signal.aborted) return;
      // what was already shown stays; the error is shown with a retry
      $state.set({ ...before, status: 'error', error: errorMessage(error, '載入失敗，請重試') });
    }
  }

  let lastStart = 0;
  return {
    $state,
    load: () => {
      lastStart = 0;
      return fetchFrom(0);
    },
    more: () => {
      const state = $state.get();
      if (state.done || state.status === 'loading' || state.status === 'more')
        return Promise.resolve();
      lastStart = state.items.length;
      return fetchFrom(lastStart);
    },
    retry: () => fetchFrom(lastStart),
    cancel: () => controller?.abort(),
  };
}
