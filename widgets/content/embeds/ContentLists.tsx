import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { listCourses, listCunpan } from '../../../core/api/content/reads';
import type { CourseSummary, FileSummary } from '../../../core/api/content/records';
import { clampPageSize } from '../../../core/load/page-size';
import type { PageFetcher } from '../../../core/load/query';
import { $portalActive } from '../../../core/router/portal-link';
import { formatDay } from '../../../core/time/time';
import type { WidgetHost } from '../../define';
import { LoadMore, openHandler, useFeed } from '../../ui/feed';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import { useImageUrl, usePortalHref } from '../../ui/scope';
import { EmptyState, ErrorState } from '../../ui/states';
import { useStyles } from '../../ui/useStyles';
import * as texts from '../messages';
import { priceText } from '../parts/common';

/** What an embedded list loads: its fetch, default page size and first-load placeholders. */
interface ListKind<T, F> {
  fetch: PageFetcher<T, F>;
  pageSize: number;
  /** Placeholders at the size of `count` loaded items (the list's own classes). */
  skeleton: (count: number) => ReactNode;
}

const FILES: ListKind<FileSummary, 1 | 2> = {
  fetch: (page, type, call) => listCunpan(call, { ...page, type }),
  pageSize: 10,
  skeleton: (count) => (
    // its own key: the loaded rows are new elements, not these moved (a layout shift)
    <ul key="skeleton" className="el-rows" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={i} className="el-skel-row">
          <span className="el-skel-line skeleton">&nbsp;</span>
        </li>
      ))}
    </ul>
  ),
};
const COURSES: ListKind<CourseSummary, undefined> = {
  fetch: (page, _, call) => listCourses(call, page),
  pageSize: 6,
  skeleton: (count) => (
    <ul key="skeleton" className="el-cards" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={i}>
          <div className="el-card-box">
            <div className="el-card-img skeleton" />
            <span>&nbsp;</span>
            <span className="el-skel-wrap">&nbsp;</span>
            <span>&nbsp;</span>
          </div>
        </li>
      ))}
    </ul>
  ),
};

/**
 * An embedded load-more list: heading, first-load skeleton, error or empty, then the rows
 * `children` renders for the loaded items (links open `_top` outside the portal).
 */
function EmbedList<T, F>(props: {
  /** The widget's attributes and host. */
  host: ListAttributes & Partial<WidgetHost>;
  kind: ListKind<T, F>;
  /** The heading when the attributes give none. */
  heading: string;
  filter: F;
  children: (items: T[], target: '_top' | undefined) => ReactNode;
}) {
  const portal = useStore($portalActive);
  useStyles(EMBED_LISTS_CSS);
  const { t, ready } = useText();
  const { host, kind } = props;
  const pageSize = clampPageSize(host.pageSize, kind.pageSize);
  const { list: feed, state } = useFeed('content', kind.fetch, pageSize, props.filter, host.emit);
  const heading = host.heading ?? props.heading;
  const first = !ready || state.status === 'loading' || state.status === 'idle';
  return (
    <section
      className="el"
      aria-busy={first}
      aria-label={host.hideHeading ? t(heading) : undefined}
    >
      {host.hideHeading ? null : (
        <h2 className="el-heading" part="heading">
          {t(heading)}
        </h2>
      )}
      {first ? (
        // the size the loaded list will have: its items and the load-more button
        <>
          {kind.skeleton(pageSize)}
          <span className="btn el-more-skel skeleton" aria-hidden="true">
            {t(ui.loadMore)}
          </span>
        </>
      ) : state.items.length === 0 && state.status === 'error' ? (
        <ErrorState message={state.error} onRetry={feed.retry} />
      ) : state.items.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          {props.children(state.items, portal ? undefined : '_top')}
          <LoadMore feed={feed} state={state} prefix="el" />
        </>
      )}
    </section>
  );
}

/** The attributes every embedded list has. */
interface ListAttributes {
  pageSize?: number;
  heading?: string;
  hideHeading?: boolean;
}

/** Props of `<sztx-policy-files>`. */
export interface PolicyFilesProps extends ListAttributes {
  kind?: string;
}

/** Policy documents (or announcements with `kind="announcements"`), newest first, with load more. */
export function PolicyFiles(props: PolicyFilesProps & Partial<WidgetHost>) {
  const portalHref = usePortalHref();
  const { t } = useText();
  const type: 1 | 2 = props.kind === 'announcements' ? 2 : 1;
  return (
    <EmbedList
      host={props}
      kind={FILES}
      heading={type === 2 ? texts.associationNotices : texts.policyFiles}
      filter={type}
    >
      {(items, target) => (
        <ul className="el-rows" part="list">
          {items.map((f) => (
            <li key={f.id} className="el-row" part="item">
              <a
                href={portalHref(`/file/${f.id}`)}
                target={target}
                onClick={openHandler(props.emit, 'sztx-open-file', { id: f.id, name: t(f.name) })}
              >
                {t(f.name)}
              </a>
              <time>{formatDay(f.publishTime)}</time>
            </li>
          ))}
        </ul>
      )}
    </EmbedList>
  );
}

/** Props of `<sztx-courses>`. */
export type CoursesProps = ListAttributes;

/** The course classroom: course cards with price or free, with load more. */
export function Courses(props: CoursesProps & Partial<WidgetHost>) {
  const portalHref = usePortalHref();
  const imageUrl = useImageUrl();
  const { t } = useText();
  return (
    <EmbedList host={props} kind={COURSES} heading={texts.courseRoom} filter={undefined}>
      {(items, target) => (
        <ul className="el-cards" part="list">
          {items.map((c) => {
            const price = priceText(c.price);
            return (
              <li key={c.id} className="el-card" part="item">
                <a
                  href={portalHref(`/course/${c.id}`)}
                  target={target}
                  onClick={openHandler(props.emit, 'sztx-open-course', {
                    id: c.id,
                    name: t(c.name),
                  })}
                >
                  <img src={imageUrl(c.image)} alt="" loading="lazy" />
                  <span className="el-card-title">{t(c.name)}</span>
                  <span className={price.free ? 'el-free' : 'el-price'}>{t(price.text)}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </EmbedList>
  );
}

/** Styles of the embeddable content lists. */
export const EMBED_LISTS_CSS = /* css */ `
.el { display: grid; gap: 12px; container-type: inline-size; }
.el-heading { font-size: 20px; font-weight: 700; padding-left: 10px; border-left: 4px solid var(--sztx-primary); line-height: 1.3; }
.el-rows { display: grid; grid-template-columns: minmax(0, 1fr); background: var(--sztx-surface); border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); padding: 4px 14px; }
.el-row, .el-skel-row { display: flex; justify-content: space-between; gap: 12px; padding: 11px 0; border-bottom: 1px dashed var(--sztx-border); }
.el-row:last-child, .el-skel-row:last-child { border-bottom: 0; }
.el-row a { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.el-row a:hover { color: var(--sztx-primary); }
.el-row time { flex: none; color: var(--sztx-text-muted); font-size: 13px; }
.el-cards { display: grid; gap: 14px; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); }
.el-card a, .el-card-box { display: grid; gap: 6px; background: var(--sztx-surface); border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); overflow: hidden; padding-bottom: 10px; }
.el-card img, .el-card-img { width: 100%; aspect-ratio: 16 / 9; object-fit: cover; background: var(--sztx-surface-alt); }
.el-card-title, .el-card .el-free, .el-card .el-price { padding: 0 12px; }
.el-card-title { font-weight: 600; }
.el-free { color: var(--sztx-success); font-weight: 700; }
.el-price { color: var(--sztx-primary); font-weight: 700; }
.el-more, .el-more-skel { justify-self: center; min-width: 160px; }
.el-more-skel { color: transparent; border-color: transparent; }
.el-skel-line { width: 60%; border-radius: calc(var(--sztx-radius) * 0.5); }
.el-skel-wrap { display: none; }
.el-end { text-align: center; color: var(--sztx-text-muted); font-size: 13px; }
@container (max-width: 480px) { .el-cards { grid-template-columns: 1fr 1fr; gap: 10px; } .el-skel-wrap { display: block; } }
`;
