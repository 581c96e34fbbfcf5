import ts from 'typescript';

/** A regular expression whose source is known before the program runs. */
export interface FoundRegex {
  /** `path:line` of the literal or the `RegExp` call. */
  where: string;
  source: string;
  flags: string;
}

/** A `RegExp(…)` whose source is only known at run time (a parameter, a request field). */
export interface DynamicRegex {
  where: string;
  /** The call as written. */
  text: string;
}

/**
 * Every regular expression of a TypeScript source, found with the compiler's own parser (so
 * a `/` in a string, a comment or a division is never taken for one): regex literals, and
 * `new RegExp(…)` / `RegExp(…)` calls whose source and flags are constants — string literals,
 * templates (`String.raw` too), `+` concatenations, `const` strings of the same file and the
 * `.source` of a `const` regex literal. A call whose source cannot be worked out is `dynamic`.
 */
export function regexesOf(
  name: string,
  text: string,
): { found: FoundRegex[]; dynamic: DynamicRegex[] } {
  const file = ts.createSourceFile(
    name,
    text,
    ts.ScriptTarget.Latest,
    true,
    name.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const constants = new Map<string, ts.Expression>();
  const collect = (node: ts.Node) => {
    if (
      ts.isVariableDeclarationList(node) &&
      node.flags & ts.NodeFlags.Const &&
      node.declarations.length > 0
    ) {
      for (const d of node.declarations) {
        if (ts.isIdentifier(d.name) && d.initializer) constants.set(d.name.text, d.initializer);
      }
    }
    ts.forEachChild(node, collect);
  };
  collect(file);

  /** The constant string an expression stands for, or undefined. */
  const evaluate = (node: ts.Expression, depth = 0): string | undefined => {
    if (depth > 20) return undefined;
    const next = (e: ts.Expression) => evaluate(e, depth + 1);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isParenthesizedExpression(node)) return next(node.expression);
    if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return next(node.expression);
    if (ts.isTemplateExpression(node)) {
      let out = node.head.text;
      for (const span of node.templateSpans) {
        const value = next(span.expression);
        if (value === undefined) return undefined;
        out += value + span.literal.text;
      }
      return out;
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(file) === 'String.raw') {
      const t = node.template;
      if (ts.isNoSubstitutionTemplateLiteral(t)) return t.rawText;
      let out = t.head.rawText ?? '';
      for (const span of t.templateSpans) {
        const value = next(span.expression);
        if (value === undefined) return undefined;
        out += value + (span.literal.rawText ?? '');
      }
      return out;
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const left = next(node.left);
      const right = next(node.right);
      return left === undefined || right === undefined ? undefined : left + right;
    }
    if (ts.isIdentifier(node)) {
      const init = constants.get(node.text);
      return init ? next(init) : undefined;
    }
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'source') {
      const target = ts.isIdentifier(node.expression)
        ? constants.get(node.expression.text)
        : node.expression;
      if (target && ts.isRegularExpressionLiteral(target)) return literal(target).source;
      return undefined;
    }
    return undefined;
  };

  const literal = (node: ts.RegularExpressionLiteral) => {
    const t = node.text;
    const end = t.lastIndexOf('/');
    return { source: t.slice(1, end), flags: t.slice(end + 1) };
  };
  const where = (node: ts.Node) =>
    `${name}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;

  const found: FoundRegex[] = [];
  const dynamic: DynamicRegex[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) found.push({ where: where(node), ...literal(node) });
    if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      const [sourceArg, flagsArg] = node.arguments ?? [];
      const source = sourceArg && evaluate(sourceArg);
      const flags = flagsArg ? evaluate(flagsArg) : '';
      if (source !== undefined && flags !== undefined) {
        found.push({ where: where(node), source, flags });
      } else {
        dynamic.push({ where: where(node), text: node.getText(file) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { found, dynamic };
}

/**
 * recheck's settings for every check: the automaton checker (a proof from the pattern's
 * structure, no fuzzing), a fixed seed, and time enough on a busy machine. A pattern it cannot
 * prove (a look-around, a back-reference) comes back `unknown` and counts as unsafe.
 */
const RECHECK = { checker: 'automaton', randomSeed: 1, timeout: 120_000 } as const;

/** The patterns recheck does not call safe, each with its verdict. */
export async function unsafePatterns<T extends { source: string; flags: string }>(
  patterns: readonly T[],
): Promise<Array<T & { verdict: string }>> {
  const { check } = await import('recheck');
  const results = await Promise.all(patterns.map((p) => check(p.source, p.flags, RECHECK)));
  return patterns.flatMap((p, i) => {
    const d = results[i]!;
    if (d.status === 'safe') return [];
    const verdict =
      d.status === 'vulnerable'
        ? `${d.complexity.summary}, e.g. ${d.attack.pattern}`
        : `unknown: ${d.error.kind}${'message' in d.error ? ` (${d.error.message})` : ''}`;
    return [{ ...p, verdict }];
  });
}
