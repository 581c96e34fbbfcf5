// A server component that renders the board's first view with the package's server entry: the
// element with its declarative shadow root, in the page's HTML (needs' titles without
// JavaScript); <Hydrate> loads the element's script, which makes it interactive.
import { renderWidget } from 'sztx-widgets/ssr';
import { apiBase } from '../api';
import { Hydrate } from './hydrate';

export const dynamic = 'force-dynamic';

export default async function SsrPage() {
  const html = await renderWidget('sztx-needs-board', {
    attributes: { 'api-base': apiBase(), 'page-size': '3' },
  });
  return (
    <main>
      <h1>Partner app (Next.js, server-rendered board)</h1>
      {/* the widget's HTML as the package rendered it (escaped there); React leaves it as it is */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the package's server render */}
      <div id="board" dangerouslySetInnerHTML={{ __html: html }} />
      <Hydrate />
    </main>
  );
}
