// Lighthouse in Debian's Chromium, for the benches that score pages (lighthouse.mjs, ssr-lcp.mjs):
// one way to launch the browser, run Lighthouse and take the median run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_BROWSER } from '../support/chromium.mjs';

/** Debian's Chromium, headless, for Lighthouse to drive (never a downloaded browser). */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_BROWSER,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
}

/**
 * One Lighthouse run of `url` (its default config, mobile preset) in the browser at `port`, with
 * `flags` and `settings`: its report. A lost trace (NO_NAVSTART, NO_FCP under load) happens now
 * and then: the run is tried again, three times in all.
 */
export async function lighthouseRun(port, url, { flags = {}, settings = {} } = {}, attempt = 1) {
  const { lhr } = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', ...flags },
    { extends: 'lighthouse:default', settings },
  );
  if (lhr.runtimeError) {
    if (attempt < 3) return lighthouseRun(port, url, { flags, settings }, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  return lhr;
}

/** The median of results by their `score` (of an even count, the lower middle). */
export function medianByScore(results) {
  const sorted = [...results].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
