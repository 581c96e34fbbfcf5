import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'demo-site/server/main.ts' },
  outDir: 'dist/server',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  splitting: false,
  // Native modules and framework stay runtime dependencies (resolved from node_modules).
  external: ['better-sqlite3', 'sharp', 'jsdom', 'fastify', /^@fastify\//],
  // the seed video clips travel with the bundle (dist/server/media)
  async onSuccess() {
    cpSync('demo-site/server/media', 'dist/server/media', {
      recursive: true,
      filter: (src) => !src.endsWith('.mjs'),
    });
  },
});
