#!/usr/bin/env node
// Benchmark (not a test) for issue 28, "every input is linear-time": one member sends a field
// built to make a pattern backtrack (`a@` + 100 000 dots + `@` as an e-mail, and the worst
// input found for the other checked fields) while another visitor reads the site's menu.
// Starts the built server (dist/server/main.js; `--sources` runs demo-site/server/main.ts
// through tsx, `--cwd=DIR` another checkout, e.g. an older commit's) on a free port with a
// fresh data directory.
//
// For each field, two phases of at least REQUESTS sequential requests from the attacker (and a
// second of them at least), while the visitor sends `GET /website/navigate` every 10 ms (open
// loop, whatever the answers do):
//   control: a harmless input of the same length (the baseline, measured in the same run),
//   attack:  the input built to backtrack.
// Prints the attacker's request time and the visitor's latency (p50, p95, max) per phase.
// Exits 1 when, under attack, the visitor's p95 is over 50 ms or an attack request takes over
// 50 ms (the attacker's median: one request slowed by the rest of a busy machine is no verdict).
//
// Run: node demo-site/build-if-stale.mjs && node tests/bench/redos.mjs
//        [--requests=3] [--sources] [--cwd=DIR]
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { SOURCES, spawnServer } from '../support/process.mjs';

const text = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const REQUESTS = Number(text('requests') ?? 3);
const CWD = text('cwd');
const FROM_SOURCES = process.argv.includes('--sources');
const TARGET_MS = 50;
const VISITOR_INTERVAL_MS = 10;
/** The attacker goes on for at least this long (so the visitor's p95 has 100 samples). */
const MIN_PHASE_MS = 1000;

const DEMO = { phone: '13800138000', password: 'demo1234' };
const GUEST = { phone: '13900139000', password: 'guest1234' };
const api = (path) => `/api/v2${path}`;
const VISITOR_PATH = api('/website/navigate?association_id=SZTX');

/** The e-mail attack of issue 28 (quadratic in the old `[^\s@]+@[^\s@]+\.[^\s@]+`). */
const EMAIL_ATTACK = `a@${'.'.repeat(100_000)}@`;
/** Harmless text of the same length: the pattern refuses it in one pass. */
const sameLength = (attack) => 'a'.repeat(attack.length);

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One request; its time, HTTP status and envelope. */
function send(port, method, path, { headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: payload ? { 'content-type': 'application/json', ...headers } : headers,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => {
          let json;
          try {
            json = JSON.parse(text);
          } catch {}
          resolve({ ms: performance.now() - t0, status: res.statusCode, json });
        });
      },
    );
    req.on('error', (error) =>
      resolve({ ms: performance.now() - t0, status: 0, error: error.code ?? error.message }),
    );
    req.end(payload);
  });
}

async function login(port, account) {
  const res = await send(
    port,
    'POST',
    api(`/account/pcLogin/${account.phone}/1?password=${account.password}`),
    {
      body: {},
    },
  );
  if (res.json?.code !== '200') throw new Error(`login failed: ${JSON.stringify(res.json)}`);
  return { authorization: `Bearer ${res.json.data}` };
}

/** The visitor: a GET every 10 ms until `done()`; the latencies. */
async function visitor(port, done) {
  const pending = [];
  const begin = performance.now();
  for (let i = 0; !done(); i++) {
    const wait = begin + i * VISITOR_INTERVAL_MS - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(send(port, 'GET', VISITOR_PATH));
  }
  const results = await Promise.all(pending);
  return {
    times: results.map((r) => r.ms).sort((a, b) => a - b),
    failed: results.filter((r) => r.status !== 200).length,
  };
}

const quantile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/** At least REQUESTS attacker requests in a row (and a second), the visitor reading meanwhile. */
async function phase(port, makeRequest) {
  let finished = false;
  const reading = visitor(port, () => finished);
  await new Promise((r) => setTimeout(r, 50));
  const attacker = [];
  const begin = performance.now();
  while (attacker.length < REQUESTS || performance.now() - begin < MIN_PHASE_MS) {
    attacker.push(await makeRequest());
  }
  await new Promise((r) => setTimeout(r, 50));
  finished = true;
  const { times, failed } = await reading;
  const answers = [...new Set(attacker.map((r) => r.json?.code ?? r.error ?? r.status))];
  const attackTimes = attacker.map((r) => r.ms).sort((a, b) => a - b);
  return {
    attackP50: quantile(attackTimes, 0.5),
    attackMax: attackTimes.at(-1),
    answers: answers.join(','),
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    max: times.at(-1),
    failed,
  };
}

const server = await spawnServer({
  prefix: 'sztx-redos-',
  ...(CWD ? { cwd: CWD } : {}),
  ...(FROM_SOURCES || CWD ? { args: SOURCES } : {}),
});
const port = server.port;
let failed = false;
try {
  const member = await login(port, DEMO);
  const guest = await login(port, GUEST);
  // an open need on the board that is not the guest's: the quote form's target
  const board = await send(
    port,
    'GET',
    api(
      `/demand/list?start=0&limit=20&searchJson=${encodeURIComponent(JSON.stringify({ association_id: 'SZTX' }))}`,
    ),
  );
  const needs = JSON.parse(board.json.data).data;
  const need = needs.find((n) => n.member_id !== 2);
  if (!need) throw new Error('no open need of another member on the board');
  const quote = {
    demand_id: need.demand_id,
    content: '報價',
    company: '公司',
    name: '王',
    phone: '13800000000',
  };

  /** [field, the request with a value of that field, the attack value]. */
  const FIELDS = [
    [
      'demand/submit email (any member)',
      (email) =>
        send(port, 'POST', api('/demand/submit'), { headers: guest, body: { ...quote, email } }),
      EMAIL_ATTACK,
    ],
    [
      'member/update member_email',
      (email) =>
        send(port, 'POST', api('/member/update'), {
          headers: member,
          body: { member_id: '1', member_email: email },
        }),
      EMAIL_ATTACK,
    ],
    [
      'member/updateCompany email',
      (email) =>
        send(port, 'POST', api('/member/updateCompany'), {
          headers: member,
          body: { member_id: '1', email },
        }),
      EMAIL_ATTACK,
    ],
    [
      // the image list's pattern: a path of 100 000 characters that fails at its end
      'demand/addDemand main_image',
      (image) =>
        send(port, 'POST', api('/demand/addDemand'), {
          headers: member,
          body: { demand_type: '0', title: '標題', main_image: image },
        }),
      `${'a/'.repeat(50_000)}"`,
    ],
  ];

  // warm up: JIT, prepared statements
  for (let i = 0; i < 50; i++) await send(port, 'GET', VISITOR_PATH);

  console.log(
    `redos: ${REQUESTS} attacker request(s) per phase; the visitor's GET ${VISITOR_PATH} every ${VISITOR_INTERVAL_MS} ms (${cpus().length} CPUs, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(
        ' ',
      )}); server: ${CWD ?? '.'} ${FROM_SOURCES || CWD ? 'sources (tsx)' : 'dist/server/main.js'}`,
  );
  const pad = (s, n) => String(s).padEnd(n);
  const fmt = (n) => n.toFixed(1).padStart(8);
  console.log(
    `${pad('field', 34)} ${pad('phase', 8)} ${pad('answer', 8)} attack p50 ms  max ms   visitor p50   p95 ms   max ms  failed  target ≤ ${TARGET_MS} ms`,
  );
  for (const [name, request, attack] of FIELDS) {
    const control = await phase(port, () => request(sameLength(attack)));
    const attacked = await phase(port, () => request(attack));
    const ok =
      attacked.p95 <= TARGET_MS && attacked.attackP50 <= TARGET_MS && attacked.failed === 0;
    if (!ok) failed = true;
    for (const [label, r, verdict] of [
      ['control', control, ''],
      ['attack', attacked, ok ? 'ok' : 'OVER TARGET'],
    ]) {
      console.log(
        `${pad(label === 'control' ? name : '', 34)} ${pad(label, 8)} ${pad(r.answers, 8)}   ${fmt(r.attackP50)} ${fmt(r.attackMax)}  ${fmt(r.p50)}     ${fmt(r.p95)} ${fmt(r.max)}  ${String(r.failed).padStart(6)}  ${verdict}`,
      );
    }
  }
} finally {
  agent.destroy();
  await server.stop();
}
process.exit(failed ? 1 : 0);
