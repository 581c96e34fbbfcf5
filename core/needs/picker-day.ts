// The need form's date picker shows its day so: a file of its own, which joins the form's
// chunk (the board's first download and the other lazy parts do not carry it).
import { formatDay } from '../time/time';

/** `yyyy 年 MM 月 dd 日`, the date picker's display format. */
export function formatPickerDay(ms: number | null): string {
  const day = formatDay(ms);
  if (!day) return '';
  const [y, m, d] = day.split('-');
  return `${y} 年 ${m} 月 ${d} 日`;
}
