// The account/* calls of the login, register and password forms (loaded with the login dialog)
// and of the logout; the token check every page makes is in token-check.ts.
import { type Call, path, send } from '../client';
import type { Envelope } from '../types';

export { inquire } from './token-check';

/** `account/initVariable/{phone}`: `sucess` false with code `'403'` when already registered. */
export function checkPhone(call: Call, phone: string): Promise<Envelope<unknown>> {
  return send(call, 'POST', path`account/initVariable/${phone}`);
}

/** `account/{phone}`: sends an SMS code. */
export function sendCode(call: Call, phone: string): Promise<Envelope<unknown>> {
  return send(call, 'GET', path`account/${phone}`);
}

/** `account/init/{phone}/{code}?password=`: register; `data` is the token. */
export function register(call: Call, phone: string, code: string, password: string) {
  return send<string>(call, 'POST', path`account/init/${phone}/${code}`, {
    query: { password },
  });
}

/** Login modes of `account/pcLogin`. */
export const LOGIN_MODE = { password: 1, code: 2 } as const;

/** `account/pcLogin/{phone}/{mode}?password=`: mode 2 sends the SMS code as `password`. */
export function login(call: Call, phone: string, mode: 1 | 2, secret: string) {
  return send<string>(call, 'POST', path`account/pcLogin/${phone}/${mode}`, {
    query: { password: secret },
  });
}

/** `account/updatePwd/{phone}/{code}?password=`: reset the password. */
export function updatePassword(call: Call, phone: string, code: string, password: string) {
  return send<unknown>(call, 'POST', path`account/updatePwd/${phone}/${code}`, {
    query: { password },
  });
}

/** `account/outLogin/{token}`. */
export function logout(call: Call, token: string) {
  return send<unknown>(call, 'POST', path`account/outLogin/${token}`);
}
