// A load-more list that comes back to where it was: it asks for as many rows as its place
// names (the portal's route, core/router/list-query.ts ShownPlace) and tells the place when it
// shows more. Outside the portal a list has no place (a partner's URL is not the widget's).
import { useEffect } from 'react';
import type { PagedQuery, PagedState, PageFetcher } from '../../core/load/paged';
import type { ShownPlace } from '../../core/router/list-query';
import { usePagedQuery } from './paged';

/**
 * {@link usePagedQuery} of a load-more list: its first page asks for `shown` rows at once when
 * that is more than a page (`place`'s count, or more when given), and `place` is told how many
 * rows the list shows once it shows more than its first page.
 */
export function useShownPagedQuery<T, F>(
  resource: string,
  fetchPage: PageFetcher<T, F>,
  pageSize: number,
  filter: F,
  place: ShownPlace | undefined,
  atLeast = 0,
): { list: PagedQuery<T, F>; state: PagedState<T> } {
  const shown = Math.max(place?.count ?? 0, atLeast);
  const paged = usePagedQuery<T, F>(
    resource,
    (page, f, context) =>
      fetchPage(
        page.start === 0 && shown > page.limit ? { ...page, limit: shown } : page,
        f,
        context,
      ),
    pageSize,
    filter,
  );
  const { state } = paged;
  const count = state.status === 'ready' ? state.items.length : 0;
  useEffect(() => {
    if (place && count > pageSize && count !== place.count) place.set(count);
  }, [place, count, pageSize]);
  return paged;
}
