import { describe, expect, it } from 'vitest';
import { clampPageSize, PAGE_SIZE_MAX } from './page-size';

describe('clampPageSize, the one page-size rule of the elements', () => {
  it('keeps 1..50, rounds, and falls back when missing, not a number or not positive', () => {
    expect(clampPageSize(12, 10)).toBe(12);
    expect(clampPageSize(1, 10)).toBe(1);
    expect(clampPageSize(PAGE_SIZE_MAX, 10)).toBe(50);
    expect(clampPageSize(51, 10)).toBe(50);
    expect(clampPageSize(2.6, 10)).toBe(3);
    expect(clampPageSize(0.2, 10)).toBe(1);
    for (const none of [undefined, Number.NaN, 0, -3]) expect(clampPageSize(none, 5)).toBe(5);
  });
});
