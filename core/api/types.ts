// The envelope of every /api/v2/ answer. The wire types of each resource are in wire/ (one file
// per resource), imported from there; field names are kept exactly as the server spells them.

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
