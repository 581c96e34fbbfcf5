// @vitest-environment node
// `sztx-widgets/react18` under React 18's own typings (@types/react 18, installed into a temporary
// project as package.test.ts installs React 19's): attributes and a ref of the element's type
// are typed, and `on<event>` props, which React 18 sets as attributes and never calls, are a
// type error. The project's `sztx-widgets` is this repository's package.json and types/ (the
// typings `npm pack` ships, without building and packing the rest again).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_COMPILER_OPTIONS } from './partner-project';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

let app = '';

/** What tsc says about the project ('' when it compiles). */
function typeErrors(): string {
  try {
    execFileSync(process.execPath, [TSC, '-p', 'tsconfig.json'], {
      cwd: app,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

beforeAll(() => {
  app = mkdtempSync(join(tmpdir(), 'sztx-react18-'));
  mkdirSync(join(app, 'src'));
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'partner-18', private: true }));
  execFileSync(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--silent', '@types/react@18'],
    { cwd: app, stdio: 'ignore' },
  );
  const pkg = join(app, 'node_modules/sztx-widgets');
  cpSync(join(ROOT, 'types'), join(pkg, 'types'), { recursive: true });
  cpSync(join(ROOT, 'package.json'), join(pkg, 'package.json'));
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: PARTNER_COMPILER_OPTIONS,
      include: ['src'],
    }),
  );
}, 180_000);

describe('sztx-widgets/react18 under @types/react 18', () => {
  it('types attributes and the ref; the React 18 example of docs/embedding.md compiles', () => {
    const docs = readFileSync(join(ROOT, 'docs/embedding.md'), 'utf8');
    const example = /### React 18[\s\S]*?```tsx\n([\s\S]*?)```/.exec(docs)?.[1] ?? '';
    expect(example).toContain("from 'sztx-widgets/react18'");
    writeFileSync(
      join(app, 'src/news.tsx'),
      `${example}
export const board = (
  <sztx-needs-board
    initial-tab="board"
    ref={(el) => el?.addEventListener('sztx-loaded', (e) => e.detail.count + e.detail.total)}
  />
);
`,
    );
    expect(typeErrors()).toBe('');
  });

  it('refuses on<event> props (React 18 never calls them) and misspelt names', () => {
    writeFileSync(
      join(app, 'src/news.tsx'),
      `import type {} from 'sztx-widgets/react18';
export const ignored = <sztx-news-feed onsztx-open-article={(e: Event) => e.preventDefault()} />;
export const misspelt = <sztx-news-feed lnag="zh-Hant" />;
export const wrong = <sztx-news-feed lang="x" />;
`,
    );
    const output = typeErrors();
    expect(output).toMatch(/news\.tsx\(2,.*"onsztx-open-article"/);
    expect(output).toMatch(/news\.tsx\(3,.*lnag/);
    expect(output).toMatch(/news\.tsx\(4,/);
    expect(output.match(/error TS/g)).toHaveLength(3);
  });
});
