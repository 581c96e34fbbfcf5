import type { MouseEvent } from 'react';
import { useEffect } from 'react';
import type { PagedQuery, PagedState, PageFetcher } from '../../core/load/paged';
import type { WidgetHost } from '../define';
import type { SztxEventDetails, SztxEventName } from '../events';
import { useText } from './i18n';
import * as ui from './messages';
import { usePagedQuery } from './paged';
import { ErrorState } from './states';

/**
 * A load-more list of `resource`: the first page of `filter` (again when it changes, or when a
 * write invalidates the resource) through `usePagedQuery`, emitting `sztx-loaded` each time a
 * load settles ready.
 */
export function useFeed<T, F>(
  resource: string,
  fetchPage: PageFetcher<T, F>,
  pageSize: number,
  filter: F,
  emit: WidgetHost['emit'] | undefined,
): { list: PagedQuery<T, F>; state: PagedState<T> } {
  const feed = usePagedQuery(resource, fetchPage, pageSize, filter);
  const { state } = feed;
  useEffect(() => {
    if (state.status === 'ready')
      emit?.('sztx-loaded', { count: state.items.length, total: state.total });
  }, [state.status, state.items.length, state.total, emit]);
  return feed;
}

/** Below a loaded list: the error of a further page, the end, or the load-more button. */
export function LoadMore(props: {
  feed: Pick<PagedQuery<unknown, never>, 'more' | 'retry'>;
  state: Pick<PagedState<unknown>, 'status' | 'error' | 'done'>;
  /** Class prefix: `<prefix>-end` and `<prefix>-more`. */
  prefix: string;
}) {
  const { t } = useText();
  const { state, feed } = props;
  if (state.status === 'error') return <ErrorState message={state.error} onRetry={feed.retry} />;
  if (state.done) return <p className={`${props.prefix}-end`}>{t(ui.noMore)}</p>;
  return (
    <button
      type="button"
      className={`btn ${props.prefix}-more`}
      part="more"
      disabled={state.status === 'more'}
      onClick={() => void feed.more()}
    >
      {state.status === 'more' ? t(ui.loading) : t(ui.loadMore)}
    </button>
  );
}

/**
 * The click handler of a link that opens an item: a plain left click first emits `event`, and
 * the host can keep the link from opening by cancelling it; modified clicks are left alone.
 */
export function openHandler<K extends SztxEventName>(
  emit: WidgetHost['emit'] | undefined,
  event: K,
  detail: SztxEventDetails[K],
) {
  return (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    const allowed = emit?.(event, detail) ?? true;
    if (!allowed) e.preventDefault();
  };
}
