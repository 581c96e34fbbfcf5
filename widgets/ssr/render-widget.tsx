// A widget's first view, rendered on the server (issue 32): `sztx-widgets/ssr`. The element's
// outer HTML with a declarative shadow root holding its styles, its content and the values it
// showed, which the element's script takes over in the browser (widgets/hydrate.ts) without
// rendering again or sending a request for them. Runs in Node without a DOM: the widget's
// stores load through the element's own client (its `api-base`), in render passes
// (core/load/render-passes.ts); its styles are collected as it renders (ui/useStyles.ts).

import { atom } from 'nanostores';
import { renderToString } from 'react-dom/server';
import { clientFor } from '../../core/api/client';
import { checkedUrl, resolveConfig } from '../../core/config/config';
import { fixedLanguage, parseLangTag } from '../../core/language/language';
import { whenReady } from '../../core/language/ready';
import { renderWithData } from '../../core/load/render-passes';
import { Courses, EMBED_LISTS_CSS, PolicyFiles } from '../content/embeds/ContentLists';
import { COURSES_CONTRACT, POLICY_FILES_CONTRACT } from '../content/embeds/contract';
import { type ElementState, type WidgetContract, widgetRoot } from '../define';
import { DIRECTORY_CONTRACT } from '../directory/contract';
import { DirectoryWidget } from '../directory/DirectoryWidget';
import { DIRECTORY_CSS } from '../directory/styles';
import { NEEDS_BOARD_CONTRACT } from '../needs-board/contract';
import { NeedsBoard } from '../needs-board/NeedsBoard';
import { NEWS_FEED_CONTRACT } from '../news-feed/contract';
import { NEWS_FEED_CSS, NewsFeed } from '../news-feed/NewsFeed';
import { BASE_CSS, TOKENS_CSS } from '../ui/styles';
import { collectStyles } from '../ui/useStyles';
import { SEED_ATTRIBUTE } from './seed-script';

/** A widget the server renders: its element's component and the styles the element adopts. */
interface ServerWidget {
  Root: ReturnType<typeof widgetRoot>['Root'];
  stores: WeakMap<Element, ElementState>;
  css: string[];
}

const widget = (contract: WidgetContract, view: unknown, css: string[] = []): ServerWidget => ({
  ...widgetRoot(contract, view as Parameters<typeof widgetRoot>[1]),
  css,
});

/** The widgets whose first view is rendered on the server, by tag (as their elements define them). */
const WIDGETS: Record<string, ServerWidget> = {
  [NEWS_FEED_CONTRACT.tag]: widget(NEWS_FEED_CONTRACT, NewsFeed, [NEWS_FEED_CSS]),
  [NEEDS_BOARD_CONTRACT.tag]: widget(NEEDS_BOARD_CONTRACT, NeedsBoard),
  [POLICY_FILES_CONTRACT.tag]: widget(POLICY_FILES_CONTRACT, PolicyFiles, [EMBED_LISTS_CSS]),
  [COURSES_CONTRACT.tag]: widget(COURSES_CONTRACT, Courses, [EMBED_LISTS_CSS]),
  [DIRECTORY_CONTRACT.tag]: widget(DIRECTORY_CONTRACT, DirectoryWidget, [DIRECTORY_CSS]),
};

/** The tags `renderWidget` renders. */
export const SERVER_RENDERED_TAGS: readonly string[] = Object.keys(WIDGETS);

export interface RenderWidgetOptions {
  /**
   * The element's attributes, written on it as given: `api-base` (required, an absolute http(s)
   * URL: the server has no page to resolve a relative one against), `lang` (`zh-Hant`, the
   * default, or `zh-Hans`) and the widget's own.
   */
  attributes?: Record<string, string>;
  /** The most ms the render waits for the API (default 5000); a load still running then fails. */
  timeout?: number;
}

const ATTRIBUTE_NAME = /^[a-z][a-z0-9-]*$/;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON inside a `<script>`: no `<` can close it or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The element `<tag …>` rendered with its first view's data: its outer HTML, with
 * `<template shadowrootmode="open">` holding its styles, content and data. A failing or slow
 * API renders the widget's error state with the server's message (never a rejection); an unknown
 * tag, a bad attribute name or a missing `api-base` is a TypeError.
 */
export async function renderWidget(
  tag: string,
  options: RenderWidgetOptions = {},
): Promise<string> {
  const found = Object.hasOwn(WIDGETS, tag) ? WIDGETS[tag] : undefined;
  if (!found) {
    throw new TypeError(
      `renderWidget: <${tag}> is not rendered on the server; use one of ${SERVER_RENDERED_TAGS.join(', ')}`,
    );
  }
  const { Root, stores, css } = found;
  const attributes: Record<string, string> = { ...options.attributes };
  for (const name of Object.keys(attributes)) {
    if (!ATTRIBUTE_NAME.test(name) || typeof attributes[name] !== 'string') {
      throw new TypeError(
        `renderWidget(<${tag}>): attribute ${JSON.stringify(name)} is not a name with a string value`,
      );
    }
  }
  const apiBase = /^https?:\/\//i.test(attributes['api-base'] ?? '') ? attributes['api-base']! : '';
  if (!apiBase) {
    throw new TypeError(
      `renderWidget(<${tag}>): the attribute "api-base" must be an absolute http(s) URL on the server, e.g. "https://api.example.org/api/v2/" (got ${JSON.stringify(attributes['api-base'])})`,
    );
  }
  const config = resolveConfig({
    apiBase,
    imageBase: attributes['image-base'],
    // the browser's default portal is the script's origin, the API's: the same here
    portalUrl: attributes['portal-url'] ?? `${new URL(checkedUrl(apiBase, 'api-base')).origin}/`,
  });
  // its language's dictionary loaded first: the render is synchronous
  await whenReady(fixedLanguage(parseLangTag(attributes.lang) || 't'));
  let styles = collectStyles([]);
  const { html, data } = await renderWithData(
    (seed) => {
      styles = collectStyles([TOKENS_CSS, BASE_CSS, ...css]);
      // the element as the component sees it: its shadow root takes the styles; no event is
      // dispatched on the server (events are an effect's), nor is a failure reported
      const host = { shadowRoot: styles, dispatchEvent: () => true } as unknown as HTMLElement;
      stores.set(host, { attributes: atom(attributes), config: atom(config), seed });
      return renderToString(<Root container={{ host } as unknown as ShadowRoot} />);
    },
    { api: clientFor(config), ...(options.timeout !== undefined && { timeout: options.timeout }) },
  );
  const written = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return (
    `<${tag}${written}><template shadowrootmode="open" shadowrootdelegatesfocus>` +
    `<style>${styles.css().join('\n')}</style>` +
    `<script type="application/json" ${SEED_ATTRIBUTE}>${scriptJson(data)}</script>` +
    `${html}</template></${tag}>`
  );
}
