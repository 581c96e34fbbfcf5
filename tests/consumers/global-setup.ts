import { execFileSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { reactSnippet, type SnippetInput, vueSnippet } from '../../harness/src/panels/snippets';
import { prepareApp, removeApp } from '../support/app.mjs';
import { CHROMIUM } from '../support/chromium.mjs';
import { freePort, ROOT, spawnServer } from '../support/process.mjs';

/** The consumer projects, one folder each. */
export const APPS = ['html', 'react19', 'vue3', 'svelte5'] as const;
/**
 * The partners' other stacks (stacks.spec.ts): Next.js and a plain Node server run their own
 * servers; Astro (a static site) and Angular build files, served with the apps' builds.
 */
export const STACKS = ['next', 'astro', 'node', 'angular'] as const;
/** The apps whose dist/ folder is served at /<app>/. */
const SERVED: readonly string[] = [...APPS, 'astro', 'angular'];

const HERE = join(ROOT, 'tests/consumers');
/** The packed package, as each consumer's package.json names it (`file:../sztx-widgets.tgz`). */
const TARBALL = join(HERE, 'sztx-widgets.tgz');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/**
 * Packs the package (`npm pack`: its prepack builds what is stale) and installs the tarball in
 * each consumer: extracted into its node_modules/sztx-widgets, the way npm installs a `file:`
 * tarball. The frameworks, plugins and checkers come from the repository's node_modules
 * (devDependencies), which Node and the tools find by walking up from the consumer's folder:
 * no network and no full `npm install` per consumer.
 */
function installTarball(): void {
  const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', HERE], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
    .trim()
    .split('\n')
    .at(-1)!;
  renameSync(join(HERE, packed), TARBALL);
  for (const app of [...APPS, ...STACKS]) {
    const target = join(HERE, app, 'node_modules/sztx-widgets');
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    execFileSync('tar', ['-xzf', TARBALL, '-C', target, '--strip-components=1']);
  }
}

/** The theme the studio's snippets are made with (the brand colour and font a partner picks). */
export const STUDIO_THEME = { '--sztx-primary': '#0b6e4f', '--sztx-font': 'Georgia, serif' };

/**
 * Writes the studio's React and Vue snippets for a themed needs board (three needs a page), as
 * its snippet panel makes them for a studio on the API's origin, into the React and Vue
 * consumers (src/studio/), whose studio.html renders them: the consumers' checks and builds
 * then cover exactly the code the studio gives.
 */
function writeStudioSnippets(apiOrigin: string): void {
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  const input: SnippetInput = {
    tag: 'sztx-needs-board',
    entry: 'needs-board.js',
    attrs: { 'page-size': '3' },
    booleans: [],
    lang: 't',
    theme: STUDIO_THEME,
    origin: apiOrigin,
    version,
    integrity: undefined,
  };
  for (const [app, file, code] of [
    ['react19', 'Snippet.tsx', reactSnippet(input)],
    ['vue3', 'Snippet.vue', vueSnippet(input)],
  ] as const) {
    const dir = join(HERE, app, 'src/studio');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, file), code);
  }
}

/** Serves each consumer's production build at /<app>/ (its dist/ folder). */
async function serveBuilds(): Promise<{ origin: string; close: () => void }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const [, app, ...rest] = path.split('/');
    const file = join(HERE, app ?? '', 'dist', ...rest);
    if (!SERVED.includes(app ?? '') || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  // `localhost`, not 127.0.0.1: another origin than the API's (http://127.0.0.1:<port>)
  return { origin: `http://localhost:${port}`, close: () => server.close() };
}

/**
 * Packs and installs the package in the consumers, serves their builds on one origin and the
 * reference API (which allows that origin, and the origins the Next.js and Node servers will
 * listen on) on another; the workers get them in the environment. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing (apt-get install chromium-headless-shell)`);
  const app = prepareApp();
  installTarball();
  const builds = await serveBuilds();
  const stackPorts = { next: await freePort(), node: await freePort() };
  const stackOrigins = Object.values(stackPorts).map((port) => `http://127.0.0.1:${port}`);
  const api = await spawnServer({
    cwd: app,
    prefix: 'sztx-consumers-',
    env: { NODE_ENV: 'development', CORS_ORIGINS: [builds.origin, ...stackOrigins].join(',') },
  });
  writeStudioSnippets(api.url);
  process.env.SZTX_CONSUMERS_ORIGIN = builds.origin;
  process.env.SZTX_CONSUMERS_API = `${api.url}/api/v2/`;
  process.env.SZTX_CONSUMERS_PORTS = JSON.stringify(stackPorts);
  return async () => {
    builds.close();
    await api.stop();
    removeApp(app);
  };
}
