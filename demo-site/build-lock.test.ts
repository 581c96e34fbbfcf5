// @vitest-environment node
// Two processes asking for a build at once build one after the other (build-if-stale.mjs
// withLock): a package test packing the package and another reading dist/ started a build each
// and one failed (a fresh-clone `npm test`, 2026-11-27). A dead holder's lock is taken over.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULE = fileURLToPath(new URL('./build-if-stale.mjs', import.meta.url));

/** Runs, in a process of its own, a task under the lock that logs its start and end. */
function holder(dir: string, name: string): Promise<number | null> {
  const script = `
    import { appendFileSync } from 'node:fs';
    const { withLock } = await import(${JSON.stringify(MODULE)});
    const log = ${JSON.stringify(join(dir, 'log'))};
    withLock(${JSON.stringify(join(dir, 'lock'))}, () => {
      appendFileSync(log, 'start ${name}\\n');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
      appendFileSync(log, 'end ${name}\\n');
    });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: 'ignore' });
  return new Promise((resolve) => child.on('exit', resolve));
}

describe('the build lock', () => {
  it('runs two holders one after the other, never at once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sztx-lock-'));
    expect(await Promise.all([holder(dir, 'a'), holder(dir, 'b'), holder(dir, 'c')])).toEqual([
      0, 0, 0,
    ]);
    const lines = readFileSync(join(dir, 'log'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(6);
    for (let i = 0; i < 6; i += 2)
      expect(lines[i + 1], lines.join(', ')).toBe(lines[i]!.replace('start', 'end'));
  });

  it('takes over the lock of a holder that died', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sztx-lock-'));
    mkdirSync(join(dir, 'lock'));
    writeFileSync(join(dir, 'lock', 'pid'), '2147483646'); // no such process
    expect(await holder(dir, 'a')).toBe(0);
    expect(readFileSync(join(dir, 'log'), 'utf8')).toBe('start a\nend a\n');
  });
});
