// The token check every page makes at start (core/session/session.ts): apart from the other
// account/* calls (writes.ts), which only the login forms and the logout need.
import { type Call, path, send } from '../client';
import type { InquireData } from './wire';

/** `account/inquire/{token}`: the token's user id; null when the token is invalid (`sucess` falsy). */
export async function inquire(call: Call, token: string): Promise<string | null> {
  const answer = await send<InquireData | null>(call, 'POST', path`account/inquire/${token}`);
  return answer.sucess && answer.data ? String(answer.data.user_id) : null;
}
