import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import type { ArticleSummary } from '../../core/api/content/articles';
import { listFavourites } from '../../core/api/personal/reads';
import type { PageFetcher } from '../../core/load/query';
import { PERSONAL_MESSAGES } from '../../core/personal/messages';
import type { ShownPlace } from '../../core/router/list-query';
import { $portalActive } from '../../core/router/portal-link';
import { $session } from '../../core/session/session';
import { formatDay } from '../../core/time/time';
import { toast } from '../../core/toast/toast';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { useImageUrl, usePortalHref } from '../ui/scope';
import { useShownPagedQuery } from '../ui/shown';
import { EmptyState, ErrorState } from '../ui/states';
import { useStyles } from '../ui/useStyles';
import * as texts from './messages';
import { PERSONAL_CSS } from './styles';

const PAGE = 10;

/** My favourite articles, with load more; an empty further page says "no more". */
export function FavouritesSection(props: { shown?: ShownPlace }) {
  const userId = useStore($session).userId;
  // without a user it stays loading
  return userId ? <Favourites userId={userId} shown={props.shown} /> : <FavouritesSkeleton />;
}

function FavouritesSkeleton() {
  return (
    <div className="pl-card" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <div key={i} style={{ display: 'flex', gap: 14, padding: '12px 0' }}>
          <div className="skeleton" style={{ width: 148, height: 92 }} />
          <div style={{ flex: 1 }}>
            <div className="skeleton" style={{ height: 18, width: '80%' }} />
            <div className="skeleton" style={{ height: 14, width: '30%', marginTop: 12 }} />
          </div>
        </div>
      ))}
    </div>
  );
}

const fetchFavourites: PageFetcher<ArticleSummary, string> = ({ start, limit }, user, call) =>
  listFavourites(call, user, start, limit);

function Favourites({ userId, shown }: { userId: string; shown: ShownPlace | undefined }) {
  const portalHref = usePortalHref();
  const imageUrl = useImageUrl();
  const portal = useStore($portalActive);
  useStyles(PERSONAL_CSS);
  const { t } = useText();
  // as many as the route names (the portal: Back from an article shows as many again)
  const { list: feed, state } = useShownPagedQuery(
    'favourite',
    fetchFavourites,
    PAGE,
    userId,
    shown,
  );
  const before = useRef(0);

  const more = async () => {
    before.current = feed.$state.get().items.length;
    await feed.more();
    const after = feed.$state.get();
    if (after.status === 'ready' && after.items.length === before.current) {
      toast.info(t(PERSONAL_MESSAGES.noMore));
    }
  };

  if (state.status === 'idle' || state.status === 'loading') return <FavouritesSkeleton />;
  if (state.items.length === 0 && state.status === 'error') {
    return (
      <div className="pl-card">
        <ErrorState message={state.error} onRetry={() => void feed.retry()} />
      </div>
    );
  }
  if (state.items.length === 0) {
    return (
      <div className="pl-card">
        <EmptyState message={texts.noFavourites} />
      </div>
    );
  }
  return (
    <div className="pl-card pc-section" aria-busy={state.status === 'more'}>
      <ul className="pc-list" aria-label={t(texts.favouriteList)}>
        {state.items.map((article) => {
          const image = article.images[0];
          return (
            <li key={article.id} className="pc-item pc-fav">
              <a
                className="pc-item-link"
                href={portalHref(`/article/${article.id}`)}
                target={portal ? undefined : '_top'}
              >
                {image ? (
                  <img className="pc-thumb" src={imageUrl(image)} alt="" loading="lazy" />
                ) : (
                  <span className="pc-thumb" aria-hidden="true" />
                )}
                <span className="pc-item-body">
                  <span className="pc-item-title">{t(article.title)}</span>
                  {article.summary ? (
                    <span className="pc-item-desc">{t(article.summary)}</span>
                  ) : null}
                  <span className="pc-item-meta">
                    <time>{formatDay(article.publishTime)}</time>
                    <span>{t(texts.viewCount(article.views))}</span>
                  </span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      {state.status === 'error' ? (
        <ErrorState message={state.error} onRetry={() => void feed.retry()} />
      ) : state.done ? (
        <p className="pc-end">{t(PERSONAL_MESSAGES.noMore)}</p>
      ) : (
        <button
          type="button"
          className="btn pc-more"
          disabled={state.status === 'more'}
          onClick={() => void more()}
        >
          {t(state.status === 'more' ? ui.loading : ui.loadMore)}
        </button>
      )}
    </div>
  );
}
