// One investment item (`investInfo/{id}`), read by its lazy detail view only (this file joins
// that view's chunk), not by the board's first download (its lists are ./reads.ts).
import { type Call, getRecord, path } from '../client';
import { type InvestInfo, toInvestInfo } from './records';
import type { InvestInfoWire } from './wire';

/** `investInfo/{id}`. */
export async function getInvestInfo(call: Call, id: string | number): Promise<InvestInfo> {
  return toInvestInfo(
    await getRecord<InvestInfoWire>(call, path`investInfo/${id}`, {}, 'investInfo'),
  );
}
