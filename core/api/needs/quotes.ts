// One need (`demand/detail/{id}`) and the quotes it received (owner only), their record and its
// mapper: read in the need's detail and in my needs, both lazy chunks (which load this file
// anyway: one more file of its own would cost them more than its code); kept apart from
// ./records.ts and ./reads.ts so that the board's first download does not carry them.
import { toEpochMs } from '../../time/time';
import { type Call, getList, getRecord, path } from '../client';
import { type Demand, toDemand } from './records';
import type { DemandQuote, DemandWire } from './wire';

/** `demand/detail/{id}`. */
export async function getDemand(call: Call, id: string | number): Promise<Demand> {
  return toDemand(
    await getRecord<DemandWire>(call, path`demand/detail/${id}`, {}, 'demand/detail'),
  );
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
  const rows = await getList<DemandQuote>(call, path`demand/getOfferByDemand/${id}`);
  return rows.map(toQuote);
}
