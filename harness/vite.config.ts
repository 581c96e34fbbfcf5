import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { inlineTexts } from '../widgets/inline-texts.ts';
import { minifyCss } from '../widgets/minify-css.ts';
import { publishAssets } from '../widgets/publish-assets.ts';
import { portalShell } from './portal-shell.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Portal build: the full portal (React) and the preview harness.
export default defineConfig({
  root: here('.'),
  base: '/',
  publicDir: false,
  plugins: [inlineTexts(), minifyCss(), portalShell(), publishAssets({ sri: false })],
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: here('../dist/portal'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // the Simplified→Traditional phrase dictionary (~450 KB gzip) is a lazy chunk loaded only for Simplified search text
    chunkSizeWarningLimit: 1100,
    rollupOptions: {
      input: {
        index: here('./index.html'),
        preview: here('./preview.html'),
        frame: here('./frame.html'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8080',
      '/files': 'http://localhost:8080',
      '/dev': 'http://localhost:8080',
    },
  },
});
