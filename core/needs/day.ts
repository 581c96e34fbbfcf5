// Day values of the needs board: shown on the board's cards and edited in the publish form.

/** `YYYY-MM-DD` of a timestamp, local time ('' when missing). */
export function formatDay(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return '';
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** `yyyy 年 MM 月 dd 日`, the date picker's display format. */
export function formatPickerDay(ms: number | null): string {
  const day = formatDay(ms);
  if (!day) return '';
  const [y, m, d] = day.split('-');
  return `${y} 年 ${m} 月 ${d} 日`;
}

/** Timestamp of a `YYYY-MM-DD` input value (local midnight), null when empty or invalid. */
export function parseDay(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const ms = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime();
  return Number.isNaN(ms) ? null : ms;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a deadline (the start of its day, as the form sends it) is over: its whole day has
 * passed. The board leaves such needs off; a publish or a changed deadline may not be one.
 */
export function isExpired(endTime: number | null, now = Date.now()): boolean {
  if (endTime === null || !Number.isFinite(endTime)) return false;
  const ms = endTime < 1e11 ? endTime * 1000 : endTime; // the wire may carry seconds
  return ms + DAY_MS <= now;
}
