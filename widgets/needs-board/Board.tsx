import { type ReactNode, useEffect, useRef, useState } from 'react';
import { listDemands, listInvestInfo } from '../../core/api/needs/reads';
import type { Demand, InvestInfo } from '../../core/api/needs/records';
import type { LoadContext, PageRequest } from '../../core/load/query';
import { isExpired } from '../../core/needs/day';
import type { ShownPlace } from '../../core/router/list-query';
import { formatDay } from '../../core/time/time';
import { useText } from '../ui/i18n';
import { useQuery } from '../ui/query';
import { useImageUrl, usePortalHref } from '../ui/scope';
import { useShownPagedQuery } from '../ui/shown';
import { EmptyState, ErrorState } from '../ui/states';
import * as texts from './messages';
import { ListTail, TYPE_LABEL, useNeedsNav } from './shared';

function clickOpen(event: React.MouseEvent, open: () => void) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  open();
}

/** Where the board was when a card was opened: coming back shows as many cards, scrolled there. */
interface ReturnPoint {
  pageSize: number;
  count: number;
  scrollY: number;
}
let returnPoint: ReturnPoint | null = null;

/** The return point a board of `pageSize` cards mounts with (taken once). */
function takeReturnPoint(pageSize: number): ReturnPoint | null {
  const point = returnPoint;
  returnPoint = null;
  return point && point.pageSize === pageSize ? point : null;
}

function NeedCard({ need, onOpen }: { need: Demand; onOpen?: () => void }) {
  const portalHref = usePortalHref();
  const imageUrl = useImageUrl();
  const { t } = useText();
  const nav = useNeedsNav();
  const image = need.images[0];
  return (
    <a
      className="nb-card"
      part="need-card"
      href={portalHref(`/need-details/${need.id}`)}
      onClick={(e) =>
        clickOpen(e, () => {
          onOpen?.();
          nav.openNeed(need.id, t(need.title));
        })
      }
    >
      <div className="nb-card-img">
        {image && <img src={imageUrl(image)} alt="" loading="lazy" />}
      </div>
      <div className="nb-card-body">
        <h3 className="nb-card-title">{t(need.title)}</h3>
        <div className="nb-card-meta">
          <span className={`nb-badge nb-badge-${need.type}`} part="badge">
            {t(TYPE_LABEL[need.type])}
          </span>
          {need.endTime !== null && (
            <span>{`${formatDay(need.endTime)} ${t(texts.deadline)}`}</span>
          )}
          {isExpired(need.endTime) && (
            <span className="nb-badge nb-badge-closed" part="badge">
              {t(texts.closed)}
            </span>
          )}
        </div>
      </div>
    </a>
  );
}

/** Cards in the grid, one list item each. */
export function CardGrid<T extends { id: string }>(props: {
  items: readonly T[];
  part?: string;
  card: (item: T) => ReactNode;
}) {
  return (
    <ul className="nb-grid" part={props.part}>
      {props.items.map((item) => (
        <li key={item.id}>{props.card(item)}</li>
      ))}
    </ul>
  );
}

export function InvestCard({ info, onOpen }: { info: InvestInfo; onOpen?: () => void }) {
  const portalHref = usePortalHref();
  const imageUrl = useImageUrl();
  const { t } = useText();
  const nav = useNeedsNav();
  return (
    <a
      className="nb-card"
      part="invest-card"
      href={portalHref(`/investInfo/${info.id}`)}
      onClick={(e) =>
        clickOpen(e, () => {
          onOpen?.();
          nav.openInvest(info.id, t(info.title));
        })
      }
    >
      <div className="nb-card-img">
        {info.images[0] && <img src={imageUrl(info.images[0])} alt="" loading="lazy" />}
      </div>
      <div className="nb-card-body">
        <h3 className="nb-card-title">{t(info.title)}</h3>
        <div className="nb-card-meta">
          <span className="nb-badge nb-badge-invest" part="badge">
            {t(info.type === 'order' ? texts.orderInfo : texts.investInfo)}
          </span>
          {info.publishTime !== null && <span>{formatDay(info.publishTime)}</span>}
        </div>
        {info.desc && <div className="nb-card-meta">{t(info.desc)}</div>}
      </div>
    </a>
  );
}

/** Placeholder cards at the size of real ones (a title of two lines, the badge row). */
export function CardSkeletons({ count, rows = 1 }: { count: number; rows?: number }) {
  return (
    <ul className="nb-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={i}>
          <div className="nb-card">
            <div className="nb-card-img skeleton" />
            <div className="nb-card-body">
              <div className="nb-card-title skeleton" />
              {Array.from({ length: rows }, (_, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                <div key={j} className="nb-card-meta">
                  <span className="nb-badge skeleton">&nbsp;</span>
                </div>
              ))}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Investment cards a board usually has (their placeholders, one row on a wide board). */
const INVEST_PLACEHOLDERS = 3;

/** Tab 0: investment-information cards, then the approved needs with show-more. */
export function Board(props: {
  pageSize: number;
  onLoaded?: (count: number, total: number) => void;
  /** Where the list keeps how many cards it shows (the portal's route). */
  shown?: ShownPlace | undefined;
}) {
  const portalHref = usePortalHref();
  const { t } = useText();
  // back from a card: the first load asks for as many cards as were shown, then scrolls back
  const [restore] = useState(() => takeReturnPoint(props.pageSize));
  // the needs: the first page asks for as many cards as the route names (the portal) or as
  // were shown when coming back
  const { list: feed, state } = useShownPagedQuery(
    'needs',
    (page: PageRequest, _: undefined, context: LoadContext) => listDemands(context, page),
    props.pageSize,
    undefined,
    props.shown,
    restore?.count,
  );
  // the investment cards: one answer holding the whole list
  const invest = useQuery(['invest', 'list', 'invest'], (context) =>
    listInvestInfo(context, 'invest'),
  );
  const investItems = invest.data ?? [];
  const { onLoaded } = props;

  useEffect(() => {
    if (state.status === 'ready') onLoaded?.(state.items.length, state.total);
  }, [state.status, state.items.length, state.total, onLoaded]);

  // until both lists are in, placeholders hold the space of both: nothing moves when they come
  const waiting =
    state.status === 'loading' ||
    state.status === 'idle' ||
    (invest.status === 'loading' && !invest.data);
  const restored = useRef(false);
  useEffect(() => {
    if (!restore || waiting || restored.current) return;
    const frame = requestAnimationFrame(() => {
      restored.current = true;
      window.scrollTo?.(0, restore.scrollY);
    });
    return () => cancelAnimationFrame(frame);
  }, [restore, waiting]);
  const remember = () => {
    returnPoint = {
      pageSize: props.pageSize,
      count: feed.$state.get().items.length,
      scrollY: window.scrollY,
    };
  };

  return (
    <div className="nb-board">
      {(waiting || (invest.status !== 'error' && investItems.length > 0)) && (
        <section
          aria-labelledby={waiting ? undefined : 'nb-invest-h'}
          aria-hidden={waiting || undefined}
          style={{ marginBottom: 24 }}
        >
          <div className="nb-section-head">
            <h2 id={waiting ? undefined : 'nb-invest-h'} className="nb-section-title">
              {t(texts.investInfo)}
            </h2>
            {!waiting && (
              <a className="nb-section-link" href={portalHref('/Order')} part="orders-link">
                {t(texts.seeOrders)}
              </a>
            )}
          </div>
          {waiting ? (
            <CardSkeletons count={INVEST_PLACEHOLDERS} rows={2} />
          ) : (
            <CardGrid
              items={investItems}
              part="invest-list"
              card={(info) => <InvestCard info={info} onOpen={remember} />}
            />
          )}
        </section>
      )}
      <section aria-labelledby="nb-needs-h" aria-busy={waiting || state.status === 'more'}>
        <h2 id="nb-needs-h" className="nb-section-title">
          {t(texts.businessNeeds)}
        </h2>
        {waiting ? (
          <>
            <CardSkeletons count={props.pageSize} />
            <div className="nb-more" aria-hidden="true">
              <span className="btn skeleton">{t(texts.showMore)}</span>
            </div>
          </>
        ) : state.items.length === 0 && state.status === 'error' ? (
          <ErrorState message={state.error} onRetry={() => void feed.retry()} />
        ) : state.items.length === 0 ? (
          <EmptyState message={texts.noNeeds} />
        ) : (
          <>
            <CardGrid
              items={state.items}
              part="list"
              card={(need) => <NeedCard need={need} onOpen={remember} />}
            />
            <ListTail state={state} feed={feed} part="more" />
          </>
        )}
      </section>
    </div>
  );
}
