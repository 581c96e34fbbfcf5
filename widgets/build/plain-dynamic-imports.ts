import type { Plugin } from 'vite';

const HELPER = '\0vite/preload-helper.js';

/**
 * Build step for the embed (`modulePreload: false`, no CSS files): Vite wraps every dynamic
 * `import()` in a preload helper (~0.6 KB gzip in the runtime) that here would only ever get an
 * empty list of files to preload. The helper becomes a plain call; a failed import rejects as
 * before (without Vite's `vite:preloadError` window event, which nothing of ours listens to).
 */
export function plainDynamicImports(): Plugin {
  return {
    name: 'sztx-plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === HELPER ? id : null),
    load: (id) => (id === HELPER ? 'export const __vitePreload = (load) => load();' : null),
  };
}
