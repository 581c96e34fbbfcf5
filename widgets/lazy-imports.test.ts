// @vitest-environment node
// A lazily loaded module is taken whole: `const m = await import('./x')` or
// `import('./x').then((m) => m.y())`, never destructured (`const { y } = await import('./x')`,
// `.then(({ y }) => …)`). Vite rewrites a destructured import into one more function in the
// bundle (`async () => { let { y } = await import(…); return { y } }`, wrapped in its preload
// call): ~60 bytes for nothing in every first download that holds one (three were in the embed
// runtime every widget loads, one in the needs board's; docs/performance.md).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';
import { describeWalk, productSources, ROOT } from '../tests/support/sources';

/** `file:line` of every destructured dynamic import in the product's sources. */
function destructuredImports(): { imports: number; destructured: string[] } {
  let imports = 0;
  const destructured: string[] = [];
  for (const path of productSources('core', 'widgets', 'harness')) {
    const text = readFileSync(path, 'utf8');
    if (!text.includes('import(')) continue;
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.ESNext, true);
    const where = (node: ts.Node) =>
      `${relative(ROOT, path).split('\\').join('/')}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        imports++;
        const parent = node.parent;
        // const { y } = await import('./x')
        if (
          ts.isAwaitExpression(parent) &&
          ts.isVariableDeclaration(parent.parent) &&
          ts.isObjectBindingPattern(parent.parent.name)
        )
          destructured.push(where(node));
        // import('./x').then(({ y }) => …)
        const then = ts.isPropertyAccessExpression(parent) && parent.name.text === 'then';
        const call = then ? parent.parent : undefined;
        const handler = call && ts.isCallExpression(call) ? call.arguments[0] : undefined;
        if (
          handler &&
          (ts.isArrowFunction(handler) || ts.isFunctionExpression(handler)) &&
          handler.parameters[0] &&
          ts.isObjectBindingPattern(handler.parameters[0].name)
        )
          destructured.push(where(node));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { imports, destructured };
}

describeWalk(
  'lazy imports are taken whole',
  () => {
    const { imports, destructured } = destructuredImports();
    return { walked: imports, broken: destructured };
  },
  {
    sees: 'walks the dynamic imports of the product',
    min: 20,
    rule: 'no dynamic import is destructured',
  },
);
