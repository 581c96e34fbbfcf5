import { describe, expect, it } from 'vitest';
import { districtTiles, hexPoints } from './districts';

describe('districtTiles', () => {
  it('joins counts by name, also without the 區 suffix, and zero when missing', () => {
    const { tiles } = districtTiles(
      [
        { id: 1, name: '福田區' },
        { id: 2, name: '南山區' },
        { id: 3, name: '寶安區' },
      ],
      [
        { name: '福田區', members: 120, companies: 80 },
        { name: '南山', members: 90, companies: 70 },
      ],
    );
    expect(tiles.map((t) => [t.name, t.members, t.companies])).toEqual([
      ['福田區', 120, 80],
      ['南山區', 90, 70],
      ['寶安區', 0, 0],
    ]);
  });
  it('lays tiles out without overlap inside the reported size', () => {
    const districts = Array.from({ length: 10 }, (_, i) => ({ id: i, name: `區${i}` }));
    const { tiles, width, height } = districtTiles(districts, [], 40);
    const keys = new Set(tiles.map((t) => `${Math.round(t.x)},${Math.round(t.y)}`));
    expect(keys.size).toBe(10);
    for (const t of tiles) {
      expect(t.x + 35).toBeLessThanOrEqual(width);
      expect(t.y + 40).toBeLessThanOrEqual(height);
    }
  });
  it('draws six hexagon points', () => {
    expect(hexPoints(0, 0, 10).split(' ')).toHaveLength(6);
  });
});
