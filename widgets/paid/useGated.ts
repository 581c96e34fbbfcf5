import { useCallback } from 'react';
import type { Call } from '../../core/api/client';
import { orMissing } from '../../core/api/missing';
import type { Key } from '../../core/load/query';
import { loadGated } from '../../core/paywall/paywall';
import { useQuery } from '../ui/query';
import { useApi } from '../ui/scope';

/** A paid resource being loaded: the reader's `AsyncState` plus the lock and a re-fetch. */
export interface GatedState<T> {
  status: 'loading' | 'ready' | 'error';
  data: T | null;
  error: string | null;
  retry: () => void;
  /** True while the server answers 51000 (data is then the preview). */
  locked: boolean;
  /** True when the record does not exist (the API's 404, `orMissing`). */
  missing: boolean;
  /**
   * Re-fetches (payment polling, the check after a login); resolves true once unlocked,
   * updating the data in place. `signal` aborts it.
   */
  refetch: (signal?: AbortSignal) => Promise<boolean>;
}

/**
 * `useQuery` of a paid record under `key` ('content' first): code 51000 loads the preview as
 * locked instead of failing; a record that does not exist is `missing`, not a failure.
 */
export function useGated<T>(key: Key, load: (call: Call) => Promise<T>): GatedState<T> {
  const api = useApi();
  const { status, data, error, retry, query } = useQuery(key, (context) =>
    loadGated(() => orMissing(load(context))),
  );
  const refetch = useCallback(
    async (signal?: AbortSignal) => {
      const { item, locked } = await loadGated(() => load({ api, ...(signal && { signal }) }));
      if (signal?.aborted) return false;
      if (!locked) query.set({ item, locked: false });
      return !locked;
    },
    [query, api, load],
  );
  const missing = status === 'ready' && data !== null && data.item === null;
  return {
    status,
    data: data?.item ?? null,
    error,
    retry,
    locked: data?.locked ?? false,
    missing,
    refetch,
  };
}
