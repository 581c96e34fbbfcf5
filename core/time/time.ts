// Times of the wire, read once: the seconds-or-milliseconds decision and the one day format.

/**
 * A numeric wire time under this magnitude is in seconds, at or over it in milliseconds.
 *
 * The specs (001 §需求, §資料) give `end_time`, `publish_time`, `create_time`, `setup_date` and a
 * notice's `time` only as "a timestamp" (end_time "may be an object whose time field is used";
 * the date picker "with timestamp values"), never the unit: the original sent Java
 * `Date.getTime()` milliseconds (13 digits), older records carry Unix seconds (10 digits).
 * 1e11 s is the year 5138 and 1e11 ms is 1973-03-03, so every seconds value to the year 5138 and
 * every milliseconds value from 1973 on (and before 1967, by magnitude) is read right; only a
 * millisecond time within three years of 1970 would be taken for seconds. A threshold of 1e12
 * (2001-09-09 in ms) took a company's `setup_date` of 1995 in milliseconds for seconds.
 * The reference server's SQL compares with the same constant (features/needs/repository.ts).
 */
export const SECONDS_BELOW = 1e11;

/**
 * A wire time as epoch milliseconds: a number or numeric text in seconds or milliseconds (see
 * {@link SECONDS_BELOW}), or date text (`2025-06-27 10:00:00`, local time); null when missing or
 * not a time.
 */
export function toEpochMs(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  if (Number.isFinite(n)) return Math.abs(n) < SECONDS_BELOW ? n * 1000 : n;
  const parsed = Date.parse(String(value).replace(' ', 'T'));
  return Number.isNaN(parsed) ? null : parsed;
}

/**
 * `YYYY-MM-DD` (local time) of a wire time ({@link toEpochMs}), the day format of every list,
 * reader and date input (spec 001: "Dates are shown as YYYY-MM-DD"); '' when missing or invalid.
 * Date text keeps its written day: it is never shifted through a time zone.
 */
export function formatDay(value: number | string | null | undefined): string {
  const text = typeof value === 'string' ? value.trim() : value;
  const day = typeof text === 'string' && /^(\d{4}-\d{2}-\d{2})(?:$|[ T])/.exec(text);
  if (day) return day[1]!;
  const ms = toEpochMs(text);
  const d = new Date(ms ?? Number.NaN);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
