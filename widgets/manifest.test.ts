// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ALL_CONTRACTS } from './contracts';
import {
  buildDeclarations,
  buildDocs,
  buildManifest,
  type EventDetailTypes,
  normalizeMarkdown,
  readBlock,
  writeBlock,
} from './manifest';

const MANIFEST = new URL('./custom-elements.json', import.meta.url);
const DECLARATIONS = new URL('./elements.d.ts', import.meta.url);
const DOCS = new URL('../docs/embedding.md', import.meta.url);

/** The source text of every widget component (to find the `part=` names they render). */
function widgetSources(dir = new URL('./', import.meta.url)): string {
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
const entries = new URL('./entries/', import.meta.url);
for (const file of readdirSync(entries)) {
  const header = readFileSync(new URL(file, entries), 'utf8').split('\n')[0] ?? '';
  for (const match of header.matchAll(/<(sztx-[a-z-]+)>/g)) {
    if (!header.includes('`')) ENTRY_OF.set(match[1]!, file.replace(/\.ts$/, ''));
  }
}
const entryOf = (tag: string) => ENTRY_OF.get(tag) ?? tag.replace(/^sztx-/, '');

/** Event name → the source text of its detail type, read from widgets/events.ts. */
function readDetails(): EventDetailTypes {
  const file = new URL('./events.ts', import.meta.url);
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
const DETAILS = readDetails();

// `SZTX_WRITE_MANIFEST=1` regenerates the files (npm run manifest); otherwise they must be current.
const write = process.env.SZTX_WRITE_MANIFEST === '1';

describe('custom elements manifest and declarations', () => {
  it('name the embed entry that registers each element', () => {
    expect(entryOf('sztx-news-feed')).toBe('news-feed');
    for (const contract of ALL_CONTRACTS) {
      const path = buildManifest([contract], DETAILS, entryOf).modules[0]!.path;
      expect(readdirSync(entries)).toContain(path.replace(/^embed\//, '').replace(/\.js$/, '.ts'));
    }
  });

  it('describe every declared widget', () => {
    const manifest = buildManifest(ALL_CONTRACTS, DETAILS, entryOf);
    const tags = manifest.modules.map((m) => m.declarations[0]!.tagName);
    expect(tags).toEqual(ALL_CONTRACTS.map((c) => c.tag));
    expect(tags).toContain('sztx-news-feed');
    const feed = manifest.modules.find((m) => m.declarations[0]!.tagName === 'sztx-news-feed')!;
    expect(feed.path).toBe('embed/news-feed.js');
    expect(feed.declarations[0]!.attributes.map((a) => a.name)).toContain('page-size');
    expect(feed.declarations[0]!.events.map((e) => e.name)).toContain('sztx-open-article');
  });

  it('type every event with its detail', () => {
    expect(DETAILS['sztx-open-article']).toBe('{ id: number | string; title: string }');
    const manifest = buildManifest(ALL_CONTRACTS, DETAILS, entryOf);
    const events = manifest.modules.flatMap((m) => m.declarations[0]!.events);
    expect(events.length).toBeGreaterThan(10);
    for (const event of events) {
      expect(event.type.text).toBe(`CustomEvent<${DETAILS[event.name]}>`);
    }
    expect(buildDeclarations(ALL_CONTRACTS, DETAILS)).toContain(
      "'sztx-loaded': CustomEvent<{ count: number; total: number }>;",
    );
    // docs/embedding.md lists each event with the same detail type
    const docs = readFileSync(new URL('../docs/embedding.md', import.meta.url), 'utf8');
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const [event, detail] of Object.entries(DETAILS)) {
      const cell = literal(`\`${detail.replaceAll('|', '\\|')}\``);
      expect(docs).toMatch(new RegExp(`\\|\\s*\`${event}\`\\s*\\|\\s*${cell}\\s*\\|`));
    }
    // an event without a declared detail type cannot be published
    expect(() => buildManifest(ALL_CONTRACTS, {}, entryOf)).toThrow(/has no detail type/);
  });

  it('name only parts the widgets render, each once', () => {
    const sources = widgetSources();
    const manifest = buildManifest(ALL_CONTRACTS, DETAILS, entryOf);
    for (const module of manifest.modules) {
      const { tagName, cssParts } = module.declarations[0]!;
      const names = cssParts.map((p) => p.name);
      expect(new Set(names).size, `${tagName} parts`).toBe(names.length);
      expect(names.slice(0, 2)).toEqual(['root', 'error']);
      for (const name of names)
        expect(sources, `${tagName} part=${name}`).toContain(`part="${name}"`);
    }
  });

  it('document every widget in docs/embedding.md from the manifest', () => {
    const docs = buildDocs(buildManifest(ALL_CONTRACTS, DETAILS, entryOf));
    for (const contract of ALL_CONTRACTS) {
      expect(docs.widgets).toContain(`### \`<${contract.tag}>\``);
      for (const attr of Object.keys(contract.attributes))
        expect(docs.widgets).toContain(`| \`${attr}\` |`);
      for (const part of Object.keys(contract.parts))
        expect(docs.widgets).toContain(`| \`${part}\` |`);
    }
    // the event's detail type, its pipes escaped for the table
    expect(docs.widgets).toContain(
      "| `sztx-applied` | `{ type: 'person' \\| 'company'; event: 'add' \\| 'modify' }` |",
    );
    expect(docs.theme).toContain('| `--sztx-radius` |');
    // a formatter's table padding does not count as a difference; a changed cell does
    expect(normalizeMarkdown('| a  | b |\n| -- | --- |')).toBe(
      normalizeMarkdown('| a | b |\n|---|---|'),
    );
    expect(normalizeMarkdown('| a | b |')).not.toBe(normalizeMarkdown('| a | c |'));
  });

  it('are checked in and current (run `npm run manifest` after changing a contract)', () => {
    const built = buildManifest(ALL_CONTRACTS, DETAILS, entryOf);
    const manifest = `${JSON.stringify(built, null, 2)}\n`;
    const declarations = buildDeclarations(ALL_CONTRACTS, DETAILS);
    const docs = buildDocs(built);
    if (write) {
      writeFileSync(MANIFEST, manifest);
      writeFileSync(DECLARATIONS, declarations);
      let text = readFileSync(DOCS, 'utf8');
      for (const [name, body] of Object.entries(docs)) text = writeBlock(text, name, body);
      writeFileSync(DOCS, text);
      // align the tables as the project's formatter does (the check below ignores padding)
      const biome = fileURLToPath(new URL('../node_modules/.bin/biome', import.meta.url));
      execFileSync(biome, ['format', '--write', fileURLToPath(DOCS)], { stdio: 'ignore' });
    }
    expect(readFileSync(MANIFEST, 'utf8')).toBe(manifest);
    expect(readFileSync(DECLARATIONS, 'utf8')).toBe(declarations);
    const text = readFileSync(DOCS, 'utf8');
    for (const [name, body] of Object.entries(docs)) {
      const block = readBlock(text, name);
      expect(block, `docs/embedding.md has a generated:${name} block`).not.toBeNull();
      expect(normalizeMarkdown(block!), `docs/embedding.md generated:${name}`).toBe(
        normalizeMarkdown(body),
      );
    }
  });
});
