import { api, path } from './client';
import type { Envelope } from './types';
import type { InquireData } from './wire/account';

/** `account/initVariable/{phone}`: `sucess` false with code `'403'` when already registered. */
export function checkPhone(phone: string): Promise<Envelope<unknown>> {
  return api.envelope('POST', path`account/initVariable/${phone}`);
}

/** `account/{phone}`: sends an SMS code. */
export function sendCode(phone: string): Promise<Envelope<unknown>> {
  return api.envelope('GET', path`account/${phone}`);
}

/** `account/init/{phone}/{code}?password=`: register; `data` is the token. */
export function register(phone: string, code: string, password: string) {
  return api.envelope<string>('POST', path`account/init/${phone}/${code}`, {
    query: { password },
  });
}

/** Login modes of `account/pcLogin`. */
export const LOGIN_MODE = { password: 1, code: 2 } as const;

/** `account/pcLogin/{phone}/{mode}?password=`: mode 2 sends the SMS code as `password`. */
export function login(phone: string, mode: 1 | 2, secret: string) {
  return api.envelope<string>('POST', path`account/pcLogin/${phone}/${mode}`, {
    query: { password: secret },
  });
}

/** `account/updatePwd/{phone}/{code}?password=`: reset the password. */
export function updatePassword(phone: string, code: string, password: string) {
  return api.envelope<unknown>('POST', path`account/updatePwd/${phone}/${code}`, {
    query: { password },
  });
}

/** `account/inquire/{token}`: `sucess` falsy means the token is invalid. */
export function inquire(token: string) {
  return api.envelope<InquireData | null>('POST', path`account/inquire/${token}`);
}

/** `account/outLogin/{token}`. */
export function logout(token: string) {
  return api.envelope<unknown>('POST', path`account/outLogin/${token}`);
}
