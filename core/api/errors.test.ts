// @vitest-environment node
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCT_DIRS, productSources, ROOT } from '../../tests/support/sources';
import { errorMessage, LOAD_FAILED } from './errors';

describe('LOAD_FAILED, the one failed-load text', () => {
  it('is the fallback of a failure without a message', () => {
    expect(errorMessage(new Error('boom'), LOAD_FAILED)).toBe('載入失敗，請重試');
  });

  it('is written once in the product sources', () => {
    const holders = productSources(...PRODUCT_DIRS)
      .filter((path) => readFileSync(path, 'utf8').includes(LOAD_FAILED))
      .map((path) => relative(ROOT, path));
    expect(holders).toEqual(['core/api/errors.ts']);
  });
});
