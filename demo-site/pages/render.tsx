// A public item's page, rendered in Node from the portal's own page component (the one its hash
// route shows, widgets/portal/pages/registry.ts) with its data (core/load/render-passes.ts), in
// the portal's frame (widgets/portal/shell.tsx renderFrame, the HTML shell's): the same HTML
// the portal paints, complete without JavaScript. It reads the API through core/api only.
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ApiClient } from '../../core/api/client';
import type { SztxConfig } from '../../core/config/config';
import { loadSite, siteOf, siteSeed } from '../../core/content/site';
import { type ConvertState, cachedConverter, type Lang } from '../../core/language/language';
import { loadTraditionalToSimplified } from '../../core/language/opencc-loaders';
import { PC_MEDIA, PHONE_MEDIA } from '../../core/layout/breakpoint';
import { $isPc } from '../../core/layout/layout';
import { renderWithData } from '../../core/load/render-passes';
import type { Seed } from '../../core/load/seed';
import { itemRoute } from '../../core/router/public-pages';
import { parseHash } from '../../core/router/router';
import { matchPattern } from '../../core/router/routes';
import { NotFound } from '../../widgets/portal/pages/NotFound';
import { PAGES } from '../../widgets/portal/pages/registry';
import { renderFrame } from '../../widgets/portal/shell';
import { LangContext } from '../../widgets/ui/i18n';
import { ScopeContext } from '../../widgets/ui/scope';
import { collectStyles, StyleRootContext, type StyleSink } from '../../widgets/ui/useStyles';
import type { Kind } from './kinds';

const TRADITIONAL: ReadableAtom<ConvertState> = atom({ lang: 't', ready: true, t: (s) => s });
let simplified: Promise<ReadableAtom<ConvertState>> | undefined;

/** The converter store of a language (Simplified: opencc's dictionary, loaded once). */
export function languageStore(lang: Lang): Promise<ReadableAtom<ConvertState>> {
  if (lang === 't') return Promise.resolve(TRADITIONAL);
  simplified ??= loadTraditionalToSimplified().then((convert) =>
    atom({ lang: 's', ready: true, t: cachedConverter(convert, 5000) }),
  );
  return simplified;
}

/** Where a page renders: its configuration and client, in its language. */
export interface RenderScope {
  config: SztxConfig;
  api: ApiClient;
  lang: ReadableAtom<ConvertState>;
}

/** `node` as HTML in the page's scope and language, its styles going to `sink`. */
function html(scope: RenderScope, sink: StyleSink, node: ReactNode, seed?: Seed): string {
  return renderToStaticMarkup(
    <ScopeContext.Provider value={{ config: scope.config, api: scope.api, ...(seed && { seed }) }}>
      <StyleRootContext.Provider value={sink}>
        <LangContext.Provider value={scope.lang}>{node}</LangContext.Provider>
      </StyleRootContext.Provider>
    </ScopeContext.Provider>,
  );
}

/**
 * A rendered page: its HTML, and the values its stores showed, by key id (core/load/seed.ts),
 * for the portal's stores when it takes the page over.
 */
export interface RenderedPage {
  html: string;
  data: Record<string, unknown>;
}

/**
 * The portal's frame around a page's HTML, with the styles its components asked for; the
 * header with its data (the menu), loaded for this page as the page's own.
 */
async function frame(
  scope: RenderScope,
  main: string,
  sink: ReturnType<typeof collectStyles>,
  route?: string,
): Promise<RenderedPage> {
  // the header's menu and the footer's profile: the site's store of the client, loaded once
  if (siteOf(scope.api).get().status !== 'ready') await loadSite(scope.api);
  const rendered = await renderWithData(
    (seed) =>
      renderFrame({
        ...(route && { route }),
        scope: { config: scope.config, api: scope.api, seed },
        main,
        css: [...sink.css(), SHOWN_CSS],
        lang: scope.lang,
      }),
    { api: scope.api },
  );
  return { html: rendered.html, data: { ...siteSeed(scope.api), ...rendered.data } };
}

/**
 * The page's text is in its own script already: it shows while the portal loads (the portal's
 * boot script hides the shell's text when the Simplified dictionary has still to load).
 */
const SHOWN_CSS = '.header, .main, .footer { visibility: visible; }';

/**
 * Shows the variant of each layout (a page whose components read `$isPc` renders each) at the
 * widths of that layout, the portal's one breakpoint.
 */
const LAYOUT_CSS = `.sztx-layout { display: contents; }
@media ${PC_MEDIA} { .sztx-layout[data-layout="mobile"] { display: none; } }
@media ${PHONE_MEDIA} { .sztx-layout[data-layout="pc"] { display: none; } }`;

/** Between the two layouts' HTML in one render (never in HTML). */
const BETWEEN = '\u0000';

/** `render()` with `$isPc` at `pc` (synchronously: no other render sees it). */
function inLayout(pc: boolean, render: () => string): string {
  const isPc = $isPc as WritableAtom<boolean>;
  const before = isPc.get();
  isPc.set(pc);
  try {
    return render();
  } finally {
    isPc.set(before);
  }
}

/**
 * The item's page body: its route's page component, rendered with its data; a page whose
 * layout follows the width in script (`$isPc`) is rendered in both layouts, each shown at its
 * widths.
 */
export async function renderItem(
  scope: RenderScope,
  kind: Kind,
  id: string,
): Promise<RenderedPage> {
  const load = PAGES[kind.pattern];
  if (!load) throw new Error(`no page for ${kind.pattern}`);
  const { default: Page } = await load();
  const sink = collectStyles([]);
  // the route's parameters: in its path (`/article/:id`) or its query (`/magazine?id=`)
  const route = itemRoute(kind.kind, id);
  const { path, query } = parseHash(route);
  const page = <Page params={matchPattern(kind.pattern, path) ?? {}} query={query} />;
  // each pass renders both layouts from the same seed (a failed load shows its error in both)
  const { html: both, data } = await renderWithData(
    (seed) =>
      [true, false].map((pc) => inLayout(pc, () => html(scope, sink, page, seed))).join(BETWEEN),
    { api: scope.api },
  );
  const [pc, mobile] = both.split(BETWEEN);
  let main = pc!;
  if (pc !== mobile) {
    main = `<div class="sztx-layout" data-layout="pc">${pc}</div><div class="sztx-layout" data-layout="mobile">${mobile}</div>`;
    sink.add([LAYOUT_CSS], false);
  }
  const framed = await frame(scope, main, sink, route);
  return { html: framed.html, data: { ...framed.data, ...data } };
}

/** The not-found page's body (the portal's NotFound page in its frame). */
export async function renderNotFound(scope: RenderScope): Promise<string> {
  const sink = collectStyles([]);
  return (await frame(scope, html(scope, sink, <NotFound />), sink)).html;
}
