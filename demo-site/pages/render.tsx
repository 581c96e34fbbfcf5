// A public item's page, rendered in Node from the portal's own page component (the one its hash
// route shows, widgets/portal/pages/registry.ts) with its data (core/load/render-passes.ts), in
// the portal's frame (widgets/portal/shell.tsx renderFrame, the HTML shell's): the same HTML
// the portal paints, complete without JavaScript. It reads the API through core/api only.
import { atom, type ReadableAtom } from 'nanostores';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ApiClient } from '../../core/api/client';
import type { SztxConfig } from '../../core/config/config';
import { type ConvertState, cachedConverter, type Lang } from '../../core/language/language';
import { loadTraditionalToSimplified } from '../../core/language/opencc-loaders';
import { renderWithData } from '../../core/load/render-passes';
import type { Seed } from '../../core/load/seed';
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

/** The portal's frame around a page's HTML, with the styles its components asked for. */
const frame = (scope: RenderScope, main: string, sink: ReturnType<typeof collectStyles>) =>
  renderFrame({
    scope: { config: scope.config, api: scope.api },
    main,
    css: sink.css(),
    lang: scope.lang,
  });

/** The item's page body: its route's page component, rendered with its data. */
export async function renderItem(scope: RenderScope, kind: Kind, id: string): Promise<string> {
  const load = PAGES[kind.pattern];
  if (!load) throw new Error(`no page for ${kind.pattern}`);
  const { default: Page } = await load();
  const sink = collectStyles([]);
  const page = <Page params={{ [kind.param]: id }} query={{}} />;
  const rendered = await renderWithData((seed) => html(scope, sink, page, seed), {
    api: scope.api,
  });
  return frame(scope, rendered.html, sink);
}

/** The not-found page's body (the portal's NotFound page in its frame). */
export function renderNotFound(scope: RenderScope): string {
  const sink = collectStyles([]);
  return frame(scope, html(scope, sink, <NotFound />), sink);
}
