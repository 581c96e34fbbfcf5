import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../core/api/errors';
import { loadGated } from '../../core/paywall/paywall';
import * as ui from '../ui/messages';

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

/** Like `useAsync`, but code 51000 loads the preview as locked instead of failing. */
export function useGated<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
): GatedState<T> {
  const [state, setState] = useState<{
    status: GatedState<T>['status'];
    data: T | null;
    error: string | null;
    locked: boolean;
  }>({ status: 'loading', data: null, error: null, locked: false });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: deps are the caller's
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, status: 'loading', error: null }));
    loadGated(() => loadRef.current(controller.signal)).then(
      ({ item, locked }) => {
        if (!controller.signal.aborted)
          setState({ status: 'ready', data: item, error: null, locked });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'error',
          data: null,
          error: errorMessage(error, ui.loadFailed),
          locked: false,
        });
      },
    );
    return () => controller.abort();
  }, [...deps, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refetch = useCallback(async (signal: AbortSignal) => {
    const { item, locked } = await loadGated(() => loadRef.current(signal));
    if (signal.aborted) return false;
    if (!locked) setState({ status: 'ready', data: item, error: null, locked: false });
    return !locked;
  }, []);
  return { ...state, retry, refetch };
}
