// @vitest-environment node
// build-if-stale.mjs builds again when a file under its SOURCES is newer than the last build. A
// folder the builds read but SOURCES did not name (demo-site/pages, the server's public pages)
// left an old build running after a change: tests passed or failed against code that was no
// longer there. The walk: every relative import of every built source file (not the tests)
// resolves under SOURCES.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SOURCES } from './build-if-stale.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CODE = /\.(?:ts|tsx|mts|mjs|js)$/;
const TEST = /\.test\.(?:ts|tsx)$|\.spec\.ts$|(?:^|\/)test-helpers\.ts$/;
const IMPORT = /\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return CODE.test(name) && !TEST.test(name) ? [path] : [];
  });
}

const under = (path: string) =>
  SOURCES.some((source) => path === source || path.startsWith(`${source}/`));

describe('the build sources', () => {
  it('name every folder a built file imports from', () => {
    const folders = SOURCES.filter((source) => statSync(join(ROOT, source)).isDirectory());
    const built = folders.flatMap((folder) => files(join(ROOT, folder)));
    expect(built.length).toBeGreaterThan(300);
    const outside = new Set<string>();
    for (const file of built) {
      for (const [, a, b] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = relative(ROOT, resolve(dirname(file), (a ?? b)!));
        if (!under(target)) outside.add(`${relative(ROOT, file)} → ${target}`);
      }
    }
    expect([...outside]).toEqual([]);
  });
});
