import { defineConfig } from 'tsup';

// The package's library entry points (`sztx-widgets/core`, `sztx-widgets/widgets`) with types.
export default defineConfig({
  entry: { 'core/index': 'core/index.ts', 'widgets/index': 'widgets/index.ts' },
  outDir: 'dist/lib',
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  esbuildOptions(options) {
    options.jsx = 'automatic';
  },
  external: [
    /^react/,
    /^preact/,
    'nanostores',
    /^@nanostores\//,
    'ky',
    /^opencc-js/,
    'qrcode',
    'qiniu-js',
    'dompurify',
    /^@r2wc\//,
  ],
});
