// `npm test`: every `test:*` script of package.json (types, lint, knip, unit with React and Preact,
// contract, package, e2e, size budgets), one after another, with a summary.
// Provisions Debian's Chromium when /usr/bin/chromium is missing (never downloads a browser build).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n━━ ${label} ━━ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { label, ok: result.status === 0, seconds };
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  console.log(`\n${CHROMIUM} is missing: installing Debian's chromium package…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    spawnSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk']);
  return existsSync(CHROMIUM);
}

// Every `test:*` script of package.json, in the order written there: one list, not two.
const scripts = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).scripts;
const checks = Object.keys(scripts)
  .filter((name) => name.startsWith('test:'))
  .map((name) => name.slice('test:'.length));

const only = process.argv.slice(2);
const unknown = only.filter((name) => !checks.includes(name));
if (unknown.length) {
  console.error(`unknown check(s): ${unknown.join(', ')}; known: ${checks.join(', ')}`);
  process.exit(2);
}

const steps = [];
for (const check of checks) {
  if (only.length && !only.includes(check)) continue;
  if (check === 'e2e' && !ensureChromium()) {
    console.error(`Chromium could not be installed at ${CHROMIUM}`);
    steps.push({ label: check, ok: false, seconds: '0' });
    continue;
  }
  steps.push(run(check, 'npm', ['run', '--silent', `test:${check}`]));
}

console.log('\n━━ summary ━━');
for (const step of steps)
  console.log(`${step.ok ? 'ok  ' : 'FAIL'}  ${step.label} (${step.seconds} s)`);
const failed = steps.filter((s) => !s.ok).length;
console.log(`checks: ${steps.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
