import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KY_PROGRESS_STUB, kyWithoutProgress } from './ky-without-progress';

/** The TypeScript sources of the product (not the tests). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the embed without ky progress streams', () => {
  it('is safe: no source asks ky for upload or download progress', () => {
    const asking = ['core', 'widgets']
      .flatMap(sources)
      .filter((file) => !file.endsWith('ky-without-progress.ts'))
      .filter((file) => /on(Upload|Download)Progress/.test(readFileSync(file, 'utf8')));
    expect(asking).toEqual([]);
  });

  it("replaces only ky's own import of its progress streams", () => {
    const plugin = kyWithoutProgress();
    const resolve = plugin.resolveId as (id: string, importer?: string) => string | null;
    const ky = '/app/node_modules/ky/distribution/core/Ky.js';
    expect(resolve('../utils/body.js', ky)).toMatch(/^\0/);
    expect(resolve('../utils/body.js', '/app/node_modules/other/core/Ky.js')).toBeNull();
    expect(resolve('../utils/merge.js', ky)).toBeNull();
    const load = plugin.load as (id: string) => string | null;
    expect(load(resolve('../utils/body.js', ky)!)).toBe(KY_PROGRESS_STUB);
  });

  it('says why if progress is ever asked for', async () => {
    const url = `data:text/javascript,${encodeURIComponent(KY_PROGRESS_STUB)}`;
    const stub = (await import(/* @vite-ignore */ url)) as Record<string, () => unknown>;
    expect(() => stub.streamRequest!()).toThrow(/progress streams/);
    expect(() => stub.streamResponse!()).toThrow(/progress streams/);
  });
});
