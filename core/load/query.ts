// The one way a widget loads data, in the image of @nanostores/query (keyed fetcher stores,
// invalidated by key after a write) without its 2.2 KB: every read in every widget is a keyed
// query (one record or list) or a paged query (numbered pages or load-more) made here. Both run
// their loads through one runner: a newer load aborts the older one, an error becomes a message,
// a refusal of the session waits for the login and loads again, other failures reach the
// element. A write calls `invalidate(resource)`: every live store of that resource loads again.
import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../api/client';
import { errorMessage, LOAD_FAILED } from '../api/errors';
import type { Page } from '../api/types';
import { isLoginRefusal, reloadAfterLogin } from '../session/session';

/** A query's key: the resource's name first (what `invalidate` names), then what selects it. */
export type Key = readonly [resource: string, ...parts: unknown[]];

/** What a fetcher is given: the element's client and this load's abort signal. */
export interface LoadContext {
  api: ApiClient;
  signal: AbortSignal;
}

/** Where a store's loads run: the element's client, and who hears of a failure. */
export interface LoadScope {
  api: ApiClient;
  /** Told of each failed load (not an aborted one, not a refusal of the session). */
  onError?: (error: unknown) => void;
}

/** State of a keyed query. */
export interface QueryState<T> {
  /** `idle` until the first `load()`. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** While loading: the key's cached value, or the previous key's (stale-while-revalidate). */
  data: T | null;
  error: string | null;
}

/** A keyed query: one fetcher, loaded by key; a newer load aborts the older one. */
export interface Query<T> {
  $state: ReadableAtom<QueryState<T>>;
  load(key: Key): Promise<void>;
  /** Loads the last key again. */
  retry(): Promise<void>;
  /** Replaces the last key's data (an update known without a request). */
  set(data: T): void;
  /** Aborts the running load and stops listening for invalidation (unmount). */
  cancel(): void;
}

export interface QueryOptions {
  /** Keep the previous key's data while a new key loads (default true). */
  keep?: boolean;
  /** Message of an error without one (default {@link LOAD_FAILED}). */
  fallback?: string;
}

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

/** The live stores by resource: what `invalidate` reloads. */
const live = new Map<string, Set<() => void>>();
/**
 * Cached values per client (one per API base, kept for the page's life), by key: a key shown
 * again shows its value at once while it loads again.
 */
const caches = new Map<ApiClient, Map<string, { resource: string; data: unknown }>>();

/** The value of `key` in `map`, made by `make` the first time. */
function entry<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  const found = map.get(key);
  if (found) return found;
  const made = make();
  map.set(key, made);
  return made;
}

/** Forgets `resource`'s cached values (every client's) and reloads its live stores. */
export function invalidate(resource: string): void {
  for (const cache of caches.values())
    for (const [key, entry] of cache) if (entry.resource === resource) cache.delete(key);
  for (const reload of [...(live.get(resource) ?? [])]) reload();
}

function listen(resource: string, reload: () => void): () => void {
  const set = entry(live, resource, () => new Set<() => void>());
  set.add(reload);
  return () => set.delete(reload);
}

/**
 * The one runner of loads: a newer run aborts the older; a failure becomes a message (or the
 * wait for the login, after which `again` runs), and reaches the scope.
 */
function createRunner(scope: LoadScope, fallback: string) {
  let controller: AbortController | undefined;
  let stopWaiting = () => {};
  return {
    async run<T>(
      task: (context: LoadContext) => Promise<T>,
      done: (data: T) => void,
      failed: (message: string) => void,
      again: () => void,
    ): Promise<void> {
      controller?.abort();
      stopWaiting();
      const current = new AbortController();
      controller = current;
      try {
        const data = await task({ api: scope.api, signal: current.signal });
        if (!current.signal.aborted) done(data);
      } catch (error) {
        if (current.signal.aborted) return;
        failed(errorMessage(error, fallback));
        // refused for the session (the login dialog is open): loaded again after the login
        if (isLoginRefusal(error)) stopWaiting = reloadAfterLogin(again);
        else {
          console.warn('[sztx]', error);
          scope.onError?.(error);
        }
      }
    },
    cancel() {
      controller?.abort();
      stopWaiting();
    },
  };
}

/**
 * A keyed query over `fetcher(key, context)`. Values are cached per client and key, so going
 * back to a key shows its value at once while it is fetched again.
 */
export function createQuery<T, K extends Key = Key>(
  fetcher: (key: K, context: LoadContext) => Promise<T>,
  scope: LoadScope,
  { keep = true, fallback = LOAD_FAILED }: QueryOptions = {},
): Query<T> {
  const $state = atom<QueryState<T>>({ status: 'idle', data: null, error: null });
  const runner = createRunner(scope, fallback);
  const cache = entry(caches, scope.api, () => new Map());
  let lastKey: K | undefined;
  let unlisten = () => {};
  const id = (key: Key) => JSON.stringify(key);

  function load(key: K): Promise<void> {
    if (lastKey?.[0] !== key[0]) {
      unlisten();
      unlisten = listen(key[0], () => void (lastKey && load(lastKey)));
    }
    lastKey = key;
    const entry = cache.get(id(key));
    const before = $state.get().data;
    $state.set({
      status: 'loading',
      data: entry ? (entry.data as T) : keep ? before : null,
      error: null,
    });
    return runner.run(
      (context) => fetcher(key, context),
      (data) => {
        cache.set(id(key), { resource: key[0], data });
        $state.set({ status: 'ready', data, error: null });
      },
      (error) => {
        cache.delete(id(key));
        $state.set({ status: 'error', data: null, error });
      },
      () => void load(key),
    );
  }

  return {
    $state,
    load: (key) => load(key as K),
    retry: () => (lastKey ? load(lastKey) : Promise.resolve()),
    set(data) {
      if (lastKey) cache.set(id(lastKey), { resource: lastKey[0], data });
      $state.set({ status: 'ready', data, error: null });
    },
    cancel() {
      runner.cancel();
      unlisten();
      unlisten = () => {};
      lastKey = undefined;
    },
  };
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
  function fetchFrom(start: number, limit: number, page?: number, quiet = false): Promise<void> {
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
      unlisten = listen(resource, refresh);
      return fetchFrom(first, pageSize, page);
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
