import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Rebuilds dist/ when a source is newer than the last build; checks the browser is there. */
export default function globalSetup(): void {
  if (!process.env.SZTX_E2E_SKIP_BUILD) {
    const result = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('build-if-stale failed: the e2e suite needs dist/');
  }
  for (const path of ['dist/server/main.js', 'dist/portal/index.html', 'dist/embed/news-feed.js']) {
    if (!existsSync(`${ROOT}/${path}`)) throw new Error(`${path} is missing: run npm run build`);
  }
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) throw new Error(`${chromium} is missing (apt-get install chromium)`);
}
