import { useStore } from '@nanostores/react';
import { useContext, useEffect, useMemo, useRef } from 'react';
import {
  createPagedQuery,
  createQuery,
  type Key,
  type LoadContext,
  type LoadScope,
  type PagedQuery,
  type PagedState,
  type PageFetcher,
  type Query,
  type QueryOptions,
} from '../../core/load/query';
import { ScopeContext, useApi } from './scope';

/** A query as a component sees it: loading until the first answer, with a retry. */
export interface QueryView<T> {
  status: 'loading' | 'ready' | 'error';
  data: T | null;
  error: string | null;
  retry: () => void;
  query: Query<T>;
}

/** The scope a store's loads run in: the element's client, and where its failures go. */
export function useLoadScope(): LoadScope {
  const api = useApi();
  const scope = useContext(ScopeContext);
  const current = useRef(scope);
  current.current = scope;
  return useMemo<LoadScope>(
    () => ({ api, onError: (error) => current.current?.onError?.(error) }),
    [api],
  );
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: options are read once, as a store's are
  const query = useMemo(
    () => createQuery<T>((_, context) => fetchRef.current(context), scope, options),
    [scope],
  );
  const id = JSON.stringify(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is compared by its text
  useEffect(() => {
    void query.load(key);
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

/**
 * Shows page `page` of `filter` (compared by its text) through a {@link createPagedQuery}
 * store of `resource`: again when either changes, and when a write invalidates the resource.
 */
export function usePagedQuery<T, F>(
  resource: string,
  fetchPage: PageFetcher<T, F>,
  pageSize: number,
  filter: F,
  page = 1,
): { list: PagedQuery<T, F>; state: PagedState<T> } {
  const scope = useLoadScope();
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const list = useMemo(
    () =>
      createPagedQuery<T, F>(
        resource,
        (request, f, context) => fetchRef.current(request, f, context),
        pageSize,
        scope,
      ),
    [resource, pageSize, scope],
  );
  const filterId = JSON.stringify(filter) ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter is compared by its text
  useEffect(() => {
    void list.load(filter, page);
  }, [list, filterId, page]);
  useEffect(() => list.cancel, [list]);
  return { list, state: useStore(list.$state) };
}
