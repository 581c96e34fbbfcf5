// @vitest-environment node
// The work gate behind password hashing and image decoding: bounded, refusing at once, and
// fair between keys (a key with many places waits behind the others).
import { describe, expect, it } from 'vitest';
import { WorkGate } from './gate.js';

class Busy extends Error {}

/** A job that runs until its `finish` is called, recording when it started. */
function job(order: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    finish: () => finish(),
    work: async () => {
      order.push(name);
      await done;
      return name;
    },
  };
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('WorkGate', () => {
  it('refuses at once beyond its places, overall and per key', () => {
    const gate = new WorkGate({ concurrency: 1, queue: 2, perKey: 2 }, () => new Busy());
    gate.enter('a');
    gate.enter('a');
    expect(() => gate.enter('a')).toThrow(Busy); // the key's 2 places
    gate.enter('b');
    expect(() => gate.enter('c')).toThrow(Busy); // 1 running + 2 waiting
  });

  it('a key with many waiting jobs waits behind a newcomer; each key in arrival order', async () => {
    const gate = new WorkGate({ concurrency: 1, queue: 8, perKey: 4 }, () => new Busy());
    const order: string[] = [];
    const flood = ['a1', 'a2', 'a3', 'a4'].map((name) => job(order, name));
    const runs = flood.map((j) => gate.enter('a').run(j.work));
    await settle();
    expect(order).toEqual(['a1']);
    const other = job(order, 'b1');
    const run = gate.enter('b').run(other.work);
    flood[0]?.finish();
    await settle();
    expect(order).toEqual(['a1', 'b1']); // not a2: 'a' had the last turn
    other.finish();
    for (const j of flood.slice(1)) {
      await settle();
      j.finish();
    }
    expect(await Promise.all([...runs, run])).toEqual(['a1', 'a2', 'a3', 'a4', 'b1']);
    expect(order).toEqual(['a1', 'b1', 'a2', 'a3', 'a4']);
    // every place is free again
    for (let i = 0; i < 4; i++) gate.enter('a');
  });
});
