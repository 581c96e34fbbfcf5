// The token check every page makes at start (core/session/session.ts): apart from the other
// account/* calls (writes.ts), which only the login forms and the logout need.
import { type Call, path, send } from '../client';
import type { InquireData } from './wire';

/** `account/inquire/{token}`: `sucess` falsy means the token is invalid. */
export function inquire(call: Call, token: string) {
  return send<InquireData | null>(call, 'POST', path`account/inquire/${token}`);
}
