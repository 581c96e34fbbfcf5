// @vitest-environment node
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { productSources, ROOT } from '../tests/support/sources';

// Every text a user reads passes the language conversion (`t` of useText, widgets/ui/i18n.ts):
// in Simplified mode a text shown as it came (a server `msg`, a store's message) stays
// Traditional. Catalog texts are caught by catalogs.test.ts (no literal text in components);
// this walk catches the rest: messages and errors rendered, or put in a visible attribute,
// without `t(…)`. Toasts and ErrorState convert what they are given (Toasts.tsx, states.tsx).

// the preview studio's own panels (harness/src) are Traditional only: no language to convert to
const SCANNED = ['widgets'];

/** Names of values that hold a message for the user. */
const MESSAGE = /(error|message|msg|notice|problem|hint|done|failure)$/i;
/** Attributes a user reads (or hears). */
const VISIBLE = new Set(['aria-label', 'title', 'placeholder', 'alt', 'aria-description']);

/** The expressions a JSX value may show: the branches of `?:`, `&&`, `||`, `??`. */
function leaves(node: ts.Expression): ts.Expression[] {
  if (ts.isParenthesizedExpression(node)) return leaves(node.expression);
  if (ts.isConditionalExpression(node))
    return [...leaves(node.whenTrue), ...leaves(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return leaves(node.right);
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken)
      return [...leaves(node.left), ...leaves(node.right)];
  }
  return [node];
}

/** Whether a shown expression is a message that did not pass `t`. */
function unconverted(node: ts.Expression): boolean {
  if (ts.isCallExpression(node)) {
    const callee = node.expression.getText();
    return callee === 'errorMessage' || MESSAGE.test(callee);
  }
  if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
    const name = ts.isIdentifier(node) ? node.text : node.name.text;
    return MESSAGE.test(name);
  }
  return false;
}

/** `line: text` of every message shown without `t` in a source. */
function unconvertedMessages(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const check = (expr: ts.Expression | undefined) => {
    if (!expr) return;
    for (const leaf of leaves(expr)) {
      if (!unconverted(leaf)) continue;
      const { line } = file.getLineAndCharacterOfPosition(leaf.getStart(file));
      found.push(`${line + 1}: ${leaf.getText(file)}`);
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxExpression(node)) {
      const parent = node.parent;
      if (ts.isJsxElement(parent) || ts.isJsxFragment(parent)) check(node.expression);
      else if (ts.isJsxAttribute(parent) && VISIBLE.has(parent.name.getText(file)))
        check(node.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe.skipIf(process.env.SZTX_RENDERER === 'preact')('messages pass the conversion', () => {
  it('finds messages shown without t, not converted ones or conditions', () => {
    const component = `export function Box(props: { error: string | null; msg?: string }) {
  return (
    <div aria-invalid={props.error ? true : undefined} title={props.msg}>
      {props.error && <p>{t(props.error)}</p>}
      <p>{errorMessage(e, texts.failed)}</p>
      {props.error ? <b>{props.error}</b> : null}
      {t(errorMessage(e))}
    </div>
  );
}`;
    expect(unconvertedMessages('Box.tsx', component)).toEqual([
      '3: props.msg',
      '5: errorMessage(e, texts.failed)',
      '6: props.error',
    ]);
  });

  it('finds none in the widgets', () => {
    const offenders = productSources(...SCANNED)
      .filter((path) => path.endsWith('.tsx'))
      .flatMap((path) =>
        unconvertedMessages(path, readFileSync(path, 'utf8')).map(
          (hit) => `${relative(ROOT, path)}:${hit}`,
        ),
      );
    expect(offenders).toEqual([]);
  });
});
