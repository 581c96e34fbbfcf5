// @vitest-environment node
// Configuration is carried, never ambient: every function of core/api that makes a request takes
// the `Call` ({ api, signal }) of the element (or session) it calls for as its first parameter,
// a URL builder takes the client whose base it builds on, and no source reaches for a removed
// ambient configuration (the signal WeakMap, withConfig, the last-clicked element, getConfig).
import { relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { productSources, ROOT } from '../../tests/support/sources';

const name = (path: string) => relative(ROOT, path).split('\\').join('/');

/** A body that makes a request: the client's methods, or the shared readers over them. */
const REQUESTS =
  /\b(send|getData|postData|getRecord|getList|getPage|getMapped|getPaid)\s*[<(]|\bapi\.(envelope|get|post)\b/;
/** A body that builds a URL on the client's base. */
const BUILDS_ON_BASE = /\bapi\.base\b/;

interface Exported {
  file: string;
  name: string;
  first: string;
  requests: boolean;
  buildsOnBase: boolean;
}

/** Every exported callable of core/api, with its first parameter's type and what its body does. */
function exportsOfApi(): Exported[] {
  const files = productSources('core/api');
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ESNext,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const out: Exported[] = [];
  for (const path of files) {
    const source = program.getSourceFile(path);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) continue;
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      // re-exports are checked where they are declared
      if (symbol.declarations?.[0]?.getSourceFile() !== source) continue;
      const type = checker.getTypeOfSymbolAtLocation(symbol, source);
      for (const signature of type.getCallSignatures()) {
        const body = signature.getDeclaration()?.getText() ?? '';
        const first = signature.getParameters()[0];
        out.push({
          file: name(path),
          name: exported.name,
          first: first ? checker.typeToString(checker.getTypeOfSymbol(first)) : '',
          requests: REQUESTS.test(body),
          buildsOnBase: BUILDS_ON_BASE.test(body),
        });
      }
    }
  }
  return out;
}

/** Identifiers of the ambient configuration, gone for good. */
const REMOVED = [
  'currentConfig',
  'withConfig',
  'setActiveConfig',
  'bindConfig',
  'getConfig',
  'noteElementConfig',
  'scopedController',
  'withSignal',
];
/** The page's configuration: only for the session's binding (made from the first element). */
const PAGE_CONFIG_USERS = [
  'core/config/config.ts',
  'core/session/session.ts',
  'widgets/define.tsx',
];

/** Every identifier of a source (comments and strings left out). */
function identifiers(text: string): Set<string> {
  const scanner = ts.createScanner(ts.ScriptTarget.ESNext, true, ts.LanguageVariant.JSX, text);
  const found = new Set<string>();
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan())
    if (token === ts.SyntaxKind.Identifier) found.add(scanner.getTokenText());
  return found;
}

describe('configuration is carried explicitly', () => {
  const all = exportsOfApi();

  it('walks the requests of core/api (the walk sees them)', () => {
    expect(all.filter((e) => e.requests).length).toBeGreaterThan(50);
    expect(all.find((e) => e.name === 'getLikeState')).toMatchObject({ requests: true });
  });

  it('every function of core/api that makes a request takes a Call first', () => {
    const wrong = all
      .filter((e) => e.requests && e.first !== 'Call')
      .map((e) => `${e.file}: ${e.name}(${e.first || 'no parameter'}, …)`);
    expect(wrong).toEqual([]);
  });

  it('a URL builder takes the client (or call) whose base it builds on', () => {
    const wrong = all
      .filter((e) => e.buildsOnBase && !['ApiClient', 'Call'].includes(e.first))
      .map((e) => `${e.file}: ${e.name}(${e.first}, …)`);
    expect(wrong).toEqual([]);
    expect(
      all
        .filter((e) => e.buildsOnBase)
        .map((e) => e.name)
        .sort(),
    ).toEqual(['applyTemplatePdfUrl', 'applyTemplateUrl', 'documentUrl']);
  });

  it('no source of core/, widgets/ or harness/ reaches for an ambient configuration', async () => {
    const { readFileSync } = await import('node:fs');
    const wrong: string[] = [];
    for (const path of productSources('core', 'widgets', 'harness')) {
      const file = name(path);
      const used = identifiers(readFileSync(path, 'utf8'));
      for (const id of REMOVED) if (used.has(id)) wrong.push(`${file}: ${id}`);
      if (used.has('pageConfig') && !PAGE_CONFIG_USERS.includes(file))
        wrong.push(`${file}: pageConfig (the session's binding only)`);
    }
    expect(wrong).toEqual([]);
  });
});
