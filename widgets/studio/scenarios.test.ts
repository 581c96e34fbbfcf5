// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ALL_CONTRACTS } from '../contracts';
import { ALL_SCENARIOS } from './all';

// data only: check it once, not again for the Preact renderer
describe.skipIf(process.env.SZTX_RENDERER === 'preact')('widget scenarios', () => {
  it('every element has at least five, with unique kebab-case names and a label', () => {
    expect(ALL_SCENARIOS.map((s) => s.tag).sort()).toEqual(ALL_CONTRACTS.map((c) => c.tag).sort());
    for (const { tag, scenarios } of ALL_SCENARIOS) {
      expect(scenarios.length, tag).toBeGreaterThanOrEqual(5);
      const names = scenarios.map((s) => s.name);
      expect(new Set(names).size, tag).toBe(names.length);
      for (const s of scenarios) {
        expect(s.name, tag).toMatch(/^[a-z][a-z0-9-]*$/);
        expect(s.label, `${tag} ${s.name}`).not.toBe('');
        expect(s.shows, `${tag} ${s.name}`).not.toBe('');
      }
    }
  });

  it('sets only attributes the element declares', () => {
    for (const { tag, scenarios } of ALL_SCENARIOS) {
      const declared = Object.keys(ALL_CONTRACTS.find((c) => c.tag === tag)?.attributes ?? {});
      for (const s of scenarios)
        for (const name of Object.keys(s.attrs ?? {}))
          expect(declared, `${tag} ${s.name}`).toContain(name);
    }
  });
});
