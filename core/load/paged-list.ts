import { atom, type ReadableAtom } from 'nanostores';
import { errorMessage } from '../api/errors';
import { LOAD_FAILED } from './resource';

/** State of a paged list: one page shown (numbered pages) or pages appended (load more). */
export interface PagedListState<T> {
  items: T[];
  total: number;
  /** 1-based page of the last load. */
  page: number;
  /** `loading` for a first or numbered page, `more` while a further page is appended. */
  status: 'idle' | 'loading' | 'more' | 'ready' | 'error';
  error: string | null;
  /** Everything is loaded. */
  done: boolean;
}

/** The slice a page fetcher is asked for: rows from `start` (offset), at most `limit`. */
export interface PageRequest {
  start: number;
  limit: number;
  signal: AbortSignal;
}

/** Fetches one page of the rows matching `filter`. */
export type PageFetcher<T, F> = (
  page: PageRequest,
  filter: F,
) => Promise<{ items: T[]; total: number }>;

/** A paged-list store; a newer load aborts the older one. */
export interface PagedList<T, F = void> {
  $state: ReadableAtom<PagedListState<T>>;
  /** Shows page `page` (default 1) of `filter`, replacing the rows. */
  load(filter: F, page?: number): Promise<void>;
  /** Appends the next page of the current filter (nothing once done or while loading). */
  more(): Promise<void>;
  /** Fetches the last asked page again. */
  retry(): Promise<void>;
  cancel(): void;
}

/** Creates a paged list over `fetchPage`; offsets advance by `pageSize`. */
export function createPagedList<T, F = void>(
  fetchPage: PageFetcher<T, F>,
  pageSize: number,
  fallback = LOAD_FAILED,
): PagedList<T, F> {
  const $state = atom<PagedListState<T>>({
    items: [],
    total: 0,
    page: 1,
    status: 'idle',
    error: null,
    done: false,
  });
  let controller: AbortController | undefined;
  let filter: F;
  let first = 0; // offset of the first shown row
  let last = { start: 0, append: false };

  async function fetchFrom(start: number, append: boolean): Promise<void> {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    last = { start, append };
    const before = $state.get();
    const page = Math.floor(start / pageSize) + 1;
    $state.set({ ...before, page, status: append ? 'more' : 'loading', error: null });
    try {
      const result = await fetchPage({ start, limit: pageSize, signal: current.signal }, filter);
      if (current.signal.aborted) return;
      $state.set({
        items: append ? [...before.items, ...result.items] : result.items,
        total: result.total,
        page,
        status: 'ready',
        error: null,
        done: result.items.length < pageSize || start + result.items.length >= result.total,
      });
    } catch (error) {
      if (current.signal.aborted) return;
      // appended pages stay shown with the error; a replaced page is gone
      $state.set({
        ...before,
        ...(append ? {} : { items: [], page }),
        status: 'error',
        error: errorMessage(error, fallback),
      });
    }
  }

  return {
    $state,
    load(next, page = 1) {
      filter = next;
      first = (page - 1) * pageSize;
      return fetchFrom(first, false);
    },
    more() {
      const state = $state.get();
      if (state.done || state.status === 'loading' || state.status === 'more')
        return Promise.resolve();
      return fetchFrom(first + state.items.length, true);
    },
    retry: () => fetchFrom(last.start, last.append),
    cancel: () => controller?.abort(),
  };
}
