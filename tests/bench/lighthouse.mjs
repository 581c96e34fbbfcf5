#!/usr/bin/env node
// Benchmark (not a test): Lighthouse (the `lighthouse` npm package, 12.x: 13.x needs Node 22)
// driving Debian's Chromium against the built reference server on a fresh data directory.
// Mobile preset (Lighthouse's default: simulated slow 4G, 4× CPU), performance category only;
// the median of N runs per page (by score) with FCP, LCP, TBT and CLS.
//
// Pages:
//  - home: the portal's `/`;
//  - routes: every route of core/router/routes.ts (hash routes, ids from the seed as the e2e
//    suite opens them: tests/e2e/routes.ts); the personal area is measured logged out;
//  - public: the public page (issue 31) of each kind, `/s/<kind>/<id>`, the first item of the
//    kind the server's sitemap lists; measured for performance, accessibility and SEO;
//  - partner: every partner demo page (demo-site/partner/*.html), each once more with our embed
//    URLs blocked (`/embed/*`: the same page without the widgets, the baseline of the same run),
//    reporting the layout shift our widgets cause (CLS with − CLS without).
// Targets (exit 1 below any): home ≥ 95, FCP ≤ 1.8 s, LCP ≤ 2.5 s, TBT ≤ 100 ms, CLS ≤ 0.02;
// every route ≥ 90; every public page: performance ≥ 98, accessibility and SEO 100; every
// partner page ≥ 95 and widget-caused CLS ≤ 0.02.
//
// Run: node demo-site/build-if-stale.mjs && node tests/bench/lighthouse.mjs
//        [--runs N] [--only home|routes|public|partner] [--save DIR] [--app DIR] [page filter]
// (`--save DIR` writes the median run's full Lighthouse report of each page as JSON; `--app DIR`
// serves another built copy of the app (its dist/ and demo-site/partner/, e.g. a baseline
// checkout); the filter is a substring of the page's path, e.g. `needs.html` or `/policy`.)
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM_BROWSER } from '../support/chromium.mjs';
import { pageUrl, ROOT, spawnServer } from '../support/process.mjs';
import { launchChrome, lighthouseRun, medianByScore } from './lighthouse-runner.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    save: { type: 'string' },
    app: { type: 'string' },
  },
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a positive integer');
const SETS = ['home', 'routes', 'public', 'partner'];
if (options.only && !SETS.includes(options.only)) {
  throw new Error(`--only takes ${SETS.join(', ')}`);
}
const filter = positionals[0];

const TARGETS = {
  home: { score: 95, fcp: 1800, lcp: 2500, tbt: 100, cls: 0.02 },
  routes: { score: 90 },
  public: { score: 98, accessibility: 100, seo: 100 },
  partner: { score: 95, widgetCls: 0.02 },
};
/** Our embed's URLs: blocked for a partner page's baseline. */
const EMBED_PATTERNS = ['*/embed/*', '*/embed-react/*'];
/** The metric audits: the performance score is their weighted mean, nothing else counts. */
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
/** A partner page that takes its widget from the query string gets a representative one. */
const PARTNER_QUERY = { 'one.html': '?tag=sztx-news-feed&page-size=3' };

// ---- pages -------------------------------------------------------------------------

async function pages() {
  const { ROUTES } = await tsImport('../../core/router/routes.ts', import.meta.url);
  const { samplePath } = await tsImport('../e2e/routes.ts', import.meta.url);
  const list = [];
  if (!options.only || options.only === 'home') list.push({ kind: 'home', path: '/' });
  if (!options.only || options.only === 'routes') {
    for (const route of ROUTES) list.push({ kind: 'routes', path: `/#${samplePath(route)}` });
  }
  if (!options.only || options.only === 'public') {
    const { PUBLIC_PAGES } = await tsImport('../../core/router/public-pages.ts', import.meta.url);
    // the path is known once the server runs: its sitemap names each kind's first item
    for (const kind of Object.keys(PUBLIC_PAGES))
      list.push({ kind: 'public', path: `/s/${kind}/` });
  }
  if (!options.only || options.only === 'partner') {
    const files = readdirSync(join(ROOT, 'demo-site/partner'))
      .filter((f) => f.endsWith('.html'))
      .sort((a, b) => (a === 'index.html' ? -1 : b === 'index.html' ? 1 : a.localeCompare(b)));
    for (const file of files) {
      const name = file === 'index.html' ? '' : file;
      list.push({ kind: 'partner', path: `/partner/${name}${PARTNER_QUERY[file] ?? ''}` });
    }
  }
  return filter ? list.filter((p) => p.path.includes(filter)) : list;
}

// ---- measuring ---------------------------------------------------------------------

/**
 * The path of the first item of each public page's kind (`/s/<kind>/`) in the sitemap; the kinds
 * it lists none of (an older build's, with `--app`) are taken out of `list` and returned.
 */
async function firstItems(server, list) {
  const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  const unlisted = [];
  for (const page of list.filter((p) => p.kind === 'public')) {
    const path = locs.find((loc) => loc.startsWith(page.path));
    if (path) page.path = path;
    else unlisted.push(page.path);
  }
  list.splice(0, list.length, ...list.filter((p) => !unlisted.includes(p.path)));
  return unlisted;
}

async function run(port, url, blocked, all = false) {
  const lhr = await lighthouseRun(port, url, {
    flags: { blockedUrlPatterns: blocked ? EMBED_PATTERNS : [] },
    settings: {
      onlyCategories: all ? ['performance', 'accessibility', 'seo'] : ['performance'],
      onlyAudits: options.save || all ? null : METRICS,
    },
  });
  const value = (id) => lhr.audits[id].numericValue;
  return {
    lhr,
    /** Lighthouse's CPU benchmark of this run: low when other work shares the machine. */
    benchmark: lhr.environment.benchmarkIndex,
    score: Math.round(lhr.categories.performance.score * 100),
    ...(all && {
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      /** The audits that cost points outside performance: what to fix. */
      failed: ['accessibility', 'seo'].flatMap((category) =>
        lhr.categories[category].auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null)
          .filter((ref) => lhr.audits[ref.id].score < 1)
          .map((ref) => ref.id),
      ),
    }),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

/** The median run by score (of an even count, the lower middle). */
async function median(port, url, blocked, all) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run(port, url, blocked, all));
  return medianByScore(runs);
}

// ---- report ------------------------------------------------------------------------

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const fmt = (r) => [
  String(r.score),
  seconds(r.fcp),
  seconds(r.lcp),
  `${Math.round(r.tbt)} ms`,
  r.cls.toFixed(3),
];

function check(page) {
  const t = TARGETS[page.kind];
  const r = page.result;
  const misses = [];
  if (r.score < t.score) misses.push(`score ${r.score} < ${t.score}`);
  for (const category of ['accessibility', 'seo'])
    if (t[category] && r[category] < t[category])
      misses.push(`${category} ${r[category]} < ${t[category]} (${r.failed.join(', ')})`);
  if (t.fcp && r.fcp > t.fcp) misses.push(`FCP ${seconds(r.fcp)} > ${seconds(t.fcp)}`);
  if (t.lcp && r.lcp > t.lcp) misses.push(`LCP ${seconds(r.lcp)} > ${seconds(t.lcp)}`);
  if (t.tbt && r.tbt > t.tbt) misses.push(`TBT ${Math.round(r.tbt)} ms > ${t.tbt} ms`);
  if (t.cls !== undefined && r.cls > t.cls) misses.push(`CLS ${r.cls.toFixed(3)} > ${t.cls}`);
  if (t.widgetCls !== undefined && page.widgetCls > t.widgetCls) {
    misses.push(`widget CLS ${page.widgetCls.toFixed(3)} > ${t.widgetCls}`);
  }
  return misses;
}

function table(list) {
  const partner = list.some((p) => p.kind === 'partner');
  const checked = list.some((p) => p.kind === 'public');
  const head = ['page', 'performance', 'FCP', 'LCP', 'TBT', 'CLS'];
  if (checked) head.push('accessibility', 'SEO');
  if (partner) head.push('without widgets: performance', 'CLS', 'widget CLS');
  const rows = list.map((p) => {
    const label = p.kind === 'home' ? 'portal home `/`' : `\`${p.path}\``;
    const row = [label, ...fmt(p.result)];
    if (checked) row.push(String(p.result.accessibility ?? ''), String(p.result.seo ?? ''));
    if (partner) {
      row.push(
        ...(p.without
          ? [String(p.without.score), p.without.cls.toFixed(3), p.widgetCls.toFixed(3)]
          : ['', '', '']),
      );
    }
    return row;
  });
  console.log(`| ${head.join(' | ')} |`);
  console.log(
    `|---|${head
      .slice(1)
      .map(() => '---:')
      .join('|')}|`,
  );
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

// ---- main --------------------------------------------------------------------------

if (!existsSync(join(options.app ?? ROOT, 'dist/server/main.js'))) {
  throw new Error('dist/server/main.js is missing: run node demo-site/build-if-stale.mjs');
}
if (!existsSync(CHROMIUM_BROWSER))
  throw new Error(`no Chromium at ${CHROMIUM_BROWSER} (apt-get install -y chromium)`);
const list = await pages();
if (list.length === 0) throw new Error(`no page matches ${filter}`);
if (options.save) mkdirSync(options.save, { recursive: true });

const started = Date.now();
/** Public pages of kinds the server's sitemap lists no item of: not measured (a miss). */
const unlisted = [];
const server = await spawnServer({
  cwd: options.app ?? ROOT,
  prefix: 'sztx-lighthouse-data-',
  readyMs: 30_000,
});
const chrome = await launchChrome();
// an interrupted run leaves no browser or server behind
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await chrome.kill();
    await server.stop();
    process.exit(130);
  });
}
try {
  // warm the server's caches and the disk cache of the OS (not counted)
  await run(chrome.port, `${server.url}/`, false);
  unlisted.push(...(await firstItems(server, list)));
  for (const page of list) {
    const url = pageUrl(server, page.path);
    page.result = await median(chrome.port, url, false, page.kind === 'public');
    if (page.kind === 'partner') {
      page.without = await median(chrome.port, url, true);
      page.widgetCls = Math.max(0, page.result.cls - page.without.cls);
    }
    if (options.save) {
      const name = page.path.replace(/[^A-Za-z0-9.-]+/g, '_').replace(/^_|_$/g, '') || 'home';
      writeFileSync(join(options.save, `${name}.json`), JSON.stringify(page.result.lhr));
    }
    const misses = check(page);
    page.misses = misses;
    console.error(
      `${page.path}: ${fmt(page.result).join(' ')}${page.kind === 'public' ? ` a11y ${page.result.accessibility} SEO ${page.result.seo}` : ''} (CPU benchmark ${Math.round(page.result.benchmark)})${page.without ? ` (without widgets ${page.without.score}, CLS ${page.without.cls.toFixed(3)})` : ''}${misses.length ? ` — ${misses.join(', ')}` : ''}`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.log(
  `\nLighthouse ${list[0].result.lhr.lighthouseVersion}, mobile preset (simulated slow 4G, 4× CPU), ${RUNS > 1 ? `median of ${RUNS} runs by score` : 'one run'}\n`,
);
table(list);
const failing = list.filter((p) => p.misses.length);
console.log('');
for (const page of failing) console.log(`BELOW TARGET: ${page.path}: ${page.misses.join(', ')}`);
for (const path of unlisted) console.log(`NOT MEASURED: ${path}: the sitemap lists none`);
if (!failing.length && !unlisted.length) console.log('OK: every page meets its target');
const benchmarks = list.map((p) => p.result.benchmark);
console.log(
  `Lighthouse CPU benchmark index of the median runs: ${Math.round(Math.min(...benchmarks))}–${Math.round(Math.max(...benchmarks))} (TBT, and the score with it, grows as other work takes the CPU: repeat a miss on a quiet machine)`,
);
console.log(`(${list.length} pages in ${Math.round((Date.now() - started) / 1000)} s)`);
process.exit(failing.length || unlisted.length ? 1 : 0);
