// Debian's Chromium (never a downloaded browser build) and the flags every launch uses: the
// e2e suite, the consumer projects, the benchmarks and the screenshot tools.
//
// Automation runs Debian's `chromium-headless-shell`: the same Blink and V8 as `chromium`,
// without the browser around them (it is what Playwright's own headless Chromium is). The whole
// browser in its headless mode paints through the full compositor and browser UI layers: on
// the 2-core machine the e2e suite took 770 s with it and 462 s with the shell, same tests, same
// results (docs/testing.md, "Which Chromium").
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The whole browser, for Lighthouse: it drives Chrome's own headless mode, which the shell lacks. */
export const CHROMIUM_BROWSER = process.env.CHROMIUM_BROWSER_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
