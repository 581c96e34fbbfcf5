// Debian's Chromium (never a downloaded browser build) and the flags every launch uses: the
// e2e suite, the benchmarks and the screenshot tools.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
