import { describe, expect, it } from 'vitest';
import { loadSimplifiedToTraditional } from './opencc-loaders';
import { containsSimplified, simplifiedCodePoints } from './simplified';
import { SIMPLIFIED_CHAR_COUNT } from './simplified-chars';

function charsIn(from: number, to: number, skip: ReadonlySet<number>): string {
  let text = '';
  for (let cp = from; cp <= to; cp++) if (!skip.has(cp)) text += String.fromCodePoint(cp);
  return text;
}

describe('containsSimplified', () => {
  it('finds Simplified-only characters', () => {
    expect(containsSimplified('资讯')).toBe(true);
    expect(containsSimplified('abc 会')).toBe(true);
    expect(containsSimplified('台')).toBe(true); // 台 → 臺 in opencc's Taiwan standard
  });

  it('is false for Traditional and non-Chinese text', () => {
    expect(containsSimplified('資訊動態')).toBe(false);
    expect(containsSimplified('abc 123')).toBe(false);
    expect(containsSimplified('')).toBe(false);
  });

  it('decodes to the number of characters the generator wrote', () => {
    expect(simplifiedCodePoints().size).toBe(SIMPLIFIED_CHAR_COUNT);
  });

  // Fails when opencc-js changes and simplified-chars.ts was not regenerated.
  it('covers every character the real cn → tw conversion changes', async () => {
    const convert = await loadSimplifiedToTraditional();
    const set = simplifiedCodePoints();
    const unchanged = [
      charsIn(0x3400, 0x4dbf, set), // CJK extension A
      charsIn(0x4e00, 0x9fff, set), // CJK unified ideographs
      charsIn(0x20000, 0x2a6df, set), // CJK extension B
    ].join('');
    expect(unchanged.length).toBeGreaterThan(60_000);
    expect(convert(unchanged) === unchanged).toBe(true);
  });
});
