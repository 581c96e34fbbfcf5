// Where a server render's data travels to the browser: a JSON `<script>` in the element's
// declarative shadow root (widgets/ssr/render-widget.tsx writes it, widgets/hydrate.ts reads it).

/** The attribute that marks the data's `<script type="application/json">`. */
export const SEED_ATTRIBUTE = 'data-sztx-seed';
