import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import {
  createQuery,
  type Key,
  type LoadContext,
  type Query,
  type QueryOptions,
} from '../../core/load/query';
import { useLoadScope } from './scope';

/** A query as a component sees it: loading until the first answer, with a retry. */
export interface QueryView<T> {
  status: 'loading' | 'ready' | 'error';
  data: T | null;
  error: string | null;
  retry: () => void;
  query: Query<T>;
}

/**
 * Loads `fetch(context)` under `key` (the resource's name first, then what selects it) through a
 * {@link createQuery} store: again whenever the key changes (the older load is aborted), and
 * whenever a write invalidates the resource; aborted on unmount.
 */
export function useQuery<T>(
  key: Key,
  fetch: (context: LoadContext) => Promise<T>,
  options?: QueryOptions,
): QueryView<T> {
  const scope = useLoadScope();
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;
  // rendered on the server, or from its HTML: the first key's value is there, shown at once
  const seeded = useRef(Boolean(scope.seed));
  // biome-ignore lint/correctness/useExhaustiveDependencies: options and the first key are read once, as a store's are
  const query = useMemo(() => {
    const created = createQuery<T>((_, context) => fetchRef.current(context), scope, options);
    if (seeded.current) void created.load(key);
    return created;
  }, [scope]);
  const id = JSON.stringify(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is compared by its text
  useEffect(() => {
    if (seeded.current) seeded.current = false;
    else void query.load(key);
    return query.cancel;
  }, [query, id]);
  const state = useStore(query.$state);
  return {
    ...state,
    status: state.status === 'idle' ? 'loading' : state.status,
    retry: () => void query.retry(),
    query,
  };
}
