// The needs board's records (a need, an investment or order item) and their mappers from the
// wire (./wire.ts): what widgets and core/needs see instead of wire names. A quote's record is
// in ./quotes.ts and a contact's in ./writes.ts: the board's first download carries neither.
import { toEpochMs } from '../../time/time';
import { parseJsonText } from '../client';
import type { DemandWire, InvestInfoWire } from './wire';

/** A name/value row of a need's parameters. */
export interface DemandParam {
  name: string;
  value: string;
}

/** A need, normalised from either wire shape. */
export interface Demand {
  id: string;
  memberId: string;
  /** 0 purchase, 1 sale/transfer. */
  type: 0 | 1;
  title: string;
  /** Sale/transfer: where it is ('' otherwise). */
  address: string;
  /** Image paths or URLs as sent (resolve with `imageUrl`). */
  images: string[];
  /** ms epoch, or null when missing. */
  endTime: number | null;
  params: DemandParam[];
  content: string;
  review: number | null;
  /** When it was published (ms epoch, `create_time`), if the server says. */
  created?: number;
}

/**
 * A need as a publish or an edit sends it, as core/needs/form.ts makes it of the form
 * (`buildPayload`); writes.ts sends it with the server's field names (`toDemandPayload`).
 */
export interface NeedPayload {
  /** The edited need's id; absent for a new one. */
  id?: string | number;
  type: 0 | 1;
  title: string;
  /** Sale/transfer only. */
  address?: string;
  /** Image URLs or paths. */
  images: string[];
  /** ms epoch; 0 when none. */
  endTime: number;
  memberId: string | number;
  /** In the spec's order. */
  params: DemandParam[];
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

/** `end_time`: a timestamp (s or ms, see `toEpochMs`), a numeric string, or `{ time }`. */
export function toTimestamp(value: DemandWire['end_time'] | undefined): number | null {
  return toEpochMs(value !== null && typeof value === 'object' ? value.time : value);
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
    address: String(wire.addr ?? ''),
    images: splitImages(wire.main_image),
    endTime: toTimestamp(wire.end_time),
    params: toParams(wire.param),
    content: String(wire.content ?? ''),
    review: Number.isFinite(review) ? review : null,
    created: toEpochMs(wire.create_time) ?? undefined,
  };
}

/** Investment or order information, normalised. */
export interface InvestInfo {
  id: string;
  title: string;
  /** Image paths or URLs as sent (resolve with `imageUrl`, against the element's image base). */
  images: string[];
  publishTime: number | null;
  desc: string;
  content: string;
  type: string;
}

export function toInvestInfo(wire: InvestInfoWire): InvestInfo {
  return {
    id: String(wire.info_id ?? wire.id ?? ''),
    title: String(wire.title ?? ''),
    images: splitImages(wire.main_image),
    publishTime: toTimestamp(wire.publish_time ?? null),
    desc: String(wire.desctext ?? ''),
    content: String(wire.content ?? ''),
    type: String(wire.type ?? ''),
  };
}
