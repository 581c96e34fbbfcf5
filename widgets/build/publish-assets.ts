import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What a browser downloads: compressed copies are made of these (not of source maps). */
const COMPRESSIBLE = /\.(?:js|css|json|svg|html)$/;

/** Every file under `dir`, as paths relative to it with `/` separators, sorted. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The Subresource Integrity value of some bytes (`sha384-…`). */
function integrity(bytes: Buffer): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * `sri.json` of a built folder: every script → its `integrity` value, for a partner's
 * `<script type="module" integrity=…>` (the `.vite` build manifest and source maps left out).
 */
function integrityOf(dir: string): Record<string, string> {
  return Object.fromEntries(
    filesOf(dir)
      .filter((file) => file.endsWith('.js') && !file.startsWith('.vite/'))
      .map((file) => [file, integrity(readFileSync(join(dir, file)))]),
  );
}

/**
 * Build step of the embed bundles and the portal: writes `sri.json` (unless `sri` is false)
 * and, next to every page, script, style and JSON file, its brotli (`.br`) and gzip (`.gz`)
 * copy, which the server sends to browsers that accept them (made once here, not per request).
 */
export function publishAssets({ sri = true }: { sri?: boolean } = {}): Plugin {
  let outDir = '';
  return {
    name: 'sztx-publish-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (sri) {
          writeFileSync(
            join(outDir, 'sri.json'),
            `${JSON.stringify(integrityOf(outDir), null, 2)}\n`,
          );
        }
        for (const file of filesOf(outDir)) {
          if (!COMPRESSIBLE.test(file) || file.startsWith('.vite/')) continue;
          const bytes = readFileSync(join(outDir, file));
          writeFileSync(
            join(outDir, `${file}.br`),
            brotliCompressSync(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
          );
          writeFileSync(join(outDir, `${file}.gz`), gzipSync(bytes, { level: 9 }));
        }
      },
    },
  };
}
