// @vitest-environment node
// The 0.2 loaders (deprecated.ts) keep nothing of a dropped store: a page that makes and drops
// them (each render of a 0.2 integration) must not grow any cache or registry: their fetchers
// (each holding its own value) are gone once they are.
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPagedList, createResource } from './deprecated';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** How many of `values` are still reachable once the current job ends and memory is collected. */
async function reachable(values: WeakRef<object>[]): Promise<number> {
  // a WeakRef's target is kept until the job that made or read it ends
  await new Promise((done) => setImmediate(done));
  gc();
  return values.filter((value) => value.deref() !== undefined).length;
}

afterEach(() => vi.restoreAllMocks());

describe('deprecated loaders', () => {
  const N = 1_000;

  /** A resource made, loaded and dropped; its fetcher holds the value behind the reference. */
  async function resource(i: number): Promise<WeakRef<object>> {
    const value = { i };
    const store = createResource(async (key: number) => ({ ...value, key }));
    await store.load(i);
    expect(store.$state.get()).toMatchObject({ status: 'ready', data: { i, key: i } });
    return new WeakRef(value);
  }

  /** A paged list made, loaded and dropped; its fetcher holds the row behind the reference. */
  async function pagedList(i: number): Promise<WeakRef<object>> {
    const row = { i };
    const store = createPagedList(async () => ({ items: [{ ...row }], total: 1 }), 10);
    await store.load();
    expect(store.$state.get()).toMatchObject({ status: 'ready', items: [{ i }] });
    return new WeakRef(row);
  }

  it.each([
    ['resources', resource],
    ['paged lists', pagedList],
  ])(`${N} %s created, loaded and dropped keep nothing of theirs`, async (_, make) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refs: WeakRef<object>[] = [];
    for (let i = 0; i < N; i++) refs.push(await make(i));
    expect(await reachable(refs)).toBe(0);
  });

  it('the walk can see a value kept alive', async () => {
    const kept = { kept: true };
    const refs = [new WeakRef(kept)];
    expect(await reachable(refs)).toBe(1);
    expect(kept.kept).toBe(true);
  });
});
