import { useEffect, useState } from 'react';
import { errorMessage } from '../../core/api/errors';
import * as ui from '../ui/messages';

/** State of one loaded resource. */
export interface LoadState<T> {
  data: T | null;
  status: 'loading' | 'ready' | 'error';
  error: string | null;
}

/** Loads `fetcher` whenever `key` changes (the older call is aborted); `retry` loads again. */
export function useLoad<T>(
  key: string,
  fetcher: (signal: AbortSignal) => Promise<T>,
): [LoadState<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<T>>({ data: null, status: 'loading', error: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what is fetched
  useEffect(() => {
    const controller = new AbortController();
    setState({ data: null, status: 'loading', error: null });
    fetcher(controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setState({ data, status: 'ready', error: null });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setState({ data: null, status: 'error', error: errorMessage(error, ui.loadFailed) });
      });
    return () => controller.abort();
  }, [key, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}
