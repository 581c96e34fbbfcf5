// @vitest-environment node
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  kyOptionKeys,
  requestOptionsRegistry,
} from '../../node_modules/ky/distribution/core/constants.js';
import { hasSearchParameters } from '../../node_modules/ky/distribution/utils/options.js';
import { KY_OPTIONS_STUB, kyKnownOptions } from './ky-known-options';

type Resolve = (id: string, importer?: string) => string | null;
type Load = (id: string) => string | null;

/** The keys of every object literal passed to `ky.create(…)` or the instance (`http(…)`). */
function clientOptionKeys(): string[] {
  const file = 'core/api/client.ts';
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.ESNext,
    true,
  );
  const keys = new Set<string>();
  const collect = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        if (property.name && ts.isIdentifier(property.name)) keys.add(property.name.text);
        // a spread adds the keys of the literals it spreads (`...(post ? { body } : {})`)
        if (ts.isSpreadAssignment(property)) ts.forEachChild(property.expression, collect);
      }
      return;
    }
    ts.forEachChild(node, collect);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      if (callee === 'ky.create' || callee === 'http') {
        const options = node.arguments.find(ts.isObjectLiteralExpression);
        if (options) collect(options);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...keys];
}

describe('the embed without ky unknown options', () => {
  it('is safe: every option the client gives ky is one ky or Request knows', () => {
    const keys = clientOptionKeys();
    // the options the client passes today (the walk found them)
    expect(keys).toEqual(expect.arrayContaining(['prefixUrl', 'retry', 'searchParams', 'body']));
    const known = (key: string) => key in kyOptionKeys || key in requestOptionsRegistry;
    expect(keys.filter((key) => !known(key))).toEqual([]);
  });

  it("replaces only ky's own import of its option helpers (on Windows paths too)", () => {
    const plugin = kyKnownOptions();
    const resolve = plugin.resolveId as Resolve;
    const ky = '/app/node_modules/ky/distribution/core/Ky.js';
    expect(resolve('../utils/options.js', ky)).toMatch(/^\0/);
    expect(resolve('../utils/options.js', `C:${ky.replaceAll('/', '\\')}`)).toMatch(/^\0/);
    expect(resolve('../utils/options.js', '/app/node_modules/other/core/Ky.js')).toBeNull();
    expect(resolve('../utils/merge.js', ky)).toBeNull();
    expect((plugin.load as Load)(resolve('../utils/options.js', ky)!)).toBe(KY_OPTIONS_STUB);
  });

  it("passes fetch no options, and checks search parameters as ky's own helper does", async () => {
    const stub: {
      findUnknownOptions: (request: unknown, options: unknown) => object;
      hasSearchParameters: (search: unknown) => boolean;
    } = await import(
      /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(KY_OPTIONS_STUB)}`
    );
    expect(stub.findUnknownOptions({}, { method: 'GET', retry: {} })).toEqual({});
    const searches = [
      undefined,
      '',
      ' ',
      '?a=1',
      [],
      [['a', '1']],
      new URLSearchParams(),
      new URLSearchParams('a=1'),
      {},
      { a: 1 },
      0,
      1,
    ];
    for (const search of searches) {
      expect(stub.hasSearchParameters(search)).toBe(hasSearchParameters(search as never));
    }
  });
});
