// The quotes a need received (owner only): read in the need's detail and in my needs, both lazy
// chunks; kept apart from ./reads.ts so that the board's first download does not carry them.
import { type Call, getList, path } from '../client';
import { type Quote, toQuote } from './records';
import type { DemandQuote } from './wire';

/** `demand/getOfferByDemand/{id}`: the quotes (JSON text holding `{data}`), owner only. */
export async function getDemandQuotes(call: Call, id: string | number): Promise<Quote[]> {
  const rows = await getList<DemandQuote>(call, path`demand/getOfferByDemand/${id}`);
  return rows.map(toQuote);
}
