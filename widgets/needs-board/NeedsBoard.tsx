import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clampPageSize } from '../../core/load/page-size';
import { type BoardTab, boardTabOf, createBoardFilter } from '../../core/needs/board';
import type { BoardView } from '../../core/needs/board-link';
import type { ShownPlace } from '../../core/router/list-query';
import { $portalActive, navigate } from '../../core/router/portal-link';
import { $loggedIn, $session, requireLogin } from '../../core/session/session';
import type { WidgetHost } from '../define';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { TABS_CSS, Tabs } from '../ui/Tabs';
import { useStyles } from '../ui/useStyles';
import { Board } from './Board';
import { desktopCss, shellClass, useNeedsLayout } from './layout';
import type { BoardLink } from './link';
import * as texts from './messages';
import { NEEDS_CSS, type NeedsNav, NeedsNavContext } from './shared';

const PublishPanel = lazy(() => import('./PublishPanel'));
const NeedDetail = lazy(() => import('./NeedDetail'));
const InvestDetail = lazy(() => import('./InvestDetail'));
const MyNeeds = lazy(() => import('./MyNeeds'));

/** Props of the needs board. */
export interface NeedsBoardProps {
  /** `board` (default) or `publish`. */
  initialTab?: string;
  /** Needs per page (default 5). */
  pageSize?: number;
  /** `hash` or `query`: the view is kept in the page URL under `sztx-needs` (default `none`). */
  history?: string;
  /** Where the list keeps how many needs it shows (the portal's route). */
  shown?: ShownPlace;
}

type View = BoardView;

const BOARD_CSS = `${
  /* css */ `
.nb-layout { display: grid; gap: 16px; }
.nb-toolbar { display: flex; justify-content: flex-end; margin-bottom: 8px; }
`
}${desktopCss(/* css */ `
.nb-layout { grid-template-columns: 170px minmax(0, 1fr); gap: 28px; align-items: start; }
.nb-layout > .tabs { flex-direction: column; overflow: visible; box-shadow: inset -1px 0 0 var(--sztx-border); gap: 2px; }
.nb-layout > .tabs .tab { text-align: left; padding: 12px 16px; }
.nb-layout > .tabs .tab-active::after { left: auto; right: 0; top: 8px; bottom: 8px; width: 2px; height: auto; }
`)}`;

/** The business-needs board: board and publish tabs; detail and publish open inside. */
export function NeedsBoard(props: NeedsBoardProps & Partial<WidgetHost>) {
  useStyles(NEEDS_CSS, TABS_CSS, BOARD_CSS);
  const { t } = useText();
  const loggedIn = useStore($loggedIn);
  // a user whose session ended on this page keeps their forms (under the login dialog)
  const userId = useStore($session).userId;
  const portal = useStore($portalActive);
  const pageSize = clampPageSize(props.pageSize, 5);
  const initialTab = boardTabOf(props.initialTab);
  const [filter] = useState(() => createBoardFilter(initialTab));
  const tab = useStore(filter.$tab);
  const [view, setView] = useState<View>({ kind: 'tabs' });
  const shell = useRef<HTMLDivElement>(null);
  const wide = useNeedsLayout(shell, portal);
  const { emit } = props;

  // deep links: the view in the host's URL (never in the portal, whose routes own the hash);
  // the code comes with the first board that asks, the board waits for it (false: it failed)
  const mode = !portal && (props.history === 'hash' || props.history === 'query') && props.history;
  const [link, setLink] = useState<BoardLink | false | null>(null);
  useEffect(() => {
    setLink(null);
    if (!mode) return;
    let made: BoardLink | undefined;
    let live = true;
    // the module as a whole (a destructured import is wrapped in one more function)
    import('./link').then(
      (linking) => {
        if (!live) return;
        made = linking.connectBoard(
          mode,
          initialTab,
          (state) => {
            filter.select(state.tab);
            setView(state.view);
          },
          shell.current,
        );
        setLink(made);
      },
      () => live && setLink(false),
    );
    return () => {
      live = false;
      made?.stop();
    };
  }, [mode, filter, initialTab]);

  const loginRequired = useCallback(
    (action: string, then?: () => void) => {
      const allowed = emit?.('sztx-login-required', { action }) ?? true;
      if (allowed) requireLogin(then);
    },
    [emit],
  );

  // stable: a re-render (a language switch) is not another load
  const onLoaded = useCallback(
    (count: number, total: number) => emit?.('sztx-loaded', { count, total }),
    [emit],
  );

  const show = useCallback(
    (next: View) => {
      setView(next);
      if (link) link.write({ view: next, tab: filter.$tab.get() });
      shell.current?.scrollIntoView?.({ block: 'start' });
    },
    [link, filter],
  );

  const nav = useMemo<NeedsNav>(
    () => ({
      openNeed(id, title) {
        if ((emit?.('sztx-open-need', { id, title }) ?? true) === false) return;
        if (portal) navigate(`/need-details/${id}`);
        else show({ kind: 'need', id });
      },
      openInvest(id, title) {
        if ((emit?.('sztx-open-invest', { id, title }) ?? true) === false) return;
        if (portal) navigate(`/investInfo/${id}`);
        else show({ kind: 'invest', id });
      },
      published(id) {
        const allowed =
          emit?.('sztx-published', {
            id: typeof id === 'number' || typeof id === 'string' ? id : null,
          }) ?? true;
        if (portal) navigate('/my_need');
        else if (allowed) show({ kind: 'mine' });
      },
      back: portal ? null : () => show({ kind: 'tabs' }),
      mine() {
        if (portal) navigate('/my_need');
        else show({ kind: 'mine' });
      },
      loginRequired,
    }),
    [emit, portal, show, loginRequired],
  );

  // in the portal the tab is in the route (`/Invest?tab=publish`): Back, a reload and a shared
  // link show it; a tab switch replaces the entry, as the board's own deep links do
  useEffect(() => {
    if (portal) filter.select(initialTab);
  }, [portal, filter, initialTab]);
  const selectTab = (key: BoardTab) => {
    if (key === 'publish' && !$loggedIn.get()) loginRequired('publish');
    filter.select(key);
    if (portal) navigate(key === 'publish' ? '/Invest?tab=publish' : '/Invest', { replace: true });
    if (link) link.write({ view: { kind: 'tabs' }, tab: key }, true);
  };

  const fallback = <div className="nb-loading">{t(ui.loading)}</div>;
  let body: React.ReactNode;
  if (mode && link === null) body = fallback;
  else if (view.kind === 'need') body = <NeedDetail id={view.id} />;
  else if (view.kind === 'invest') body = <InvestDetail id={view.id} />;
  else if (view.kind === 'mine') body = <MyNeeds />;
  else {
    body = (
      <div className="nb-layout">
        <Tabs<BoardTab>
          label={t(texts.businessNeeds)}
          idPrefix="nb"
          orientation={wide ? 'vertical' : 'horizontal'}
          items={[
            { key: 'board', label: t(texts.needList) },
            { key: 'publish', label: t(texts.publishPurchase) },
          ]}
          value={tab}
          onChange={selectTab}
        />
        <div role="tabpanel" id="nb-panel" aria-labelledby={`nb-tab-${tab}`} part="panel">
          {tab === 'board' ? (
            <Board pageSize={pageSize} onLoaded={onLoaded} shown={props.shown} />
          ) : userId ? (
            // its own boundary: while the form's chunk loads, the tabs stay (and keep focus)
            <Suspense fallback={fallback}>
              <PublishPanel key={userId} />
            </Suspense>
          ) : (
            <div className="state">
              <p>{t(texts.logInToPublish)}</p>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => loginRequired('publish')}
              >
                {t(ui.logIn)}
              </button>
            </div>
          )}
        </div>
      </div>
    );
  }

  return (
    <NeedsNavContext.Provider value={nav}>
      <div className={shellClass(portal, wide)} ref={shell} part="board">
        {!portal && view.kind === 'tabs' && loggedIn && (
          <div className="nb-toolbar">
            <button type="button" className="btn btn-link" onClick={() => nav.mine()}>
              {t(ui.myNeeds)}
            </button>
          </div>
        )}
        {view.kind !== 'tabs' && (
          <button type="button" className="btn nb-back" onClick={() => show({ kind: 'tabs' })}>
            {t(texts.backToList)}
          </button>
        )}
        <Suspense fallback={fallback}>{body}</Suspense>
      </div>
    </NeedsNavContext.Provider>
  );
}
