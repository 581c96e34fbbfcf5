import { invalidate } from '../../load/run';
import { type Call, parseJsonText, path, postData } from '../client';
import type { OrderKind } from './records';
import type { PayOrder } from './wire';

export interface PayRequest {
  resourceId: string | number;
  orderType: OrderKind;
  userId: string | number;
  price: string | number;
  /** Payment channel; the chat app's QR payment by default. */
  channel?: string;
  ipAddress?: string;
}

/**
 * `POST order/resourcesPayByH5/…`: creates an order; resolves with the URL to show as a QR code.
 * Invalidates 'payment' (the orders and packages shown).
 */
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
  invalidate('payment');
  return data.code_url;
}

/** A price as the path segment: `9.9`, `199`. */
export function formatPrice(price: number): string {
  return String(Math.round(price * 100) / 100);
}
