// @vitest-environment node
// The packed package works for a partner: a fresh project installs the tarball (`npm pack`, whose
// `prepack` builds what is stale), type-checks TSX, Vue and Svelte typings of the <sztx-*>
// elements, builds a React 19 app with Vite, and imports the core library at run time.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_COMPILER_OPTIONS } from './partner-project';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');
const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

let consumer = '';

/** What tsc says about the consumer project, or another tsconfig of it ('' when it compiles). */
function typeErrors(project = 'tsconfig.json'): string {
  try {
    run(process.execPath, [TSC, '-p', project], consumer);
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

beforeAll(() => {
  const work = mkdtempSync(join(tmpdir(), 'sztx-pack-'));
  // the documented route: `npm pack` alone (its prepack builds the library and bundles if stale)
  run('npm', ['pack', '--silent', '--pack-destination', work], ROOT);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack made no tarball');
  consumer = join(work, 'consumer');
  mkdirSync(join(consumer, 'src'), { recursive: true });
  mkdirSync(join(consumer, 'snippet'), { recursive: true });
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'partner-site', private: true, type: 'module' }),
  );
  run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--silent',
      join(work, tarball),
      '@types/react@19',
      '@types/react-dom@19',
      'react@19',
      'react-dom@19',
      'vue@3',
      'svelte@5',
    ],
    consumer,
  );
  writeFileSync(
    join(consumer, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        ...PARTNER_COMPILER_OPTIONS,
        // each test re-checks the project; unchanged files (React, Vue, Svelte types) are reused
        incremental: true,
        tsBuildInfoFile: 'tsbuildinfo.json',
        skipLibCheck: false,
      },
      include: ['src'],
    }),
  );
}, 180_000);

describe('the packed package in a fresh project', () => {
  it('ships the embed bundles, the library, the manifest, the typings and the licence', () => {
    const pkg = join(consumer, 'node_modules/sztx-widgets');
    for (const file of [
      'dist/embed/loader.js',
      'dist/embed/news-feed.js',
      'dist/embed/sri.json',
      'dist/lib/core/index.js',
      'dist/lib/core/index.d.ts',
      'dist/lib/widgets/index.js',
      'types/elements.d.ts',
      'types/elements.js',
      'types/react.d.ts',
      'types/vue.d.ts',
      'types/svelte.d.ts',
      'widgets/custom-elements.json',
      'LICENSE',
    ]) {
      expect(existsSync(join(pkg, file)), file).toBe(true);
    }
    const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
    expect(manifest.private).toBeUndefined();
    expect(manifest.license).toBe('MIT');
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    // the precompressed copies are for the server, not for the package
    expect(existsSync(join(pkg, 'dist/embed/news-feed.js.br'))).toBe(false);
    // the reference server's dependencies are not installed for a partner
    expect(existsSync(join(consumer, 'node_modules/fastify'))).toBe(false);
    expect(existsSync(join(consumer, 'node_modules/better-sqlite3'))).toBe(false);
  });

  it('names in custom-elements.json only files the package has', () => {
    const pkg = join(consumer, 'node_modules/sztx-widgets');
    const { customElements } = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
    const manifest = JSON.parse(readFileSync(join(pkg, customElements), 'utf8')) as {
      schemaVersion: string;
      readme: string;
      modules: Array<{
        path: string;
        declarations: Array<{ name: string; tagName: string; members: unknown[] }>;
        exports: Array<{ kind: string; declaration: { name: string; module: string } }>;
      }>;
    };
    expect(existsSync(join(pkg, manifest.readme)), manifest.readme).toBe(true);
    expect(manifest.modules.length).toBeGreaterThan(5);
    for (const module of manifest.modules) {
      expect(existsSync(join(pkg, module.path)), module.path).toBe(true);
      expect(module.declarations[0]!.members.length).toBeGreaterThan(0);
      for (const definition of module.exports) {
        expect(existsSync(join(pkg, definition.declaration.module))).toBe(true);
        expect(module.declarations.map((d) => d.name)).toContain(definition.declaration.name);
      }
      // the script registers the element it is listed with
      expect(readFileSync(join(pkg, module.path), 'utf8').length).toBeGreaterThan(0);
    }
    // sri.json names every script with the hash of its bytes
    const sri: Record<string, string> = JSON.parse(
      readFileSync(join(pkg, 'dist/embed/sri.json'), 'utf8'),
    );
    for (const module of manifest.modules) {
      expect(sri[module.path.replace(/^dist\/embed\//, '')]).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    }
    expect(Object.keys(sri).some((file) => file.startsWith('chunks/runtime-'))).toBe(true);
    for (const [file, value] of Object.entries(sri)) {
      const bytes = readFileSync(join(pkg, 'dist/embed', file));
      expect(value, file).toBe(`sha384-${createHash('sha384').update(bytes).digest('base64')}`);
    }
  });

  it('type-checks TSX using typed <sztx-*> elements and rejects a wrong attribute value', () => {
    writeFileSync(
      join(consumer, 'src/app.tsx'),
      `import type {} from 'sztx-widgets/react';
import { ASSOCIATION_ID, validatePhone } from 'sztx-widgets/core';
import { CONTRACTS, type WidgetContract } from 'sztx-widgets/widgets';

export const feed = <sztx-news-feed page-size="5" lang="s" hide-heading />;
export const board = <sztx-needs-board initial-tab="board" page-size="5" api-base="https://api.example/api/v2/" />;
export const message: string | null = validatePhone('13800138000');
export const id: string = ASSOCIATION_ID;
export const tags: string[] = CONTRACTS.map((contract: WidgetContract) => contract.tag);
document.querySelector('sztx-news-feed')?.addEventListener('sztx-open-article', (e) => {
  const title: string = e.detail.title;
  const articleId: number | string = e.detail.id;
  return [title, articleId];
});
document.querySelector('sztx-needs-board')?.addEventListener('sztx-loaded', (e) => {
  const shown: number = e.detail.count + e.detail.total;
  return shown;
});
// @ts-expect-error lang is 't' or 's'
export const wrong = <sztx-news-feed lang="x" />;
`,
    );
    expect(typeErrors()).toBe('');
  });

  it('types React 19 event props and element properties; a misspelt name is an error', () => {
    writeFileSync(
      join(consumer, 'src/react19.tsx'),
      `import type {} from 'sztx-widgets/react';
export const board = (
  <sztx-needs-board
    initial-tab="publish"
    onsztx-loaded={(e) => {
      const shown: number = e.detail.count + e.detail.total;
      return shown;
    }}
    onsztx-open-need={(e) => e.preventDefault()}
  />
);
const feed = document.createElement('sztx-news-feed');
feed.pageSize = 5;
feed.hideHeading = true;
feed.lang = 'zh-Hans';
const size: number = feed.pageSize;
// @ts-expect-error a misspelt property
feed.pageSise = 5;
// @ts-expect-error a property takes its parsed type (a number)
feed.pageSize = 'five';
// @ts-expect-error a misspelt attribute
export const misspelt = <sztx-news-feed lnag="s" />;
// @ts-expect-error a field the event detail does not have
export const noField = <sztx-news-feed onsztx-loaded={(e) => e.detail.name} />;
export { size };
`,
    );
    expect(typeErrors()).toBe('');
  });

  it('types Vue 3 components (GlobalComponents) and Svelte 5 elements (SvelteHTMLElements)', () => {
    writeFileSync(
      join(consumer, 'src/vue.ts'),
      `import type {} from 'sztx-widgets/vue';
import type { GlobalComponents } from 'vue';
type Feed = InstanceType<GlobalComponents['sztx-news-feed']>;
export const props: Feed['$props'] = { pageSize: 5, lang: 's', hideHeading: true, apiBase: '/api/v2/' };
// @ts-expect-error a misspelt prop
export const misspelt: Feed['$props'] = { pageSise: 5 };
// @ts-expect-error a wrong value
export const wrong: Feed['$props'] = { lang: 'x' };
export function listen(board: InstanceType<GlobalComponents['sztx-needs-board']>) {
  const size: number = board.pageSize;
  board.$emit('sztx-loaded', new CustomEvent('sztx-loaded', { detail: { count: 1, total: 2 } }));
  // @ts-expect-error the board dispatches no sztx-open-article
  board.$emit('sztx-open-article', new CustomEvent('x'));
  return size;
}
`,
    );
    writeFileSync(
      join(consumer, 'src/svelte.ts'),
      `import type {} from 'sztx-widgets/svelte';
import type { SvelteHTMLElements } from 'svelte/elements';
export const feed: SvelteHTMLElements['sztx-news-feed'] = {
  'page-size': 5,
  lang: 's',
  class: 'news',
  'onsztx-loaded': (e) => {
    const shown: number = e.detail.count;
    return shown;
  },
};
// @ts-expect-error a misspelt attribute
export const misspelt: SvelteHTMLElements['sztx-news-feed'] = { 'page-sise': 5 };
// @ts-expect-error a wrong value
export const wrong: SvelteHTMLElements['sztx-needs-board'] = { 'initial-tab': 'nope' };
`,
    );
    expect(typeErrors()).toBe('');
  });

  it('builds a React 19 app that imports sztx-widgets/elements and a widget with Vite', () => {
    writeFileSync(
      join(consumer, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/src/main.tsx"></script>\n',
    );
    writeFileSync(
      join(consumer, 'src/main.tsx'),
      `import { createRoot } from 'react-dom/client';
import 'sztx-widgets/elements';
import type {} from 'sztx-widgets/react';
import 'sztx-widgets/embed/news-feed.js';

createRoot(document.getElementById('root')!).render(
  <sztx-news-feed page-size="3" onsztx-loaded={(e) => console.log(e.detail.count)} />,
);
`,
    );
    writeFileSync(join(consumer, 'vite.config.mjs'), 'export default { logLevel: "error" };\n');
    run(process.execPath, [VITE, 'build'], consumer);
    const assets = join(consumer, 'dist/assets');
    const js = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(assets, f), 'utf8'))
      .join('\n');
    // the widget's registration is in the app, not tree-shaken away
    expect(js).toContain('sztx-news-feed');
    expect(js).toContain('customElements');
    expect(typeErrors()).toBe('');
  });

  it('types event details: reading a field the event does not carry is an error', () => {
    writeFileSync(
      join(consumer, 'src/events.tsx'),
      `import type {} from 'sztx-widgets/react';
export const feed = (
  <sztx-news-feed
    ref={(el) =>
      el?.addEventListener('sztx-open-article', (e) => {
        const title: string = e.detail.title;
        const name: string = e.detail.name;
        return [title, name];
      })
    }
  />
);
`,
    );
    const output = typeErrors();
    writeFileSync(join(consumer, 'src/events.tsx'), 'export {};\n');
    // exactly one error: the field the detail lacks (its `title` is fine)
    expect(output).toMatch(/events\.tsx\(7,.*Property 'name' does not exist/);
    expect(output.match(/error TS/g)).toHaveLength(1);
  });

  it('the React snippet of the packed docs/embedding.md type-checks as it stands', () => {
    const docs = readFileSync(
      join(consumer, 'node_modules/sztx-widgets/docs/embedding.md'),
      'utf8',
    );
    const snippet = /```tsx\n([\s\S]*?)```/.exec(docs)?.[1] ?? '';
    expect(snippet).toContain('<sztx-news-feed');
    // bundled into an app, a widget needs its API named (never an app's own origin by default)
    expect(snippet).toMatch(/api-base="https:/);
    // the versioned URLs the docs show are this version's
    const { version } = JSON.parse(
      readFileSync(join(consumer, 'node_modules/sztx-widgets/package.json'), 'utf8'),
    );
    expect(docs).toContain(`/embed/v${version}/news-feed.js`);
    writeFileSync(join(consumer, 'snippet/snippet.tsx'), snippet);
    // on its own: the snippet's imports alone bring what it uses
    writeFileSync(
      join(consumer, 'tsconfig.snippet.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        compilerOptions: { tsBuildInfoFile: 'snippet.tsbuildinfo.json' },
        include: ['snippet'],
      }),
    );
    expect(typeErrors('tsconfig.snippet.json')).toBe('');
  });

  it('a type error in the consumer is reported (the check is real)', () => {
    writeFileSync(
      join(consumer, 'src/broken.tsx'),
      `export const n: number = <sztx-news-feed />;\n`,
    );
    expect(() => run(process.execPath, [TSC, '-p', 'tsconfig.json'], consumer)).toThrow();
    writeFileSync(join(consumer, 'src/broken.tsx'), 'export {};\n');
  });

  it('imports the core library at run time', () => {
    const out = run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import('sztx-widgets/core').then((m) => console.log(m.ASSOCIATION_ID, m.validatePhone('123')))",
      ],
      consumer,
    );
    expect(out.trim()).toBe('SZTX 請輸入正確的手機號');
  });
});
