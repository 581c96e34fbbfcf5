// @vitest-environment node
// A rule ships once: the stylesheets one component adopts together (a `useStyles(…)` call, with
// the base styles every widget has) hold no rule twice. A rule copied into a second sheet is
// bytes in a first download for nothing (the needs board's stylesheet repeated two rules of
// NEEDS_CSS; docs/performance.md).
import { relative } from 'node:path';
import ts from 'typescript';
import { describeWalk, productSources, ROOT } from '../../tests/support/sources';
import { squeezeCss } from '../build/minify-css';

const name = (path: string) => relative(ROOT, path).split('\\').join('/');

/** The top-level rules of a stylesheet (an at-rule with its block as one). */
function rules(css: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      out.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return out;
}

/** Every `useStyles(…)` call of the widgets: where, and the rules of each sheet it names. */
function styleCalls(): { calls: number; repeated: string[] } {
  const files = productSources('widgets');
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ESNext,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  /** The CSS text of a constant (its template's static parts; an interpolation is `$`). */
  const cssOf = (node: ts.Expression): string | null => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.declarations?.[0];
    const init =
      declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
    if (!init) return null;
    if (ts.isNoSubstitutionTemplateLiteral(init)) return squeezeCss(init.text);
    if (ts.isTemplateExpression(init)) {
      return squeezeCss(
        [init.head.text, ...init.templateSpans.map((span) => span.literal.text)].join('$'),
      );
    }
    return null;
  };
  const base = squeezeCss(
    (() => {
      const styles = program.getSourceFile(files.find((f) => name(f) === 'widgets/ui/styles.ts')!)!;
      let text = '';
      styles.forEachChild((node) => {
        if (!ts.isVariableStatement(node)) return;
        for (const d of node.declarationList.declarations) {
          if (d.name.getText() === 'BASE_CSS' && d.initializer)
            text = (d.initializer as ts.NoSubstitutionTemplateLiteral).text;
        }
      });
      return text;
    })(),
  );
  let calls = 0;
  const repeated: string[] = [];
  for (const path of files) {
    const source = program.getSourceFile(path);
    if (!source) continue;
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'useStyles'
      ) {
        calls++;
        const seen = new Map<string, string>();
        for (const rule of rules(base)) seen.set(rule, 'BASE_CSS');
        for (const arg of node.arguments) {
          const css = cssOf(arg);
          if (css === null) continue;
          for (const rule of rules(css)) {
            const first = seen.get(rule);
            if (first !== undefined)
              repeated.push(`${name(path)}: ${rule} (in ${first} and ${arg.getText()})`);
            else seen.set(rule, arg.getText());
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { calls, repeated };
}

describeWalk(
  'a rule ships once',
  () => {
    const { calls, repeated } = styleCalls();
    return { walked: calls, broken: repeated };
  },
  {
    sees: 'walks every useStyles call of the widgets',
    min: 20,
    rule: 'the sheets one component adopts together repeat no rule',
  },
);
