// A date input's value as a wire time (the forms' end dates and answers): apart from time.ts,
// whose day format every list shows, so that the embed's shared runtime does not carry it.

/** Epoch ms of a `YYYY-MM-DD` input value (local midnight), null when empty or invalid. */
export function parseDay(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const ms = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime();
  return Number.isNaN(ms) ? null : ms;
}
