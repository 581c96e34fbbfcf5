// The built reference server for benchmarks: a free port, a fresh data directory, started and
// stopped around the measurement.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function startServer(port, dataDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    const timer = setTimeout(() => reject(new Error(`server not ready:\n${log}`)), 30_000);
    child.stdout.on('data', (chunk) => {
      log += chunk;
      if (/ready in \d+ ms/.test(log)) {
        clearTimeout(timer);
        child.stdout.resume();
        resolve(child);
      }
    });
    child.stderr.on('data', (chunk) => {
      log += chunk;
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}:\n${log}`)));
  });
}

/** Starts dist/server/main.js on a free port with a fresh seeded data directory. */
export async function startBenchServer(prefix = 'sztx-bench-') {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const port = await freePort();
  const child = await startServer(port, dataDir);
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    stop() {
      child.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
