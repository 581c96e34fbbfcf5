import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The repository's root. */
export const ROOT = join(import.meta.dirname, '../..');

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
