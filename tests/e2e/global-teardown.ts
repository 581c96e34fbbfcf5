import { removeApp } from '../support/app.mjs';

/** Removes the snapshot made by global-setup.ts. */
export default function globalTeardown(): void {
  removeApp(process.env.SZTX_E2E_APP_DIR);
}
