// What the custom-elements manifest, the element typings and the generated parts of
// docs/embedding.md are made from: the widget contracts, the event detail types in events.ts,
// the embed entries and the components' `part=` names. `npm run manifest` writes them (the
// manifest, the typings in types/ and the docs' tables)
// (write-manifest.mjs); widgets/build/manifest.test.ts checks they are current.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { ALL_CONTRACTS } from '../contracts';
import { buildDeclarations } from './declarations';
import type { EventDetailTypes } from './element-types';
import { buildDocs, writeBlock } from './embedding-docs';
import { buildManifest } from './manifest';

export const MANIFEST = new URL('../custom-elements.json', import.meta.url);
/** The package's typing files (`sztx-widgets/elements`, `/react`, `/vue`, `/svelte`). */
export const TYPES = new URL('../../types/', import.meta.url);
export const DOCS = new URL('../../docs/embedding.md', import.meta.url);

/** The source text of every widget component (to find the `part=` names they render). */
export function widgetSources(dir = new URL('../', import.meta.url)): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      if (entry.isDirectory()) return widgetSources(new URL(`${entry.name}/`, dir));
      return /\.tsx$/.test(entry.name) && !entry.name.includes('.test.')
        ? readFileSync(new URL(entry.name, dir), 'utf8')
        : '';
    })
    .join('\n');
}

/** Tag → embed entry, from each entry's first-line comment (as the embed build reads it). */
const ENTRY_OF = new Map<string, string>();
export const entries = new URL('../entries/', import.meta.url);
for (const file of readdirSync(entries)) {
  const header = readFileSync(new URL(file, entries), 'utf8').split('\n')[0] ?? '';
  for (const match of header.matchAll(/<(sztx-[a-z-]+)>/g)) {
    if (!header.includes('`')) ENTRY_OF.set(match[1]!, file.replace(/\.ts$/, ''));
  }
}
export const entryOf = (tag: string) => ENTRY_OF.get(tag) ?? tag.replace(/^sztx-/, '');

/** Event name → the source text of its detail type, read from widgets/events.ts. */
function readDetails(): EventDetailTypes {
  const file = new URL('../events.ts', import.meta.url);
  const source = ts.createSourceFile(
    'events.ts',
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.ES2022,
    true,
  );
  const details: EventDetailTypes = {};
  source.forEachChild((node) => {
    if (!ts.isInterfaceDeclaration(node) || node.name.text !== 'SztxEventDetails') return;
    for (const member of node.members) {
      if (ts.isPropertySignature(member) && member.type && ts.isStringLiteral(member.name)) {
        details[member.name.text] = member.type.getText(source).replace(/\s+/g, ' ');
      }
    }
  });
  return details;
}
export const DETAILS = readDetails();

/** The three generated texts as they should be (docs: the body of each generated block). */
export function generated() {
  const built = buildManifest(ALL_CONTRACTS, DETAILS, entryOf);
  return {
    built,
    manifest: `${JSON.stringify(built, null, 2)}\n`,
    declarations: buildDeclarations(ALL_CONTRACTS, DETAILS),
    docs: buildDocs(built),
  };
}

/** Writes the manifest, the typings and the docs' generated blocks (aligned by the formatter). */
export function writeGenerated(): void {
  const { manifest, declarations, docs } = generated();
  writeFileSync(MANIFEST, manifest);
  for (const [file, text] of Object.entries(declarations))
    writeFileSync(new URL(file, TYPES), text);
  let text = readFileSync(DOCS, 'utf8');
  for (const [name, body] of Object.entries(docs)) text = writeBlock(text, name, body);
  writeFileSync(DOCS, text);
  const biome = fileURLToPath(new URL('../../node_modules/.bin/biome', import.meta.url));
  execFileSync(biome, ['format', '--write', fileURLToPath(DOCS)], { stdio: 'ignore' });
}
