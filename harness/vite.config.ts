import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { inlineTexts } from '../widgets/build/inline-texts.ts';
import { minifyCss } from '../widgets/build/minify-css.ts';
import { publishAssets } from '../widgets/build/publish-assets.ts';
import { portalShell } from './portal-shell.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

type Graph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** A module and what it imports statically, all the way down. */
function staticClosure(graph: Graph, id: string, into = new Set<string>()): Set<string> {
  if (into.has(id)) return into;
  into.add(id);
  for (const dep of graph.getModuleInfo(id)?.importedIds ?? []) staticClosure(graph, dep, into);
  return into;
}

const PORTAL_ENTRY = here('./src/portal.ts');
const HOME_PAGE = here('../widgets/content/pages/HomePage.tsx');

/**
 * The portal's chunks on the home page's path: everything the entry loads statically in one
 * chunk (`portal`), and the home page with what it adds in another (`home`), instead of the
 * dozens of small shared chunks the default splitting makes (each a round trip on a slow
 * network). Lazy parts (other pages, forms, dialogs, DOMPurify, dictionaries) stay apart;
 * other pages load `home` for the modules they share with it.
 */
function portalChunks() {
  let parts: { portal: Set<string>; home: Set<string> } | undefined;
  const partsOf = (graph: Graph) => {
    if (!parts) {
      const portal = staticClosure(graph, PORTAL_ENTRY);
      const home = new Set([...staticClosure(graph, HOME_PAGE)].filter((m) => !portal.has(m)));
      parts = { portal, home };
    }
    return parts;
  };
  return {
    groups: [
      {
        name: (id: string, ctx: Graph) => (partsOf(ctx).portal.has(id) ? 'portal' : null),
        priority: 2,
      },
      {
        name: (id: string, ctx: Graph) => (partsOf(ctx).home.has(id) ? 'home' : null),
        priority: 1,
      },
    ],
  };
}

/**
 * Portal build, in two passes into the same folder: the portal's page (index.html) by default,
 * then the preview harness (preview.html, frame.html) with `--mode harness`. Built together,
 * the modules the harness pages import statically (most widgets) are shared with the portal's
 * lazy pages, and Rollup splits them into many small chunks the portal then loads one by one;
 * apart, the portal's first download is its entry chunk and each page its own chunk.
 */
export default defineConfig(({ mode }) => {
  const harness = mode === 'harness';
  return {
    root: here('.'),
    base: '/',
    publicDir: false,
    plugins: [inlineTexts(), minifyCss(), portalShell(), publishAssets({ sri: false })],
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    build: {
      outDir: here('../dist/portal'),
      // the harness pass adds its pages next to the portal's
      emptyOutDir: !harness,
      target: 'es2022',
      sourcemap: true,
      // the Simplified→Traditional phrase dictionary (~450 KB gzip) is a lazy chunk loaded only for Simplified search text
      chunkSizeWarningLimit: 1100,
      rollupOptions: {
        input: (harness
          ? { preview: here('./preview.html'), frame: here('./frame.html') }
          : { index: here('./index.html') }) as Record<string, string>,
        output: harness ? {} : { codeSplitting: portalChunks() },
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
  };
});
