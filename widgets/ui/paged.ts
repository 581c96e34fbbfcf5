import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import {
  createPagedQuery,
  type PagedQuery,
  type PagedState,
  type PageFetcher,
} from '../../core/load/paged';
import { useLoadScope } from './scope';

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
  // rendered on the server, or from its HTML: the first page is there, shown at once
  const seeded = useRef(Boolean(scope.seed));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first filter and page only
  const list = useMemo(() => {
    const created = createPagedQuery<T, F>(
      resource,
      (request, f, context) => fetchRef.current(request, f, context),
      pageSize,
      scope,
    );
    if (seeded.current) void created.load(filter, page);
    return created;
  }, [resource, pageSize, scope]);
  const filterId = JSON.stringify(filter) ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter is compared by its text
  useEffect(() => {
    if (seeded.current) seeded.current = false;
    else void list.load(filter, page);
  }, [list, filterId, page]);
  useEffect(() => list.cancel, [list]);
  return { list, state: useStore(list.$state) };
}
