import {
  type Call,
  getData,
  parseJsonText,
  parseList,
  path,
  postData,
  readRecords,
} from './client';
import type { EquityPackage, OrderType, PayOrder } from './wire/payment';

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

/** `article/articleEquitypackage`: the equity packages on sale. */
export async function listEquityPackages(call: Call): Promise<EquityPack[]> {
  const data = parseList<EquityPackage[] | null>(
    await getData(call, 'article/articleEquitypackage'),
    'article/articleEquitypackage',
  );
  return readRecords<EquityPackage>(data, 'article/articleEquitypackage', ['equitypackage_id']).map(
    toEquityPack,
  );
}

export interface PayRequest {
  resourceId: string | number;
  orderType: OrderType;
  userId: string | number;
  price: string | number;
  /** Payment channel; the chat app's QR payment by default. */
  channel?: string;
  ipAddress?: string;
}

/** `POST order/resourcesPayByH5/…`: creates an order; resolves with the URL to show as a QR code. */
export async function payByH5(call: Call, r: PayRequest): Promise<string> {
  const price = Number(r.price);
  const data = parseJsonText<PayOrder>(
    await postData(
      call,
      path`order/resourcesPayByH5/${r.resourceId}/${r.orderType}/${r.userId}/${formatPrice(price)}/${r.channel ?? 'WXPAY'}`,
      { query: { ipAddress: r.ipAddress ?? '' } },
    ),
    'order/resourcesPayByH5',
  );
  if (!data?.code_url) throw new Error('支付鏈接缺失');
  return data.code_url;
}

/** A price as the path segment: `9.9`, `199`. */
export function formatPrice(price: number): string {
  return String(Math.round(price * 100) / 100);
}
