// One need or one investment (`demand/detail/{id}`, `investInfo/{id}`), through the one record
// reader of ../client.ts: read by the lazy detail views and my needs, not by the board's first
// download (its lists are ./reads.ts).
import { type Call, getRecord, path } from '../client';
import { type Demand, type InvestInfo, toDemand, toInvestInfo } from './records';
import type { DemandWire, InvestInfoWire } from './wire';
/** `demand/detail/{id}`. */
export async function getDemand(call: Call, id: string | number): Promise<Demand> {
  return toDemand(
    await getRecord<DemandWire>(call, path`demand/detail/${id}`, {}, 'demand/detail'),
  );
}

/** `investInfo/{id}`. */
export async function getInvestInfo(call: Call, id: string | number): Promise<InvestInfo> {
  return toInvestInfo(
    await getRecord<InvestInfoWire>(call, path`investInfo/${id}`, {}, 'investInfo'),
  );
}
