// The application form store (core/apply) and its API calls against the reference server.
import { beforeEach, describe, expect, it } from 'vitest';
import { selectApplication } from '../../core/api/apply/reads';
import { createApplyForm } from '../../core/apply/form';
import { COMPANY_REQUIRED, PERSON_REQUIRED } from '../../core/apply/rules';
import { safeStorage } from '../../core/platform/storage';
import { $token } from '../../core/session/session';
import { contractServer, DEMO, GUEST } from './server';

const server = contractServer({ reset: true });

beforeEach(async () => {
  $token.set(null);
});

async function loginAs(account: { phone: string; password: string }): Promise<string> {
  const token = await server.login(account);
  $token.set(token);
  const inquire = await server.app.inject({
    method: 'POST',
    url: `/api/v2/account/inquire/${token}`,
  });
  return String((inquire.json() as { data: { user_id: number } }).data.user_id);
}

const memory = () => safeStorage(() => undefined);

describe('applications against the reference server', () => {
  it('reads the seeded approved and pending applications of the demo member', async () => {
    const id = await loginAs(DEMO);
    const person = createApplyForm('person', id, server.client.api, { storage: memory() });
    await person.load();
    expect(person.$state.get().submitStatus).toBe(2);
    const company = createApplyForm('company', id, server.client.api, { storage: memory() });
    await company.load();
    expect(company.$state.get()).toMatchObject({ submitStatus: 1 });
    expect(company.$state.get().values).toMatchObject({ econ_kind: '獨資', isHasPreCompany: '1' });
  });

  it('submits, modifies and is refused once approved', async () => {
    const id = await loginAs(GUEST);
    const form = createApplyForm('person', id, server.client.api, { storage: memory() });
    await form.load();
    expect(form.$state.get().submitStatus).toBe(0);
    for (const field of PERSON_REQUIRED) form.setValue(field, `值 ${field}`);
    form.setValue('isnewmember', '0');
    expect(await form.submit()).toEqual({ ok: true, message: '申請成功' });
    form.setValue('wx_number', 'changed');
    expect(await form.submit()).toEqual({ ok: true, message: '修改成功' });
    expect((await selectApplication(server.client, id, 0))?.answers.wx_number).toBe('changed');

    await server.app.inject({
      method: 'POST',
      url: `/dev/review/apply/${id}`,
      payload: { isreview: 1 },
    });
    const stale = createApplyForm('person', id, server.client.api, { storage: memory() });
    await stale.load();
    expect(stale.$state.get().submitStatus).toBe(2);
    // a page loaded before approval: the server refuses and the store reports 獲取失敗 with the
    // server's code (a refused session is told apart by it)
    form.setValue('wx_number', 'again');
    expect(await form.submit()).toEqual({
      ok: false,
      code: '400',
      message: '獲取失敗：申請已審核通過，不能再修改',
    });
  });

  it('company: 獨資 is stored as the legacy value and parent fields are blanked on no', async () => {
    const id = await loginAs(GUEST);
    const form = createApplyForm('company', id, server.client.api, { storage: memory() });
    await form.load();
    for (const field of COMPANY_REQUIRED) form.setValue(field, `值 ${field}`);
    form.setValue('isnewmember', '1');
    form.setValue('econ_kind', '獨資');
    form.setValue('isHasPreCompany', '1');
    form.setValue('p_company_name', '母公司');
    form.setValue('isHasPreCompany', '0');
    expect((await form.submit()).ok).toBe(true);
    const stored = await selectApplication(server.client, id, 1);
    expect(stored?.answers).toMatchObject({
      econ_kind: '工獨資業',
      p_company_name: '',
      isHasPreCompany: '0',
    });
  });

  it('another member’s application is not readable', async () => {
    await loginAs(GUEST);
    const form = createApplyForm('person', '1', server.client.api, { storage: memory() });
    await form.load();
    expect(form.$state.get()).toMatchObject({ phase: 'error', loadError: '無權訪問' });
  });
});
