#!/usr/bin/env node
// Benchmark (not a test) for the reference server under load. Starts the built server
// (dist/server/main.js) on a free port with a fresh data directory seeded large: the seed's
// 3 000 companies and 3 000 members, plus `SEED_BULK=1` (demo-site/server/seed-bulk.ts: 3 000
// articles, 1 000 policy files, 1 500 needs, 60 investment/order entries). Then, for every list
// endpoint of the two specs (the public ones, and the signed-in member's with the demo account's
// token), with the search and filter parameters the specs give:
//
// 1. latency: an open-loop load of 500 requests/s (one every 2 ms, whatever the answers do)
//    for N seconds per endpoint; p50/p95/p99/max. Target: p95 ≤ 15 ms and no failed answer.
//    `--runs=R` repeats this phase R times and reports each endpoint's median of the runs.
// 2. saturation: autocannon (closed loop, 32 connections) for S seconds per endpoint; requests/s
//    against the server's cheapest route, the static menu `/website/navigate`, measured in the
//    same run before and after the endpoints (the baseline is their mean). Reported, no target.
//
// Exits 1 when a p95 is over the target or a request fails.
//
// Run: node demo-site/build-if-stale.mjs && node tests/bench/server-latency.mjs
//        [--seconds=4] [--runs=1] [--saturate=3]
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { spawnServer } from '../support/process.mjs';
import { agent, median, openLoop, send, signIn } from './open-loop.mjs';

const text = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const arg = (name, fallback) => (text(name) === undefined ? fallback : Number(text(name)));
/** Another build of the server to measure (e.g. one of an older commit), default the current. */
const SERVER = text('server') ?? 'dist/server/main.js';
const SECONDS = arg('seconds', 4);
const RUNS = arg('runs', 1);
const SATURATE_SECONDS = arg('saturate', 3);
const RATE = 500;
const TARGET_P95_MS = 15;
const SATURATE_CONNECTIONS = 32;
const MIN_COMPANIES = 3000;
const MIN_MEMBERS = 3000;

const DEMO = { userId: 1, phone: '13800138000', password: 'demo1234' };

const DISTRICTS = [2341, 2342, 2343, 2344, 2345, 2346, 2347, 2348, 2349];
const NAMES = ['宏', '達', '科技', '精密', '食品', '蘇州'];
const PERSON_NAMES = ['陳', '林', '志', '婷', '王'];
const TITLES = ['臺商', '政策', '講座', '稅務', '蘇州', ''];
const FILE_NAMES = ['稅收優惠', '人才', '關於', '支持措施', ''];
const ARTICLE_TYPES = ['XHDT', 'MJSX', 'service', 'CWZX'];

const api = (path) => `/api/v2${path}`;
const sj = (value) => `searchJson=${encodeURIComponent(JSON.stringify(value))}`;

/** [name, url of the i-th request, signed in?] — the baseline first. */
const ENDPOINTS = [
  ['baseline: website/navigate (static menu)', () => api('/website/navigate?association_id=SZTX')],
  [
    'company/pc/list (district, industry, name, pages)',
    (i) => {
      const search = { association_id: 'SZTX' };
      if (i % 2 === 0) search.xt_districtID = DISTRICTS[i % DISTRICTS.length];
      if (i % 3 === 0) search.field = (i % 12) + 1;
      if (i % 5 === 0) search.company_name = NAMES[i % NAMES.length];
      return api(`/company/pc/list?start=${(i % 7) * 12}&limit=12&${sj(search)}`);
    },
  ],
  [
    'company/list (pages)',
    (i) => api(`/company/list?start=${(i % 20) * 10}&limit=10&${sj({ association_id: 'SZTX' })}`),
  ],
  ['company/industry', () => api('/company/industry')],
  [
    'product/list (per company)',
    (i) => api(`/product/list?start=0&limit=100&${sj({ company_id: (i % 3000) + 1 })}`),
  ],
  [
    'association/pc/SZTX/persons (sub-area, name, pages)',
    (i) => {
      const name =
        i % 4 === 0 ? `&${sj({ really_name: PERSON_NAMES[i % PERSON_NAMES.length] })}` : '';
      const area = i % 6 === 5 ? '' : (i % 11) + 1;
      return api(
        `/association/pc/SZTX/persons?start=${(i % 5) * 30}&limit=30&ass_area_id=${area}${name}`,
      );
    },
  ],
  ['association/SZTX/SubArea', () => api('/association/SZTX/SubArea')],
  [
    'areaData/list (provinces, cities, districts)',
    (i) => api(`/areaData/list?parent_id=${[234, 16, 0][i % 3]}`),
  ],
  ['association/statistics (home)', () => api('/association/statistics?association_id=SZTX')],
  [
    'article/list (type, title search, pages)',
    (i) => {
      const search = { association_id: 'SZTX', title: TITLES[i % TITLES.length] };
      if (i % 3) search.article_type = ARTICLE_TYPES[i % ARTICLE_TYPES.length];
      const limit = [10, 9, 15][i % 3];
      return api(`/article/list?start=${(i % 4) * limit}&limit=${limit}&${sj(search)}`);
    },
  ],
  [
    'cunpan/list (type, policy type, name, pages)',
    (i) => {
      const search = { association_id: 'SZTX', type: (i % 2) + 1 };
      if (i % 3 === 0) search.prolicytype_id = (i % 6) + 1;
      if (i % 4 === 1) search.name = FILE_NAMES[i % FILE_NAMES.length];
      return api(`/cunpan/list?start=${(i % 3) * 35}&limit=35&${sj(search)}`);
    },
  ],
  ['cunpan/prolicyType', () => api('/cunpan/prolicyType')],
  [
    'cunpanExplain/list (per file)',
    (i) => api(`/cunpanExplain/list?${sj(i % 4 ? { cunpan_id: (i % 8) + 1 } : {})}`),
  ],
  [
    'course/list',
    () => api(`/course/list?start=0&limit=100&user_id=&${sj({ association_id: 'SZTX' })}`),
  ],
  ['magazine/list', () => api('/magazine/list?association_id=SZTX')],
  [
    'slideshow/list (home banners)',
    () => api(`/slideshow/list?${sj({ slideshow_from: 1, association_id: 'SZTX' })}`),
  ],
  ['ad/list', () => api('/ad/list?association_id=SZTX')],
  ['article/articleEquitypackage (rights packages)', () => api('/article/articleEquitypackage')],
  [
    'demand/list (needs board, type, pages)',
    (i) => {
      const search = { association_id: 'SZTX', review: 2 };
      if (i % 3 === 1) search.demand_type = String(i % 2);
      return api(`/demand/list?start=${(i % 6) * 5}&limit=5&${sj(search)}`);
    },
  ],
  [
    'investInfo/list (invest, order)',
    (i) => api(`/investInfo/list?type=${i % 2 ? 'invest' : 'order'}&association_id=SZTX`),
  ],
  [
    'demand/list (my needs, signed in)',
    (i) => api(`/demand/list?start=${(i % 2) * 10}&limit=10&${sj({ member_id: DEMO.userId })}`),
    true,
  ],
  ['demand/getOfferByDemand (own need, signed in)', () => api('/demand/getOfferByDemand/2'), true],
  [
    'notice/list (messages, signed in)',
    (i) => api(`/notice/list/${DEMO.userId}/ZB?start=${(i % 2) * 10}&limit=10`),
    true,
  ],
  [
    'article/favouriteList (favourites, signed in)',
    (i) => api(`/article/favouriteList/${DEMO.userId}/1?start=${(i % 2) * 10}&limit=10`),
    true,
  ],
  [
    'member/{id}/association (memberships, signed in)',
    () => api(`/member/${DEMO.userId}/association`),
    true,
  ],
];

/** One GET; okay when HTTP 200 with envelope code '200'. */
async function request(port, path, headers = {}) {
  const { ms, status, body, error } = await send(port, path, { headers });
  let json;
  try {
    json = JSON.parse(body);
  } catch {}
  const okay = status === 200 && json?.code === '200';
  return { ms, okay, json, why: okay ? '' : (error ?? `HTTP ${status} ${json?.code ?? ''}`) };
}

/** Open loop: one request every 1000/RATE ms for SECONDS, whatever the answers do. */
const load = (port, makeUrl, headers, pid) =>
  openLoop({ rate: RATE, seconds: SECONDS, pid, fire: (i) => request(port, makeUrl(i), headers) });

/** Closed loop at saturation: requests/s (2xx answers only) over SATURATE_SECONDS. */
async function saturate(port, makeUrl, headers) {
  let i = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: SATURATE_CONNECTIONS,
    duration: SATURATE_SECONDS,
    headers,
    requests: [
      {
        setupRequest: (req) => {
          req.path = makeUrl(i++);
          return req;
        },
      },
    ],
  });
  return {
    rps: result['2xx'] / result.duration,
    failures: result.non2xx + result.errors + result.timeouts,
    p99: result.latency.p99,
  };
}

const fmt = (n) => n.toFixed(2).padStart(7);
const pad = (text, width) => text + ' '.repeat(Math.max(0, width - [...text].length));
const WIDTH = Math.max(...ENDPOINTS.map(([name]) => name.length)) + 2;

const server = await spawnServer({
  prefix: 'sztx-latency-bench-',
  args: [SERVER],
  readyMs: 90_000,
  env: { SEED_BULK: '1', NODE_ENV: 'production' },
});
const { port } = server;
let failed = false;
try {
  // the seed's size, from the server's own counters
  const stats = (await request(port, api('/association/statistics?association_id=SZTX'))).json
    ?.data;
  const board = (
    await request(
      port,
      api(`/demand/list?start=0&limit=1&${sj({ association_id: 'SZTX', review: 2 })}`),
    )
  ).json?.data;
  const articles = (
    await request(port, api(`/article/list?start=0&limit=1&${sj({ association_id: 'SZTX' })}`))
  ).json?.data;
  console.log(
    `seed: ${stats?.companyNum} companies, ${stats?.memberNum} members, ${stats?.cunpanNum} policy files, ${articles?.total} articles, ${board ? JSON.parse(board).total : '?'} needs on the board`,
  );
  if (!(stats?.companyNum >= MIN_COMPANIES && stats?.memberNum >= MIN_MEMBERS)) {
    throw new Error(
      `the seed is smaller than ${MIN_COMPANIES} companies and ${MIN_MEMBERS} members`,
    );
  }

  // the demo member's token (Authorization: Bearer) for the signed-in lists
  const token = await signIn(port, DEMO);
  const signedIn = { authorization: `Bearer ${token}` };
  const headersOf = (auth) => (auth ? signedIn : {});

  // warm up: prepared statements, page cache, JIT; and every endpoint answers '200'
  for (let i = 0; i < 60; i++) {
    for (const [name, makeUrl, auth] of ENDPOINTS) {
      const r = await request(port, makeUrl(i), headersOf(auth));
      if (!r.okay) throw new Error(`${name}: ${makeUrl(i)} answered ${JSON.stringify(r.json)}`);
    }
  }

  console.log(
    `\nlatency: open loop at ${RATE} req/s for ${SECONDS} s per endpoint, ${RUNS} run(s), median of the runs (${cpus().length} CPUs, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} before the run)`,
  );
  const runs = ENDPOINTS.map(() => []);
  for (let run = 0; run < RUNS; run++) {
    for (const [k, [, makeUrl, auth]] of ENDPOINTS.entries()) {
      runs[k].push(await load(port, makeUrl, headersOf(auth), server.child.pid));
    }
  }
  console.log(
    `${pad('endpoint', WIDTH)}    p50 ms   p95 ms   p99 ms   max ms  cpu µs/req  failed  rate/s  ×base p95  target p95 ≤ ${TARGET_P95_MS} ms`,
  );
  let baseP95;
  for (const [k, [name]] of ENDPOINTS.entries()) {
    const m = (key) => median(runs[k].map((r) => r[key]));
    const r = {
      p50: m('p50'),
      p95: m('p95'),
      p99: m('p99'),
      max: m('max'),
      cpu: m('cpu'),
      rate: m('rate'),
      failures: runs[k].reduce((n, x) => n + x.failures, 0),
      why: [...new Set(runs[k].map((x) => x.why).filter(Boolean))].join(', '),
    };
    baseP95 ??= r.p95;
    const verdict = r.p95 <= TARGET_P95_MS && r.failures === 0 ? 'ok' : 'OVER TARGET';
    if (verdict !== 'ok') failed = true;
    console.log(
      `${pad(name, WIDTH)} ${fmt(r.p50)}  ${fmt(r.p95)}  ${fmt(r.p99)}  ${fmt(r.max)}  ${r.cpu.toFixed(0).padStart(10)}  ${String(r.failures).padStart(6)}  ${r.rate.toFixed(0).padStart(6)}  ${(r.p95 / baseP95).toFixed(1).padStart(8)}×  ${verdict}${r.why ? `  (failed: ${r.why})` : ''}${runs[k].length > 1 ? `  (p95 of the runs: ${runs[k].map((x) => x.p95.toFixed(1)).join(', ')})` : ''}`,
    );
  }

  if (SATURATE_SECONDS > 0) {
    console.log(
      `\nsaturation: autocannon, ${SATURATE_CONNECTIONS} connections, ${SATURATE_SECONDS} s per endpoint; baseline = the static route before and after`,
    );
    const [, baseUrl] = ENDPOINTS[0];
    const before = await saturate(port, baseUrl, {});
    const rows = [];
    for (const [name, makeUrl, auth] of ENDPOINTS.slice(1)) {
      rows.push([name, await saturate(port, makeUrl, headersOf(auth))]);
    }
    const after = await saturate(port, baseUrl, {});
    const base = (before.rps + after.rps) / 2;
    console.log(`${pad('endpoint', WIDTH)}   req/s  of baseline  p99 ms  failed`);
    console.log(
      `${pad(ENDPOINTS[0][0], WIDTH)} ${base.toFixed(0).padStart(7)}       100 %  ${fmt(before.p99)}  ${before.failures + after.failures}   (before ${before.rps.toFixed(0)}, after ${after.rps.toFixed(0)})`,
    );
    for (const [name, r] of rows) {
      if (r.failures) failed = true;
      console.log(
        `${pad(name, WIDTH)} ${r.rps.toFixed(0).padStart(7)}  ${((100 * r.rps) / base).toFixed(0).padStart(8)} %  ${fmt(r.p99)}  ${r.failures}`,
      );
    }
  }
} finally {
  agent.destroy();
  await server.stop();
}
process.exit(failed ? 1 : 0);
