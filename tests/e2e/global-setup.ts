import { existsSync } from 'node:fs';
import { prepareApp } from '../support/app.mjs';
import { CHROMIUM } from '../support/chromium.mjs';

/**
 * Rebuilds dist/ when a source is newer than the last build, then runs the servers from a
 * snapshot of dist/ and the partner pages (tests/support/app.mjs, shared with the engines
 * smoke). The snapshot's path goes to the workers in SZTX_E2E_APP_DIR; global-teardown.ts
 * removes it.
 */
export default function globalSetup(): void {
  if (!existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing (apt-get install chromium-headless-shell)`);
  process.env.SZTX_E2E_APP_DIR = prepareApp();
}
