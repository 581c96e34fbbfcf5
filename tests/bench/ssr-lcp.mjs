#!/usr/bin/env node
// Benchmark (not a test), issue 32: what rendering the needs board on the server does to a
// partner page's Largest Contentful Paint. Two pages on a partner's own origin (a small HTTP
// server here), alike but for the board:
//  - ssr:    the board's HTML from `renderWidget` (dist/ssr, the package's `sztx-widgets/ssr`),
//            its first page and pictures in the HTML, the embed script taking it over;
//  - client: the client-only element (`<sztx-needs-board>`), which paints after its script and
//            its API calls.
// Both against the built reference server (dist/server/main.js, a fresh data directory), loaded
// cold in Debian's Chromium as a phone (375×812, touch) at 4× CPU throttling, once on the
// loopback network and once on Lighthouse's mobile network (slow 4G as DevTools applies it: 562.5
// ms round trip, 1.47 Mbit/s down), the two pages alternating, N runs each: the median LCP, and
// which element was the LCP (ours: inside the board's shadow root, or the partner's), in one run.
// With `--lighthouse`, also Lighthouse's mobile performance score of both pages (median of 3).
// Exits 1 when the server-rendered page's LCP is not our content or not earlier than the other's
// on the mobile network, or (with --lighthouse) its score is below 98.
//
// Run: node demo-site/build-if-stale.mjs && node tests/bench/ssr-lcp.mjs [--runs N] [--lighthouse]
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/chromium.mjs';
import { ROOT, spawnServer } from '../support/process.mjs';

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '7' }, lighthouse: { type: 'boolean' } },
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a positive integer');
const TAG = 'sztx-needs-board';
const CPU_RATE = 4;
const SCORE_TARGET = 98;
/** Lighthouse's mobile network as DevTools applies it (its "devtools" throttling of slow 4G). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const NETWORKS = [
  { name: 'loopback', conditions: null },
  { name: 'slow 4G', conditions: SLOW_4G },
];
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
let failed = false;

// ---- the partner's pages -------------------------------------------------------------

/** A partner's article around the board, the same on both pages. */
function partnerPage(board, apiOrigin) {
  return `<!doctype html><html lang="zh-Hant"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>夥伴頁</title>
<link rel="modulepreload" href="${apiOrigin}/embed/needs-board.js" crossorigin>
<style>body { font-family: system-ui, sans-serif; margin: 0 auto; padding: 12px; max-width: 1100px; }</style>
</head><body><h1>商機</h1><p>會員的採購與轉讓需求。</p>
${board}
<script type="module" src="${apiOrigin}/embed/needs-board.js"></script></body></html>`;
}

/** Serves `/ssr.html` and `/client.html` on a free port of its own (the partner's origin). */
async function partnerServer(pages) {
  const server = createServer((request, response) => {
    const body = pages[new URL(request.url, 'http://x').pathname];
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body ?? '');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

// ---- measuring -------------------------------------------------------------------------

/** Before any page script: every LCP candidate, with the element it was and where. */
const OBSERVE = () => {
  // an element in a shadow root is not exposed (its entry's `element` is null): ours are found
  // by their picture's URL in the board's root, or are its text
  const whichElement = (entry) => {
    const element = entry.element;
    if (!element) {
      const root = document.querySelector('sztx-needs-board')?.shadowRoot;
      const img =
        entry.url &&
        [...(root?.querySelectorAll('img') ?? [])].find((i) => i.currentSrc === entry.url);
      const inBoard = img
        ? `img in .${img.parentElement.className}`
        : entry.url
          ? entry.url
          : 'text';
      return { ours: true, element: `sztx-needs-board › ${inBoard}` };
    }
    const name = `${element.localName}${element.className ? `.${[...element.classList].join('.')}` : ''}`;
    return { ours: false, element: name };
  };
  window.__lcp = [];
  window.__lcpObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__lcp.push({ time: entry.startTime, ...whichElement(entry) });
    }
  });
  window.__lcpObserver.observe({ type: 'largest-contentful-paint', buffered: true });
};

/**
 * One cold load of `url`: waits until the board shows its cards, those in the first screen with
 * their pictures loaded, and
 * two more frames have been painted, then reads the last LCP candidate (no input has happened,
 * so it is the page's LCP).
 */
async function load(browser, url, network) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(
    (tag) => {
      const root = document.querySelector(tag)?.shadowRoot;
      // the pictures in the first screen (the others load lazily, when scrolled to)
      const pictures = [...(root?.querySelectorAll('.nb-card-img img') ?? [])];
      const shown = pictures.filter((img) => img.getBoundingClientRect().top < innerHeight);
      return shown.length > 0 && shown.every((img) => img.complete && img.naturalWidth > 0);
    },
    TAG,
    { timeout: 120_000 },
  );
  const entries = await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    window.__lcpObserver.takeRecords();
    return window.__lcp;
  });
  await context.close();
  const last = entries.at(-1);
  if (!last) throw new Error(`${url}: no LCP entry`);
  return last;
}

/** Lighthouse's mobile performance score of `url`: the median of 3 runs, its LCP and element. */
async function lighthouseScore(url) {
  const { launchChrome, lighthouseRun, medianByScore } = await import('./lighthouse-runner.mjs');
  const chrome = await launchChrome();
  try {
    const scores = [];
    for (let i = 0; i < 3; i++) {
      const lhr = await lighthouseRun(chrome.port, url, {
        settings: { onlyCategories: ['performance'] },
      });
      scores.push({
        score: Math.round(lhr.categories.performance.score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        lcpElement:
          lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
            ?.selector ?? '?',
      });
    }
    return medianByScore(scores);
  } finally {
    chrome.kill();
  }
}

// ---- the run -------------------------------------------------------------------------

if (!existsSync(join(ROOT, 'dist/server/main.js')) || !existsSync(join(ROOT, 'dist/ssr'))) {
  throw new Error('dist/ is missing: run node demo-site/build-if-stale.mjs');
}
if (!existsSync(CHROMIUM))
  throw new Error(`no Chromium at ${CHROMIUM} (apt-get install chromium-headless-shell)`);

const api = await spawnServer({ prefix: 'sztx-ssr-lcp-data-', readyMs: 30_000 });
const { renderWidget } = await import(pathToFileURL(join(ROOT, 'dist/ssr/index.js')).href);
const apiBase = `${api.url}/api/v2/`;
const serverHtml = await renderWidget(TAG, { attributes: { 'api-base': apiBase } });
const partner = await partnerServer({
  '/ssr.html': partnerPage(serverHtml, api.url),
  '/client.html': partnerPage(`<${TAG} api-base="${apiBase}"></${TAG}>`, api.url),
});
const PAGES = ['ssr', 'client'];
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  for (const name of PAGES) await load(browser, `${partner.url}/${name}.html`, null); // warm
  console.log(
    `\nThe needs board on a partner page, server-rendered against client-only: Chromium as a phone ` +
      `(375×812) at ${CPU_RATE}× CPU, median of ${RUNS} cold loads each, alternating\n`,
  );
  console.log(
    `${'network'.padEnd(12)}${'page'.padEnd(9)}${'LCP'.padStart(9)}${'range'.padStart(17)}  LCP element (share of runs)`,
  );
  for (const network of NETWORKS) {
    const runs = { ssr: [], client: [] };
    for (let i = 0; i < RUNS; i++) {
      for (const name of PAGES) {
        runs[name].push(await load(browser, `${partner.url}/${name}.html`, network.conditions));
      }
    }
    const lcp = {};
    for (const name of PAGES) {
      const times = runs[name].map((r) => r.time);
      lcp[name] = median(times);
      const elements = new Map();
      for (const r of runs[name]) {
        const key = `${r.element}${r.ours ? '' : ' (the partner’s)'}`;
        elements.set(key, (elements.get(key) ?? 0) + 1);
      }
      const which = [...elements].map(([key, n]) => `${key} ${n}/${RUNS}`).join(', ');
      const range = `${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)}`;
      console.log(
        `${network.name.padEnd(12)}${name.padEnd(9)}${`${lcp[name].toFixed(0)} ms`.padStart(9)}${range.padStart(17)}  ${which}`,
      );
      if (name === 'ssr' && runs.ssr.some((r) => !r.ours)) failed = true;
    }
    console.log(
      `${''.padEnd(12)}server-rendered: ${(lcp.client - lcp.ssr).toFixed(0)} ms earlier (${((100 * lcp.ssr) / lcp.client).toFixed(0)} % of the client-only LCP)\n`,
    );
    if (network.conditions && lcp.ssr >= lcp.client) failed = true;
  }
} finally {
  await browser.close();
}
try {
  if (options.lighthouse) {
    console.log('Lighthouse mobile (performance, median of 3)\n');
    for (const name of PAGES) {
      const r = await lighthouseScore(`${partner.url}/${name}.html`);
      console.log(
        `${name.padEnd(9)} score ${r.score}  LCP ${(r.lcp / 1000).toFixed(1)} s  LCP element ${r.lcpElement}`,
      );
      if (name === 'ssr' && r.score < SCORE_TARGET) failed = true;
    }
  }
} finally {
  await partner.close();
  await api.stop();
}
console.log(failed ? '\nOVER TARGET' : '\nOK');
process.exit(failed ? 1 : 0);
