// The 0.2 loading stores, kept for one minor release (CHANGELOG "Deprecated"): thin wrappers over
// the one primitive (query.ts, paged.ts). Nothing in the widgets uses them.
import type { ApiClient } from '../api/client';
import type { Page } from '../api/types';
import { warnOnce } from '../config/config';
import { createPagedQuery, type PagedQuery, type PagedState } from './paged';
import { createQuery, type Query, type QueryOptions, type QueryState } from './query';

/** @deprecated Use `PagedState` (core/load/paged). */
export type PagedListState<T> = PagedState<T>;
/** @deprecated Use `PagedQuery` (core/load/paged). */
export type PagedList<T, F = void> = PagedQuery<T, F>;
/** @deprecated The slice asked of a `createPagedList` fetcher. */
export interface PageRequest {
  start: number;
  limit: number;
  signal: AbortSignal;
}
/** @deprecated A `createPagedList` fetcher. */
export type PageFetcher<T, F> = (page: PageRequest, filter: F) => Promise<Page<T>>;
/** @deprecated Use `QueryState` (core/load/query). */
export type ResourceState<T> = QueryState<T>;
/** @deprecated Use `QueryOptions` (core/load/query). */
export interface ResourceOptions extends QueryOptions {
  onError?: (error: unknown) => void;
}
/** @deprecated Use `Query` (core/load/query). */
export interface Resource<T, K = void> extends Omit<Query<T>, 'load'> {
  load(key: K): Promise<void>;
}

/**
 * Their fetchers call no client of ours; like the 0.2 stores each keeps its cache to itself and
 * nothing outside holds it (no shared cache, no invalidation): a dropped one is freed.
 */
const detached = { api: {} as ApiClient, detached: true };

/** @deprecated Use `createQuery` (core/load/query); removed in 0.4. */
export function createResource<T, K = void>(
  fetcher: (key: K, signal: AbortSignal) => Promise<T>,
  { onError, ...options }: ResourceOptions = {},
): Resource<T, K> {
  warnOnce('createResource is deprecated: use createQuery (sztx-widgets/core); removed in 0.4');
  const query = createQuery<T>(
    (key, { signal }) => fetcher(key[1] as K, signal),
    { ...detached, ...(onError && { onError }) },
    options,
  );
  return { ...query, load: (key: K) => query.load(['resource', key]) };
}

/** @deprecated Use `createPagedQuery` (core/load/paged); removed in 0.4. */
export function createPagedList<T, F = void>(
  fetchPage: PageFetcher<T, F>,
  pageSize: number,
  { onError }: { onError?: (error: unknown) => void } = {},
): PagedList<T, F> {
  warnOnce(
    'createPagedList is deprecated: use createPagedQuery (sztx-widgets/core); removed in 0.4',
  );
  return createPagedQuery<T, F>(
    'paged-list',
    (request, filter, { signal }) => fetchPage({ ...request, signal }, filter),
    pageSize,
    { ...detached, ...(onError && { onError }) },
  );
}
