// @vitest-environment node
import chinaAreaData from 'china-area-data/data.json' with { type: 'json' };
import { Converter } from 'opencc-js/cn2t';
import { describe, expect, it } from 'vitest';
import { allRegions, DIVISIONS, type Divisions, traditionalDivisions } from './regions';

describe('regions', () => {
  it('regions.json is china-area-data in Traditional (run write-regions.mjs after an upgrade)', () => {
    expect(DIVISIONS).toEqual(
      traditionalDivisions(chinaAreaData as Divisions, Converter({ from: 'cn', to: 'tw' })),
    );
  });

  it('keeps the fixed ids of divisions with the same name and parent, and adds the rest by code', () => {
    const fixed = [
      { id: 16, parent_id: 0, name: '江蘇省' },
      { id: 234, parent_id: 16, name: '蘇州市' },
      { id: 2346, parent_id: 234, name: '工業園區' },
    ];
    const rows = allRegions(DIVISIONS, fixed, { 蘇州工業園區: '工業園區' });
    const children = (id: number) => rows.filter((r) => r.parent_id === id).map((r) => r.name);
    expect(rows.filter((r) => r.name === '江蘇省')).toEqual([fixed[0]]);
    expect(children(234)).toContain('崑山市');
    expect(children(234).filter((n) => n.includes('工業園區'))).toEqual(['工業園區']);
    expect(children(0)).toHaveLength(31);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(rows.some((r) => r.name === '市轄區')).toBe(false);
  });
});
