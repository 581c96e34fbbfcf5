import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/chromium.mjs';
import { POLL_INTERVALS } from './expect';

// End-to-end suite: Debian's Chromium (never a downloaded browser) against the built portal,
// embed bundles and reference server. Each worker starts its own server on a free port with a
// fresh data directory (see fixtures.ts), so tests can reset the data without disturbing others.

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: CI,
  // three on the 2-core machine: a worker waits on its page and its server a tenth of the time,
  // and the third fills those waits (398 tests: 462 s with two workers, 424 s with three)
  workers: 3,
  // no retries: a test that fails once is fixed at its cause
  retries: 0,
  timeout: 30_000,
  // toPass looks again every 50 ms, as expect.poll does (expect.ts)
  expect: { timeout: 7_000, toPass: { intervals: POLL_INTERVALS } },
  reporter: [['list'], ['./summary-reporter.ts']],
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  outputDir: './.artifacts',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    locale: 'zh-TW',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    // Locally a failed test keeps its trace: the DOM snapshot of every action and the sources.
    // In CI nothing reads a trace (only the printed output is kept), and recording one snapshots
    // the DOM after every action of every test: off there (about a tenth of the e2e time). Its
    // pauses once hid two races of the tests themselves (docs/testing.md, Traces). No screencast
    // in either: encoding a frame on every paint (carousels, notice bar) cost about a fifth of the
    // run's time; the failure's screenshot and error context are kept below.
    trace: CI
      ? 'off'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  // Every test runs at 1280 px; at 375 px (touch) only the tests about the narrow layout, tagged
  // @mobile (both widths) or @mobile-only: a behaviour that is the same at every width is
  // tested once. The rule for tagging is in fixtures.ts (MOBILE) and docs/testing.md.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile-only/,
      use: { viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'mobile',
      grep: /@mobile\b/,
      grepInvert: /@desktop-only/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
});
