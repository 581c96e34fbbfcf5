// A keyed query: one record or list of a resource, loaded by key (core/load/run.ts runs it).
import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../api/client';
import { LOAD_FAILED } from '../api/errors';
import { createRunner, type Key, type LoadContext, type LoadScope, listen } from './run';

export type { PagedState, PageFetcher, PageRequest } from './paged';
export type { Key, LoadContext, LoadScope } from './run';

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

type Cached = { resource: string; data: unknown };
/**
 * Cached values per client (one per API base, kept for the page's life), by key: a key shown
 * again shows its value at once while it loads again. An invalidation forgets its resource's.
 */
const caches = new Map<ApiClient, Map<string, Cached>>();
listen('*', (resource) => {
  for (const cache of caches.values())
    for (const [key, entry] of cache) if (entry.resource === resource) cache.delete(key);
});

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
  const cache = (!scope.detached && caches.get(scope.api)) || new Map<string, Cached>();
  if (!scope.detached) caches.set(scope.api, cache);
  let lastKey: K | undefined;
  let unlisten = () => {};
  const id = (key: Key) => JSON.stringify(key);

  function load(key: K): Promise<void> {
    if (lastKey?.[0] !== key[0]) {
      unlisten();
      unlisten = listen(key[0], () => void (lastKey && load(lastKey)), scope);
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
      id(key),
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
