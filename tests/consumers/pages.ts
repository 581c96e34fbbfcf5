// The consumer apps' HTML pages (tests/consumers/<app>/index.html, studio.html), made from one
// template: a page is its title, the element its app mounts on and its script. Vite builds them
// as entries (the build's input) and its dev server serves them; no page file in the apps.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export interface PartnerPage {
  title: string;
  /** the id of the element the app mounts on */
  mount: string;
  /** the page's module script, relative to the app's folder */
  script: string;
}

/** The page's HTML. */
function pageHtml({ title, mount, script }: PartnerPage): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
  </head>
  <body>
    <div id="${mount}"></div>
    <script type="module" src="${script}"></script>
  </body>
</html>
`;
}

/** The app's pages by name (`index` is index.html), as Vite entries and dev-server pages. */
export function partnerPages(pages: Record<string, PartnerPage>): Plugin {
  let root = process.cwd();
  const byPath = () =>
    new Map(Object.entries(pages).map(([name, page]) => [resolve(root, `${name}.html`), page]));
  return {
    name: 'sztx-partner-pages',
    config: () => ({
      build: {
        rollupOptions: {
          input: Object.fromEntries(Object.keys(pages).map((name) => [name, `${name}.html`])),
        },
      },
    }),
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      const path = resolve(root, id);
      return byPath().has(path) ? path : undefined;
    },
    load(id) {
      const page = byPath().get(id);
      return page && pageHtml(page);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/';
        const name = new URL(url, 'http://x').pathname.slice(1).replace(/\.html$/, '') || 'index';
        const page = pages[name];
        if (!page) return next();
        server
          .transformIndexHtml(url, pageHtml(page))
          .then((html) => res.setHeader('content-type', 'text/html').end(html), next);
      });
    },
  };
}
