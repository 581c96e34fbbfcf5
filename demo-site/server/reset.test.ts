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
