// @vitest-environment node
// Durability: the server is killed with SIGKILL in the middle of a burst of writes; after a
// restart on the same data directory every write it had acknowledged is there.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, loginPath } from '../../tests/support/accounts';
import { SOURCES, spawnServer } from '../../tests/support/process.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'sztx-durability-'));
const children: ChildProcess[] = [];
/** Everything the server processes printed (stdout and stderr). */
let output = '';

/** Runs the server from source (tsx) on the test's data directory; its base URL once ready. */
async function start(): Promise<{ child: ChildProcess; origin: string; base: string }> {
  const server = await spawnServer({
    args: SOURCES,
    dataDir,
    readyMs: 30_000,
    attempts: 1,
    onOutput: (chunk) => {
      output += chunk;
    },
  });
  children.push(server.child);
  return { child: server.child, origin: server.url, base: `${server.url}/api/v2` };
}

async function call(url: string, init: RequestInit = {}): Promise<{ code: string; data: unknown }> {
  const res = await fetch(url, init);
  return (await res.json()) as { code: string; data: unknown };
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('durability', () => {
  it('loses no acknowledged write when the server is killed with SIGKILL mid-burst', async () => {
    const first = await start();
    const login = await call(`${first.origin}${loginPath(DEMO)}`, {
      method: 'POST',
    });
    const token = login.data as string;
    const auth = { authorization: `Bearer ${token}` };
    const list = await call(
      `${first.base}/article/list?start=0&limit=500&searchJson=${encodeURIComponent('{}')}`,
    );
    const raw = list.data as
      | { data: Array<{ article_id: number }> }
      | Array<{ article_id: number }>;
    const ids = (Array.isArray(raw) ? raw : raw.data).map((a) => a.article_id);
    expect(ids.length).toBeGreaterThan(40);

    // favourite every article, 6 requests in flight at a time; kill after 20 acknowledgements
    const acked: number[] = [];
    let killed = false;
    let next = 0;
    const worker = async () => {
      while (next < ids.length && !killed) {
        const id = ids[next++]!;
        try {
          const res = await call(`${first.base}/article/favourite/1/${id}/1`, {
            method: 'POST',
            headers: auth,
          });
          if (res.code === '200') acked.push(id);
        } catch {
          // the connection died with the server: not acknowledged
        }
        if (acked.length >= 20 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    if (first.child.exitCode === null && first.child.signalCode === null) {
      await new Promise((resolve) => first.child.once('exit', resolve));
    }
    expect(killed).toBe(true);
    expect(acked.length).toBeGreaterThanOrEqual(20);
    // the burst was cut short: not every article was favourited
    expect(acked.length).toBeLessThan(ids.length);

    const second = await start();
    const relogin = await call(`${second.origin}${loginPath(DEMO)}`, {
      method: 'POST',
    });
    const headers = { authorization: `Bearer ${relogin.data as string}` };
    const missing: number[] = [];
    for (const id of acked) {
      const state = await call(`${second.base}/article/getFavouriteState/1/${id}`, { headers });
      if ((state.data as { state?: number } | null)?.state !== 1) missing.push(id);
    }
    expect(missing).toEqual([]);
    // the process logs (what an operator sees) never show a token or the password
    await call(`${second.base}/account/inquire/${relogin.data as string}`, { method: 'POST' });
    await call(`${second.base}/member/1`, { headers: { authorization: 'Bearer zz' } });
    second.child.kill('SIGKILL');
    expect(output).toMatch(/ready in \d+ ms/);
    for (const secret of [token, relogin.data as string, DEMO.password])
      expect(output).not.toContain(secret);
  }, 90_000);
});
