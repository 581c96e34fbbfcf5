// What the server benchmarks share (server-latency.mjs, public-pages.mjs): one GET to the
// spawned server on a kept-alive agent, the CPU time its process used, and an open-loop load
// (one request every 1000/rate ms, whatever the answers do, so a slow answer never slows the
// load down and hides itself) with its latency quantiles.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * One request to 127.0.0.1:`port` (GET unless `method`): its time, HTTP status and body (never
 * throws: a failed connection has status 0 and `error`).
 */
export function send(port, path, { headers = {}, method = 'GET', body } = {}) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.request({ host: '127.0.0.1', port, path, method, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () =>
        resolve({ ms: performance.now() - t0, status: res.statusCode ?? 0, body: text }),
      );
    });
    req.on('error', (error) =>
      resolve({
        ms: performance.now() - t0,
        status: 0,
        body: '',
        error: error.code ?? error.message,
      }),
    );
    req.end(body);
  });
}

/**
 * CPU time (user + system, ms) the process `pid` has used so far, from /proc (Linux): what a
 * request costs the server, whatever else the machine runs meanwhile. Undefined elsewhere.
 */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the stat line, in clock ticks (100 per second)
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * Open loop: `fire(i)` every 1000/`rate` ms for `seconds`, whatever the answers do; each fired
 * promise resolves to `{ ms, okay, why }`. The quantiles of the answers' times, the failures
 * (with their reasons), the rate reached and the server's CPU time per request (`pid`).
 */
export async function openLoop({ rate, seconds, fire, pid }) {
  const cpuBefore = cpuMs(pid);
  const total = Math.round(seconds * rate);
  const interval = 1000 / rate;
  const pending = [];
  const begin = performance.now();
  for (let i = 0; i < total; i++) {
    const due = begin + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(fire(i));
  }
  const sent = (performance.now() - begin) / 1000;
  const results = await Promise.all(pending);
  const cpuAfter = cpuMs(pid);
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return {
    requests: total,
    rate: total / sent,
    failures: results.filter((r) => !r.okay).length,
    why: [...new Set(results.filter((r) => !r.okay).map((r) => r.why))].join(', '),
    p50: q(0.5),
    p95: q(0.95),
    p99: q(0.99),
    max: times.at(-1),
    cpu: cpuAfter === undefined ? Number.NaN : (1000 * (cpuAfter - cpuBefore)) / total,
  };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Signs the account in by password (the spec's pcLogin); its token. */
export async function signIn(port, { phone, password }) {
  const path = `/api/v2/account/pcLogin/${phone}/1?password=${encodeURIComponent(password)}`;
  const headers = { 'content-type': 'application/json' };
  const answer = await send(port, path, { method: 'POST', headers, body: '{}' });
  const json = JSON.parse(answer.body || '{}');
  if (json.code !== '200') throw new Error(`login of ${phone} failed: ${answer.body}`);
  return json.data;
}
