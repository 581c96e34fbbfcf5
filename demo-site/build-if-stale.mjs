// Builds the portal, embed, library and server bundles when a source is newer than the last build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = 'dist/.build-stamp';
const SOURCES = [
  'core',
  'widgets',
  'harness',
  'demo-site/server',
  'package.json',
  'package-lock.json',
];
const OUTPUTS = [
  'dist/portal/index.html',
  'dist/embed/news-feed.js',
  'dist/embed/sri.json',
  'dist/lib/core/index.js',
  'dist/server/main.js',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

/** True when a build is needed. */
export function isStale() {
  if (!existsSync(STAMP) || OUTPUTS.some((p) => !existsSync(p))) return true;
  const built = statSync(STAMP).mtimeMs;
  return SOURCES.some((p) => newest(p) > built);
}

/** Runs `npm run build` when stale; exits the process on failure. */
export function buildIfStale({ force = false } = {}) {
  if (!force && !isStale()) return false;
  const started = Date.now();
  console.log('Building portal, embed and server bundles…');
  // always a production build, also when a test runner (NODE_ENV=test) packs the package:
  // otherwise the React embed is compiled for React's development JSX runtime and throws
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error('Build failed.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(STAMP, new Date().toISOString());
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`)
  buildIfStale({ force: process.argv.includes('--force') });
