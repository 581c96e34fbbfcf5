// @vitest-environment node
// Every regular expression of the product is linear-time (issue 28): found in the sources of
// core/, widgets/, harness/ and demo-site/server/ by the TypeScript parser and proven safe by
// recheck's automaton checker. A new pattern that backtracks super-linearly fails here.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type FoundRegex, regexesOf, unsafePatterns } from '../../tests/support/regexes';
import { PRODUCT_DIRS, productSources, ROOT } from '../../tests/support/sources';
import { isEmail } from './validation';

const DIRS = PRODUCT_DIRS;

/**
 * Files with `RegExp(…)` calls whose source is only known at run time: how many, and why each is
 * linear. A new one fails the walk until it is listed here.
 */
const DYNAMIC: Record<string, { calls: number; why: string }> = {
  'demo-site/server/routes/dev.ts': {
    calls: 1,
    why: 'the dev fault simulator’s path, checked by faultPattern: no quantifier, at most 4 |',
  },
  'core/testing/fake-fetch.ts': { calls: 1, why: 'a test double’s route keys, from our tests' },
  'widgets/build/inline-texts.ts': {
    calls: 1,
    why: 'build time: a \\w+ identifier of our own source, then literal text',
  },
  'widgets/build/embedding-docs.ts': {
    calls: 1,
    why: 'build time: a block name of our own documents',
  },
};

let walked: { found: FoundRegex[]; dynamic: string[] } | undefined;

/** Every pattern of the product (parsed once per file run). */
function walk(): { found: FoundRegex[]; dynamic: string[] } {
  if (walked) return walked;
  const found: FoundRegex[] = [];
  const dynamic: string[] = [];
  for (const path of productSources(...DIRS)) {
    const name = relative(ROOT, path).split('\\').join('/');
    const result = regexesOf(name, readFileSync(path, 'utf8'));
    found.push(...result.found);
    const listed = DYNAMIC[name]?.calls ?? 0;
    if (result.dynamic.length !== listed) {
      dynamic.push(`${name}: ${listed} listed, found ${result.dynamic.map((d) => d.text)}`);
    }
  }
  walked = { found, dynamic };
  return walked;
}

describe('the regex walker', () => {
  const SAMPLE = `
    const a = /x+y/g; // a literal
    const s = '/not a regex/';
    const half = 10 / 2 / 5;
    const PART = '(a+)+';
    const b = new RegExp(\`^\${PART}$\`, 'u');
    const c = RegExp(String.raw\`\\d+\\.\${PART}\`);
    const d = new RegExp(a.source + '!');
    const e = new RegExp(input);
  `;

  it('finds literals and constant RegExp sources, and nothing in strings or divisions', () => {
    const { found, dynamic } = regexesOf('sample.ts', SAMPLE);
    expect(found.map((r) => [r.source, r.flags])).toEqual([
      ['x+y', 'g'],
      ['^(a+)+$', 'u'],
      [String.raw`\d+\.(a+)+`, ''],
      ['x+y!', ''],
    ]);
    expect(dynamic.map((d) => d.text)).toEqual(['new RegExp(input)']);
  });

  it('recheck refuses the sample’s exponential pattern and the old e-mail one', async () => {
    const bad = await unsafePatterns([
      { source: '^(a+)+$', flags: '' },
      { source: String.raw`^[^\s@]+@[^\s@]+\.[^\s@]+$`, flags: '' },
      { source: '^x+y$', flags: 'g' },
    ]);
    expect(bad.map((b) => b.source)).toEqual(['^(a+)+$', String.raw`^[^\s@]+@[^\s@]+\.[^\s@]+$`]);
  }, 120_000);

  it('walks the product: hundreds of patterns, the e-mail one among them', () => {
    const { found } = walk();
    expect(found.length).toBeGreaterThan(150);
    expect(found.some((r) => r.where.startsWith('core/validation/validation.ts'))).toBe(true);
    expect(found.some((r) => r.where.startsWith('demo-site/server/files.ts'))).toBe(true);
  });
});

describe('every regular expression of the product', () => {
  it('is linear-time (recheck: safe), and no unlisted RegExp source is built at run time', async () => {
    const { found, dynamic } = walk();
    expect(dynamic).toEqual([]);
    // each distinct pattern once (`/^\d+$/` and its like recur across files)
    const distinct = [...new Map(found.map((r) => [`${r.flags} ${r.source}`, r])).values()];
    const bad = await unsafePatterns(distinct);
    expect(bad.map((b) => `${b.where} /${b.source}/${b.flags}: ${b.verdict}`)).toEqual([]);
  }, 300_000);
});

describe('isEmail', () => {
  it('takes ordinary addresses and refuses malformed ones, the long ones before the pattern', () => {
    for (const ok of [
      'a@b.co',
      'first.last+tag@mail.example.com.tw',
      '王@例子.中國',
      'x_y@a-b.io',
    ]) {
      expect(isEmail(ok), ok).toBe(true);
    }
    for (const bad of [
      '',
      'a',
      'a@b',
      '@b.co',
      'a@@b.co',
      'a b@c.de',
      'a@b..co',
      'a@.b.co',
      'a@b.co.',
      `a@${'.'.repeat(100_000)}@`,
      `${'a'.repeat(95)}@b.com`,
    ]) {
      expect(isEmail(bad), bad.slice(0, 40)).toBe(false);
    }
  });
});
