// @vitest-environment node
// /dev/reset restores exactly the seeded data, whether it seeds (first reset of a process) or
// copies the tables back from the snapshot of that seed (every later reset).
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_TABLES } from './features/index.js';
import { bearer, DEMO, startTestServer, type TestServer } from './test-helpers.js';

let s: TestServer;
let fresh: TestServer;

beforeAll(async () => {
  s = await startTestServer();
  fresh = await startTestServer();
}, 60_000);
afterAll(async () => {
  await s.close();
  await fresh.close();
});

/** Every seeded table's rows, in primary-key order. */
function dump(dataDir: string): Record<string, unknown[]> {
  const db = new Database(join(dataDir, 'sztx.db'), { readonly: true });
  try {
    return Object.fromEntries(
      DATA_TABLES.map((t) => [t, db.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all()]),
    );
  } catch {
    // WITHOUT ROWID tables: order by every column
    return Object.fromEntries(
      DATA_TABLES.map((t) => [
        t,
        (db.prepare(`SELECT * FROM ${t}`).all() as object[]).map((r) => JSON.stringify(r)).sort(),
      ]),
    );
  } finally {
    db.close();
  }
}

/** Changes in several modules: profile, a favourite, a like, a session, an SMS code. */
async function scribble(t: TestServer): Promise<void> {
  const token = await t.login(DEMO);
  const auth = { ...bearer(token), 'content-type': 'application/json' };
  const update = await t.call('POST', '/api/v2/member/update', {
    headers: auth,
    payload: JSON.stringify({ member_id: 1, really_name: '改過的名字' }),
  });
  expect(update.body.code).toBe('200');
  expect(
    (await t.call('POST', '/api/v2/article/favourite/1/3/1', { headers: bearer(token) })).body.code,
  ).toBe('200');
  expect(
    (await t.call('POST', '/api/v2/article/likeByPc/3', { headers: bearer(token) })).body.code,
  ).toBe('200');
  expect((await t.call('GET', '/api/v2/account/13612345678')).body.code).toBe('200');
}

describe('/dev/reset', () => {
  it('the first and every later reset give exactly the freshly seeded tables', {
    timeout: 60_000,
  }, async () => {
    const seeded = dump(fresh.dataDir);
    expect(seeded.articles?.length).toBeGreaterThan(40);

    await scribble(s);
    expect(dump(s.dataDir)).not.toEqual(seeded);
    expect((await s.call('POST', '/dev/reset')).body.code).toBe('200'); // seeds, keeps a snapshot
    expect(dump(s.dataDir)).toEqual(seeded);

    await scribble(s);
    expect((await s.call('POST', '/dev/reset')).body.code).toBe('200'); // copies the snapshot
    expect(dump(s.dataDir)).toEqual(seeded);
    // and the server works on the restored data: the seeded login, the old name
    const token = await s.login(DEMO);
    const me = await s.call('GET', '/api/v2/member/1', { headers: bearer(token) });
    expect(JSON.stringify(me.body.data)).not.toContain('改過的名字');
  });
});
