// @vitest-environment node
// Safe to import anywhere (issue 32): every entry of the package's `exports`, read from
// package.json (a wildcard entry: every file it names in the build), imported by its package
// name in a plain Node process, as a Next.js server component, Nuxt or Astro imports it while
// rendering on the server: no `window`, no `document`, no `customElements`. A module that
// touches one at load fails here, not in a partner's server render.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, string | { default: string }>;
};

/** The file an entry names at run time (its `default` condition). */
const target = (entry: string | { default: string }) =>
  typeof entry === 'string' ? entry : entry.default;

/** Every import specifier of the package: one per entry, one per built file of a wildcard. */
function specifiers(): string[] {
  return Object.entries(pkg.exports).flatMap(([key, entry]) => {
    const file = target(entry);
    if (!key.includes('*')) return [`${pkg.name}${key.slice(1)}`];
    const [dir, suffix] = file.split('*') as [string, string];
    return readdirSync(join(ROOT, dir))
      .filter((name) => name.endsWith('.js') && name.endsWith(suffix))
      .map((name) => `${pkg.name}${key.slice(1).replace('*', name)}`);
  });
}

/** What importing `specifier` in a fresh Node process says: '' when it loads. */
function importError(specifier: string): string {
  const json = specifier.endsWith('.json') ? ", { with: { type: 'json' } }" : '';
  const script = `for (const name of ['window', 'document', 'customElements', 'HTMLElement']) if (name in globalThis) throw new Error(name + ' exists');
await import(${JSON.stringify(specifier)}${json});`;
  try {
    execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      stdio: 'pipe',
      encoding: 'utf8',
    });
    return '';
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? error);
    return stderr.split('\n').find((line) => /Error/.test(line)) ?? stderr;
  }
}

describe('every export of the package, imported in Node', () => {
  beforeAll(() => {
    // (a failed build's output in the error; another file's build is waited for)
    execFileSync(process.execPath, ['demo-site/build-if-stale.mjs'], { cwd: ROOT, stdio: 'pipe' });
  }, 300_000);

  it('walks every entry of exports, a wildcard through the files it names', () => {
    const all = specifiers();
    expect(all).toContain('sztx-widgets/ssr');
    expect(all).toContain('sztx-widgets/embed/loader.js');
    expect(all.length).toBeGreaterThan(Object.keys(pkg.exports).length);
  });

  it('loads each one without a window or a document', () => {
    const failures = specifiers()
      .map((specifier) => [specifier, importError(specifier)] as const)
      .filter(([, error]) => error);
    expect(Object.fromEntries(failures)).toEqual({});
  });
});
