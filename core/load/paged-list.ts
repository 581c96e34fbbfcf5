import { atom, type ReadableAtom } from 'nanostores';
import { errorMessage, LOAD_FAILED } from '../api/errors';
import { isLoginRefusal, reloadAfterLogin } from '../session/session';

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

/** Who hears of a store's failed loads (the element, which reports them). */
export interface LoadScope {
  /** Told of each failed load (not of an aborted one). */
  onError?: (error: unknown) => void;
}

/** Creates a paged list over `fetchPage`; offsets advance by `pageSize`. */
export function createPagedList<T, F = void>(
  fetchPage: PageFetcher<T, F>,
  pageSize: number,
  { fallback = LOAD_FAILED, ...scope }: LoadScope & { fallback?: string } = {},
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
  let retry = () => Promise.resolve();
  let stopWaiting = () => {};

  /** Fetches from `start`: appended to the shown rows, or replacing them as page `page`. */
  async function fetchFrom(start: number, page?: number): Promise<void> {
    controller?.abort();
    stopWaiting();
    const current = new AbortController();
    controller = current;
    retry = () => fetchFrom(start, page);
    const before = $state.get();
    const next = page ? { page, items: [] } : {}; // what a replaced page changes
    $state.set({
      ...before,
      ...(page && { page }),
      status: page ? 'loading' : 'more',
      error: null,
    });
    try {
      const { items, total } = await fetchPage(
        { start, limit: pageSize, signal: current.signal },
        filter,
      );
      if (current.signal.aborted) return;
      $state.set({
        ...before,
        ...next,
        items: page ? items : [...before.items, ...items],
        total,
        status: 'ready',
        error: null,
        done: items.length < pageSize || start + items.length >= total,
      });
    } catch (error) {
      // appended pages stay shown with the error; a replaced page is gone
      if (current.signal.aborted) return;
      $state.set({ ...before, ...next, status: 'error', error: errorMessage(error, fallback) });
      // refused for the session (the login dialog is open): fetched again after the login
      if (isLoginRefusal(error)) stopWaiting = reloadAfterLogin(() => void fetchFrom(start, page));
      else scope.onError?.(error);
    }
  }

  return {
    $state,
    load(next, page = 1) {
      filter = next;
      first = (page - 1) * pageSize;
      return fetchFrom(first, page);
    },
    more() {
      const { done, status, items } = $state.get();
      return done || status === 'loading' || status === 'more'
        ? Promise.resolve()
        : fetchFrom(first + items.length);
    },
    retry: () => retry(),
    cancel() {
      controller?.abort();
      stopWaiting();
    },
  };
}
