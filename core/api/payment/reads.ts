import { type Call, getList } from '../client';
import { type EquityPack, toEquityPack } from './records';
import type { EquityPackage } from './wire';

/** `article/articleEquitypackage`: the equity packages on sale. */
export async function listEquityPackages(call: Call): Promise<EquityPack[]> {
  const endpoint = 'article/articleEquitypackage';
  return (await getList<EquityPackage>(call, endpoint, {}, ['equitypackage_id'])).map(toEquityPack);
}
