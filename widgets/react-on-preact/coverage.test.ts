import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productSources, ROOT } from '../../tests/support/sources';
import { CAMEL_PROPS } from './dom';
import * as reactOnPreact from './react';

// Every value the widgets and core import from 'react' is one the embed build's React API over
// Preact exports: a hook used in the portal but missing here fails the embed build, not the unit
// tests, and was found that way once (useDeferredValue).
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
  for (const file of productSources('widgets', 'core')) {
    for (const name of reactImports(readFileSync(file, 'utf8'))) {
      if (!used.has(name)) used.set(name, relative(ROOT, file));
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

/** preact/compat's camelCase SVG attributes (React writes them dashed). */
const COMPAT_CAMEL_PROPS =
  /^(?:accent|alignment|arabic|baseline|cap|clip(?!PathU)|color|dominant|fill|flood|font|glyph(?!R)|horiz|image(!S)|letter|lighting|marker(?!H|W|U)|overline|paint|pointer|shape|stop|strikethrough|stroke|text(?!L)|transform|underline|unicode|units|v|vector|vert|word|writing|x(?!C))[A-Z]/;

describe('the React API over Preact writes the SVG attributes the widgets use dashed', () => {
  const used = new Set<string>();
  for (const file of productSources('widgets', 'harness/src')) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\s([a-z]+[A-Z][A-Za-z]*)=/g)) {
      if (COMPAT_CAMEL_PROPS.test(m[1]!)) used.add(m[1]!);
    }
  }

  it('finds the attributes it checks', () => {
    expect(used).toContain('strokeWidth');
  });

  it.each([...used])('%s', (name) => {
    expect(CAMEL_PROPS.test(name)).toBe(true);
  });

  it('leaves alone what React writes as it is', () => {
    for (const name of ['clipPathUnits', 'textLength', 'onClick', 'className', 'tabIndex']) {
      expect(CAMEL_PROPS.test(name)).toBe(false);
    }
  });
});
