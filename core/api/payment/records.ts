import type { EquityPackage } from './wire';

/** What an order buys (`orderType`): 11 course, 12 article, 13 equity package, 14 file. */
export type OrderKind = 11 | 12 | 13 | 14;

/** An equity package: a time-limited pass to all paid content. */
export interface EquityPack {
  /** `equitypackage_id` as sent (the order's resource id). */
  id: number | string;
  name: string;
  price: number | string;
  /** Days. */
  duration: number | string;
  description: string;
}

export function toEquityPack(wire: EquityPackage): EquityPack {
  return {
    id: wire.equitypackage_id,
    name: wire.name,
    price: wire.price,
    duration: wire.duration,
    description: wire.description,
  };
}
