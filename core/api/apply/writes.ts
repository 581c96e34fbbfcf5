// The application writes: an accepted one reloads the stored applications (`invalidate('apply')`).
import { invalidate } from '../../load/run';
import { type Call, send } from '../client';
import type { Envelope } from '../types';
import type { ApplyPayload } from './wire';

/** The envelope of an application write; an accepted one reloads the stored applications. */
function written(answer: Envelope<unknown>): Envelope<unknown> {
  if (answer.sucess && answer.code === '200') invalidate('apply');
  return answer;
}

/** `association/coustomJoin` with event 'add': the raw envelope (the caller reads `sucess`). */
export async function addApplication(
  call: Call,
  payload: ApplyPayload,
): Promise<Envelope<unknown>> {
  return written(
    await send(call, 'POST', 'association/coustomJoin', { form: { ...payload, event: 'add' } }),
  );
}

/** `association/updataCoustomJoin` (spelled as on the wire): the raw envelope. */
export async function updateApplication(
  call: Call,
  payload: ApplyPayload,
): Promise<Envelope<unknown>> {
  return written(await send(call, 'POST', 'association/updataCoustomJoin', { form: payload }));
}
