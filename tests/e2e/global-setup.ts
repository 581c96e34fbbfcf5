import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM } from '../support/chromium.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NEEDED = [
  'dist/server/main.js',
  'dist/portal/index.html',
  'dist/embed/news-feed.js',
  'dist/embed-react/news-feed.js',
];

/**
 * Rebuilds dist/ when a source is newer than the last build, then runs the servers from a
 * snapshot of dist/ and the partner page (a rebuild by someone else during the run cannot
 * pull the files from under the browser). The snapshot's path goes to the workers in
 * SZTX_E2E_APP_DIR; global-teardown.ts removes it.
 */
export default function globalSetup(): void {
  if (!process.env.SZTX_E2E_SKIP_BUILD) {
    const result = spawnSync(process.execPath, ['demo-site/build-if-stale.mjs'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error('build-if-stale failed: the e2e suite needs dist/');
  }
  for (const path of NEEDED) {
    if (!existsSync(join(ROOT, path))) throw new Error(`${path} is missing: run npm run build`);
  }
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing (apt-get install chromium)`);

  if (process.env.SZTX_E2E_NO_SNAPSHOT) {
    process.env.SZTX_E2E_APP_DIR = ROOT;
    return;
  }
  const app = mkdtempSync(join(tmpdir(), 'sztx-e2e-app-'));
  for (const dir of ['dist/server', 'dist/portal', 'dist/embed', 'dist/embed-react']) {
    cpSync(join(ROOT, dir), join(app, dir), { recursive: true });
  }
  mkdirSync(join(app, 'demo-site'), { recursive: true });
  cpSync(join(ROOT, 'demo-site/partner'), join(app, 'demo-site/partner'), { recursive: true });
  // the server bundle imports its dependencies from node_modules
  symlinkSync(join(ROOT, 'node_modules'), join(app, 'node_modules'), 'dir');
  writePackageJson(app);
  for (const path of NEEDED) {
    if (!existsSync(join(app, path)))
      throw new Error(`snapshot of ${path} failed (rebuild running?)`);
  }
  process.env.SZTX_E2E_APP_DIR = app;
}

function writePackageJson(app: string): void {
  // dist/server/main.js is an ES module: the nearest package.json must say so
  cpSync(join(ROOT, 'package.json'), join(app, 'package.json'));
}
