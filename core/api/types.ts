// The envelope of every /api/v2/ answer. The wire types of each resource are in wire/ (one file
// per resource), imported from there; field names are kept exactly as the server spells them.

/** Every answer: success is the string `'200'`; some calls add the flag spelled `sucess`. */
export interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
  sucess?: boolean;
}

/** One page of a list: its records and the total the server counts. */
export interface Page<T> {
  items: T[];
  total: number;
}
