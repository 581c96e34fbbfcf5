// Builds the portal, embed, library and server bundles when a source is newer than the last build.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

const STAMP = 'dist/.build-stamp';
/** Held while one process builds: two test files (or runners) asking at once build once. */
const LOCK = 'dist/.build-lock';
/**
 * What the builds read: a change to any file under them builds again. Everything a built file
 * imports is under one of them too (build-sources.test.ts walks the imports: the server's public
 * pages in demo-site/pages were missing, and a change to them left the old server running).
 */
export const SOURCES = [
  'core',
  'widgets',
  'harness',
  'demo-site/server',
  'demo-site/pages',
  'package.json',
  'package-lock.json',
];
const OUTPUTS = [
  'dist/portal/index.html',
  'dist/embed/news-feed.js',
  'dist/embed/sri.json',
  'dist/lib/core/index.js',
  'dist/ssr/index.js',
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

/** Sleeps the thread (a build is waited for synchronously, as it runs). */
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Whether process `pid` is alive. */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Runs `task` holding the lock directory `lock` (made atomically): a second process waits until
 * the first is done (or has died), then runs its own task; returns what `task` returns.
 */
export function withLock(lock, task) {
  for (;;) {
    try {
      mkdirSync(lock, { recursive: false });
      break;
    } catch (error) {
      if (error.code === 'ENOENT') {
        mkdirSync(join(lock, '..'), { recursive: true });
        continue;
      }
      if (error.code !== 'EEXIST') throw error;
      let owner = 0;
      try {
        owner = Number(readFileSync(join(lock, 'pid'), 'utf8'));
      } catch {
        // the owner has not written its pid yet
      }
      if (owner && !alive(owner)) rmSync(lock, { recursive: true, force: true });
      else sleep(200);
    }
  }
  try {
    writeFileSync(join(lock, 'pid'), String(process.pid));
    return task();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Runs `npm run build` when stale; exits the process on failure. Concurrent callers build once:
 * the others wait for the lock, then find the build fresh.
 */
export function buildIfStale({ force = false } = {}) {
  if (!force && !isStale()) return false;
  return withLock(LOCK, () => build(force));
}

function build(force) {
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
