// A paged query: numbered pages or load-more of a resource (core/load/run.ts runs it).
import { atom, type ReadableAtom } from 'nanostores';
import { LOAD_FAILED } from '../api/errors';
import type { Page } from '../api/types';
import type { QueryOptions } from './query';
import { createRunner, type LoadContext, type LoadScope, listen } from './run';

/** The slice a page fetcher is asked for: rows from `start` (offset), at most `limit`. */
export interface PageRequest {
  start: number;
  limit: number;
}

/** Fetches one page of the rows matching `filter`. */
export type PageFetcher<T, F> = (
  page: PageRequest,
  filter: F,
  context: LoadContext,
) => Promise<Page<T>>;

/** State of a paged query: one page shown (numbered pages) or pages appended (load more). */
export interface PagedState<T> extends Page<T> {
  /** 1-based page of the last load. */
  page: number;
  /** `loading` for a first or numbered page, `more` while a further page is appended. */
  status: 'idle' | 'loading' | 'more' | 'ready' | 'error';
  error: string | null;
  /** Everything is loaded. */
  done: boolean;
}

/** A paged query of one resource; a newer load aborts the older one. */
export interface PagedQuery<T, F = void> {
  $state: ReadableAtom<PagedState<T>>;
  /** Shows page `page` (default 1) of `filter`, replacing the rows. */
  load(filter: F, page?: number): Promise<void>;
  /** Appends the next page of the current filter (nothing once done or while loading). */
  more(): Promise<void>;
  /** Fetches the last asked page again. */
  retry(): Promise<void>;
  cancel(): void;
}

/**
 * A paged query of `resource` over `fetchPage`; offsets advance by `pageSize`. Invalidating the
 * resource fetches the rows shown again in one request, keeping them shown meanwhile.
 */
export function createPagedQuery<T, F = void>(
  resource: string,
  fetchPage: PageFetcher<T, F>,
  pageSize: number,
  scope: LoadScope,
  { fallback = LOAD_FAILED }: Pick<QueryOptions, 'fallback'> = {},
): PagedQuery<T, F> {
  const $state = atom<PagedState<T>>({
    items: [],
    total: 0,
    page: 1,
    status: 'idle',
    error: null,
    done: false,
  });
  const runner = createRunner(scope, fallback);
  let filter: F;
  let first = 0; // offset of the first shown row
  let retry = () => Promise.resolve();
  let unlisten = () => {};

  /**
   * Fetches `limit` rows from `start`: appended to the shown rows, or replacing them as page
   * `page`; `quiet` keeps the shown rows and status while they are fetched again.
   */
  function fetchFrom(
    start: number,
    limit: number,
    page?: number,
    quiet = false,
    seedId?: string,
  ): Promise<void> {
    retry = () => fetchFrom(start, limit, page);
    const before = $state.get();
    const next = page ? { page, items: [] } : {}; // what a replaced page changes
    if (!quiet)
      $state.set({
        ...before,
        ...(page && { page }),
        status: page ? 'loading' : 'more',
        error: null,
      });
    return runner.run(
      (context) => fetchPage({ start, limit }, filter, context),
      ({ items, total }) =>
        $state.set({
          ...before,
          ...next,
          items: page ? items : [...before.items, ...items],
          total,
          status: 'ready',
          error: null,
          done: items.length < limit || start + items.length >= total,
        }),
      // appended pages stay shown with the error; a replaced page is gone
      (error) => $state.set({ ...before, ...(quiet ? {} : next), status: 'error', error }),
      () => void fetchFrom(start, limit, page),
      seedId,
    );
  }

  /** The shown rows again, in one request (after a write to the resource). */
  function refresh(): void {
    const { status, items, page } = $state.get();
    if (status === 'idle') return;
    void fetchFrom(first, Math.max(pageSize, items.length), page, status === 'ready');
  }

  return {
    $state,
    load(next, page = 1) {
      filter = next;
      first = (page - 1) * pageSize;
      unlisten();
      unlisten = listen(resource, refresh, scope);
      const seedId = JSON.stringify([resource, next, page, pageSize]);
      return fetchFrom(first, pageSize, page, false, seedId);
    },
    more() {
      const { done, status, items } = $state.get();
      return done || status === 'loading' || status === 'more'
        ? Promise.resolve()
        : fetchFrom(first + items.length, pageSize);
    },
    retry: () => retry(),
    cancel() {
      runner.cancel();
      unlisten();
      unlisten = () => {};
    },
  };
}
