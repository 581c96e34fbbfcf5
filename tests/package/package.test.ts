// @vitest-environment node
// The packed package works for a partner: a fresh project installs the tarball, type-checks a
// TSX file using the typed <sztx-*> elements and imports the core library at run time.
import { execFileSync } from 'node:child_process';
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

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

let consumer = '';

beforeAll(() => {
  run('npx', ['tsup', '--config', 'widgets/tsup.lib.config.ts', '--silent'], ROOT);
  if (!existsSync(join(ROOT, 'dist/embed/news-feed.js')))
    run('npm', ['run', '-s', 'build:embed'], ROOT);
  const work = mkdtempSync(join(tmpdir(), 'sztx-pack-'));
  run('npm', ['pack', '--silent', '--pack-destination', work], ROOT);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack made no tarball');
  consumer = join(work, 'consumer');
  mkdirSync(join(consumer, 'src'), { recursive: true });
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
    ],
    consumer,
  );
  writeFileSync(
    join(consumer, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        lib: ['ES2022', 'DOM'],
        types: [],
      },
      include: ['src'],
    }),
  );
}, 180_000);

describe('the packed package in a fresh project', () => {
  it('ships the embed bundles, the manifest and the element types', () => {
    const pkg = join(consumer, 'node_modules/sztx-widgets');
    for (const file of [
      'dist/embed/loader.js',
      'dist/embed/news-feed.js',
      'dist/lib/core/index.js',
      'dist/lib/core/index.d.ts',
      'widgets/elements.d.ts',
      'widgets/custom-elements.json',
    ]) {
      expect(existsSync(join(pkg, file)), file).toBe(true);
    }
    // the reference server's dependencies are not installed for a partner
    expect(existsSync(join(consumer, 'node_modules/fastify'))).toBe(false);
    expect(existsSync(join(consumer, 'node_modules/better-sqlite3'))).toBe(false);
  });

  it('type-checks TSX using typed <sztx-*> elements and rejects a wrong attribute value', () => {
    writeFileSync(
      join(consumer, 'src/app.tsx'),
      `import 'sztx-widgets/elements';
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
    expect(() => run(process.execPath, [TSC, '-p', 'tsconfig.json'], consumer)).not.toThrow();
  });

  it('types event details: reading a field the event does not carry is an error', () => {
    writeFileSync(
      join(consumer, 'src/events.tsx'),
      `import 'sztx-widgets/elements';
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
    let output = '';
    try {
      run(process.execPath, [TSC, '-p', 'tsconfig.json'], consumer);
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
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
    writeFileSync(join(consumer, 'src/snippet.tsx'), snippet);
    expect(() => run(process.execPath, [TSC, '-p', 'tsconfig.json'], consumer)).not.toThrow();
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
