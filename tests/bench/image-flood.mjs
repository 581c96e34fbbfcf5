#!/usr/bin/env node
// Benchmark (not a test) for image uploads under a flood (issue 28): can one member's uploads
// stall another's? Starts the built server (dist/server/main.js) on a free port with a fresh
// data directory, signs in the two seeded members (the demo member floods, the guest is the
// victim) and measures the guest's upload of a 1-pixel PNG through the Qiniu emulator's form
// upload, one after another:
//
// 1. idle: on an idle server (the baseline);
// 2. flood 60 MP: while the demo member keeps 24 uploads of a 7 745 × 7 745 solid-colour PNG
//    (~190 kB, 60 MP: 240 MB of pixels once decoded) in flight, a new one as each answers;
// 3. flood 32 MP: the same with the largest picture the server accepts (5 656 × 5 656).
//
// Prints each phase's guest latencies (p50/p95/max) and what the flood's uploads were answered.
// Exits 1 when a guest upload fails or a flood phase's p95 is over 1 s.
//
// Run: node demo-site/build-if-stale.mjs && node tests/bench/image-flood.mjs
//        [--uploads=10] [--server=dist/server/main.js]
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { spawnServer } from '../support/process.mjs';

const text = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
/** Another build of the server to measure (e.g. one of an older commit), default the current. */
const SERVER = text('server') ?? 'dist/server/main.js';
/** Guest uploads per phase. */
const UPLOADS = Number(text('uploads') ?? 10);
const FLOOD = 24;
const TARGET_P95_MS = 1000;
const DEMO = { phone: '13800138000', password: 'demo1234' };
const GUEST = { phone: '13900139000', password: 'guest1234' };

function request(port, { method, path, headers = {}, body }) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks).toString();
        let json;
        try {
          json = JSON.parse(raw);
        } catch {
          json = undefined;
        }
        resolve({ ms: performance.now() - t0, status: res.statusCode, json });
      });
    });
    req.on('error', (error) => resolve({ ms: performance.now() - t0, status: 0, json: error }));
    req.end(body);
  });
}

async function login(port, { phone, password }) {
  const res = await request(port, {
    method: 'POST',
    path: `/api/v2/account/pcLogin/${phone}/1?password=${password}`,
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (res.json?.code !== '200') throw new Error(`login failed: ${JSON.stringify(res.json)}`);
  return res.json.data;
}

async function uploadToken(port, session) {
  const res = await request(port, {
    method: 'GET',
    path: '/api/v2/qiniu/getUptoken',
    headers: { authorization: `Bearer ${session}` },
  });
  if (res.json?.code !== '200') throw new Error(`no upload token: ${JSON.stringify(res.json)}`);
  return res.json.data;
}

/** A form upload (multipart) of `file` under `key`. */
function formUpload(port, token, key, file) {
  const boundary = '----sztx-bench';
  const field = (name, value) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(field('token', token) + field('key', key)),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return request(port, {
    method: 'POST',
    path: '/qiniu-up/',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': body.length,
    },
    body,
  });
}

const solidPng = (side) =>
  sharp({ create: { width: side, height: side, channels: 3, background: '#c0392b' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** The guest's UPLOADS uploads, one after another; `while` (if given) keeps a flood going. */
async function guestUploads(port, token, pixel, phase) {
  const times = [];
  const failed = [];
  for (let i = 0; i < UPLOADS; i++) {
    const res = await formUpload(port, token, `u/2/${phase}-${i}.png`, pixel);
    times.push(res.ms);
    if (res.status !== 200) failed.push(`${res.status} ${JSON.stringify(res.json)}`);
  }
  return { times: times.sort((a, b) => a - b), failed };
}

/** Keeps FLOOD uploads of `image` in flight until `stop()`; resolves to the answers' statuses. */
function flood(port, token, image) {
  const statuses = new Map();
  let running = true;
  const worker = async (w) => {
    for (let n = 0; running; n++) {
      const res = await formUpload(port, token, `u/1/flood-${w}-${n % 4}.png`, image);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  const workers = Array.from({ length: FLOOD }, (_, w) => worker(w));
  return {
    async stop() {
      running = false;
      await Promise.all(workers);
      return statuses;
    },
  };
}

const pixel = await solidPng(1);
const huge = await solidPng(7745);
const largest = await solidPng(5656);
console.log(
  `images: 1 × 1 PNG ${pixel.length} B; 7 745 × 7 745 PNG ${(huge.length / 1000).toFixed(0)} kB; 5 656 × 5 656 PNG ${(largest.length / 1000).toFixed(0)} kB`,
);

const server = await spawnServer({
  prefix: 'sztx-image-bench-',
  args: [SERVER],
  env: { NODE_ENV: 'production' },
});
const { port } = server;
const rows = [];
let failed = false;
try {
  const demoToken = await uploadToken(port, await login(port, DEMO));
  const guestToken = await uploadToken(port, await login(port, GUEST));
  const phases = [
    ['idle (baseline)', null],
    [`flood: ${FLOOD} × 60 MP PNG in flight`, huge],
    [`flood: ${FLOOD} × 32 MP PNG in flight`, largest],
  ];
  for (const [name, image] of phases) {
    const attack = image ? flood(port, demoToken, image) : null;
    // let the flood reach the server before the guest's first upload
    if (attack) await new Promise((r) => setTimeout(r, 300));
    const guest = await guestUploads(port, guestToken, pixel, rows.length);
    const statuses = attack ? await attack.stop() : new Map();
    const p95 = quantile(guest.times, 0.95);
    const over = attack !== null && p95 > TARGET_P95_MS;
    if (over || guest.failed.length > 0) failed = true;
    rows.push({
      name,
      p50: quantile(guest.times, 0.5),
      p95,
      max: guest.times.at(-1),
      failed: guest.failed,
      flood: [...statuses].map(([status, n]) => `${n}× ${status}`).join(', ') || '–',
      mark: over ? '  ✗ over 1 s' : '',
    });
  }
} finally {
  await server.stop();
}

const pad = (t, w) => String(t) + ' '.repeat(Math.max(0, w - [...String(t)].length));
const ms = (n) => `${n.toFixed(0)} ms`.padStart(9);
const width = Math.max(...rows.map((r) => r.name.length)) + 2;
console.log(
  `\nguest's 1-pixel upload (${UPLOADS} one after another per phase), server ${SERVER}\n`,
);
console.log(`${pad('phase', width)}      p50      p95      max  flood uploads answered`);
for (const r of rows) {
  console.log(`${pad(r.name, width)}${ms(r.p50)}${ms(r.p95)}${ms(r.max)}  ${r.flood}${r.mark}`);
  for (const f of r.failed) console.log(`  guest upload failed: ${f}`);
}
if (failed) {
  console.log(`\nFAIL: a guest upload failed or a flood phase's p95 is over ${TARGET_P95_MS} ms`);
  process.exit(1);
}
