import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

/** Removes the snapshot made by global-setup.ts. */
export default function globalTeardown(): void {
  const app = process.env.SZTX_E2E_APP_DIR;
  if (app?.startsWith(tmpdir()) && app.includes('sztx-e2e-app-')) {
    rmSync(app, { recursive: true, force: true });
  }
}
