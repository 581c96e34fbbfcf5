// Reading a Vite build manifest for the size benchmarks: what a chunk pulls in, and how many
// gzip bytes a set of files weighs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The gzip -9 size of a file of the build in `dir`. */
export const gzipBytes = (dir, file) =>
  gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;

/**
 * The manifest of the build in `dir` (`build.manifest: true`), with `closure(key, seen)`: the
 * chunk keys `key` loads statically, itself included (added to `seen` when given); `files(keys)`:
 * their output files, once each; `bytes(files)`: their gzip size together.
 */
export function readManifest(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
    return seen;
  };
  const files = (keys) => [...new Set([...keys].map((k) => manifest[k].file))];
  const bytes = (list) => list.reduce((sum, file) => sum + gzipBytes(dir, file), 0);
  return { manifest, closure, files, bytes };
}
