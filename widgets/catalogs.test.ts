// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { catalogTexts } from './build/inline-texts';

// UI text lives in one messages.ts per area (widgets/<area>/messages.ts, the shared ones in
// widgets/ui/messages.ts, the preview's in harness/src/messages.ts); components refer to it.
// This keeps it so: no Chinese text in a string, template or JSX text of any other source file.
// tests/tools/catalog-texts.mjs rewrites texts that a catalog already holds into references.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCANNED = ['widgets', 'harness/src'];

/** Files that may hold Chinese text: the catalogs, tests, and the element contracts (manifest docs). */
function exempt(path: string): boolean {
  return /(^|\/)(messages\.ts|contract\.ts|elements\.d\.ts)$|\.test\.tsx?$/.test(path);
}

/** Han characters, CJK punctuation (，。「」…) and full-width forms (：（）｜). */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** `line: text` of every string, template part or JSX text of the source that holds CJK text. */
function cjkLiterals(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateLiteralToken(node) ||
        ts.isJsxText(node)) &&
      CJK.test(node.text)
    ) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.push(`${line + 1}: ${node.text.trim() || JSON.stringify(node.text)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

const sources = (dir: string) => files(dir).filter((path) => !exempt(path));
const catalogs = (dir: string) => files(dir).filter((path) => path.endsWith('/messages.ts'));

/** What the build could not inline: exports other than a string or an arrow using only its parameters. */
function notInlinable(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of file.statements) {
    const declaration = ts.isVariableStatement(statement)
      ? statement.declarationList.declarations[0]
      : undefined;
    const init = declaration?.initializer;
    const name = declaration?.name.getText(file) ?? statement.getText(file).slice(0, 40);
    if (init && ts.isStringLiteral(init)) continue;
    if (init && ts.isArrowFunction(init)) {
      const params = new Set(init.parameters.map((p) => p.name.getText(file)));
      const outside: string[] = [];
      const visit = (node: ts.Node): void => {
        if (ts.isIdentifier(node) && !params.has(node.text)) outside.push(node.text);
        ts.forEachChild(node, visit);
      };
      visit(init.body);
      if (outside.length === 0) continue;
      found.push(`${name} uses ${outside.join(', ')}`);
    } else {
      found.push(name);
    }
  }
  return found;
}

// a static check of the source tree: run it once, not again for the Preact renderer
describe.skipIf(process.env.SZTX_RENDERER === 'preact')('text catalogs', () => {
  it('finds Chinese text in strings, templates and JSX text, not in comments or references', () => {
    const component = [
      "import * as texts from './messages';",
      '// 註解可以寫中文',
      'export function Box(props: { n: number }) {',
      "  const label = '標題';",
      '  return (',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a component
      '    <p title={texts.title} aria-label={`第 ${props.n} 張`}>',
      '      {t(texts.body)} 內容（草稿）',
      '    </p>',
      '  );',
      '}',
    ].join('\n');
    expect(cjkLiterals('Box.tsx', component)).toEqual([
      '4: 標題',
      '6: 第',
      '6: 張',
      '7: 內容（草稿）',
    ]);
    expect(cjkLiterals('menu.ts', "export const MENU = [{ label: '我的消息' }];")).toEqual([
      '1: 我的消息',
    ]);
  });

  it('has texts the build can inline: strings, and arrows that use only their parameters', () => {
    const all = SCANNED.flatMap(catalogs);
    expect(all).toContain('widgets/ui/messages.ts');
    for (const path of all) {
      const source = readFileSync(join(ROOT, path), 'utf8');
      expect(notInlinable(path, source), path).toEqual([]);
      const exported = [...source.matchAll(/^export const (\w+)/gm)].map((m) => m[1]);
      expect([...catalogTexts(source).keys()].sort(), path).toEqual(exported.sort());
    }
  });

  it('leaves no Chinese text outside the catalogs', () => {
    const offenders = SCANNED.flatMap(sources).flatMap((path) =>
      cjkLiterals(path, readFileSync(join(ROOT, path), 'utf8')).map((hit) => `${path}:${hit}`),
    );
    expect(offenders).toEqual([]);
  });
});
