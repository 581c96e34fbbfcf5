import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { listCourses, listCunpan } from '../../../core/api/content';
import { imageUrl } from '../../../core/config/config';
import {
  createPagedList,
  type PagedList,
  type PagedListState,
} from '../../../core/load/paged-list';
import { $portalActive, portalHref } from '../../../core/router/router';
import type { WidgetHost } from '../../define';
import type { SztxEventDetails } from '../../events';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import { EmptyState, ErrorState, formatDate } from '../../ui/states';
import { useStyles } from '../../ui/useStyles';
import * as texts from '../messages';
import { priceText } from '../parts/common';

const clamp = (n: number | undefined, fallback: number) =>
  Math.min(50, Math.max(1, Math.round(Number.isFinite(n) ? (n as number) : fallback)));

/** Subscribes to a list, loads its first page of `filter`, and emits `sztx-loaded` when ready. */
function useListState<T, F>(
  feed: PagedList<T, F>,
  filter: F,
  emit: WidgetHost['emit'] | undefined,
) {
  const state = useStore(feed.$state);
  useEffect(() => {
    void feed.load(filter);
    return feed.cancel;
  }, [feed, filter]);
  useEffect(() => {
    if (state.status === 'ready')
      emit?.('sztx-loaded', { count: state.items.length, total: state.total });
  }, [state.status, state.items.length, state.total, emit]);
  return state;
}

function More<T, F>(props: { feed: PagedList<T, F>; state: PagedListState<T> }) {
  const { t } = useText();
  const { state, feed } = props;
  if (state.status === 'error')
    return <ErrorState message={state.error ?? ui.loadFailed} onRetry={feed.retry} />;
  if (state.done) return <p className="el-end">{t(ui.noMore)}</p>;
  return (
    <button
      type="button"
      className="btn el-more"
      part="more"
      disabled={state.status === 'more'}
      onClick={() => void feed.more()}
    >
      {state.status === 'more' ? t(ui.loading) : t(ui.loadMore)}
    </button>
  );
}

function opener<K extends 'sztx-open-file' | 'sztx-open-course'>(
  emit: WidgetHost['emit'] | undefined,
  event: K,
  detail: SztxEventDetails[K],
) {
  return (e: React.MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    const allowed = emit?.(event, detail) ?? true;
    if (!allowed) e.preventDefault();
  };
}

/** Props of `<sztx-policy-files>`. */
export interface PolicyFilesProps {
  kind?: string;
  pageSize?: number;
  heading?: string;
  hideHeading?: boolean;
}

/** Policy documents (or announcements with `kind="announcements"`), newest first, with load more. */
export function PolicyFiles(props: PolicyFilesProps & Partial<WidgetHost>) {
  const portal = useStore($portalActive);
  useStyles(EMBED_LISTS_CSS);
  const { t, ready } = useText();
  const type: 1 | 2 = props.kind === 'announcements' ? 2 : 1;
  const size = clamp(props.pageSize, 10);
  const feed = useMemo(
    () =>
      createPagedList(async (page, kind: 1 | 2) => {
        const result = await listCunpan({ ...page, type: kind });
        return { items: result.data, total: result.total };
      }, size),
    [size],
  );
  const state = useListState(feed, type, props.emit);
  const heading = props.heading ?? (type === 2 ? texts.associationNotices : texts.policyFiles);
  const first = !ready || state.status === 'loading' || state.status === 'idle';
  return (
    <section
      className="el"
      aria-busy={first}
      aria-label={props.hideHeading ? t(heading) : undefined}
    >
      {props.hideHeading ? null : (
        <h2 className="el-heading" part="heading">
          {t(heading)}
        </h2>
      )}
      {first ? (
        <div className="skeleton" style={{ height: 160 }} aria-hidden="true" />
      ) : state.items.length === 0 && state.status === 'error' ? (
        <ErrorState message={state.error ?? ui.loadFailed} onRetry={feed.retry} />
      ) : state.items.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <ul className="el-rows" part="list">
            {state.items.map((f) => (
              <li key={f.cunpan_id} className="el-row" part="item">
                <a
                  href={portalHref(`/file/${f.cunpan_id}`)}
                  target={portal ? undefined : '_top'}
                  onClick={opener(props.emit, 'sztx-open-file', { id: f.cunpan_id, name: f.name })}
                >
                  {t(f.name)}
                </a>
                <time>{formatDate(f.publish_time)}</time>
              </li>
            ))}
          </ul>
          <More feed={feed} state={state} />
        </>
      )}
    </section>
  );
}

/** Props of `<sztx-courses>`. */
export interface CoursesProps {
  pageSize?: number;
  heading?: string;
  hideHeading?: boolean;
}

/** The course classroom: course cards with price or free, with load more. */
export function Courses(props: CoursesProps & Partial<WidgetHost>) {
  const portal = useStore($portalActive);
  useStyles(EMBED_LISTS_CSS);
  const { t, ready } = useText();
  const size = clamp(props.pageSize, 6);
  const feed = useMemo(
    () =>
      createPagedList(async (page) => {
        const result = await listCourses(page);
        return { items: result.data, total: result.total };
      }, size),
    [size],
  );
  const state = useListState(feed, undefined, props.emit);
  const heading = props.heading ?? texts.courseRoom;
  const first = !ready || state.status === 'loading' || state.status === 'idle';
  return (
    <section
      className="el"
      aria-busy={first}
      aria-label={props.hideHeading ? t(heading) : undefined}
    >
      {props.hideHeading ? null : (
        <h2 className="el-heading" part="heading">
          {t(heading)}
        </h2>
      )}
      {first ? (
        <div className="skeleton" style={{ height: 200 }} aria-hidden="true" />
      ) : state.items.length === 0 && state.status === 'error' ? (
        <ErrorState message={state.error ?? ui.loadFailed} onRetry={feed.retry} />
      ) : state.items.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <ul className="el-cards" part="list">
            {state.items.map((c) => {
              const price = priceText(c.current_price);
              return (
                <li key={c.course_id} className="el-card" part="item">
                  <a
                    href={portalHref(`/course/${c.course_id}`)}
                    target={portal ? undefined : '_top'}
                    onClick={opener(props.emit, 'sztx-open-course', {
                      id: c.course_id,
                      name: c.course_name,
                    })}
                  >
                    <img src={imageUrl(c.main_image)} alt="" loading="lazy" />
                    <span className="el-card-title">{t(c.course_name)}</span>
                    <span className={price.free ? 'el-free' : 'el-price'}>{t(price.text)}</span>
                  </a>
                </li>
              );
            })}
          </ul>
          <More feed={feed} state={state} />
        </>
      )}
    </section>
  );
}

/** Styles of the embeddable content lists. */
export const EMBED_LISTS_CSS = /* css */ `
.el { display: grid; gap: 12px; container-type: inline-size; }
.el-heading { font-size: 20px; font-weight: 700; padding-left: 10px; border-left: 4px solid var(--sztx-primary); line-height: 1.3; }
.el-rows { display: grid; grid-template-columns: minmax(0, 1fr); background: var(--sztx-surface); border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); padding: 4px 14px; }
.el-row { display: flex; justify-content: space-between; gap: 12px; padding: 11px 0; border-bottom: 1px dashed var(--sztx-border); }
.el-row:last-child { border-bottom: 0; }
.el-row a { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.el-row a:hover { color: var(--sztx-primary); }
.el-row time { flex: none; color: var(--sztx-text-muted); font-size: 13px; }
.el-cards { display: grid; gap: 14px; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); }
.el-card a { display: grid; gap: 6px; background: var(--sztx-surface); border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); overflow: hidden; padding-bottom: 10px; }
.el-card img { width: 100%; aspect-ratio: 16 / 9; object-fit: cover; background: var(--sztx-surface-alt); }
.el-card-title, .el-card .el-free, .el-card .el-price { padding: 0 12px; }
.el-card-title { font-weight: 600; }
.el-free { color: #2e7d32; font-weight: 700; }
.el-price { color: var(--sztx-primary); font-weight: 700; }
.el-more { justify-self: center; min-width: 160px; }
.el-end { text-align: center; color: var(--sztx-text-muted); font-size: 13px; }
@container (max-width: 480px) { .el-cards { grid-template-columns: 1fr 1fr; gap: 10px; } }
`;
