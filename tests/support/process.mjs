// The reference server as its own process (the built dist/server/main.js, or the sources
// through tsx) on a free port of 127.0.0.1 with a fresh data directory: for the e2e workers,
// the benchmarks and the durability test. Plain JavaScript, so the .mjs benchmarks import it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The built server (run `node demo-site/build-if-stale.mjs` first). */
const BUILT = ['dist/server/main.js'];
/** The server from its sources. */
export const SOURCES = ['--import', 'tsx', 'demo-site/server/main.ts'];

/** A TCP port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function launch({ cwd, args, port, dataDir, env, onOutput, readyMs, ready }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      // the partner demo pages on any free port of their own (read back from the output)
      env: {
        ...process.env,
        PARTNER_PORT: '0',
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not get ready in ${readyMs / 1000} s:\n${log}`));
    }, readyMs);
    const onData = (chunk) => {
      log += chunk;
      onOutput?.(String(chunk));
      if (ready.test(log)) {
        clearTimeout(timer);
        const partner = /partner:\s+(http:\/\/\S+?)\/partner\//.exec(log)?.[1] ?? '';
        resolve({ child, partnerUrl: partner });
      }
    };
    // read both pipes to the end, so the server never blocks on a full buffer
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before ready:\n${log}`));
    });
  });
}

/**
 * Starts the server and resolves once it says `ready in N ms` (or what `ready` matches), on a
 * free port or on `port`. With no `dataDir` a fresh one is made (and removed by `stop`); a given
 * one is kept (restarts on the same data).
 */
export async function spawnServer({
  cwd = ROOT,
  args = BUILT,
  dataDir,
  prefix = 'sztx-server-',
  env = {},
  onOutput,
  readyMs = 20_000,
  ready = /ready in \d+ ms/,
  port: fixedPort,
  attempts = 3,
} = {}) {
  const ownDir = !dataDir;
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), prefix));
  let child;
  let partnerUrl = '';
  let port = 0;
  for (let attempt = 1; !child; attempt++) {
    port = fixedPort ?? (await freePort());
    try {
      ({ child, partnerUrl } = await launch({
        cwd,
        args,
        port,
        dataDir: dir,
        env,
        onOutput,
        readyMs,
        ready,
      }));
    } catch (error) {
      // another process may have taken the port between the probe and the listen
      if (attempt >= attempts) {
        if (ownDir) rmSync(dir, { recursive: true, force: true });
        throw error;
      }
    }
  }
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    port,
    url,
    /** The partner demo pages' own origin (`http://127.0.0.1:<another port>`). */
    partnerUrl,
    dataDir: dir,
    /** SIGTERM (a clean close), SIGKILL after `graceMs`; removes a data directory it made. */
    async stop(graceMs = 3000) {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, graceMs))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
      if (ownDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The address of a page of a spawned server: the partner demo pages (`/partner/…`) are on its
 * partner origin, everything else on its own.
 */
export function pageUrl(server, path) {
  return `${path.startsWith('/partner/') ? server.partnerUrl : server.url}${path}`;
}
