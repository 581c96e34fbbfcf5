// The portal page's HTML shell, rendered at build time (harness/portal-shell.ts loads this module
// through vite's module runner) from the portal's own components: what the portal shows on its
// first render, before the menu, the session or the page have loaded.
import type { ReadableAtom, WritableAtom } from 'nanostores';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ASSOCIATION_ID, resolveConfig } from '../../core/config/config';
import { type ConvertState, LANG_STORAGE_KEY, LANG_TAG } from '../../core/language/language';
import { PC_MEDIA, PHONE_MEDIA } from '../../core/layout/breakpoint';
import { $isPc } from '../../core/layout/layout';
import { $route, parseHash } from '../../core/router/router';
import { matchPattern, REDIRECTS } from '../../core/router/routes';
import { $session, type SessionState } from '../../core/session/session';
import { TOKEN_KEY } from '../../core/session/token';
import { squeezeCss } from '../build/minify-css';
import { LangContext } from '../ui/i18n';
import { type ElementScope, ScopeContext, scopeOf } from '../ui/scope';
import { BASE_CSS, TOKENS_CSS } from '../ui/styles';
import { Header } from './Header';
import { PageSkeleton, PortalFrame, SHELL_ATTRIBUTE } from './Portal';
import { PAGES } from './pages/registry';
import { PORTAL_CSS } from './styles';

/** The header as each kind of visitor first sees it: the layout by width, the account area by session. */
const VARIANTS = [
  { layout: 'pc', session: 'anonymous' },
  { layout: 'pc', session: 'checking' },
  { layout: 'mobile', session: 'anonymous' },
  { layout: 'mobile', session: 'checking' },
] as const;

/**
 * The frame's last element: until the parser has reached it, the frame shows nothing. A browser
 * paints a page while its HTML still arrives, and a declarative shadow root shows its content as
 * it is parsed: the header's tools, right-aligned, grew leftwards as each button arrived, and the
 * menu filled in, moving what was painted (a layout shift the takeover tests caught once in a few
 * dozen loads on a busy machine). The frame now appears whole, at once.
 */
const FRAME_END = 'frame-end';
// (the rule below names it literally: SHELL_CSS is checked as CSS in styles.test.ts)

/**
 * Which variant shows: the width by media query (the breakpoint of `$isPc`), the session by
 * the custom properties the page's boot script sets on `<html>` when a token is stored (a
 * stored token shows the avatar placeholder the portal shows while it checks the token). In
 * Simplified, the texts stay hidden as in the portal until its dictionary has loaded.
 */
const SHELL_CSS = /* css */ `
.shell-variant { display: none; }
@media ${PC_MEDIA} {
  .shell-variant[data-layout="pc"][data-session="anonymous"] { display: var(--sztx-shell-anonymous, contents); }
  .shell-variant[data-layout="pc"][data-session="checking"] { display: var(--sztx-shell-checking, none); }
}
@media ${PHONE_MEDIA} {
  .shell-variant[data-layout="mobile"][data-session="anonymous"] { display: var(--sztx-shell-anonymous, contents); }
  .shell-variant[data-layout="mobile"][data-session="checking"] { display: var(--sztx-shell-checking, none); }
}
.header, .main, .footer { visibility: var(--sztx-shell-text, visible); }
.sztx-root:not(:has(~ .frame-end)) { display: none; }
`;

/** The page's rules for the shell: the choices the boot script marks on `<html>`. */
const PAGE_CSS = /* css */ `
html[data-sztx-session] { --sztx-shell-anonymous: none; --sztx-shell-checking: contents; }
html[data-sztx-lang="s"] { --sztx-shell-text: hidden; }
`;

/**
 * The call the home page's largest image (its banner) waits for: the boot script starts it with
 * the page (`<link rel=preload as=fetch>`), and the banner's own request is answered from it.
 * The same URL as `listBanners` (core/api/content.ts) asks for; shell.test.tsx checks it.
 */
export const HOME_BANNERS_CALL = `/api/v2/slideshow/list?${new URLSearchParams({
  searchJson: JSON.stringify({ slideshow_from: 1, association_id: ASSOCIATION_ID }),
})}`;

/** The API calls each route's page makes first, started by the boot script. */
const EARLY_CALLS: Record<string, string[]> = {
  '/': [HOME_BANNERS_CALL],
  '/index': [HOME_BANNERS_CALL],
  '/home': [HOME_BANNERS_CALL],
};

/** The preload table: every chunk file once, and the routes sharing a list of them. */
function preloadTable(routes: Array<[string, string[]]>): [string[], Array<[string[], number[]]>] {
  const all = routes.map(([pattern, list]): [string, string[]] => [
    pattern,
    [...(EARLY_CALLS[pattern] ?? []), ...list],
  ]);
  const files = [...new Set(all.flatMap(([, list]) => list))];
  const groups = new Map<string, [string[], number[]]>();
  for (const [pattern, list] of all) {
    const indexes = list.map((file) => files.indexOf(file));
    const key = indexes.join();
    const group = groups.get(key) ?? [[], indexes];
    group[0].push(pattern);
    groups.set(key, group);
  }
  return [files, [...groups.values()]];
}

/**
 * The first of the boot scripts (inline in `<head>`, before anything paints): marks on `<html>`
 * the language and the session stored in session storage (where core/language and core/session
 * keep them), which pick the shell's variant (a stored token shows the avatar placeholder, not
 * the login buttons). The public pages (demo-site/pages) run it at once too, while they hold the
 * portal's other scripts until they have painted: a signed-in reader never sees the signed-out
 * header first.
 */
export const MARK_SCRIPT = `(()=>{const d=document.documentElement;try{const s=sessionStorage;if(s.getItem(${JSON.stringify(LANG_STORAGE_KEY)})==='s')d.dataset.sztxLang='s';if(s.getItem(${JSON.stringify(TOKEN_KEY)}))d.dataset.sztxSession=''}catch{}})()`;

/**
 * The second boot script (after {@link MARK_SCRIPT}): preloads the chunks of the route in the
 * address and starts its page's first API calls (`routes`: a route pattern, matched as
 * core/router/routes.ts matches it, → its chunk files). On the home page it also asks for the
 * banners itself (a second request beside the preload, which the banner's own call takes) and,
 * when they arrive, preloads the first slide's image (the page's largest paint) at high
 * priority, the URL `imageUrl` gives the banner with the page's default image base: requested
 * before the portal's scripts have loaded and rendered.
 */
function bootScript(routes: Array<[string, string[]]>): string {
  return `(()=>{let p=location.hash.replace(/^#/,'').split('?')[0]||'/';try{p=decodeURI(p)}catch{}const h=p.split('/').filter(Boolean),b=${JSON.stringify(HOME_BANNERS_CALL)},[f,g]=${JSON.stringify(preloadTable(routes))};for(const[r,x]of g)for(const w of r){const a=w.split('/').filter(Boolean);if(a.length===h.length&&a.every((y,i)=>y[0]===':'||y===h[i])){for(const i of x){const u=f[i],l=document.createElement('link');if(u.startsWith('/api/')){l.rel='preload';l.as='fetch';l.crossOrigin='use-credentials'}else l.rel='modulepreload';if(u===b)fetch(u,{credentials:'include'}).then(r=>r.json()).then(j=>{const x=((j.data&&j.data.data)||j.data||[])[0],i=x&&x.image_url;if(!i)return;const v=new URL(i.replace(/^[/]+/,''),location.origin+'/');if(!/^https?:$/.test(v.protocol))return;const m=document.createElement('link');m.rel='preload';m.as='image';m.fetchPriority='high';m.href=v.href;document.head.append(m)}).catch(()=>{});l.href=u;document.head.append(l)}return}}})()`;
}

/**
 * Each route with a page chunk, and the source of its loader (the build finds the chunk by the
 * module it imports); the spec's redirects count as their target.
 */
export function routeLoaders(): Array<[string, string]> {
  const loaders = Object.entries(PAGES).map(([pattern, load]): [string, string] => [
    pattern,
    String(load),
  ]);
  for (const [from, to] of Object.entries(REDIRECTS)) {
    const target = loaders.find(([pattern]) => matchPattern(pattern, to));
    if (target) loaders.push([from, target[1]]);
  }
  return loaders;
}

/** What the build puts into the portal's page. */
export interface Shell {
  /**
   * The boot scripts' texts, in order ({@link MARK_SCRIPT}, then the preloads; inline, the
   * server's policy allows each by its hash).
   */
  scripts: [string, string];
  /** The page's own rules for the shell. */
  style: string;
  /** The shell's element, before `<sztx-portal>`. */
  markup: string;
}

/** Renders the shell; `routes` are the chunks to preload per route (see {@link bootScript}). */
export function renderShell(routes: Array<[string, string[]]>): Shell {
  // rendered outside any element: the page's scope, given explicitly (nothing loads at build time)
  const scope = scopeOf(resolveConfig());
  const skeleton = renderToStaticMarkup(<PageSkeleton />);
  return {
    scripts: [MARK_SCRIPT, bootScript(routes)],
    style: squeezeCss(PAGE_CSS),
    // inert: nothing in it works before the scripts run (the portal replaces it when they do)
    markup: renderFrame({ scope, main: skeleton, inert: true }),
  };
}

/** What {@link renderFrame} puts the portal's frame around. */
export interface FrameOptions {
  scope: ElementScope;
  /** The page's HTML, in the frame's `main`. */
  main: string;
  /** The page's own styles, after the portal's. */
  css?: string[];
  /** The language it shows (default the page's, Traditional on a server). */
  lang?: ReadableAtom<ConvertState>;
  inert?: boolean;
  /** The route the page is of (its menu entry is the current one); default the address's. */
  route?: string;
}

/**
 * The portal's frame (skip link, the header's variants, main, footer) around a page's HTML, in
 * a declarative shadow root with the portal's styles: the HTML shell, and the server's public
 * pages (demo-site/pages), which the portal replaces the same way when its scripts run.
 */
export function renderFrame(options: FrameOptions): string {
  const { route } = options;
  if (!route) return frameHtml(options);
  const shown = $route.get();
  $route.set(parseHash(`#${route}`));
  try {
    return frameHtml(options);
  } finally {
    $route.set(shown);
  }
}

function frameHtml({ scope, main, css = [], lang, inert = false }: FrameOptions): string {
  const inLanguage = (node: ReactNode) => (
    <ScopeContext.Provider value={scope}>
      {lang ? <LangContext.Provider value={lang}>{node}</LangContext.Provider> : node}
    </ScopeContext.Provider>
  );
  const isPc = $isPc as WritableAtom<boolean>;
  const initial = { pc: isPc.get(), session: $session.get() };
  const headers = VARIANTS.map(({ layout, session }) => {
    isPc.set(layout === 'pc');
    $session.set({ ...initial.session, status: session } satisfies SessionState);
    return { layout, session, html: renderToStaticMarkup(inLanguage(<Header />)) };
  });
  isPc.set(initial.pc);
  $session.set(initial.session);
  const styles = squeezeCss([TOKENS_CSS, BASE_CSS, PORTAL_CSS, SHELL_CSS, ...css].join('\n'));
  const tag = LANG_TAG[lang?.get().lang ?? 't'];
  const tree = renderToStaticMarkup(
    inLanguage(
      <div className="sztx-root" part="root" lang={tag}>
        <PortalFrame
          ready
          header={headers.map(({ layout, session, html }) => (
            <div
              key={`${layout}-${session}`}
              className="shell-variant"
              data-layout={layout}
              data-session={session}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: our own components, rendered above
              dangerouslySetInnerHTML={{ __html: html }}
            />
          ))}
        >
          <div
            className="sztx-page"
            style={{ display: 'contents' }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own components' HTML
            dangerouslySetInnerHTML={{ __html: main }}
          />
        </PortalFrame>
      </div>,
    ),
  );
  return `<div ${SHELL_ATTRIBUTE}${inert ? ' inert' : ''}><template shadowrootmode="open"><style>${styles}</style>${tree}<i class="${FRAME_END}" hidden></i></template></div>`;
}
