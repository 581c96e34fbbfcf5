// Deadlines of the needs board: shown on the board's cards, checked by the form and the server
// (the date picker's display format is ./picker-day.ts: not in the board's first download).

import { toEpochMs } from '../time/time';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a deadline (the start of its day, as the form sends it) is over: its whole day has
 * passed. The board leaves such needs off; a publish or a changed deadline may not be one.
 */
export function isExpired(endTime: number | null, now = Date.now()): boolean {
  const ms = Number.isFinite(endTime) ? toEpochMs(endTime) : null; // the wire may carry seconds
  return ms !== null && ms + DAY_MS <= now;
}
