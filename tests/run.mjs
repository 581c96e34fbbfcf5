// `npm test`: every `test:*` script of package.json (types, lint, knip, unit with React and Preact,
// contract, package, consumers, publish, e2e, engines, size budgets), one after another, with a
// summary; unit, contract and package (vitest projects of one config) as one vitest run.
// Provisions the browsers from Debian packages when missing: Chromium's headless shell for e2e and
// the consumer projects; Firefox ESR, WebKitGTK's WebDriver and Xvfb for engines (never downloads
// a browser build).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM } from './support/chromium.mjs';

const BIN = fileURLToPath(new URL('../node_modules/.bin', import.meta.url));
const VITEST = `${BIN}/vitest`;

/**
 * The Debian packages a check's browsers come from, by the file each installs: Chromium's headless
 * shell for the e2e suite and the consumer projects (tests/support/chromium.mjs); Firefox ESR,
 * WebKitGTK's WebDriver and Xvfb (its display) for the engines smoke. CJK fonts for all of them, so the pages render their Chinese text.
 */
const BROWSER_PACKAGES = {
  e2e: [[CHROMIUM, 'chromium-headless-shell']],
  consumers: [[CHROMIUM, 'chromium-headless-shell']],
  engines: [
    [process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', 'firefox-esr'],
    [process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver', 'webkit2gtk-driver'],
    ['/usr/bin/Xvfb', 'xvfb'],
  ],
};

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n━━ ${label} ━━ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { label, ok: result.status === 0, seconds };
}

/** Installs the check's missing browser packages with apt-get; the files still missing after. */
function ensureBrowsers(check) {
  const wanted = BROWSER_PACKAGES[check] ?? [];
  const absent = () => wanted.filter(([path]) => !existsSync(path));
  if (absent().length === 0) return [];
  const packages = absent().map(([, pkg]) => pkg);
  console.log(`\n${check} needs ${packages.join(', ')}: installing the Debian packages…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    spawnSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', ...packages, 'fonts-noto-cjk']);
  return absent().map(([path]) => path);
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

/**
 * A script that is one vitest run of some projects of a config (`vitest run -c <config>
 * --project <name>…`): its config and projects, else null.
 */
function vitestProjects(script) {
  const match = /^vitest run -c (\S+)((?: --project \S+)+)$/.exec(script);
  if (!match) return null;
  return {
    config: match[1],
    projects: [...match[2].matchAll(/--project (\S+)/g)].map((m) => m[1]),
  };
}

const selected = checks.filter((check) => !only.length || only.includes(check));
const steps = [];
for (let i = 0; i < selected.length; i++) {
  const check = selected[i];
  // checks in a row that are vitest runs of one config (unit, contract, package) run as one:
  // one startup, and both cores busy until the last file instead of each run's tail alone
  const vitest = vitestProjects(scripts[`test:${check}`]);
  if (vitest) {
    const group = [check];
    const projects = [...vitest.projects];
    for (let next = selected[i + 1]; next; next = selected[i + 1]) {
      const more = vitestProjects(scripts[`test:${next}`]);
      if (more?.config !== vitest.config) break;
      group.push(next);
      projects.push(...more.projects);
      i++;
    }
    if (group.length > 1) {
      const args = ['run', '-c', vitest.config, ...projects.flatMap((p) => ['--project', p])];
      // with the package's binaries on the PATH, as `npm run` gives them
      const PATH = `${BIN}${delimiter}${process.env.PATH ?? ''}`;
      steps.push(run(group.join(' + '), VITEST, args, { PATH }));
      continue;
    }
  }
  const absent = ensureBrowsers(check);
  if (absent.length) {
    console.error(`${check}: could not install ${absent.join(', ')}`);
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
