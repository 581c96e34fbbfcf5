// The plain page's "production build": the page and its script, and the package's embed
// scripts copied next to them (the partner hosts them; loader.js finds the others beside it).
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const here = import.meta.dirname;
const dist = join(here, 'dist');
const pkg = dirname(createRequire(import.meta.url).resolve('sztx-widgets/package.json'));
rmSync(dist, { recursive: true, force: true });
mkdirSync(dist);
for (const file of ['index.html', 'app.js']) cpSync(join(here, file), join(dist, file));
cpSync(join(here, '../partner.css'), join(dist, 'partner.css'));
cpSync(join(pkg, 'dist/embed'), join(dist, 'sztx'), { recursive: true });
