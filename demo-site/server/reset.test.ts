import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../tests/support/accounts';
import { serverForFile } from '../../tests/support/server';

// /dev/reset restores the seed data; when nothing was written since the last restore (a test
// that only read) it skips the copy: whatever was written since, the next reset restores it.
describe('/dev/reset', () => {
  const server = serverForFile();
  const need = async () => (await server.call('GET', '/api/v2/demand/detail/1')).body.data;

  it('restores a write made after a reset that had nothing to restore', async () => {
    await server.reset();
    const seeded = await need();
    await server.reset(); // nothing written since: the data stays the seed's
    expect(await need()).toEqual(seeded);
    server.app.sztxContext.db
      .prepare("UPDATE demands SET title = 'changed' WHERE demand_id = 1")
      .run();
    expect(await need()).toMatchObject({ title: 'changed' });
    await server.reset();
    expect(await need()).toEqual(seeded);
  });

  it('ends the sessions of logins made since the last reset', async () => {
    await server.reset();
    await server.reset();
    const token = await server.login(DEMO);
    await server.reset();
    const after = await server.call('POST', `/api/v2/account/inquire/${token}`);
    expect(after.body.sucess).not.toBe(true);
  });
});

// Test servers start from the run's seed snapshot (tests/support/seed-snapshot.ts) instead of
// generating the seed: what they hold must be what a seeded server holds, files included.
describe('a server started from the seed snapshot', () => {
  const fromSnapshot = serverForFile();
  const seeded = serverForFile({ seedSnapshot: undefined });
  const SAMPLES = [
    '/api/v2/demand/detail/1',
    `/api/v2/article/list?start=0&limit=100&searchJson=${encodeURIComponent('{"article_type":"XHDT"}')}`,
    '/api/v2/company/1',
    '/api/v2/course/list?start=0&limit=100',
  ];
  /** Every file under a data directory's files/, with its size. */
  const filesOf = (dataDir: string) =>
    readdirSync(join(dataDir, 'files'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return `${relative(dataDir, path)} ${statSync(path).size}`;
      })
      .sort();

  it('holds the seeded data and files, and resets to them', async () => {
    expect(filesOf(fromSnapshot.dataDir).length).toBeGreaterThan(100);
    expect(filesOf(fromSnapshot.dataDir)).toEqual(filesOf(seeded.dataDir));
    for (const url of SAMPLES) {
      const [a, b] = [await fromSnapshot.call('GET', url), await seeded.call('GET', url)];
      expect(a.body.code, url).toBe('200');
      expect(a.body, url).toEqual(b.body);
    }
    fromSnapshot.app.sztxContext.db.prepare("UPDATE demands SET title = 'changed'").run();
    await fromSnapshot.reset();
    const [a, b] = await Promise.all([
      fromSnapshot.call('GET', SAMPLES[0]!),
      seeded.call('GET', SAMPLES[0]!),
    ]);
    expect(a.body).toEqual(b.body);
  });
});
