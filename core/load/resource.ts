import { atom, type ReadableAtom } from 'nanostores';
import { errorMessage, LOAD_FAILED } from '../api/errors';
import { isLoginRefusal, reloadAfterLogin } from '../session/session';
import type { LoadScope } from './paged-list';

/** State of one loaded resource. */
export interface ResourceState<T> {
  /** `idle` until the first `load()`. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** While loading: the cached value of the key, or the previous key's (stale-while-revalidate). */
  data: T | null;
  error: string | null;
}

/** A resource store: one fetcher, loaded by key; a newer load aborts the older one. */
export interface Resource<T, K = void> {
  $state: ReadableAtom<ResourceState<T>>;
  load(key: K): Promise<void>;
  /** Loads the last key again. */
  retry(): Promise<void>;
  /** Replaces the data of the last key (an update known without a request). */
  set(data: T): void;
  /** Aborts the running load (unmount). */
  cancel(): void;
}

export interface ResourceOptions extends LoadScope {
  /** Keep the previous key's data while a new key loads (default true). */
  keep?: boolean;
  /** Message of an error without one (default {@link LOAD_FAILED}). */
  fallback?: string;
}

/**
 * Creates a resource over `fetcher(key, signal)`. Values are cached per key for the store's
 * life, so going back to a key shows its value at once while it is fetched again.
 */
export function createResource<T, K = void>(
  fetcher: (key: K, signal: AbortSignal) => Promise<T>,
  { keep = true, fallback = LOAD_FAILED, ...scope }: ResourceOptions = {},
): Resource<T, K> {
  const $state = atom<ResourceState<T>>({ status: 'idle', data: null, error: null });
  const cache = new Map<string, T>();
  let controller: AbortController | undefined;
  let lastKey: K;
  let stopWaiting = () => {};
  const id = (key: K) => JSON.stringify(key) ?? '';

  async function load(key: K): Promise<void> {
    controller?.abort();
    stopWaiting();
    const current = new AbortController();
    controller = current;
    lastKey = key;
    const before = $state.get().data;
    const cached = cache.has(id(key)) ? (cache.get(id(key)) as T) : keep ? before : null;
    $state.set({ status: 'loading', data: cached, error: null });
    try {
      const data = await fetcher(key, current.signal);
      if (current.signal.aborted) return;
      cache.set(id(key), data);
      $state.set({ status: 'ready', data, error: null });
    } catch (error) {
      if (current.signal.aborted) return;
      cache.delete(id(key));
      $state.set({ status: 'error', data: null, error: errorMessage(error, fallback) });
      // refused for the session (the login dialog is open): loaded again after the login
      if (isLoginRefusal(error)) stopWaiting = reloadAfterLogin(() => void load(key));
      else scope.onError?.(error);
    }
  }

  return {
    $state,
    load,
    retry: () => load(lastKey),
    set(data) {
      cache.set(id(lastKey), data);
      $state.set({ status: 'ready', data, error: null });
    },
    cancel() {
      controller?.abort();
      stopWaiting();
    },
  };
}
