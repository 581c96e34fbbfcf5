import type { EquityPackage, OrderType } from './wire';

/** What an order buys: 11 course, 12 article, 13 equity package, 14 file. */
export type OrderKind = OrderType;

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
