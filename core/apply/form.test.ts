import { describe, expect, it, vi } from 'vitest';
import { type Application, type ApplicationForm, toApplication } from '../api/apply/records';
import type { ApplyPayload, ApplyRecord } from '../api/apply/wire';
import { toApplyPayload } from '../api/apply/writes';
import { clientFor } from '../api/client';
import type { Envelope } from '../api/types';
import { safeStorage } from '../platform/storage';
import { APPLY_MESSAGES, createApplyForm, draftKey } from './form';
import { COMPANY_REQUIRED, PERSON_REQUIRED } from './rules';
import { refreshImages, toPayload, valuesFromRecord } from './values';

const api = clientFor({ apiBase: 'http://api.test/api/v2/' });
const fill = (fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, `v-${f}`]));
const memory = () => safeStorage(() => undefined);
const okEnvelope = (msg = '成功'): Envelope<unknown> => ({
  code: '200',
  sucess: true,
  msg,
  data: null,
});
/** The server's refusal: a falsy sucess with its code and message. */
const refusal = (code: string, msg: string): Envelope<unknown> => ({
  code,
  sucess: false,
  msg,
  data: null,
});
/** Answers every required question of the individual form (`v-<field>`). */
function answerRequired(form: ReturnType<typeof createApplyForm>): void {
  for (const [field, value] of Object.entries(fill(PERSON_REQUIRED)))
    form.setValue(field as never, value);
}

/**
 * The form's API: `record` the stored row, `answer` the writes' envelope (its data a row);
 * the bodies the writes would send are kept in `sent` (through core/api's own mappers).
 */
function setup(record: ApplyRecord | null, answer: Envelope<unknown> = okEnvelope()) {
  const store = memory();
  const sent: Array<{ call: 'add' | 'update'; payload: ApplyPayload }> = [];
  const reply = (): Envelope<Application | null> => ({
    ...answer,
    data: answer.data ? toApplication(answer.data as ApplyRecord) : null,
  });
  const deps = {
    select: vi.fn(async () => record && toApplication(record)),
    add: vi.fn(async (_: unknown, form: ApplicationForm) => {
      sent.push({ call: 'add', payload: toApplyPayload(form) });
      return reply();
    }),
    update: vi.fn(async (_: unknown, form: ApplicationForm) => {
      sent.push({ call: 'update', payload: toApplyPayload(form) });
      return reply();
    }),
    storage: store,
  };
  return { store, sent, deps };
}

describe('createApplyForm', () => {
  it('submits a new application, then modifies it', async () => {
    const { sent, deps } = setup(null);
    const form = createApplyForm('person', 7, api, deps);
    await form.load();
    expect(form.$state.get().submitStatus).toBe(0);
    answerRequired(form);
    expect(await form.submit()).toEqual({ ok: true, message: APPLY_MESSAGES.added });
    expect(form.$state.get().submitStatus).toBe(1);
    expect(sent[0]?.call).toBe('add');
    expect(sent[0]?.payload).toMatchObject({ member_id: 7, apply_type: 0, association_id: 'SZTX' });
    form.setValue('member_name', '王小明');
    expect(await form.submit()).toEqual({ ok: true, message: APPLY_MESSAGES.modified });
    expect(form.$state.get().submitStatus).toBe(1);
    expect(sent[1]).toMatchObject({ call: 'update', payload: { member_name: '王小明' } });
  });

  it('refuses an incomplete form and names the first missing field', async () => {
    const { sent, deps } = setup(null);
    const form = createApplyForm('person', 7, api, deps);
    await form.load();
    form.setValue('member_name', '王小明');
    const outcome = await form.submit();
    expect(outcome).toEqual({
      ok: false,
      message: '請填完必填項再提交！',
      focus: 'application_cert',
    });
    expect(form.$state.get().missing).toContain('wx_number');
    expect(form.$state.get().missing).not.toContain('member_name');
    expect(sent).toHaveLength(0);
  });

  it('a falsy sucess shows 獲取失敗 and keeps the form', async () => {
    const { deps, store } = setup(null, refusal('400', '已提交過申請'));
    const form = createApplyForm('person', 7, api, deps);
    await form.load();
    answerRequired(form);
    const outcome = await form.submit();
    expect(outcome).toEqual({ ok: false, message: '獲取失敗：已提交過申請', code: '400' });
    expect(form.$state.get().submitStatus).toBe(0);
    expect(form.$state.get().values.member_name).toBe('v-member_name');
    expect(store.get(draftKey('person', 7))).toContain('v-member_name');
  });

  it('a refused session (401) is an outcome with its code, the answers and draft kept', async () => {
    const { deps, store } = setup(null, refusal('401', '請先登錄'));
    const form = createApplyForm('person', 7, api, deps);
    await form.load();
    answerRequired(form);
    expect(await form.submit()).toMatchObject({ ok: false, code: '401' });
    expect(form.$state.get()).toMatchObject({ submitting: false, submitStatus: 0 });
    expect(store.get(draftKey('person', 7))).toContain('v-member_name');
  });

  it('keeps a draft across a reload and clears it after submitting', async () => {
    const { deps, store } = setup(null);
    const first = createApplyForm('person', 7, api, deps);
    await first.load();
    first.setValue('member_name', '草稿');
    first.pickChild('聯誼會');
    first.typeFraternity('台北聯誼會');
    const second = createApplyForm('person', 7, api, deps);
    await second.load();
    expect(second.$state.get().values.member_name).toBe('草稿');
    expect(second.$state.get().child).toEqual({ choice: '聯誼會', value: '台北聯誼會' });
    answerRequired(second);
    await second.submit();
    expect(store.get(draftKey('person', 7))).toBeNull();
  });

  it('an approved application cannot be edited or submitted', async () => {
    const { deps, sent } = setup({
      apply_type: 0,
      member_id: 7,
      isreview: 1,
      application_cert: 'http://img/a.png',
      member_name: '王',
    });
    const form = createApplyForm('person', 7, api, deps);
    await form.load();
    expect(form.$state.get().submitStatus).toBe(2);
    form.setValue('member_name', 'changed');
    expect(form.$state.get().values.member_name).toBe('王');
    expect((await form.submit()).ok).toBe(false);
    expect(sent).toHaveLength(0);
  });

  it('a load failure is reported and can be retried', async () => {
    const { deps } = setup(null);
    deps.select.mockRejectedValueOnce(new Error('boom'));
    const form = createApplyForm('company', 7, api, deps);
    await form.load();
    expect(form.$state.get().phase).toBe('error');
    await form.load();
    expect(form.$state.get().phase).toBe('ready');
  });
});

describe('unsent edits of a submitted application', () => {
  const submitted = (): ApplyRecord => ({
    apply_id: 3,
    apply_type: 1,
    member_id: 7,
    isreview: 0,
    application_cert: 'http://img/a.png',
    company_name: '舊公司',
    isHasPreCompany: '0',
  });

  it('a reload shows the draft as unsent, never as the stored record; discard restores it', async () => {
    const { deps, store, sent } = setup(submitted());
    const first = createApplyForm('company', 7, api, deps);
    await first.load();
    expect(first.$state.get()).toMatchObject({ submitStatus: 1, unsent: false });
    first.setValue('company_name', '新公司');
    expect(first.$state.get().unsent).toBe(true);

    const reloaded = createApplyForm('company', 7, api, deps);
    await reloaded.load();
    expect(reloaded.$state.get()).toMatchObject({ submitStatus: 1, unsent: true });
    expect(reloaded.$state.get().values.company_name).toBe('新公司');
    expect(reloaded.$state.get().record?.answers.company_name).toBe('舊公司');

    reloaded.discard();
    expect(reloaded.$state.get()).toMatchObject({ unsent: false });
    expect(reloaded.$state.get().values.company_name).toBe('舊公司');
    expect(store.get(draftKey('company', 7))).toBeNull();
    const again = createApplyForm('company', 7, api, deps);
    await again.load();
    expect(again.$state.get()).toMatchObject({ unsent: false });
    expect(again.$state.get().values.company_name).toBe('舊公司');
    expect(sent).toHaveLength(0);
  });

  it('editing back to the stored answer leaves nothing unsent', async () => {
    const { deps, store } = setup(submitted());
    const form = createApplyForm('company', 7, api, deps);
    await form.load();
    form.setValue('company_name', '新公司');
    form.setValue('company_name', ' 舊公司 ');
    expect(form.$state.get().unsent).toBe(false);
    expect(store.get(draftKey('company', 7))).toBeNull();
  });

  it('sending the draft modifies the application and ends the unsent state', async () => {
    const { deps, sent } = setup(submitted());
    const form = createApplyForm('person', 7, api, deps);
    await form.load();
    answerRequired(form);
    expect(form.$state.get().unsent).toBe(true);
    expect(await form.submit()).toEqual({ ok: true, message: APPLY_MESSAGES.modified });
    expect(sent[0]?.call).toBe('update');
    expect(form.$state.get().unsent).toBe(false);
    form.setValue('member_name', 'after');
    expect(form.$state.get().unsent).toBe(true);
  });
});

describe('payload', () => {
  const company = { ...fill(COMPANY_REQUIRED), econ_kind: '獨資', isHasPreCompany: '0' };

  it('company without a parent blanks the parent fields and sends 獨資 as the legacy value', () => {
    const payload = toApplyPayload(
      toPayload('company', { ...company, p_company_name: '留下的' }, 3),
    );
    expect(payload).toMatchObject({
      apply_type: 1,
      member_id: 3,
      econ_kind: '工獨資業',
      isHasPreCompany: '0',
      p_company_name: '',
      p_company_phone: '',
      p_company_add: '',
      p_company_contacts: '',
    });
  });

  it('company with a parent sends the parent fields', () => {
    const payload = toApplyPayload(
      toPayload(
        'company',
        {
          ...company,
          isHasPreCompany: '1',
          p_company_name: '台灣母公司',
          p_company_phone: '02-1234',
        },
        3,
      ),
    );
    expect(payload).toMatchObject({
      isHasPreCompany: '1',
      p_company_name: '台灣母公司',
      p_company_phone: '02-1234',
    });
  });

  it('reads a record back (legacy 獨資, "null" texts dropped)', () => {
    const values = valuesFromRecord(
      'company',
      toApplication({
        apply_type: 1,
        member_id: 3,
        econ_kind: '工獨資業',
        company_fax: 'null',
        isHasPreCompany: 1,
      }),
    );
    expect(values.econ_kind).toBe('獨資');
    expect(values.company_fax).toBeUndefined();
    expect(values.isHasPreCompany).toBe('1');
  });
});

describe('private application photos (the server answers signed private paths)', () => {
  const upload = 'http://127.0.0.1:8080/files/uploads/u/7/photo.png';
  const signed = '/files/private/u/7/photo.png?expires=200&signature=new';

  it('after a submit the form shows and re-sends the record’s signed photo, not the moved upload', async () => {
    const saved = { member_id: 7, apply_type: 0, apply_id: 3, personal_photo: signed };
    const { sent, deps } = setup(null, { ...okEnvelope(), data: saved });
    const form = createApplyForm('person', 7, api, deps);
    await form.load();
    answerRequired(form);
    form.setValue('personal_photo', upload);
    expect(await form.submit()).toMatchObject({ ok: true });
    expect(sent[0]?.payload.personal_photo).toBe(upload);
    expect(form.$state.get().values.personal_photo).toBe(signed);
    expect(await form.submit()).toMatchObject({ ok: true });
    expect(sent[1]).toMatchObject({ call: 'update', payload: { personal_photo: signed } });
  });

  it('a draft’s stale signature or moved upload gives way to the record’s fresh URL; a new upload stays', () => {
    const record = {
      member_id: 7,
      apply_type: 0,
      personal_photo: signed,
      taibao_frontview: '/files/private/u/7/front.png?expires=200&signature=b',
      taibao_reverse: '/files/private/u/7/back.png?expires=200&signature=c',
    };
    const values = refreshImages(
      'person',
      {
        personal_photo: 'http://img.test/files/private/u/7/photo.png?expires=1&signature=old',
        taibao_frontview: 'http://img.test/files/uploads/u/7/front.png',
        taibao_reverse: 'http://img.test/files/uploads/u/7/other.png',
        member_name: '王小明',
      },
      toApplication(record),
    );
    expect(values).toEqual({
      personal_photo: signed,
      taibao_frontview: record.taibao_frontview,
      taibao_reverse: 'http://img.test/files/uploads/u/7/other.png',
      member_name: '王小明',
    });
  });
});
