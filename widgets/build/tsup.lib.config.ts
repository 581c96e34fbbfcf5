import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';
import { PREACT_ALIASES } from './vite.embed.config.ts';

/** The embed build's aliases (React's API over Preact's core), for esbuild. */
const preactAliases: Plugin = {
  name: 'preact-aliases',
  setup(build) {
    for (const { find, replacement } of PREACT_ALIASES) {
      // resolved as an ES module imports it: one copy of Preact, the one its other imports get
      const path = fileURLToPath(import.meta.resolve(replacement));
      build.onResolve({ filter: find }, () => ({ path }));
    }
  },
};

/** What both builds do alike: ES modules with types and maps, split and tree-shaken, React JSX. */
const COMMON = {
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  esbuildOptions(options) {
    options.jsx = 'automatic';
  },
} satisfies Options;

/** The libraries a partner's bundler resolves from the package's dependencies. */
const DEPENDENCIES = ['nanostores', 'ky', /^opencc-js/, 'qrcode', 'qiniu-js', 'dompurify'];

// The package's library entry points (`sztx-widgets/core`, `sztx-widgets/widgets`) with types,
// and its server entry (`sztx-widgets/ssr`).
export default defineConfig([
  {
    ...COMMON,
    entry: { 'core/index': 'core/index.ts', 'widgets/index': 'widgets/index.ts' },
    outDir: 'dist/lib',
    target: 'es2022',
    platform: 'browser',
    // the partner's own React (or Preact), and its nanostores bindings
    external: [/^react/, /^preact/, /^@nanostores\//, ...DEPENDENCIES],
  },
  // `sztx-widgets/ssr`: the widgets rendered on the server, over Preact (the embed build's renderer,
  // whose elements take the HTML over), which it brings with it: no React needed on the server
  {
    ...COMMON,
    entry: { index: 'widgets/ssr/index.ts' },
    outDir: 'dist/ssr',
    target: 'node20',
    platform: 'node',
    esbuildPlugins: [preactAliases],
    noExternal: [/^react/, /^preact/, /^@nanostores\/react/],
    external: DEPENDENCIES,
  },
]);
