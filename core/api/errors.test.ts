// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorMessage, LOAD_FAILED } from './errors';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('LOAD_FAILED, the one failed-load text', () => {
  it('is the fallback of a failure without a message', () => {
    expect(errorMessage(new Error('boom'), LOAD_FAILED)).toBe('載入失敗，請重試');
  });

  it('is written once in the sources (core, widgets, harness, server)', () => {
    const holders = ['core', 'widgets', 'harness/src', 'demo-site/server']
      .flatMap((dir) =>
        readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
          .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
          .map((e) => relative(ROOT, join(e.parentPath, e.name))),
      )
      .filter((path) => readFileSync(join(ROOT, path), 'utf8').includes(LOAD_FAILED));
    expect(holders).toEqual(['core/api/errors.ts']);
  });
});
