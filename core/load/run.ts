// The loads' common part (core/load/query.ts and paged.ts build on it): the one runner of
// loads, the per-client cache and the live stores `invalidate` reloads. In the image of
// @nanostores/query (keyed fetcher stores, invalidated by key after a write) without its
// 2.2 KB: a newer load aborts the older one, an error becomes a message, a refusal of the
// session waits for the login and loads again, other failures reach the element. A write
// calls `invalidate(resource)`: every live store of that resource loads again.
import type { ApiClient } from '../api/client';
import { errorMessage } from '../api/errors';
import { isLoginRefusal, reloadAfterLogin } from '../session/session';
import type { Seed } from './seed';

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
  /**
   * A store that keeps nothing outside itself (the 0.2 loaders, deprecated.ts): a cache of its
   * own, never reloaded by `invalidate`, so one dropped without `cancel()` is freed.
   */
  detached?: boolean;
  /** Values loaded on the server (core/load/seed.ts): a first load of their key shows them. */
  seed?: Seed;
}

/** The live stores' reloads, each under its resource ('*': told of every invalidation). */
const live = new Set<{ resource: string; reload: (resource: string) => void }>();

/** Reloads the live stores of `resource` (the keyed queries' cache forgets its values first). */
export function invalidate(resource: string): void {
  for (const store of [...live])
    if (store.resource === '*' || store.resource === resource) store.reload(resource);
}

/** Calls `reload` on each invalidation of `resource` (never for a detached scope); returns the stop. */
export function listen(
  resource: string,
  reload: (resource: string) => void,
  scope?: LoadScope,
): () => void {
  if (scope?.detached) return () => {};
  const store = { resource, reload };
  live.add(store);
  return () => live.delete(store);
}

/**
 * The one runner of loads: a newer run aborts the older; a failure becomes a message (or the
 * wait for the login, after which `again` runs), and reaches the scope.
 */
export function createRunner(scope: LoadScope, fallback: string) {
  let controller: AbortController | undefined;
  let stopWaiting = () => {};
  return {
    async run<T>(
      task: (context: LoadContext) => Promise<T>,
      done: (data: T) => void,
      failed: (message: string) => void,
      again: () => void,
      /** The load's key id: a value of the server's render (`scope.seed`) is shown, not fetched. */
      seedId?: string,
    ): Promise<void> {
      const seeded = seedId && scope.seed?.take(seedId, task);
      if (seeded) {
        // on the server, a key not loaded yet stays loading until the next pass
        if (seeded.status === 'ready') done(seeded.data as T);
        else if (seeded.error) failed(seeded.error);
        return;
      }
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
        // (the element's onError logs and reports it: once per message)
        if (isLoginRefusal(error)) stopWaiting = reloadAfterLogin(again);
        else scope.onError?.(error);
      }
    },
    cancel() {
      controller?.abort();
      stopWaiting();
    },
  };
}
