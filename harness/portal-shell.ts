import { resolve } from 'node:path';
import { createServer, type IndexHtmlTransformContext, type Plugin, type Rollup } from 'vite';
import type * as ShellModule from '../widgets/portal/shell';

const ROOT = resolve(import.meta.dirname, '..');

/** The files a chunk loads with it: itself and its static imports, all the way down. */
function chunkClosure(bundle: Rollup.OutputBundle, fileName: string, into = new Set<string>()) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const dep of chunk.imports) chunkClosure(bundle, dep, into);
  return into;
}

/**
 * Each route's chunks to preload (beyond what the page's entry loads): the chunk of the
 * module its page loader imports, with that chunk's static imports.
 */
function routeChunks(
  loaders: ReturnType<typeof ShellModule.routeLoaders>,
  ctx: IndexHtmlTransformContext,
): Array<[string, string[]]> {
  const bundle = ctx.bundle!;
  const entry = chunkClosure(bundle, ctx.chunk!.fileName);
  const byModule = new Map<string, string>();
  for (const chunk of Object.values(bundle)) {
    // the chunk holding the page's module: its own, or a group's (see vite.config.ts)
    if (chunk.type === 'chunk') for (const id of chunk.moduleIds) byModule.set(id, chunk.fileName);
  }
  return loaders.map(([pattern, loader]) => {
    const specifier = /["'](\/[^"']+)["']/.exec(loader)?.[1];
    const file = specifier && byModule.get(resolve(ROOT, `.${specifier}`));
    if (!file)
      throw new Error(`portal shell: no chunk found for the page of ${pattern} (${loader})`);
    const files = [...chunkClosure(bundle, file)].filter((name) => !entry.has(name));
    return [pattern, files.map((name) => `/${name}`)];
  });
}

/**
 * Build step of the portal's page (index.html): puts in the HTML shell that paints the header,
 * menu and a skeleton of the page before any script runs, rendered from the portal's own
 * components (widgets/portal/shell.tsx, through vite's module runner), and the boot script
 * that picks the shell's variant and preloads the chunks of the route in the address.
 */
export function portalShell(): Plugin {
  return {
    name: 'sztx-portal-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.filename.endsWith('/index.html') || !ctx.bundle || !ctx.chunk) return html;
        const vite = await createServer({
          configFile: false,
          root: ROOT,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
          oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
        });
        try {
          const shell = (await vite.ssrLoadModule(
            '/widgets/portal/shell.tsx',
          )) as typeof ShellModule;
          const { scripts, style, markup } = shell.renderShell(
            routeChunks(shell.routeLoaders(), ctx),
          );
          return html
            .replace(
              '</title>',
              `</title>\n${scripts.map((script) => `    <script>${script}</script>\n`).join('')}    <style>${style}</style>`,
            )
            .replace('<sztx-portal>', `${markup}<sztx-portal>`);
        } finally {
          await vite.close();
        }
      },
    },
  };
}
