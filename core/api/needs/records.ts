import { ASSOCIATION_ID } from '../config/config';
import { type Call, getData, parseList, path, readRecords, send } from './client';
import { splitImages, toTimestamp } from './demand';
import { ApiError } from './errors';
import type { InvestInfoWire } from './wire/needs';

/** Investment or order information, normalised. */
export interface InvestInfo {
  id: string;
  title: string;
  /** Image paths or URLs as sent (resolve with `imageUrl`, against the element's image base). */
  images: string[];
  publishTime: number | null;
  desc: string;
  content: string;
  type: string;
}

export function toInvestInfo(wire: InvestInfoWire): InvestInfo {
  return {
    id: String(wire.info_id ?? wire.id ?? ''),
    title: String(wire.title ?? ''),
    images: splitImages(wire.main_image),
    publishTime: toTimestamp(wire.publish_time ?? null),
    desc: String(wire.desctext ?? ''),
    content: String(wire.content ?? ''),
    type: String(wire.type ?? ''),
  };
}

/** `investInfo/list` for the association: `invest` on the board, `order` on /Order. */
export async function listInvestInfo(call: Call, type: 'invest' | 'order'): Promise<InvestInfo[]> {
  const data = parseList<unknown[] | { data?: unknown[] } | null>(
    await getData(call, 'investInfo/list', { query: { type, association_id: ASSOCIATION_ID } }),
    'investInfo/list',
  );
  const rows = Array.isArray(data) ? data : data?.data;
  return readRecords<InvestInfoWire>(rows, 'investInfo/list').map(toInvestInfo);
}

/** `investInfo/{id}`. */
export async function getInvestInfo(call: Call, id: string | number): Promise<InvestInfo> {
  return toInvestInfo(await getData<InvestInfoWire>(call, path`investInfo/${id}`));
}

/** `investInfo/addConsult/{id}`: the interest form; resolves with the server's msg. */
export async function addConsult(
  call: Call,
  id: string | number,
  form: { name: string; phone: string; remarks: string },
): Promise<string> {
  const result = await send(call, 'GET', path`investInfo/addConsult/${id}`, {
    query: form,
  });
  if (result.code !== '200') {
    throw new ApiError(result.code, result.msg || '提交失敗', 'GET', 'investInfo/addConsult');
  }
  return result.msg;
}
