// `react-dom/server` for the server entry (sztx-widgets/ssr) over Preact: the HTML is what the
// embed build's Preact renders, and takes over in the browser (widgets/hydrate.ts).
import { renderToString as preactToString } from 'preact-render-to-string';
import type { ReactNode } from 'react';

/** React's `renderToString`, by preact-render-to-string. */
export const renderToString = (node: ReactNode): string =>
  preactToString(node as unknown as Parameters<typeof preactToString>[0]);
