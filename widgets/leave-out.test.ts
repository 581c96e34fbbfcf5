import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productSources } from '../tests/support/sources';
import { KY_PROGRESS_STUB, kyWithoutProgress } from './ky-without-progress';
import { LISTEN_KEYS_STUB, nanostoresWithoutKeys } from './nanostores-without-keys';

/** The product's sources (core, widgets, the portal's harness) whose text matches `pattern`. */
function sourcesMatching(pattern: RegExp, except: string): string[] {
  return productSources('core', 'widgets', 'harness')
    .filter((file) => !file.endsWith(except))
    .filter((file) => pattern.test(readFileSync(file, 'utf8')));
}

type Resolve = (id: string, importer?: string) => string | null;
type Load = (id: string) => string | null;

async function stubOf(source: string): Promise<Record<string, () => unknown>> {
  return import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(source)}`);
}

describe('the embed without ky progress streams', () => {
  it('is safe: no source asks ky for upload or download progress', () => {
    expect(sourcesMatching(/on(Upload|Download)Progress/, 'ky-without-progress.ts')).toEqual([]);
  });

  it("replaces only ky's own import of its progress streams", () => {
    const plugin = kyWithoutProgress();
    const resolve = plugin.resolveId as Resolve;
    const ky = '/app/node_modules/ky/distribution/core/Ky.js';
    expect(resolve('../utils/body.js', ky)).toMatch(/^\0/);
    expect(
      resolve('../utils/body.js', 'C:\\app\\node_modules\\ky\\distribution\\core\\Ky.js'),
    ).toMatch(/^\0/);
    expect(resolve('../utils/body.js', '/app/node_modules/other/core/Ky.js')).toBeNull();
    expect(resolve('../utils/merge.js', ky)).toBeNull();
    expect((plugin.load as Load)(resolve('../utils/body.js', ky)!)).toBe(KY_PROGRESS_STUB);
  });

  it('says why if progress is ever asked for', async () => {
    const stub = await stubOf(KY_PROGRESS_STUB);
    expect(() => stub.streamRequest!()).toThrow(/progress streams/);
    expect(() => stub.streamResponse!()).toThrow(/progress streams/);
  });
});

describe("the embed without useStore's keys option", () => {
  it('is safe: every useStore call passes the store alone', () => {
    // a second argument (`{ keys }`, `{ deps }`) would be the only way to reach listenKeys
    expect(
      sourcesMatching(/\buseStore\([^()]*(\([^()]*\)[^()]*)*,/, 'nanostores-without-keys.ts'),
    ).toEqual([]);
  });

  it("replaces only @nanostores/react's import of nanostores", () => {
    const plugin = nanostoresWithoutKeys();
    const resolve = plugin.resolveId as Resolve;
    const react = '/app/node_modules/@nanostores/react/index.js';
    expect(resolve('nanostores', react)).toMatch(/^\0/);
    expect(resolve('nanostores', '/app/core/session/session.ts')).toBeNull();
    expect(resolve('react', react)).toBeNull();
    expect((plugin.load as Load)(resolve('nanostores', react)!)).toBe(LISTEN_KEYS_STUB);
  });

  it('says why if keys are ever asked for', async () => {
    const stub = await stubOf(LISTEN_KEYS_STUB);
    expect(() => stub.listenKeys!()).toThrow(/keys option/);
  });
});
