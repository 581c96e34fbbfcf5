// The needs edit round trip (core/needs form mapping + core/api/needs) against the reference
// server: what the edit dialog loads and saves, and what the member is told.
import { beforeEach, describe, expect, it } from 'vitest';
import { getDemand } from '../../core/api/needs/quotes';
import { addDemand, editDemand } from '../../core/api/needs/writes';
import { buildPayload, fieldsFromDemand } from '../../core/needs/form';
import { $token } from '../../core/session/session';
import { contractServer, DEMO, GUEST } from './server';

const server = contractServer({ reset: true });

beforeEach(() => {
  $token.set(null);
});

async function loginAs(account: { phone: string; password: string }): Promise<void> {
  $token.set(await server.login(account));
}

describe('editing needs against the reference server', () => {
  it('saves every stored value of a sale need back unchanged (the typed price stays)', async () => {
    await loginAs(DEMO);
    const before = await getDemand(server.client, 2);
    expect(before.params[1]!.value).toBe('月租 28000 元');
    const fields = { ...fieldsFromDemand(before), title: '福田區商鋪急轉' };
    const outcome = await editDemand(
      server.client,
      buildPayload(1, fields, before.memberId, before.id),
    );
    expect(outcome.ok).toBe(true);
    const after = await getDemand(server.client, 2);
    expect(after.params).toEqual(before.params);
    expect(after).toMatchObject({
      title: '福田區商鋪急轉',
      address: before.address,
      images: before.images,
      endTime: before.endTime,
    });
  });

  it('saves a purchase need back unchanged', async () => {
    await loginAs(DEMO);
    const before = await getDemand(server.client, 6); // 每月 10 萬件
    const outcome = await editDemand(
      server.client,
      buildPayload(0, fieldsFromDemand(before), before.memberId, before.id),
    );
    expect(outcome.ok).toBe(true);
    expect((await getDemand(server.client, 6)).params).toEqual(before.params);
  });

  it("tells the member in the server's words that a saved need waits for review", async () => {
    await loginAs(GUEST);
    const need = await getDemand(server.client, 1);
    const edited = await editDemand(
      server.client,
      buildPayload(0, fieldsFromDemand(need), need.memberId, need.id),
    );
    expect(edited).toMatchObject({ ok: true, message: '修改成功，等待審核' });
    const fields = { ...fieldsFromDemand(need), endTime: Date.now() + 86_400_000 };
    const added = await addDemand(server.client, buildPayload(0, fields, need.memberId));
    expect(added).toMatchObject({ ok: true, message: '發佈成功，等待審核' });
  });
});
