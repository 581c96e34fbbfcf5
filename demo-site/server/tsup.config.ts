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
  // Native module and framework stay runtime dependencies (resolved from node_modules).
  external: ['better-sqlite3', 'fastify', /^@fastify\//],
});
