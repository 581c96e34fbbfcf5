import type { Area, DistrictCount } from '../api/content/records';

/** A district of the home map with its counts from `association/statistics`. */
export interface DistrictTile {
  id: string;
  name: string;
  members: number;
  companies: number;
  /** Centre of the tile in the schematic (viewBox units). */
  x: number;
  y: number;
}

const strip = (name: string) => name.trim().replace(/[區区縣县市]$/, '');

/**
 * Joins the districts with the statistics' `districts` counts by name (exact, then without the
 * 區/縣 suffix) and lays them out on a honeycomb schematic, `cols` tiles per row.
 */
export function districtTiles(
  districts: Area[],
  counts: DistrictCount[],
  radius = 48,
): { tiles: DistrictTile[]; width: number; height: number } {
  const byName = new Map<string, DistrictCount>();
  for (const c of counts) byName.set(c.name.trim(), c);
  for (const c of counts) if (!byName.has(strip(c.name))) byName.set(strip(c.name), c);
  const cols = Math.max(1, Math.ceil(Math.sqrt(districts.length * 1.6)));
  const w = Math.sqrt(3) * radius;
  const h = 1.5 * radius;
  const tiles = districts.map((d, i) => {
    const row = Math.floor(i / cols);
    const col = i % cols;
    const hit = byName.get(d.name.trim()) ?? byName.get(strip(d.name));
    return {
      id: String(d.id),
      name: d.name,
      members: hit?.members ?? 0,
      companies: hit?.companies ?? 0,
      x: w / 2 + col * w + (row % 2 ? w / 2 : 0) + 4,
      y: radius + row * h + 4,
    };
  });
  const rows = Math.ceil(districts.length / cols);
  return { tiles, width: cols * w + w / 2 + 8, height: (rows - 1) * h + 2 * radius + 8 };
}

/** The points of a pointy-top hexagon around (x, y). */
export function hexPoints(x: number, y: number, r: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 180) * (60 * i - 30);
    return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}
