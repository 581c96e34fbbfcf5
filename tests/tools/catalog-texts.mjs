// Moves Chinese texts written in components into references to the text catalogs: each string
// literal or JSX text that a catalog already holds becomes `texts.name` (the area's
// widgets/<area>/messages.ts; harness/src/messages.ts for the preview) or `ui.name` (the shared
// widgets/ui/messages.ts), and the imports are added. Texts in no catalog are listed as MISSING
// (add them to the catalog, run again); templates as MANUAL (write a catalog function by hand).
// widgets/catalogs.test.ts then says whether anything is left.
// Usage, from the repository root:
//   node tests/tools/catalog-texts.mjs $(git ls-files 'widgets/*.tsx' 'widgets/*.ts' 'harness/src/*')
//   npx biome check --write widgets harness
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = process.cwd();
const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;
const UI_CATALOG = resolve(ROOT, 'widgets/ui/messages.ts');

/** Text → export name of the string constants of a catalog file. */
function catalog(path) {
  const names = new Map();
  if (!existsSync(path)) return names;
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const { name, initializer } of statement.declarationList.declarations) {
      if (initializer && ts.isStringLiteral(initializer) && !names.has(initializer.text)) {
        names.set(initializer.text, name.getText(file));
      }
    }
  }
  return names;
}

/** The catalog of a source file: its area's, or undefined for files that belong to no area. */
function areaCatalog(path) {
  const inRoot = relative(ROOT, path);
  if (inRoot.startsWith('harness/src/')) return resolve(ROOT, 'harness/src/messages.ts');
  const [top, area, rest] = inRoot.split('/');
  if (top !== 'widgets' || (!rest && area !== 'define.tsx')) return undefined;
  return area === 'define.tsx' ? UI_CATALOG : resolve(ROOT, 'widgets', area, 'messages.ts');
}

const shared = catalog(UI_CATALOG);
const skipped = /\.test\.tsx?$|\/(messages|contract)\.ts$|\.d\.ts$/;

for (const arg of process.argv.slice(2)) {
  const path = resolve(ROOT, arg);
  const own = areaCatalog(path);
  if (!own || skipped.test(path) || !/\.tsx?$/.test(path)) continue;
  const texts = own === UI_CATALOG ? new Map() : catalog(own);
  const useShared = !path.startsWith(resolve(ROOT, 'harness'));
  const source = readFileSync(path, 'utf8');
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, kind);
  const edits = [];
  const report = (what, node, text) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    console.log(`${what} ${arg}:${line + 1} ${text}`);
  };
  const reference = (text) => {
    if (texts.has(text)) return `texts.${texts.get(text)}`;
    if (useShared && shared.has(text)) return `ui.${shared.get(text)}`;
    return undefined;
  };
  const templates = new Set();
  const visit = (node) => {
    const isString = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
    if (ts.isTemplateLiteralToken(node) && !isString && CJK.test(node.text)) {
      const template = ts.isTemplateHead(node) ? node.parent : node.parent.parent;
      if (!templates.has(template)) report('MANUAL', template, template.getText(file));
      templates.add(template);
    } else if ((isString || ts.isJsxText(node)) && CJK.test(node.text)) {
      const text = isString ? node.text : node.text.trim();
      const ref = reference(text);
      const parent = node.parent;
      if (!ref) report('MISSING', node, text);
      else if (
        isString &&
        (ts.isLiteralTypeNode(parent) || (ts.isPropertyAssignment(parent) && parent.name === node))
      ) {
        report('MANUAL', node, text);
      } else if (isString) {
        edits.push([node.getStart(file), node.end, ts.isJsxAttribute(parent) ? `{${ref}}` : ref]);
      } else {
        const at = source.indexOf(text, node.getStart(file));
        if (text.includes('\n') || at < 0 || at >= node.end) report('MANUAL', node, text);
        else edits.push([at, at + text.length, `{${ref}}`]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);

  let out = source;
  for (const [start, end, ref] of edits.sort((a, b) => b[0] - a[0])) {
    out = out.slice(0, start) + ref + out.slice(end);
  }
  const specifier = (to) => {
    const rel = relative(dirname(path), to).replace(/\.ts$/, '');
    return rel.startsWith('.') ? rel : `./${rel}`;
  };
  const imports = [];
  const uses = (ns) => new RegExp(`(?<![\\w.$])${ns}\\.\\w`).test(out);
  const imported = (ns) => out.includes(`import * as ${ns} from`);
  if (own !== UI_CATALOG && uses('texts') && !imported('texts')) {
    imports.push(`import * as texts from '${specifier(own)}';`);
  }
  if (useShared && uses('ui') && !imported('ui')) {
    imports.push(`import * as ui from '${specifier(UI_CATALOG)}';`);
  }
  if (imports.length > 0) {
    const last = ts
      .createSourceFile(path, out, ts.ScriptTarget.Latest, true, kind)
      .statements.filter(ts.isImportDeclaration)
      .pop();
    const at = last ? last.end : 0;
    out = `${out.slice(0, at)}${last ? '\n' : ''}${imports.join('\n')}${last ? '' : '\n\n'}${out.slice(at)}`;
  }
  if (out !== source) {
    writeFileSync(path, out);
    console.log(`wrote ${arg} (${edits.length} texts)`);
  }
}
