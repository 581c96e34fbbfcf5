// @vitest-environment node
// Records speak plain names: a field of a record (a property of an exported type of
// core/api/<resource>/records.ts) may carry the same name as a field of that resource's wire
// types (wire.ts) only when the name is a plain English word that says what the field holds
// (`id`, `title`, `phone`). A wire spelling copied into a record (`add` for the address,
// `cunpanNum`, `wxQrcode`) would carry the server's names past core/api, which
// wire-names.test.ts forbids for the wire types themselves.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../tests/support/sources';

/**
 * Wire field names that are also good record field names: an English word (or the identifier
 * every reader knows, `id`, `params`) naming what the field holds.
 */
const PLAIN = new Set([
  'area',
  'author',
  'compatriots',
  'content',
  'copyright',
  'description',
  'duration',
  'email',
  'id',
  'link',
  'menu',
  'name',
  'params',
  'phone',
  'position',
  'price',
  'review',
  'sort',
  'time',
  'title',
  'type',
  'url',
  'value',
]);

/** The property names declared in `file`: in its exported types only, or in every type. */
function propertyNames(file: string, exportedOnly: boolean): Set<string> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ESNext);
  const names = new Set<string>();
  const visit = (node: ts.Node, inType: boolean): void => {
    const declaration = ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node);
    const exported = !!(
      declaration && node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    );
    const walked = inType || (declaration && (exported || !exportedOnly));
    if (
      walked &&
      ts.isPropertySignature(node) &&
      node.name &&
      !ts.isComputedPropertyName(node.name)
    )
      names.add(node.name.text);
    ts.forEachChild(node, (child) => visit(child, walked));
  };
  visit(source, false);
  return names;
}

/** Every resource of core/api with records and wire types: its shared field names. */
function sharedNames(): { resources: number; shared: string[] } {
  const api = join(ROOT, 'core/api');
  let resources = 0;
  const shared: string[] = [];
  for (const entry of readdirSync(api, { withFileTypes: true })) {
    const records = join(api, entry.name, 'records.ts');
    const wire = join(api, entry.name, 'wire.ts');
    if (!entry.isDirectory() || !existsSync(records) || !existsSync(wire)) continue;
    resources++;
    const wireNames = propertyNames(wire, false);
    for (const field of propertyNames(records, true)) {
      if (wireNames.has(field)) shared.push(`${entry.name}: ${field}`);
    }
  }
  return { resources, shared: shared.sort() };
}

describe('record fields in plain names', () => {
  const { resources, shared } = sharedNames();

  it('walks every resource with records and wire types', () => {
    expect(resources).toBeGreaterThanOrEqual(6);
  });

  it('a record field named as a wire field is a plain English name', () => {
    const field = (line: string) => line.split(': ')[1]!;
    expect(shared.filter((line) => !PLAIN.has(field(line)))).toEqual([]);
  });

  it('every plain name is one a record shares with its wire types (no stale entry)', () => {
    const used = new Set(shared.map((line) => line.split(': ')[1]));
    expect([...PLAIN].filter((name) => !used.has(name))).toEqual([]);
  });
});
