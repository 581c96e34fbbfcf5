// @vitest-environment node
// One way to abort: loads are aborted by the one runner (core/load/run.ts: a newer load aborts the
// older, cancel() on unmount), so no other source of core/, widgets/ or harness/ makes an
// AbortController by hand; each exception is named here with its reason.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { productSources, ROOT } from '../../tests/support/sources';

const name = (path: string) => relative(ROOT, path).split('\\').join('/');

/** The sources that may make an AbortController, each with its reason. */
const MAY_ABORT: Record<string, string> = {
  'core/load/run.ts':
    'the one runner of loads: each run gets its own signal, a newer run aborts it',
  'core/upload/upload.ts':
    'startUpload: an upload is a cancellable write, not a load; its cancel() is the controller',
};

/** Every `new AbortController` of a source (comments and strings do not count). */
function controllersMade(text: string): number {
  const source = ts.createSourceFile(
    'x.tsx',
    text,
    ts.ScriptTarget.ESNext,
    false,
    ts.ScriptKind.TSX,
  );
  let count = 0;
  const visit = (node: ts.Node): void => {
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'AbortController'
    )
      count++;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return count;
}

describe('no hand-made AbortController', () => {
  const made = productSources('core', 'widgets', 'harness')
    .map((path) => ({ file: name(path), count: controllersMade(readFileSync(path, 'utf8')) }))
    .filter((f) => f.count > 0);

  it('sees the ones it allows (the walk finds them)', () => {
    expect(made.map((f) => f.file).sort()).toEqual(
      expect.arrayContaining(['core/load/run.ts', 'core/upload/upload.ts']),
    );
  });

  it('no other source of core/, widgets/ or harness/ makes one', () => {
    expect(made.filter((f) => !(f.file in MAY_ABORT)).map((f) => f.file)).toEqual([]);
  });
});
