// Writes regions.json: the mainland divisions of `china-area-data` in Traditional Chinese
// (opencc-js, Taiwan standard). Run after upgrading either package: node demo-site/server/features/directory/write-regions.mjs

import { writeFileSync } from 'node:fs';
import data from 'china-area-data/data.json' with { type: 'json' };
import { Converter } from 'opencc-js/cn2t';
import { tsImport } from 'tsx/esm/api';

const { traditionalDivisions } = await tsImport('./regions.ts', import.meta.url);
const out = traditionalDivisions(data, Converter({ from: 'cn', to: 'tw' }));
writeFileSync(new URL('./regions.json', import.meta.url), `${JSON.stringify(out, null, 2)}\n`);
console.log(`regions.json: ${Object.keys(out).length} parents`);
