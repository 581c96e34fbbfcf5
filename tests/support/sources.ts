import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The repository's root. */
export const ROOT = join(import.meta.dirname, '../..');

/** Every folder of product code: core, the widgets, the portal, the server and its public pages. */
export const PRODUCT_DIRS = ['core', 'widgets', 'harness', 'demo-site/server', 'demo-site/pages'];

/**
 * The product's TypeScript sources under `dirs` (relative to the root), tests and node_modules
 * left out: absolute paths, for the tests that check something of every source.
 */
export function productSources(...dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
      .filter((f) => f.isFile() && /\.tsx?$/.test(f.name) && !/\.test\.tsx?$/.test(f.name))
      .map((f) => join(f.parentPath, f.name))
      .filter((path) => !relative(ROOT, path).split(/[\\/]/).includes('node_modules')),
  );
}

/**
 * The tests of a walk over every member of a class: it sees at least `min` of them (a walk that
 * finds nothing proves nothing), and none of them breaks the rule (`broken` lists each that does).
 */
export function describeWalk(
  title: string,
  walk: () => { walked: number; broken: string[] },
  { sees, min, rule }: { sees: string; min: number; rule: string },
): void {
  describe(title, () => {
    const { walked, broken } = walk();
    it(sees, () => {
      expect(walked).toBeGreaterThan(min);
    });
    it(rule, () => {
      expect(broken).toEqual([]);
    });
  });
}
