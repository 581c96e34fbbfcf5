#!/usr/bin/env node
// Benchmark (not a test) for the reference server under load: starts the built server
// (dist/server/main.js) on a free port with a fresh seeded data directory, then sends an
// open-loop load of 200 requests/s (one every 5 ms, whatever the answers do) to each public
// endpoint the portal's pages read (directory lists with mixed filters, article and policy
// lists with title search, readers, needs board, home blocks), and prints p50/p95/p99/max
// latency per endpoint, plus a baseline measured in the same run: the server's cheapest
// route (`/website/navigate`, a static menu) under the same load. Exits 1 when a p95 is over
// the 15 ms target or a request fails.
//
// Run: node demo-site/build-if-stale.mjs && node tests/bench/server-latency.mjs [seconds per endpoint]
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { spawnServer } from '../support/process.mjs';

const SECONDS = Number(process.argv[2] ?? 4);
const RATE = 200;
const TARGET_P95_MS = 15;

const DISTRICTS = [2341, 2342, 2343, 2344, 2345, 2346, 2347, 2348, 2349];
const NAMES = ['宏', '達', '科技', '精密', '食品', '蘇州'];
const PERSON_NAMES = ['陳', '林', '志', '婷', '王'];

/** Deterministic request mix. */
function companyUrl(i) {
  const search = { association_id: 'SZTX' };
  if (i % 2 === 0) search.xt_districtID = DISTRICTS[i % DISTRICTS.length];
  if (i % 3 === 0) search.field = (i % 12) + 1;
  if (i % 5 === 0) search.company_name = NAMES[i % NAMES.length];
  const start = (i % 7) * 12;
  return `/api/v2/company/pc/list?start=${start}&limit=12&searchJson=${encodeURIComponent(JSON.stringify(search))}`;
}

function personsUrl(i) {
  const area = (i % 11) + 1;
  const start = (i % 5) * 30;
  const name =
    i % 4 === 0
      ? `&searchJson=${encodeURIComponent(JSON.stringify({ really_name: PERSON_NAMES[i % PERSON_NAMES.length] }))}`
      : '';
  return `/api/v2/association/pc/SZTX/persons?start=${start}&limit=30&ass_area_id=${area}${name}`;
}

const TITLES = ['臺商', '政策', '講座', '稅務', '蘇州', ''];
const api = (path) => `/api/v2${path}`;
const sj = (value) => `searchJson=${encodeURIComponent(JSON.stringify(value))}`;
const ENDPOINTS = [
  ['baseline: website/navigate (static menu)', () => api('/website/navigate')],
  ['company/pc/list (district, industry, name, pages)', companyUrl],
  ['association/pc/SZTX/persons (sub-area, name, pages)', personsUrl],
  [
    'article/list (type, title search, pages)',
    (i) => {
      const search = { association_id: 'SZTX', title: TITLES[i % TITLES.length] };
      if (i % 3) search.article_type = [1, 3, 6][i % 3];
      return api(`/article/list?start=${(i % 4) * 9}&limit=9&${sj(search)}`);
    },
  ],
  ['article/{id} (reader)', (i) => api(`/article/${(i % 20) + 1}`)],
  [
    'cunpan/list (policy files, pages)',
    (i) =>
      api(`/cunpan/list?start=${(i % 3) * 35}&limit=35&${sj({ association_id: 'SZTX', type: 1 })}`),
  ],
  [
    'course/list',
    () => api(`/course/list?start=0&limit=100&user_id=&${sj({ association_id: 'SZTX' })}`),
  ],
  [
    'demand/list (needs board, pages)',
    (i) =>
      api(
        `/demand/list?start=${(i % 3) * 10}&limit=10&${sj({ association_id: 'SZTX', review: 2 })}`,
      ),
  ],
  [
    'investInfo/list (board, pop-up)',
    (i) => api(`/investInfo/list?type=${i % 2 ? 'invest' : 'order'}&association_id=SZTX`),
  ],
  ['association/statistics (home)', () => api('/association/statistics?association_id=SZTX')],
  [
    'slideshow/list (home banners)',
    () => api(`/slideshow/list?${sj({ slideshow_from: 1, association_id: 'SZTX' })}`),
  ],
];

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function request(port, path) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => {
        body += c;
      });
      res.on('end', () => {
        const ms = performance.now() - t0;
        let okay = res.statusCode === 200;
        try {
          okay = okay && JSON.parse(body).code === '200';
        } catch {
          okay = false;
        }
        resolve({ ms, okay });
      });
    });
    req.on('error', () => resolve({ ms: performance.now() - t0, okay: false }));
  });
}

async function load(port, makeUrl) {
  const total = SECONDS * RATE;
  const interval = 1000 / RATE;
  const pending = [];
  const begin = performance.now();
  for (let i = 0; i < total; i++) {
    const due = begin + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(request(port, makeUrl(i)));
  }
  const results = await Promise.all(pending);
  const elapsed = (performance.now() - begin) / 1000;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return {
    requests: total,
    rate: total / elapsed,
    failures: results.filter((r) => !r.okay).length,
    p50: q(0.5),
    p95: q(0.95),
    p99: q(0.99),
    max: times.at(-1),
  };
}

const server = await spawnServer({ prefix: 'sztx-latency-bench-', readyMs: 30_000 });
const { port } = server;
let failed = false;
try {
  // warm up: prepared statements, page cache
  for (let i = 0; i < 50; i++) {
    for (const [, makeUrl] of ENDPOINTS) await request(port, makeUrl(i));
  }
  const fmt = (n) => `${n.toFixed(2)} ms`;
  console.log(
    `server latency, open loop at ${RATE} req/s for ${SECONDS} s per endpoint (${cpus().length} CPUs, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} before the run)`,
  );
  let baseline;
  for (const [name, makeUrl] of ENDPOINTS) {
    const r = await load(port, makeUrl);
    baseline ??= r;
    const verdict = r.p95 <= TARGET_P95_MS && r.failures === 0 ? 'ok' : 'OVER TARGET';
    if (verdict !== 'ok') failed = true;
    console.log(
      `${name}\n  ${r.requests} requests at ${r.rate.toFixed(0)}/s, ${r.failures} failed: p50 ${fmt(r.p50)}  p95 ${fmt(r.p95)}  p99 ${fmt(r.p99)}  max ${fmt(r.max)}  (target p95 ≤ ${TARGET_P95_MS} ms: ${verdict}; ${(r.p95 / baseline.p95).toFixed(1)}× baseline p95)`,
    );
  }
} finally {
  agent.destroy();
  await server.stop();
}
process.exit(failed ? 1 : 0);
