// The built application the browser suites run against (Playwright's e2e and the engines
// smoke): dist/ rebuilt when a source is newer, then copied with the partner pages to a
// snapshot, so a rebuild by someone else during the run cannot pull files from under a browser.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './process.mjs';

const NEEDED = [
  'dist/server/main.js',
  'dist/portal/index.html',
  'dist/embed/news-feed.js',
  'dist/embed-react/news-feed.js',
];

const SNAPSHOT_PREFIX = 'sztx-e2e-app-';

/**
 * Rebuilds dist/ when stale (unless SZTX_E2E_SKIP_BUILD) and returns the directory to run the
 * server from: a fresh snapshot, or the repository itself with SZTX_E2E_NO_SNAPSHOT.
 */
export function prepareApp() {
  if (!process.env.SZTX_E2E_SKIP_BUILD) {
    const result = spawnSync(process.execPath, ['demo-site/build-if-stale.mjs'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0)
      throw new Error('build-if-stale failed: the browser suites need dist/');
  }
  for (const path of NEEDED) {
    if (!existsSync(join(ROOT, path))) throw new Error(`${path} is missing: run npm run build`);
  }
  if (process.env.SZTX_E2E_NO_SNAPSHOT) return ROOT;

  const app = mkdtempSync(join(tmpdir(), SNAPSHOT_PREFIX));
  for (const dir of ['dist/server', 'dist/portal', 'dist/embed', 'dist/embed-react']) {
    cpSync(join(ROOT, dir), join(app, dir), { recursive: true });
  }
  mkdirSync(join(app, 'demo-site'), { recursive: true });
  cpSync(join(ROOT, 'demo-site/partner'), join(app, 'demo-site/partner'), { recursive: true });
  // the server bundle imports its dependencies from node_modules
  symlinkSync(join(ROOT, 'node_modules'), join(app, 'node_modules'), 'dir');
  // dist/server/main.js is an ES module: the nearest package.json must say so
  cpSync(join(ROOT, 'package.json'), join(app, 'package.json'));
  for (const path of NEEDED) {
    if (!existsSync(join(app, path)))
      throw new Error(`snapshot of ${path} failed (rebuild running?)`);
  }
  return app;
}

/** Removes a snapshot made by prepareApp (never the repository). */
export function removeApp(app) {
  if (app?.startsWith(tmpdir()) && app.includes(SNAPSHOT_PREFIX)) {
    rmSync(app, { recursive: true, force: true });
  }
}
