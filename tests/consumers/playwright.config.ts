import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/chromium.mjs';

// The consumer projects (tests/consumers/<app>/): each type-checks with its framework's
// checker, builds for production with the packed package, and its page runs in Debian's
// Chromium on one origin against the reference API on another (see global-setup.ts).

export default defineConfig({
  testDir: '.',
  testMatch: ['consumers.spec.ts', 'stacks.spec.ts'],
  // the apps run side by side; the steps of one app run in order (describe mode 'serial')
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  // no retries: a test that fails once is fixed at its cause
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  globalSetup: './global-setup.ts',
  outputDir: './.artifacts',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    locale: 'zh-TW',
    viewport: { width: 1280, height: 900 },
    // traced locally, not in CI, where nothing reads a trace (docs/testing.md)
    trace: process.env.CI
      ? 'off'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
});
