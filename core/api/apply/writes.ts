// The application writes: an accepted one reloads the stored applications (`invalidate('apply')`).
import { ASSOCIATION_ID } from '../../config/config';
import { invalidate } from '../../load/run';
import { type Call, isRecordWith, send } from '../client';
import type { Envelope } from '../types';
import { type Application, type ApplicationForm, toApplication } from './records';
import type { ApplyPayload, ApplyRecord } from './wire';

/** The form body of an application (spec 001 §7): the association, member and type first. */
export function toApplyPayload(form: ApplicationForm): ApplyPayload {
  return {
    association_id: ASSOCIATION_ID,
    member_id: form.memberId,
    apply_type: form.type,
    ...(form.id !== undefined && { apply_id: form.id }),
    ...form.answers,
  };
}

/**
 * The envelope of an application write, its data the application the server now holds (null
 * when it sent none); an accepted one reloads the stored applications.
 */
function written(answer: Envelope<unknown>): Envelope<Application | null> {
  if (answer.sucess && answer.code === '200') invalidate('apply');
  const data = isRecordWith(answer.data) ? toApplication(answer.data as ApplyRecord) : null;
  return { ...answer, data };
}

/** `association/coustomJoin` with event 'add' (the caller reads `sucess`). */
export async function addApplication(
  call: Call,
  form: ApplicationForm,
): Promise<Envelope<Application | null>> {
  const body = { ...toApplyPayload(form), event: 'add' };
  return written(await send(call, 'POST', 'association/coustomJoin', { form: body }));
}

/** `association/updataCoustomJoin` (spelled as on the wire). */
export async function updateApplication(
  call: Call,
  form: ApplicationForm,
): Promise<Envelope<Application | null>> {
  const body = toApplyPayload(form);
  return written(await send(call, 'POST', 'association/updataCoustomJoin', { form: body }));
}
