import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as reactOnPreact from './react';

// Every value the widgets and core import from 'react' is one the embed build's React API over
// Preact exports: a hook used in the portal but missing here fails the embed build, not the unit
// tests, and was found that way once (useDeferredValue).
const ROOT = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The value (not type) names imported from 'react' by `import { … } from 'react'`. */
function reactImports(code: string): string[] {
  return [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react';/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0] ?? name),
  );
}

describe('the React API over Preact covers what the widgets import', () => {
  const used = new Map<string, string>();
  for (const dir of ['widgets', 'core']) {
    for (const file of sources(join(ROOT, dir))) {
      for (const name of reactImports(readFileSync(file, 'utf8'))) {
        if (!used.has(name)) used.set(name, relative(ROOT, file));
      }
    }
  }

  it('finds the imports it checks', () => {
    expect(used.has('useState')).toBe(true);
    expect(reactImports("import { a, type B, c as d } from 'react';")).toEqual(['a', 'c']);
  });

  it.each([...used])('exports %s (imported by %s)', (name) => {
    expect(Object.keys(reactOnPreact)).toContain(name);
  });
});
