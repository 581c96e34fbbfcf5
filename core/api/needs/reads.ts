// The needs board's list reads (`demand/list`, `investInfo/list`), each through the one list or
// page reader of ../client.ts. The quotes (owner only, shown in the lazy detail and my needs)
// are read in ./quotes.ts with one need, one investment in ./invest-detail.ts (the lazy detail
// views), so that the board's first download does not carry them.
import { ASSOCIATION_ID } from '../../config/config';
import { type Call, getList, getPage } from '../client';
import type { Page } from '../types';
import { type Demand, type InvestInfo, toDemand, toInvestInfo } from './records';
import type { InvestInfoWire } from './wire';

export interface DemandQuery {
  start: number;
  limit: number;
  /** My needs: the logged-in member; otherwise the public board (approved only). */
  memberId?: string | number;
}

/** `demand/list`: the board (`{association_id, review: 2}`) or my needs (`{member_id}`). */
export async function listDemands(call: Call, query: DemandQuery): Promise<Page<Demand>> {
  const searchJson: Record<string, unknown> =
    query.memberId !== undefined
      ? { member_id: query.memberId }
      : { association_id: ASSOCIATION_ID, review: 2 };
  const options = { query: { start: query.start, limit: query.limit }, searchJson };
  return getPage(call, 'demand/list', options, ['demand_id'], toDemand);
}

/** `investInfo/list` for the association: `invest` on the board, `order` on /Order. */
export async function listInvestInfo(call: Call, type: 'invest' | 'order'): Promise<InvestInfo[]> {
  const rows = await getList<InvestInfoWire>(call, 'investInfo/list', {
    query: { type, association_id: ASSOCIATION_ID },
  });
  return rows.map(toInvestInfo);
}
