// The needs' writes (publish, edit, delete, contact, consult), and the contact form's record and
// mapper: apart from the reads and records so that the board's first download, which only lists
// needs, does not download them. After a success each
// invalidates what it changed: 'needs' (every list, detail and quotes of needs on the page loads
// again) or 'invest' (the investment and order items).

import { invalidate } from '../../load/run';
import { type Call, getData, path, send } from '../client';
import { ApiError } from '../errors';
import type { Envelope } from '../types';
import type { NeedPayload } from './records';
import type { DemandContact, DemandPayload } from './wire';

/**
 * Outcome of a flagged write: `ok` follows `sucess`; `message` is for the user — the server's
 * own words when it sends any (e.g. that the need now waits for review).
 */
export interface WriteOutcome {
  ok: boolean;
  message: string;
  data?: unknown;
  /** The envelope code of a failure (`'401'`: the session was refused). */
  code?: string;
}

function flagged(result: Envelope<unknown>, success: string): WriteOutcome {
  if (result.sucess && result.code === '200') {
    invalidate('needs');
    return { ok: true, message: result.msg || success, data: result.data };
  }
  return { ok: false, message: result.msg ? `失敗：${result.msg}` : '失敗', code: result.code };
}

/** The `demand/addDemand` (or, with an id, `editaddDemand`) body of a need. */
export function toDemandPayload(need: NeedPayload): DemandPayload {
  return {
    ...(need.id !== undefined ? { demand_id: need.id } : {}),
    demand_type: need.type,
    title: need.title,
    ...(need.address !== undefined ? { addr: need.address } : {}),
    main_image: need.images.join(','),
    end_time: need.endTime,
    member_id: need.memberId,
    param: JSON.stringify(need.params),
  };
}

function form(payload: DemandPayload): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(payload)) if (value !== undefined) out[key] = value;
  return out;
}

/** The message of a write whose envelope must say `'200'`; rejects with `ApiError` otherwise. */
function accepted(result: Envelope<unknown>, method: 'GET' | 'POST', endpoint: string): string {
  if (result.code !== '200') {
    throw new ApiError(result.code, result.msg || '提交失敗', method, endpoint);
  }
  return result.msg;
}

/** `demand/addDemand`: success the server's msg (`發佈成功` without one), failure `失敗：msg`. */
export async function addDemand(call: Call, need: NeedPayload): Promise<WriteOutcome> {
  const payload = toDemandPayload(need);
  const body = { ...payload, params: payload.param };
  return flagged(await send(call, 'POST', 'demand/addDemand', { form: form(body) }), '發佈成功');
}

/** `demand/editaddDemand`: success the server's msg (`修改成功` without one), failure `失敗：msg`. */
export async function editDemand(call: Call, need: NeedPayload): Promise<WriteOutcome> {
  return flagged(
    await send(call, 'POST', 'demand/editaddDemand', { form: form(toDemandPayload(need)) }),
    '修改成功',
  );
}

/** `demand/delete/{id}`; rejects with `ApiError` (server msg) on failure. */
export async function deleteDemand(call: Call, id: string | number): Promise<string> {
  await getData(call, path`demand/delete/${id}`);
  invalidate('needs');
  return '刪除成功';
}

/** The contact-merchant form as the widgets fill it in. */
export interface NeedContact {
  demandId: string;
  content: string;
  company: string;
  name: string;
  phone: string;
  email: string;
  memberId: string;
}

/** The `demand/submit` body of a contact (wire field names and order). */
export function toContactWire(c: NeedContact): DemandContact {
  return {
    demand_id: c.demandId,
    content: c.content,
    company: c.company,
    name: c.name,
    phone: c.phone,
    email: c.email,
    member_id: c.memberId,
  };
}

/** `demand/submit`: the contact-merchant form (a quote on the need); the server's message. */
export async function submitDemandContact(call: Call, contact: NeedContact): Promise<string> {
  const result = await send(call, 'POST', 'demand/submit', {
    form: { ...toContactWire(contact) },
  });
  const message = accepted(result, 'POST', 'demand/submit');
  invalidate('needs');
  return message || '提交成功';
}

/** `investInfo/addConsult/{id}`: the interest form; resolves with the server's msg. */
export async function addConsult(
  call: Call,
  id: string | number,
  form: { name: string; phone: string; remarks: string },
): Promise<string> {
  const result = await send(call, 'GET', path`investInfo/addConsult/${id}`, { query: form });
  const message = accepted(result, 'GET', 'investInfo/addConsult');
  invalidate('invest');
  return message;
}
