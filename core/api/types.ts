// Wire types of the /api/v2/ contract, one file per resource in wire/. Field names are kept exactly as the server spells them.

/** Every answer: success is the string `'200'`; some calls add the flag spelled `sucess`. */
export interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
  sucess?: boolean;
}

/** A `{ data, total }` page of a list call. */
export interface ListPage<T> {
  data: T[];
  total: number;
}

export type * from './wire/account';
export type * from './wire/apply';
export type * from './wire/content';
export type * from './wire/directory';
export type * from './wire/needs';
export type * from './wire/payment';
export type * from './wire/personal';
