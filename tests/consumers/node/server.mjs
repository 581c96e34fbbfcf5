// A partner's plain Node server (node:http, no framework) with the needs board rendered by the
// package's server entry: the element and its declarative shadow root are in the page's HTML;
// the package's scripts, hosted by the partner (/embed/, from node_modules), make it interactive.
// Run only when the package has `sztx-widgets/ssr` (see ../ssr-entry.mjs).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderWidget } from 'sztx-widgets/ssr';

const started = performance.now();
const here = dirname(fileURLToPath(import.meta.url));
const api = process.env.SZTX_API ?? 'https://api.example/api/v2/';
const files = {
  '/embed/': join(here, 'node_modules/sztx-widgets/dist/embed'),
  '/page.js': join(here, 'page.js'),
  '/partner.css': join(here, '../partner.css'),
};
const TYPES = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

async function page() {
  const board = await renderWidget('sztx-needs-board', {
    attributes: { 'api-base': api, 'page-size': '3' },
  });
  return `<!doctype html>
<html lang="zh-Hant">
  <head>
    <meta charset="utf-8" />
    <title>Partner page (Node)</title>
    <link rel="stylesheet" href="/partner.css" />
    <script type="module" src="/embed/needs-board.js"></script>
    <script type="module" src="/page.js"></script>
  </head>
  <body>
    <main>
      <h1>Partner page (Node)</h1>
      ${board}
      <output id="opened"></output>
    </main>
  </body>
</html>
`;
}

/** The file a path names (the page's script and CSS, the package's embed scripts), if any. */
function fileOf(path) {
  const clean = normalize(path);
  const exact = files[clean];
  if (exact) return exact;
  if (!clean.startsWith('/embed/')) return undefined;
  const file = join(files['/embed/'], clean.slice('/embed/'.length));
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  if (path === '/') {
    page().then(
      (html) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
      (error) => res.writeHead(500).end(String(error)),
    );
    return;
  }
  const file = fileOf(path);
  if (!file) {
    res.writeHead(404).end('not found');
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
server.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1', () => {
  console.log(`partner page (node): ready in ${Math.round(performance.now() - started)} ms`);
});
