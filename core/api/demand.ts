import { ASSOCIATION_ID } from '../config/config';
import { api, parseJsonText, parseList, parseRecord, path, readRecords } from './client';
import { ApiError } from './errors';
import type { Envelope } from './types';
import type {
  DemandContact,
  DemandPage,
  DemandParam,
  DemandPayload,
  DemandQuote,
  DemandWire,
} from './wire/needs';

/** A need, normalised from either wire shape. */
export interface Demand {
  id: string;
  memberId: string;
  /** 0 purchase, 1 sale/transfer. */
  type: 0 | 1;
  title: string;
  addr: string;
  /** Image paths or URLs as sent (resolve with `imageUrl`). */
  images: string[];
  /** ms epoch, or null when missing. */
  endTime: number | null;
  params: DemandParam[];
  content: string;
  review: number | null;
}

/** `main_image`: a list, or a comma-separated string. */
export function splitImages(value: string | string[] | null | undefined): string[] {
  if (!value) return [];
  const list = Array.isArray(value) ? value : value.split(',');
  return list
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** `end_time`: a timestamp (s or ms), a numeric string, or `{ time }`. */
export function toTimestamp(value: DemandWire['end_time'] | undefined): number | null {
  const raw = value !== null && typeof value === 'object' ? value.time : value;
  if (raw === null || raw === undefined || raw === '') return null;
  const n = typeof raw === 'number' ? raw : Number(raw);
  if (Number.isFinite(n)) return n < 1e11 ? n * 1000 : n;
  const parsed = Date.parse(String(raw));
  return Number.isNaN(parsed) ? null : parsed;
}

function toParams(value: DemandWire['param']): DemandParam[] {
  if (!value) return [];
  let list: unknown;
  try {
    list = typeof value === 'string' ? parseJsonText<unknown>(value, 'param') : value;
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((p): p is { name: unknown; value: unknown } => typeof p === 'object' && p !== null)
    .map((p) => ({ name: String(p.name ?? ''), value: String(p.value ?? '') }));
}

export function toDemand(wire: DemandWire): Demand {
  const review = wire.review === undefined || wire.review === null ? null : Number(wire.review);
  return {
    id: String(wire.demand_id),
    memberId: String(wire.member_id ?? ''),
    type: Number(wire.demand_type) === 1 ? 1 : 0,
    title: String(wire.title ?? ''),
    addr: String(wire.addr ?? ''),
    images: splitImages(wire.main_image),
    endTime: toTimestamp(wire.end_time),
    params: toParams(wire.param),
    content: String(wire.content ?? ''),
    review: Number.isFinite(review) ? review : null,
  };
}

export interface DemandQuery {
  start: number;
  limit: number;
  /** My needs: the logged-in member; otherwise the public board (approved only). */
  memberId?: string | number;
  signal?: AbortSignal;
}

/** `demand/list`: the board (`{association_id, review: 2}`) or my needs (`{member_id}`). */
export async function listDemands(query: DemandQuery): Promise<{ items: Demand[]; total: number }> {
  const searchJson: Record<string, unknown> =
    query.memberId !== undefined
      ? { member_id: query.memberId }
      : { association_id: ASSOCIATION_ID, review: 2 };
  const data = parseList<DemandPage | DemandWire[] | null>(
    await api.get<unknown>('demand/list', {
      query: { start: query.start, limit: query.limit },
      searchJson,
      ...(query.signal ? { signal: query.signal } : {}),
    }),
    'demand/list',
  );
  const rows = readRecords<DemandWire>(Array.isArray(data) ? data : data?.data, 'demand/list', [
    'demand_id',
  ]);
  const total = Array.isArray(data) ? rows.length : Number(data?.total ?? rows.length);
  return { items: rows.map(toDemand), total: Number.isFinite(total) ? total : rows.length };
}

/** `demand/detail/{id}`. */
export async function getDemand(id: string | number, signal?: AbortSignal): Promise<Demand> {
  const data = await api.get<unknown>(path`demand/detail/${id}`, signal ? { signal } : {});
  return toDemand(parseRecord<DemandWire>(data, 'demand/detail'));
}

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
export async function addDemand(payload: DemandPayload): Promise<WriteOutcome> {
  const body = { ...payload, params: payload.params ?? payload.param };
  return flagged(await api.envelope('POST', 'demand/addDemand', { form: form(body) }), '發佈成功');
}

/** `demand/editaddDemand`: success the server's msg (`修改成功` without one), failure `失敗：msg`. */
export async function editDemand(payload: DemandPayload): Promise<WriteOutcome> {
  return flagged(
    await api.envelope('POST', 'demand/editaddDemand', { form: form(payload) }),
    '修改成功',
  );
}

/** `demand/delete/{id}`; rejects with `ApiError` (server msg) on failure. */
export async function deleteDemand(id: string | number): Promise<string> {
  await api.get<unknown>(path`demand/delete/${id}`);
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
export async function submitDemandContact(contact: NeedContact): Promise<string> {
  const result = await api.envelope<unknown>('POST', 'demand/submit', {
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

/** An epoch in seconds or milliseconds as milliseconds; null when absent or not a number. */
function epochMs(value: number | string | undefined | null): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) return null;
  return n < 1e12 ? n * 1000 : n;
}

export function toQuote(wire: DemandQuote): Quote {
  return {
    id: wire.offer_id === undefined || wire.offer_id === null ? null : String(wire.offer_id),
    name: String(wire.name ?? ''),
    company: String(wire.company ?? ''),
    phone: String(wire.phone ?? ''),
    email: String(wire.email ?? ''),
    content: String(wire.content ?? ''),
    time: epochMs(wire.create_time),
  };
}

/** `demand/getOfferByDemand/{id}`: the quotes (JSON text holding `{data}`), owner only. */
export async function getDemandQuotes(id: string | number, signal?: AbortSignal): Promise<Quote[]> {
  const data = parseList<{ data?: DemandQuote[] } | DemandQuote[] | null>(
    await api.get<unknown>(path`demand/getOfferByDemand/${id}`, signal ? { signal } : {}),
    'demand/getOfferByDemand',
  );
  const list = readRecords<DemandQuote>(
    Array.isArray(data) ? data : data?.data,
    'demand/getOfferByDemand',
  );
  return list.map(toQuote);
}
