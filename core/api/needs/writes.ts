// The needs' writes, contact form and quotes: apart from the reads (demand.ts) so that the
// board's first screen, which only lists needs, does not download them.

import { toEpochMs } from '../time/time';
import { type Call, getData, parseList, path, readRecords, send } from './client';
import { ApiError } from './errors';
import type { Envelope } from './types';
import type { DemandContact, DemandPayload, DemandQuote } from './wire/needs';

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
  if (result.sucess && result.code === '200')
    return { ok: true, message: result.msg || success, data: result.data };
  return { ok: false, message: result.msg ? `失敗：${result.msg}` : '失敗', code: result.code };
}

function form(payload: DemandPayload): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(payload)) if (value !== undefined) out[key] = value;
  return out;
}

/** `demand/addDemand`: success the server's msg (`發佈成功` without one), failure `失敗：msg`. */
export async function addDemand(call: Call, payload: DemandPayload): Promise<WriteOutcome> {
  const body = { ...payload, params: payload.params ?? payload.param };
  return flagged(await send(call, 'POST', 'demand/addDemand', { form: form(body) }), '發佈成功');
}

/** `demand/editaddDemand`: success the server's msg (`修改成功` without one), failure `失敗：msg`. */
export async function editDemand(call: Call, payload: DemandPayload): Promise<WriteOutcome> {
  return flagged(
    await send(call, 'POST', 'demand/editaddDemand', { form: form(payload) }),
    '修改成功',
  );
}

/** `demand/delete/{id}`; rejects with `ApiError` (server msg) on failure. */
export async function deleteDemand(call: Call, id: string | number): Promise<string> {
  await getData(call, path`demand/delete/${id}`);
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

/** `demand/submit`: the contact-merchant form; resolves with the server's message. */
export async function submitDemandContact(call: Call, contact: NeedContact): Promise<string> {
  const result = await send(call, 'POST', 'demand/submit', {
    form: { ...toContactWire(contact) },
  });
  if (result.code !== '200') {
    throw new ApiError(result.code, result.msg || '提交失敗', 'POST', 'demand/submit');
  }
  return result.msg || '提交成功';
}

/** A quote on a need, as the owner sees it. */
export interface Quote {
  /** `offer_id`, or null when the server sends none. */
  id: string | null;
  name: string;
  company: string;
  phone: string;
  email: string;
  content: string;
  /** When the quote was sent (epoch ms, `create_time` in s or ms), null when unknown. */
  time: number | null;
}

export function toQuote(wire: DemandQuote): Quote {
  return {
    id: wire.offer_id === undefined || wire.offer_id === null ? null : String(wire.offer_id),
    name: String(wire.name ?? ''),
    company: String(wire.company ?? ''),
    phone: String(wire.phone ?? ''),
    email: String(wire.email ?? ''),
    content: String(wire.content ?? ''),
    time: toEpochMs(wire.create_time) || null,
  };
}

/** `demand/getOfferByDemand/{id}`: the quotes (JSON text holding `{data}`), owner only. */
export async function getDemandQuotes(call: Call, id: string | number): Promise<Quote[]> {
  const data = parseList<{ data?: DemandQuote[] } | DemandQuote[] | null>(
    await getData(call, path`demand/getOfferByDemand/${id}`),
    'demand/getOfferByDemand',
  );
  const list = readRecords<DemandQuote>(
    Array.isArray(data) ? data : data?.data,
    'demand/getOfferByDemand',
  );
  return list.map(toQuote);
}
