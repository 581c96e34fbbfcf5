// `npm run test:engines`: the end-to-end smoke in Firefox ESR (WebDriver BiDi) and WebKitGTK
// (classic WebDriver), against the same built app and spawned reference server as the e2e
// suite. `--engine firefox` (or webkit) runs one engine, `--grep <text>` the scenarios whose
// name contains it. The engines run side by side, a server each. Ends with a summary; any
// failure, or an engine that cannot start, fails it.
// Run with `node --import tsx` (it reads the seeded accounts from tests/support/accounts.ts).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PNG } from '../e2e/data.ts';
import { DEMO, GUEST, loginPath, TOKEN_KEY } from '../support/accounts.ts';
import { prepareApp, removeApp } from '../support/app.mjs';
import { ROOT, spawnServer } from '../support/process.mjs';
import {
  ERROR_PROBE,
  launchFirefox,
  launchWebKit,
  missing,
  START_MS,
  within,
} from './browsers.mjs';
import { SCENARIOS } from './scenarios.mjs';

const ENGINES = { firefox: launchFirefox, webkit: launchWebKit };
const SCENARIO_MS = 45_000;
const ARTIFACTS = join(ROOT, 'tests/engines/.artifacts');

const { values: options } = parseArgs({
  options: { engine: { type: 'string', multiple: true }, grep: { type: 'string' } },
});
const engines = options.engine?.flatMap((e) => e.split(',')) ?? Object.keys(ENGINES);
const unknown = engines.filter((e) => !(e in ENGINES));
if (unknown.length) {
  console.error(
    `unknown engine(s): ${unknown.join(', ')}; known: ${Object.keys(ENGINES).join(', ')}`,
  );
  process.exit(2);
}
const scenarios = SCENARIOS.filter((s) => !options.grep || s.name.includes(options.grep));

/**
 * A partner's site on another origin (localhost on its own port, the server being 127.0.0.1):
 * the Bootstrap needs page of demo-site/partner with the widget's script pointed at the server,
 * its own script and style at the server's partner origin, and the engines' error probe inline
 * (this copy has no policy; the server's partner pages allow no inline script).
 */
function startPartnerSite(app, server, partnerPages) {
  const html = readFileSync(join(app, 'demo-site/partner/needs.html'), 'utf8')
    .replace('src="/embed/needs-board.js"', `src="${server}/embed/needs-board.js"`)
    .replace('href="/partner/vendor/', `href="${partnerPages}/partner/vendor/`)
    .replace('src="/partner/needs.js"', `src="${partnerPages}/partner/needs.js"`)
    .replace('<head>', `<head><script>${ERROR_PROBE}</script>`);
  const site = createServer((req, res) => {
    if (req.url !== '/needs.html') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  return new Promise((resolve) => {
    site.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (site.address());
      resolve({ origin: `http://localhost:${port}`, close: () => site.close() });
    });
  });
}

async function call(method, url) {
  const answer = await fetch(url, { method });
  const body = await answer.json();
  if (!answer.ok || body.code !== '200')
    throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

/** Logs the test's own session out of the engine: no token, language or cookie left. */
async function forgetSession(engine, ctx) {
  // leaves the last page for one of the server's origin that runs no widget (which would read
  // the old session before it is cleared)
  await engine.goto(ctx.blank);
  await engine.evaluate('(sessionStorage.clear(), localStorage.clear(), true)');
  await engine.clearCookies();
}

/**
 * Runs every scenario in engine `name` against `ctx`'s server. `log` takes the engine's lines
 * (the engines run side by side: each prints its own block when it is done).
 */
async function runEngine(name, ctx, log) {
  const results = [];
  const fail = (reason) =>
    scenarios.map((s) => ({ engine: name, name: s.name, ok: false, seconds: 0, error: reason }));
  const absent = missing(name);
  if (absent) return { version: 'not installed', results: fail(`cannot run: ${absent}`) };
  let engine;
  const starting = Date.now();
  try {
    // the launch's own bounds (START_MS, and WebKit's driver start before its session) first
    engine = await within(ENGINES[name](), START_MS + 30_000, `starting ${name}`);
  } catch (error) {
    return { version: 'did not start', results: fail(`cannot start: ${error.message}`) };
  }
  const startSeconds = ((Date.now() - starting) / 1000).toFixed(1);
  log(`\n${name}: ${engine.version} (started in ${startSeconds} s)`);
  try {
    for (const scenario of scenarios) {
      const started = Date.now();
      let error = null;
      try {
        // leave the last page first: a logged-in page still open when the reset ends its
        // session would see the session expire and open the login dialog
        await forgetSession(engine, ctx);
        await call('POST', `${ctx.server}/dev/reset`);
        await engine.takeErrors();
        await within(scenario.run(engine, ctx), SCENARIO_MS, scenario.name);
        const errors = await engine.takeErrors();
        if (errors.length) throw new Error(`errors in the page: ${errors.join(' | ')}`);
      } catch (e) {
        error = e.message;
        mkdirSync(ARTIFACTS, { recursive: true });
        const shot = join(ARTIFACTS, `${name}-${scenario.name.replace(/\W+/g, '-')}.png`);
        await engine.screenshot(shot).then(
          () => {
            error += `\n        screenshot: ${shot}`;
          },
          () => {},
        );
      }
      const seconds = (Date.now() - started) / 1000;
      log(`  ${error ? 'FAIL' : 'ok  '}  ${scenario.name} (${seconds.toFixed(1)} s)`);
      if (error) log(`        ${error}`);
      results.push({ engine: name, name: scenario.name, ok: !error, seconds, error });
    }
  } finally {
    await engine.close().catch(() => {});
  }
  return { version: engine.version, results };
}

/**
 * A server of its own for one engine (each scenario resets the data, so two engines side by side
 * cannot share one), with its partner site and the scenarios' context; `close` stops both.
 */
async function startContext(app, png) {
  const server = await spawnServer({
    cwd: app,
    prefix: 'sztx-engines-',
    env: { NODE_ENV: 'development' },
  });
  const partner = await startPartnerSite(app, server.url, server.partnerUrl);
  /** @type {import('./scenarios.mjs').Context} */
  const ctx = {
    server: server.url,
    partner: partner.origin,
    // (the partner pages are on their own origin: a plain script file is the server's)
    blank: `${server.url}/embed/loader.js`,
    png,
    accounts: { demo: DEMO, guest: GUEST, tokenKey: TOKEN_KEY },
    login: async (account) => (await call('POST', `${server.url}${loginPath(account)}`)).data,
    get: (path) => call('GET', `${server.url}${path}`),
    post: (path) => call('POST', `${server.url}${path}`),
  };
  const close = async () => {
    partner.close();
    await server.stop();
  };
  return { ctx, close };
}

const started = Date.now();
const app = prepareApp();
const tmp = mkdtempSync(join(tmpdir(), 'sztx-engines-'));
const png = join(tmp, 'one.png');
writeFileSync(png, PNG);

// The engines run side by side, each with its own server: on two cores the second engine's
// start (WebKit's driver and display take seconds of waiting) overlaps the first's scenarios.
const runs = {};
try {
  // every engine stopped and its server closed before the app is removed, even when one failed
  const settled = await Promise.allSettled(
    engines.map(async (name) => {
      const lines = [];
      const { ctx, close } = await startContext(app, png);
      try {
        runs[name] = await runEngine(name, ctx, (line) => lines.push(line));
      } finally {
        await close();
        console.log(lines.join('\n'));
      }
    }),
  );
  const failure = settled.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
} finally {
  removeApp(app);
  rmSync(tmp, { recursive: true, force: true });
}

console.log('\n━━ engines summary ━━');
let passed = 0;
let failed = 0;
for (const name of engines) {
  const run = runs[name];
  const bad = run.results.filter((r) => !r.ok);
  passed += run.results.length - bad.length;
  failed += bad.length;
  console.log(
    `${bad.length ? 'FAIL' : 'ok  '}  ${name} (${run.version}): ${run.results.length - bad.length}/${run.results.length}`,
  );
  for (const r of bad) console.log(`        ${r.name}: ${r.error.split('\n')[0]}`);
}
const total = ((Date.now() - started) / 1000).toFixed(1);
console.log(`scenarios: ${passed} passed, ${failed} failed (${total} s)`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
