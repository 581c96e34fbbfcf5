import { ASSOCIATION_ID } from '../config/config';
import { toEpochMs } from '../time/time';
import {
  type Call,
  getData,
  parseJsonText,
  parseList,
  parseRecord,
  path,
  readRecords,
} from './client';
import type { DemandPage, DemandParam, DemandWire } from './wire/needs';

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
}

/** `demand/list`: the board (`{association_id, review: 2}`) or my needs (`{member_id}`). */
export async function listDemands(
  call: Call,
  query: DemandQuery,
): Promise<{ items: Demand[]; total: number }> {
  const searchJson: Record<string, unknown> =
    query.memberId !== undefined
      ? { member_id: query.memberId }
      : { association_id: ASSOCIATION_ID, review: 2 };
  const data = parseList<DemandPage | DemandWire[] | null>(
    await getData(call, 'demand/list', {
      query: { start: query.start, limit: query.limit },
      searchJson,
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
export async function getDemand(call: Call, id: string | number): Promise<Demand> {
  const data = await getData(call, path`demand/detail/${id}`);
  return toDemand(parseRecord<DemandWire>(data, 'demand/detail'));
}
