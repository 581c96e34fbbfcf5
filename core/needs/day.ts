// Day values of the needs board: shown on the board's cards and edited in the publish form.

import { formatDay, toEpochMs } from '../time/time';

/** `yyyy 年 MM 月 dd 日`, the date picker's display format. */
export function formatPickerDay(ms: number | null): string {
  const day = formatDay(ms);
  if (!day) return '';
  const [y, m, d] = day.split('-');
  return `${y} 年 ${m} 月 ${d} 日`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a deadline (the start of its day, as the form sends it) is over: its whole day has
 * passed. The board leaves such needs off; a publish or a changed deadline may not be one.
 */
export function isExpired(endTime: number | null, now = Date.now()): boolean {
  const ms = Number.isFinite(endTime) ? toEpochMs(endTime) : null; // the wire may carry seconds
  return ms !== null && ms + DAY_MS <= now;
}
