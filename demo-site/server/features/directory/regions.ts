import regionsJson from './regions.json' with { type: 'json' };

/** A row of `area_data`: provinces at parent_id 0, cities under them, districts under those. */
export interface Region {
  id: number;
  parent_id: number;
  name: string;
}

/** `china-area-data`'s tree: parent code ('86' for the country) → child code → name. */
export type Divisions = Record<string, Record<string, string>>;

/** Whether a division code is on the mainland (not Taiwan 71, Hong Kong 81 or Macao 82). */
const mainland = (code: string) => code === '86' || !['71', '81', '82'].includes(code.slice(0, 2));

/** The placeholder level of municipalities and of prefecture-level cities ("municipal district"). */
const MUNICIPAL = '市轄區';

/**
 * `china-area-data` in Traditional Chinese, the mainland only: written by `write-regions.mjs`
 * into `regions.json` (converting 3 400 names with opencc takes half a second, too long for
 * every seeding); `regions.test.ts` checks the file against the package.
 */
export function traditionalDivisions(
  data: Divisions,
  toTraditional: (text: string) => string,
): Divisions {
  const out: Divisions = {};
  for (const [parent, children] of Object.entries(data)) {
    if (!mainland(parent)) continue;
    out[parent] = Object.fromEntries(
      Object.entries(children)
        .filter(([code]) => mainland(code))
        .map(([code, name]) => [code, toTraditional(name)]),
    );
  }
  return out;
}

/** The committed Traditional divisions (see `traditionalDivisions`). */
export const DIVISIONS: Divisions = regionsJson;

/**
 * Every mainland province, city and district with its administrative code as id. `fixed` rows
 * keep their ids where a division has the same name under the same parent: the association's
 * city 234 (spec: "parent area id 234 for the district list") and the ids the seeded members
 * and companies point at. A municipality's city level is named after it (上海市 › 上海市 ›
 * 黃浦區), and a city's own "municipal district" placeholder is left out.
 */
export function allRegions(
  data: Divisions,
  fixed: readonly Region[],
  aliases: Record<string, string> = {},
): Region[] {
  const byParentAndName = new Map(fixed.map((r) => [`${r.parent_id}|${r.name}`, r.id]));
  const rows = new Map<number, Region>(fixed.map((r) => [r.id, r]));
  const add = (code: string, parentId: number, raw: string, fallback?: string): number => {
    const name = raw === MUNICIPAL && fallback ? fallback : (aliases[raw] ?? raw);
    const id = byParentAndName.get(`${parentId}|${name}`) ?? Number(code);
    if (!rows.has(id)) rows.set(id, { id, parent_id: parentId, name });
    return id;
  };
  for (const [provinceCode, provinceName] of Object.entries(data['86'] ?? {})) {
    const provinceId = add(provinceCode, 0, provinceName);
    const province = rows.get(provinceId)!.name;
    for (const [cityCode, cityName] of Object.entries(data[provinceCode] ?? {})) {
      const cityId = add(cityCode, provinceId, cityName, province);
      for (const [districtCode, districtName] of Object.entries(data[cityCode] ?? {})) {
        if (districtName !== MUNICIPAL) add(districtCode, cityId, districtName);
      }
    }
  }
  return [...rows.values()];
}
