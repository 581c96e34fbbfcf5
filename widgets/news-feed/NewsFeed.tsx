import { useStore } from '@nanostores/react';
import {
  type ArticleSummary,
  type ArticleType,
  listArticles,
} from '../../core/api/content/articles';
import { clampPageSize } from '../../core/load/page-size';
import type { PageFetcher } from '../../core/load/query';
import { $portalActive } from '../../core/router/portal-link';
import { formatDay } from '../../core/time/time';
import type { WidgetHost } from '../define';
import { LoadMore, openHandler, useFeed } from '../ui/feed';
import { useText } from '../ui/i18n';
import { StrokeIcon } from '../ui/icons';
import * as ui from '../ui/messages';
import { SkeletonCards } from '../ui/SkeletonCards';
import { useImageUrl, usePortalHref } from '../ui/scope';
import { EmptyState, ErrorState } from '../ui/states';
import * as texts from './messages';

/** Props of the news feed. */
export interface NewsFeedProps {
  pageSize?: number;
  /** `news` (association news, XHDT) or `stories` (MJSX). */
  type?: string;
  heading?: string;
  hideHeading?: boolean;
}

/** The lists the feed can show. */
const KINDS = {
  news: { articleType: 'XHDT', heading: ui.associationNews },
  stories: { articleType: 'MJSX', heading: ui.expertTalks },
} as const;

const SKELETON_CLASSES = {
  list: 'news-list',
  item: 'news-item',
  thumb: 'news-thumb skeleton',
  body: 'news-body',
};
const SKELETON_LINES = [
  { height: 18, width: '80%' },
  { height: 14, width: '40%', marginTop: 12 },
];

const fetchArticles: PageFetcher<ArticleSummary, ArticleType> = (page, articleType, call) =>
  listArticles(call, { ...page, articleType });

/** The association's news (article type XHDT), newest first, with load more. */
export function NewsFeed(props: NewsFeedProps & Partial<WidgetHost>) {
  const portalHref = usePortalHref();
  const imageUrl = useImageUrl();
  const portal = useStore($portalActive);
  const pageSize = clampPageSize(props.pageSize, 10);
  const kind = KINDS[props.type === 'stories' ? 'stories' : 'news'];
  const { list: feed, state } = useFeed(
    'content',
    fetchArticles,
    pageSize,
    kind.articleType,
    props.emit,
  );
  const { t, ready } = useText();

  const heading = props.heading ?? kind.heading;
  const first = state.status === 'loading' || state.status === 'idle';
  return (
    <section
      className="news"
      aria-labelledby="news-heading"
      aria-busy={first || state.status === 'more'}
    >
      <h2
        id="news-heading"
        className={props.hideHeading ? 'sr-only' : 'news-heading'}
        part="heading"
      >
        {t(heading)}
      </h2>
      {!ready || first ? (
        // the size the loaded feed will have: a row per item and the load-more button
        <>
          <SkeletonCards count={pageSize} classes={SKELETON_CLASSES} lines={SKELETON_LINES} />
          <span className="btn news-more-skel skeleton" aria-hidden="true">
            {t(ui.loadMore)}
          </span>
        </>
      ) : state.items.length === 0 && state.status === 'error' ? (
        <ErrorState message={state.error} onRetry={feed.retry} />
      ) : state.items.length === 0 ? (
        <EmptyState message={texts.noItems(kind.heading)} />
      ) : (
        <>
          <ul className="news-list" part="list">
            {state.items.map((article) => {
              const image = article.images[0];
              const date = formatDay(article.publishTime);
              return (
                <li key={article.id} className="news-item" part="item">
                  <a
                    className="news-link"
                    href={portalHref(`/article/${article.id}`)}
                    target={portal ? undefined : '_top'}
                    onClick={openHandler(props.emit, 'sztx-open-article', {
                      id: article.id,
                      title: t(article.title),
                    })}
                  >
                    {image ? (
                      <img className="news-thumb" src={imageUrl(image)} alt="" loading="lazy" />
                    ) : (
                      <div className="news-thumb news-thumb-empty" aria-hidden="true" />
                    )}
                    <div className="news-body">
                      <h3 className="news-title">{t(article.title)}</h3>
                      {article.summary ? <p className="news-desc">{t(article.summary)}</p> : null}
                      <p className="news-meta">
                        <time dateTime={date}>{date}</time>
                        <span>
                          <StrokeIcon
                            d="M2 12s3.6-6 10-6 10 6 10 6-3.6 6-10 6S2 12 2 12z"
                            size={14}
                            strokeWidth="1.8"
                          >
                            <circle cx="12" cy="12" r="2.6" fill="currentColor" />
                          </StrokeIcon>
                          <span className="sr-only">{t(texts.views)} </span>
                          {article.views}
                        </span>
                      </p>
                    </div>
                  </a>
                </li>
              );
            })}
          </ul>
          <LoadMore feed={feed} state={state} prefix="news" />
        </>
      )}
    </section>
  );
}

/** Styles of the news feed. */
export const NEWS_FEED_CSS = /* css */ `
.news { display: grid; gap: 12px; container-type: inline-size; }
.news-meta > span { display: inline-flex; align-items: center; gap: 4px; }
.news-heading { font-size: 20px; font-weight: 700; padding-left: 10px; border-left: 4px solid var(--sztx-primary); line-height: 1.3; }
.news-list { display: grid; gap: 12px; }
.news-item { background: var(--sztx-surface); border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); overflow: hidden; transition: box-shadow .15s; }
.news-item:hover { box-shadow: 0 4px 16px color-mix(in srgb, var(--sztx-scrim) 8%, transparent); }
.news-link, .news-item > .news-thumb { display: flex; }
.news-link { gap: 16px; padding: 12px; align-items: flex-start; }
.news-item:has(> .news-thumb) { display: flex; gap: 16px; padding: 12px; }
.news-thumb { flex: none; width: 200px; aspect-ratio: 16 / 10; object-fit: cover; border-radius: calc(var(--sztx-radius) * .75); background: var(--sztx-surface-alt); }
.news-body { flex: 1; min-width: 0; display: grid; gap: 6px; }
.news-title { font-size: 17px; font-weight: 600; line-height: 1.45; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.news-link:hover .news-title { color: var(--sztx-primary); }
.news-desc { color: var(--sztx-text-muted); font-size: 14px; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.news-meta { display: flex; gap: 16px; color: var(--sztx-text-muted); font-size: 13px; }
.news-more, .news-more-skel { justify-self: center; min-width: 160px; }
.news-more-skel { color: transparent; border-color: transparent; }
.news-end { text-align: center; color: var(--sztx-text-muted); font-size: 13px; padding: 8px; }
@container (max-width: 560px) { .news-thumb { width: 112px; } .news-desc { display: none; } .news-title { font-size: 15px; } .news-link, .news-item:has(> .news-thumb) { gap: 12px; padding: 10px; } }
`;
