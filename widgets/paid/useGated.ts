import { type DependencyList, useCallback, useRef } from 'react';
import type { Call } from '../../core/api/client';
import { loadGated } from '../../core/paywall/paywall';
import { useApi } from '../ui/scope';
import { useResource } from '../ui/useResource';

/** A paid resource being loaded: the reader's `AsyncState` plus the lock and a re-fetch. */
export interface GatedState<T> {
  status: 'loading' | 'ready' | 'error';
  data: T | null;
  error: string | null;
  retry: () => void;
  /** True while the server answers 51000 (data is then the preview). */
  locked: boolean;
  /** Re-fetches (payment polling); resolves true once unlocked, updating the data in place. */
  refetch: (signal: AbortSignal) => Promise<boolean>;
}

/** Like `useResource`, but code 51000 loads the preview as locked instead of failing. */
export function useGated<T>(load: (call: Call) => Promise<T>, deps: DependencyList): GatedState<T> {
  const api = useApi();
  const loadRef = useRef(load);
  loadRef.current = load;
  const { status, data, error, retry, resource } = useResource(
    (call) => loadGated(() => loadRef.current(call)),
    deps,
  );
  const refetch = useCallback(
    async (signal: AbortSignal) => {
      const { item, locked } = await loadGated(() => loadRef.current({ api, signal }));
      if (signal.aborted) return false;
      if (!locked) resource.set({ item, locked: false });
      return !locked;
    },
    [resource, api],
  );
  return { status, data: data?.item ?? null, error, retry, locked: data?.locked ?? false, refetch };
}
