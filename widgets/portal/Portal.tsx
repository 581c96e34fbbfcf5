import { useStore } from '@nanostores/react';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  $portalActive,
  $route,
  buildPath,
  navigate,
  parseHash,
  type Route,
  setPortalActive,
} from '../../core/router/router';
import { type RoutePattern, resolveRoute } from '../../core/router/routes';
import { $session, $token } from '../../core/session/session';
import type { PageProps } from '../page';
import { useText } from '../ui/i18n';
import { useScope } from '../ui/scope';
import { Footer } from './Footer';
import { Header } from './Header';
import * as texts from './messages';
import { LoginPage } from './pages/LoginPage';
import { NotFound } from './pages/NotFound';
import { PAGES } from './pages/registry';
import { useCanonicalLink, useDocumentTitle } from './title';

type PageComponent = ComponentType<PageProps>;
const lazyPages = new Map<string, LazyExoticComponent<PageComponent> | PageComponent>();
const loadingPages = new Map<string, ReturnType<NonNullable<(typeof PAGES)[RoutePattern]>>>();
/** The pages whose chunk has loaded. */
const loadedPages = new Map<string, PageComponent>();

/** Starts loading the chunk of a route's page (once); null when the route has none (login). */
function loadPage(pattern: RoutePattern) {
  const load = PAGES[pattern];
  if (!load) return null;
  let loading = loadingPages.get(pattern);
  if (!loading) {
    loading = load();
    loadingPages.set(pattern, loading);
    loading.then(
      (module) => loadedPages.set(pattern, module.default),
      // a failed load is tried again by the next visit
      () => loadingPages.delete(pattern),
    );
  }
  return loading;
}

/**
 * The component of a route's page, or null when the route has none (login): the page itself
 * when its chunk had loaded when first shown (its first render shows it, no fallback first),
 * else lazily loaded. The same component for a route ever after (a new type would remount it).
 */
function lazyPage(
  pattern: RoutePattern,
): LazyExoticComponent<PageComponent> | PageComponent | null {
  if (!PAGES[pattern]) return null;
  let Page = lazyPages.get(pattern);
  if (!Page) {
    Page = loadedPages.get(pattern) ?? lazy(() => loadPage(pattern)!);
    lazyPages.set(pattern, Page);
  }
  return Page;
}

/**
 * Loads the page chunk of the route in the address: the portal taking over a server-rendered
 * public page (demo-site/pages) renders that page at once, from the page's data (its element's
 * seed, widgets/hydrate.ts), without a skeleton between.
 */
export async function loadShownPage(): Promise<void> {
  const { path, query } = $route.get();
  const resolution = resolveRoute(path, query, Boolean($token.get()));
  if (resolution.kind === 'route') await loadPage(resolution.pattern)?.catch(() => undefined);
}

/**
 * Starts loading the page chunk of the portal link under a pointer or focus (hover, press,
 * keyboard focus), so that a click finds it loaded or on its way.
 */
function preloadLinkTarget(event: Event, signedIn: boolean): void {
  const link = event
    .composedPath()
    .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
  const href = link?.getAttribute('href');
  if (!href?.startsWith('#/')) return;
  const route = parseHash(href);
  const resolution = resolveRoute(route.path, route.query, signedIn);
  if (resolution.kind === 'route') loadPage(resolution.pattern);
}

const PRELOAD_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/** Runs `task` after the browser has painted its next frame. */
function afterPaint(task: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(task, 0));
  else setTimeout(task, 0);
}

/**
 * The route the portal shows: the address's, taken after the frame that changed it is painted,
 * so that the click (or key) on a link paints at once, with the old page still in place, and
 * the new page's render runs in a task of its own instead of in the input's (its INP).
 */
function useShownRoute(): Route {
  const [route, setRoute] = useState($route.get());
  useEffect(() => {
    let pending = false;
    const show = () => {
      pending = false;
      setRoute($route.get());
    };
    // a change between the first render and this effect (the same route changes nothing)
    show();
    return $route.listen(() => {
      if (pending) return;
      pending = true;
      afterPaint(show);
    });
  }, []);
  return route;
}

/**
 * The portal page's HTML shell (harness/portal-shell.ts renders it at build time from the
 * components below): it paints before any script runs, and the portal takes its place.
 */
export const SHELL_ATTRIBUTE = 'data-sztx-shell';

/** Shown while a page's chunk loads (and in the HTML shell). */
export function PageSkeleton() {
  return (
    <div className="wrap page" aria-busy="true">
      <div className="skeleton" style={{ height: 28, width: '30%' }} />
      <div className="skeleton" style={{ height: 160 }} />
      <div className="skeleton" style={{ height: 160 }} />
    </div>
  );
}

/** The portal around its page: skip link, header, main, footer (the HTML shell's too). */
export function PortalFrame(props: {
  ready: boolean;
  header: ReactNode;
  children: ReactNode;
  mainRef?: React.RefObject<HTMLElement | null>;
  /** The route (path and query) whose page `children` is (tests wait on it; none in the shell). */
  route?: string;
}) {
  const { t } = useText();
  return (
    <div className="portal" data-ready={props.ready ? 'true' : 'false'}>
      <button
        type="button"
        className="skip-link"
        onClick={(e) =>
          (e.currentTarget.getRootNode() as ShadowRoot).getElementById?.('sztx-main')?.focus()
        }
      >
        {t(texts.skipToMain)}
      </button>
      {props.header}
      <main
        id="sztx-main"
        tabIndex={-1}
        className="main"
        ref={props.mainRef}
        data-route={props.route}
      >
        {props.children}
      </main>
      <Footer />
    </div>
  );
}

/** The full portal: header, hash-routed pages, footer. */
export function Portal() {
  // a route change renders after the frame of the click or key that made it (the old page
  // stays, unchanged, for that frame)
  const route = useShownRoute();
  const token = useStore($token);
  // a session that ended on this page keeps its page (the login dialog is over it)
  const ended = useStore($session).status === 'expired';
  const { ready, t, lang } = useText();
  const active = useStore($portalActive);
  // taking a server-rendered page over: its first render shows the page (its stores take the
  // page's data in that render, before the element's root clears it)
  const { seed, config } = useScope();
  // the item a route shows has a page of its own (by its path or its query, `/magazine?id=3`):
  // the canonical URL of what is shown
  useCanonicalLink(buildPath(route.path, route.query), config.portalUrl, lang, active);
  // the browser tab names the page shown (its route tab and heading)
  const main = useRef<HTMLElement>(null);
  useDocumentTitle(main, t(texts.associationName), active);
  // the portal owns the page's hash while it is mounted; it renders once it does (before the
  // first paint), so the links of its pages are the portal's own
  useLayoutEffect(() => {
    setPortalActive(true);
    return () => setPortalActive(false);
  }, []);
  // the first render with content takes the HTML shell's place before the browser paints again
  // (same geometry: no visible jump)
  useLayoutEffect(() => {
    if (active) document.querySelector(`[${SHELL_ATTRIBUTE}]`)?.remove();
  }, [active]);

  const signedIn = Boolean(token) || ended;
  // a link's page chunk starts loading when it is pointed at, pressed or focused
  useEffect(() => {
    const preload = (event: Event) => preloadLinkTarget(event, signedIn);
    for (const type of PRELOAD_EVENTS) document.addEventListener(type, preload, { passive: true });
    return () => {
      for (const type of PRELOAD_EVENTS) document.removeEventListener(type, preload);
    };
  }, [signedIn]);
  const resolution = useMemo(
    () => resolveRoute(route.path, route.query, signedIn),
    [route, signedIn],
  );
  const redirectTo = resolution.kind === 'redirect' ? resolution.to : null;
  // per route, not per target: two redirecting routes to one target in a row (/policy, then
  // /service before the page of /policy/0 rendered) redirect both
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route is what starts a redirect
  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo, route]);

  // each new route starts at the top; the first keeps the reader's place (a public page the
  // portal takes over, a reload)
  const firstPath = useRef(route.path);
  useEffect(() => {
    if (route.path !== firstPath.current) window.scrollTo?.(0, 0);
    firstPath.current = '';
  }, [route.path]);

  // the same element while the route is the same: a render for anything else skips the page
  const page = useMemo(() => pageOf(resolution, route), [resolution, route]);
  // no props: it follows its own stores
  const header = useMemo(() => <Header />, []);

  if (!active && !seed) return null;
  return (
    // main names the route of the page it holds, in the render that puts that page there
    <PortalFrame
      ready={ready}
      header={header}
      mainRef={main}
      route={buildPath(route.path, route.query)}
    >
      {page}
    </PortalFrame>
  );
}

/** The page of a resolved route. */
function pageOf(
  resolution: ReturnType<typeof resolveRoute>,
  route: { path: string; query: PageProps['query'] },
): React.ReactNode {
  let page: React.ReactNode = null;
  if (resolution.kind === 'route') {
    const Page = lazyPage(resolution.pattern);
    if (Page) {
      page = (
        // keyed by path: leaving a page unmounts it at once (its timers stop) even while the
        // next page's chunk is still loading, instead of keeping it hidden and running
        <Suspense key={route.path} fallback={<PageSkeleton />}>
          <Page params={resolution.params} query={route.query} />
        </Suspense>
      );
    } else if (resolution.pattern === '/login') page = <LoginPage />;
    else page = <NotFound />;
  } else if (resolution.kind === 'not-found') {
    page = <NotFound />;
  }
  return page;
}
