import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Rolldown } from 'vite';
import { contractDocs } from './contract-docs.ts';
import { inlineTexts } from './inline-texts.ts';
import { kyKnownOptions } from './ky-known-options.ts';
import { kyWithoutProgress } from './ky-without-progress.ts';
import { minifyCss } from './minify-css.ts';
import { nanostoresWithoutKeys } from './nanostores-without-keys.ts';
import { ownKeys } from './own-keys.ts';
import { plainDynamicImports } from './plain-dynamic-imports.ts';
import { publishAssets } from './publish-assets.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const ENTRIES: Record<string, string> = Object.fromEntries(
  readdirSync(here('../entries'))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => {
      const name = file.replace(/\.ts$/, '');
      return [name === 'all' ? 'sztx' : name, here(`../entries/${file}`)];
    }),
);

/** Tag → entry name, for every entry that registers specific widgets (`// Embed entry: <sztx-x>.`). */
const ENTRY_TAGS: Record<string, string> = Object.fromEntries(
  Object.entries(ENTRIES)
    .filter(([name]) => name !== 'sztx' && name !== 'loader')
    .flatMap(([name, file]) => {
      const header = readFileSync(file, 'utf8').split('\n')[0] ?? '';
      const tags = [...header.matchAll(/<(sztx-[a-z-]+)>/g)].map((m) => m[1]!);
      return (tags.length > 0 ? tags : [`sztx-${name}`]).map((tag) => [tag, name]);
    }),
);

/**
 * React on the partner page costs ~75 KB gzip; Preact runs the same components in ~10 KB. `react`
 * and `react-dom/client` are the part of React's API the widgets use, over Preact's core (see
 * widgets/react-on-preact/): preact/compat's other parts would cost every page ~3 KB more.
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: here('../react-on-preact/react.ts') },
  { find: /^react-dom\/client$/, replacement: here('../react-on-preact/client.ts') },
  // the server entry's renderer (sztx-widgets/ssr): what the embed's Preact takes over
  { find: /^react-dom\/server$/, replacement: here('../react-on-preact/server.ts') },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/** The entries of one widget each, whose first download the chunks are cut for (not sztx.js). */
const WIDGET_ENTRIES = [...new Set(Object.values(ENTRY_TAGS))];

/**
 * The widgets whose first download is large anyway (a whole portal, a personal centre): a module
 * they share with a small widget goes in the small widget's file, which they load as it is.
 */
const LARGE_WIDGETS = new Set(['portal']);

/** A short chunk name for each set of widgets (every chunk's name is in its importers' code). */
const SHARED_NAMES = new Map<string, string>();
const sharedName = (owners: string[]) => {
  const key = owners.join(' ');
  if (!SHARED_NAMES.has(key)) SHARED_NAMES.set(key, `shared${SHARED_NAMES.size + 1}`);
  return SHARED_NAMES.get(key)!;
};

type ModuleGraph = (
  id: string,
) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;

/** The modules `from` loads at once (its static imports, transitively), and its lazy imports. */
function staticClosure(from: string, getModuleInfo: ModuleGraph) {
  const modules = new Set<string>();
  const lazy = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (modules.has(next)) continue;
    modules.add(next);
    const info = getModuleInfo(next);
    stack.push(...(info?.importedIds ?? []));
    for (const target of info?.dynamicallyImportedIds ?? []) lazy.add(target);
  }
  return { modules, lazy };
}

let groupOwners: Map<string, string[]> | undefined;

/**
 * The widget entries whose scripts load module `id` at once (static imports), when the module
 * can go in a file cut for them: empty when a lazy part loads it for another widget too (the
 * login dialog, a form another widget opens), which would then download that whole file. The
 * portal's lazy pages may: they show the other widgets' views.
 */
function widgetsLoading(id: string, getModuleInfo: ModuleGraph): string[] {
  if (!groupOwners) {
    const owners = new Map<string, string[]>();
    /** Lazy part → the widgets that may load it. */
    const lazyParts = new Map<string, Set<string>>();
    for (const name of WIDGET_ENTRIES) {
      const first = staticClosure(ENTRIES[name]!, getModuleInfo);
      for (const module of first.modules) owners.set(module, [...(owners.get(module) ?? []), name]);
      const queue = [...first.lazy];
      const seen = new Set<string>();
      while (queue.length > 0) {
        const part = queue.pop()!;
        if (seen.has(part)) continue;
        seen.add(part);
        lazyParts.set(part, (lazyParts.get(part) ?? new Set()).add(name));
        queue.push(...staticClosure(part, getModuleInfo).lazy);
      }
    }
    /** Module → the widgets whose lazy parts load it. */
    const lazyUsers = new Map<string, Set<string>>();
    for (const [part, users] of lazyParts) {
      for (const module of staticClosure(part, getModuleInfo).modules) {
        const all = lazyUsers.get(module) ?? new Set<string>();
        for (const user of users) all.add(user);
        lazyUsers.set(module, all);
      }
    }
    const grouped = new Map<string, string[]>();
    for (const [module, all] of owners) {
      const small = all.filter((name) => !LARGE_WIDGETS.has(name));
      const names = small.length > 0 ? small : all;
      const others = [...(lazyUsers.get(module) ?? [])].filter(
        (user) => user !== 'portal' && !names.includes(user),
      );
      grouped.set(module, others.length === 0 ? names : []);
    }
    // a file takes in the imports of its modules that no other file takes: a module importing
    // one left out is left out too
    const leftOut = (module: string) =>
      grouped.get(module)?.length === 0 && runtimeChunk(module) === undefined;
    for (let changed = true; changed; ) {
      changed = false;
      for (const [module, names] of grouped) {
        if (names.length > 0 && getModuleInfo(module)?.importedIds.some(leftOut)) {
          grouped.set(module, []);
          changed = true;
        }
      }
    }
    groupOwners = grouped;
  }
  return groupOwners.get(id) ?? [];
}

/**
 * The shared chunk of a module: 'runtime', or 'extra' (what every widget but the news feed and
 * the content lists loads at once: the keyed queries and their hook, the window's layout
 * store; one file, not one per set of widgets); null for libraries loaded lazily (their own
 * chunks).
 */
function runtimeChunk(id: string): 'runtime' | 'extra' | null | undefined {
  if (/node_modules\/(opencc-js|qiniu-js|qrcode|dompurify)\//.test(id)) return null;
  if (/\/(core\/load\/query|widgets\/ui\/(query|shown)|core\/layout\/layout)\.ts$/.test(id))
    return 'extra';
  if (
    /node_modules\/(preact|@preact|react|react-dom|scheduler|nanostores|@nanostores|ky|@r2wc)\//.test(
      id,
    )
  )
    return 'runtime';
  // the shared state and the parts every widget renders: config, session, language, the
  // portal link (not the portal's router), toast store, API client, the paged loads and their
  // hook (every list: a file of their own would cost more than their code), overlay host, base
  // styles (what the overlay shows, dialogs and toasts, loads with its first use). Feature code (a
  // widget's own stores, forms, API groups, DOMPurify; the login and logout code, the form
  // styles, the router) stays out, in chunks shared only as needed; Rollup never duplicates a
  // module, so singletons stay single either way.
  if (
    /\/core\/(config|toast|platform)\//.test(id) ||
    /\/core\/time\/time\.ts$/.test(id) ||
    /\/core\/router\/portal-link\.ts$/.test(id) ||
    /\/core\/session\/(session|token)\.ts$/.test(id) ||
    /\/core\/language\/language\.ts$/.test(id) ||
    /\/core\/api\/(client|errors|types|account\/token-check)\.ts$/.test(id) ||
    /\/core\/load\/(page-size|run|paged)\.ts$/.test(id) ||
    /\/widgets\/ui\/(overlay|styles|useStyles|i18n|states|icons|SkeletonCards|paged)\.tsx?$/.test(
      id,
    ) ||
    /widgets\/define\.tsx$/.test(id) ||
    // what every routed page shares (a type and the route tabs' class, which the portal's title
    // reads): in a feature's chunk it would pull that feature into the portal's first download
    /widgets\/page\.ts$/.test(id) ||
    /widgets\/react-on-preact\//.test(id)
  )
    return 'runtime';
  return undefined;
}

// Embed build: one ES module per widget for partners' script tags, sharing one runtime chunk.
export default defineConfig(({ mode }) => ({
  base: './',
  publicDir: false,
  // contracts without their documentation texts (custom-elements.json has them);
  // dynamic imports without Vite's preload helper (nothing to preload: modulePreload is off);
  // ky without its progress streams, useStore without its keys option, which no widget uses
  // (see ky-without-progress.ts, nanostores-without-keys.ts);
  // sri.json and precompressed .br/.gz copies: see publish-assets.ts;
  // own keys only, whatever the page added to Object.prototype: see own-keys.ts
  plugins: [
    inlineTexts(),
    minifyCss(),
    contractDocs(),
    plainDynamicImports(),
    kyWithoutProgress(),
    kyKnownOptions(),
    nanostoresWithoutKeys(),
    publishAssets(),
    ownKeys(),
  ],
  resolve: { alias: mode === 'react' ? [] : PREACT_ALIASES },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    // what the loader can load: tag → entry, from each entry's first-line comment
    __SZTX_ENTRIES__: JSON.stringify(ENTRY_TAGS),
  },
  build: {
    outDir: mode === 'react' ? 'dist/embed-react' : 'dist/embed',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // the Simplified→Traditional phrase dictionary (~450 KB gzip) is a lazy chunk loaded only for Simplified search text
    chunkSizeWarningLimit: 1100,
    modulePreload: false,
    manifest: true,
    rollupOptions: {
      // one entry per file in widgets/entries/ (a partner's script tag), plus sztx.js with all
      input: ENTRIES,
      // an entry exports nothing a page uses (its tag is defined by importing it), so it may
      // export to other files: a widget's own file is then the entry itself, not a second file
      // behind a one-line entry (the news feed's, which the portal imports for its view)
      preserveEntrySignatures: 'allow-extension',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            // everything every widget needs lives in one shared runtime chunk, so two widgets on a
            // page share one session, language store and overlay
            { name: (id) => (runtimeChunk(id) === 'runtime' ? 'runtime' : null), priority: 100 },
            // after the runtime's, so that it takes in none of the runtime's modules as imports
            { name: (id) => (runtimeChunk(id) === 'extra' ? 'extra' : null), priority: 99 },
            // what several widgets' scripts load at once: one file per set of widgets; the sets
            // of more widgets first (a module's imports are loaded by at least its widgets)
            ...WIDGET_ENTRIES.map((_, index) => ({
              name: (id: string, ctx: Rolldown.ChunkingContext) => {
                if (runtimeChunk(id) !== undefined) return null;
                const owners = widgetsLoading(id, (module) => ctx.getModuleInfo(module));
                return owners.length === index + 2 ? sharedName(owners) : null;
              },
              priority: index + 2,
            })),
            // the rest of what one widget's script loads at once is one file (gzip compresses
            // one file better than the several Rollup would make of it; the portal's lazy pages
            // load it too when they need a part of it); lazy parts stay chunks of their own, and
            // the element definition stays apart (it has the side effect of defining the tag)
            {
              name: (id, ctx) => {
                if (runtimeChunk(id) !== undefined || /\/element\.tsx?$/.test(id)) return null;
                const owners = widgetsLoading(id, (module) => ctx.getModuleInfo(module));
                return owners.length === 1 ? `${owners[0]}-view` : null;
              },
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
