// @vitest-environment node
// Wire names never leave core/api: a resource's wire types (core/api/<resource>/wire.ts, the
// server's field names) are mapped to records (records.ts) there, and nothing outside core/api
// imports a wire module, names a wire type (or an alias of one), or reads or writes a field a wire
// type declares. The server (demo-site/server) and the tests are not walked: they speak the wire.
import { relative } from 'node:path';
import ts from 'typescript';
import { describeWalk, productSources, ROOT } from '../../tests/support/sources';

const name = (path: string) => relative(ROOT, path).split('\\').join('/');
const isWire = (file: string) => /^core\/api\/[^/]+\/wire\.ts$/.test(file);
const inApi = (file: string) => file.startsWith('core/api/');

/** Files outside core/api that may name wire types, each with its reason. */
const EXCEPTIONS: Record<string, string> = {
  'core/index.ts':
    "the package's public entry: the wire types 0.2 exported stay exported (deprecated, CHANGELOG) until 0.4; nothing of the product imports them from there",
};

/** Every place outside core/api where a wire name is used: `file: what`. */
function wireUses(): { uses: string[]; walked: number } {
  const files = productSources('core', 'widgets', 'harness');
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ESNext,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    allowImportingTsExtensions: true,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const declaredInWire = (symbol: ts.Symbol | undefined) =>
    !!symbol?.declarations?.some((d) => isWire(name(d.getSourceFile().fileName)));
  const uses = new Set<string>();
  let walked = 0;
  for (const path of files) {
    const file = name(path);
    if (inApi(file) || file in EXCEPTIONS) continue;
    const source = program.getSourceFile(path);
    if (!source) continue;
    walked++;
    const visit = (node: ts.Node): void => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        const target = ts.resolveModuleName(
          node.moduleSpecifier.text,
          path,
          program.getCompilerOptions(),
          ts.sys,
        ).resolvedModule;
        if (target && isWire(name(target.resolvedFileName)))
          uses.add(`${file}: imports ${node.moduleSpecifier.text}`);
      }
      if (ts.isIdentifier(node)) {
        let symbol = checker.getSymbolAtLocation(node);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias)
          symbol = checker.getAliasedSymbol(symbol);
        if (declaredInWire(symbol)) uses.add(`${file}: ${node.text}`);
        else if (symbol && symbol.flags & ts.SymbolFlags.TypeAlias) {
          // a record's name that only renames a wire type (`type NeedPayload = DemandPayload`)
          const type = checker.getDeclaredTypeOfSymbol(symbol);
          const target = (type.aliasSymbol !== symbol && type.aliasSymbol) || type.symbol;
          if (declaredInWire(target))
            uses.add(`${file}: ${node.text} (an alias of the wire type ${target.name})`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { uses: [...uses].sort(), walked };
}

describeWalk(
  'wire names never leave core/api',
  () => {
    const { uses, walked } = wireUses();
    return { walked, broken: uses };
  },
  {
    sees: 'walks the product outside core/api',
    min: 200,
    rule: 'no file outside core/api imports a wire module, names a wire type or reads a wire field',
  },
);
