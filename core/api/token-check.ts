// The token check every page makes at start (core/session/session.ts): apart from the other
// account/* calls (account.ts), which only the login forms and the logout need.
import { api, path } from './client';
import type { InquireData } from './wire/account';

/** `account/inquire/{token}`: `sucess` falsy means the token is invalid. */
export function inquire(token: string) {
  return api.envelope<InquireData | null>('POST', path`account/inquire/${token}`);
}
