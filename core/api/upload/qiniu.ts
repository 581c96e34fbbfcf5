import { type Call, send } from '../client';
import type { Envelope } from '../types';

/**
 * `GET qiniu/getUptoken`: an upload token for the object storage (login required).
 * Rejects with an `Error('獲取失敗')` when the call fails or `sucess` is falsy.
 */
export async function getUploadToken(call: Call): Promise<string> {
  let result: Envelope<unknown>;
  try {
    result = await send(call, 'GET', 'qiniu/getUptoken');
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new Error('獲取失敗', { cause: error });
  }
  if (!result.sucess || result.code !== '200' || typeof result.data !== 'string' || !result.data) {
    throw new Error('獲取失敗');
  }
  return result.data;
}
