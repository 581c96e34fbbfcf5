// `npm test`: types, lint, unit (React and Preact), contract, build, e2e — every check in one command.
// Provisions Debian's Chromium when /usr/bin/chromium is missing (never downloads a browser build).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildIfStale } from '../demo-site/build-if-stale.mjs';

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

const steps = [];
const only = process.argv.slice(2);
const want = (name) => only.length === 0 || only.includes(name);

if (want('types')) steps.push(run('types', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']));
if (want('lint')) steps.push(run('lint', 'npx', ['biome', 'check', '.']));
if (want('unit'))
  steps.push(
    run('unit (React)', 'npx', [
      'vitest',
      'run',
      '-c',
      'tests/vitest.config.ts',
      '--project',
      'unit',
    ]),
  );
if (want('unit'))
  steps.push(
    run('unit (Preact)', 'npx', [
      'vitest',
      'run',
      '-c',
      'tests/vitest.config.ts',
      '--project',
      'widgets-preact',
    ]),
  );
if (want('contract'))
  steps.push(
    run('contract', 'npx', [
      'vitest',
      'run',
      '-c',
      'tests/vitest.config.ts',
      '--project',
      'contract',
    ]),
  );
if (want('package')) {
  steps.push(
    run('package', 'npx', [
      'vitest',
      'run',
      '-c',
      'tests/vitest.config.ts',
      '--project',
      'package',
    ]),
  );
}
if (want('e2e')) {
  buildIfStale();
  if (ensureChromium()) {
    steps.push(run('e2e', 'npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts']));
  } else {
    console.error(`Chromium could not be installed at ${CHROMIUM}`);
    steps.push({ label: 'e2e', ok: false, seconds: '0' });
  }
}

console.log('\n━━ summary ━━');
for (const step of steps)
  console.log(`${step.ok ? 'ok  ' : 'FAIL'}  ${step.label} (${step.seconds} s)`);
const failed = steps.filter((s) => !s.ok).length;
console.log(`checks: ${steps.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
