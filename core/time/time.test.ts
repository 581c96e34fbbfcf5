// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productSources, ROOT } from '../../tests/support/sources';
import { parseDay } from './parse-day';
import { formatDay, SECONDS_BELOW, toEpochMs } from './time';

describe('seconds or milliseconds (one threshold, SECONDS_BELOW)', () => {
  it('reads a value under 1e11 as seconds and one at or over it as milliseconds', () => {
    expect(SECONDS_BELOW).toBe(1e11);
    expect(toEpochMs(SECONDS_BELOW - 1)).toBe((SECONDS_BELOW - 1) * 1000);
    expect(toEpochMs(SECONDS_BELOW)).toBe(SECONDS_BELOW);
    expect(toEpochMs(-(SECONDS_BELOW - 1))).toBe(-(SECONDS_BELOW - 1) * 1000);
    expect(toEpochMs(-SECONDS_BELOW)).toBe(-SECONDS_BELOW);
  });

  it('reads the wire values the specs send: seconds, milliseconds, numeric text, date text', () => {
    const ms = new Date(2025, 5, 27, 10, 0).getTime();
    expect(toEpochMs(ms)).toBe(ms);
    expect(toEpochMs(ms / 1000)).toBe(ms);
    expect(toEpochMs(String(ms))).toBe(ms);
    expect(toEpochMs(String(ms / 1000))).toBe(ms);
    expect(toEpochMs('2025-06-27 10:00:00')).toBe(ms);
    // a company founded in 1995, 1960 (before 1970) in milliseconds: not taken for seconds
    const founded = new Date(1995, 0, 1).getTime();
    expect(toEpochMs(founded)).toBe(founded);
    const old = new Date(1960, 0, 1).getTime();
    expect(toEpochMs(old)).toBe(old);
    expect(toEpochMs(old / 1000)).toBe(old);
    for (const none of [null, undefined, '', 'null', 'soon']) expect(toEpochMs(none)).toBeNull();
  });
});

describe('formatDay, the one YYYY-MM-DD', () => {
  it('formats ms and s epochs, numeric text and date text', () => {
    const ms = new Date(2025, 5, 27, 10, 0).getTime();
    expect(formatDay(ms)).toBe('2025-06-27');
    expect(formatDay(Math.floor(ms / 1000))).toBe('2025-06-27');
    expect(formatDay(String(ms))).toBe('2025-06-27');
    expect(formatDay(' 2025-06-27 10:00:00 ')).toBe('2025-06-27');
    expect(formatDay('2025-06-27T23:30:00Z')).toBe('2025-06-27');
    expect(formatDay(new Date(1995, 11, 31).getTime())).toBe('1995-12-31');
    for (const none of [null, undefined, '', 'null', Number.NaN, 1e20]) {
      expect(formatDay(none)).toBe('');
    }
  });

  it('round-trips a date input through parseDay', () => {
    for (const day of ['1975-03-14', '2000-02-29', '2026-11-27']) {
      expect(formatDay(parseDay(day))).toBe(day);
    }
    expect(parseDay('2026-1-2')).toBeNull();
  });

  it('keeps the written day of date text west of UTC (no shift to the day before)', () => {
    const tz = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(new Date('2025-06-27').getDate()).toBe(26); // the trap: date-only text is UTC
      expect(formatDay('2025-06-27')).toBe('2025-06-27');
      expect(formatDay('2025-06-27 00:30:00')).toBe('2025-06-27');
    } finally {
      if (tz === undefined) delete process.env.TZ;
      else process.env.TZ = tz;
    }
  });
});

const HOME = 'core/time/time.ts';

/**
 * `line: text` of every guess between seconds and milliseconds in a source: a value times 1000
 * (or 1e3) that is not a duration written in numbers (`24 * 60 * 60 * 1000`), or a 1e10–1e13
 * threshold. Comments are left out.
 */
function secondsGuesses(source: string): string[] {
  const found: string[] = [];
  source.split('\n').forEach((line, i) => {
    const code = line.replace(/\/\/.*$/, '');
    if (/^\s*\*/.test(code)) return;
    const times = [
      ...code.matchAll(/([\w$.)\]]+)\s*\*\s*(?:1000|1e3)\b/g),
      ...code.matchAll(/\b(?:1000|1e3)\s*\*\s*([\w$.(]+)/g),
    ];
    const threshold = /\b(?:1e1[0-3]|10{10,13})\b/.test(code);
    if (threshold || times.some((m) => !/^\d+$/.test(m[1]!)))
      found.push(`${i + 1}: ${line.trim()}`);
  });
  return found;
}

describe('no other seconds guess in core/ or widgets/', () => {
  it('finds the guesses it is meant to find, not durations', () => {
    expect(secondsGuesses('const ms = n < 1e12 ? n * 1000 : n;')).toHaveLength(1);
    expect(secondsGuesses('new Date(1e3 * value)')).toHaveLength(1);
    expect(secondsGuesses('new Date(t.time * 1000)')).toHaveLength(1);
    expect(secondsGuesses('if (n < 100000000000) x = n;')).toHaveLength(1);
    expect(secondsGuesses('const DAY = 24 * 60 * 60 * 1000;')).toEqual([]);
    expect(secondsGuesses('const s = Math.ceil(ms / 1000); // n * 1000')).toEqual([]);
  });

  it('leaves the decision to core/time alone', () => {
    const files = productSources('core', 'widgets').map((path) => relative(ROOT, path));
    expect(files).toContain(HOME);
    const offenders = files
      .filter((path) => path !== HOME)
      .flatMap((path) =>
        secondsGuesses(readFileSync(join(ROOT, path), 'utf8')).map((hit) => `${path}:${hit}`),
      );
    expect(offenders).toEqual([]);
    expect(secondsGuesses(readFileSync(join(ROOT, HOME), 'utf8'))).toHaveLength(2);
  });
});
