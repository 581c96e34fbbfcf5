// `sztx-widgets/ssr`: the widgets' first view rendered on the server (docs/embedding.md,
// "Rendering on the server"). Built by widgets/build/tsup.lib.config.ts over Preact, the embed
// build's renderer, whose elements take the HTML over in the browser.
export type { RenderWidgetOptions } from './render-widget';
export { renderWidget, SERVER_RENDERED_TAGS } from './render-widget';
