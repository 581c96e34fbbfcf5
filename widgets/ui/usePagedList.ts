import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import {
  createPagedList,
  type PagedList,
  type PagedListState,
  type PageFetcher,
} from '../../core/load/paged-list';

/**
 * A {@link createPagedList} store for a component: the first page of `filter` loads on mount
 * and again when the filter changes (compared by value); loads are aborted on unmount.
 * Nothing loads while `enabled` is false.
 */
export function usePagedList<T, F = void>(
  fetchPage: PageFetcher<T, F>,
  pageSize: number,
  filter: F,
  enabled = true,
): [PagedListState<T>, PagedList<T, F>] {
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const list = useMemo(
    () => createPagedList<T, F>((page, f) => fetchRef.current(page, f), pageSize),
    [pageSize],
  );
  const filterRef = useRef(filter);
  filterRef.current = filter;
  const key = JSON.stringify(filter) ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the filter
  useEffect(() => {
    if (!enabled) return;
    void list.load(filterRef.current);
    return () => list.cancel();
  }, [list, key, enabled]);
  return [useStore(list.$state), list];
}
