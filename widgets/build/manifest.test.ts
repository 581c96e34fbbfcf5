// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_CONTRACTS } from '../contracts';
import { THEME_TOKENS } from '../ui/styles';
import { buildDeclarations } from './declarations';
import { buildDocs, normalizeMarkdown, readBlock } from './embedding-docs';
import { buildManifest } from './manifest';
import {
  DETAILS,
  DOCS,
  entries,
  entryOf,
  generated,
  MANIFEST,
  TYPES,
  widgetSources,
} from './manifest-sources';

describe('custom elements manifest and declarations', () => {
  it('name the embed entry that registers each element', () => {
    expect(entryOf('sztx-news-feed')).toBe('news-feed');
    for (const contract of ALL_CONTRACTS) {
      const path = buildManifest([contract], DETAILS, entryOf).modules[0]!.path;
      // the built file in the package (tests/package checks it is in the tarball)
      expect(path).toMatch(/^dist\/embed\/[a-z-]+\.js$/);
      expect(readdirSync(entries)).toContain(
        path.replace(/^dist\/embed\//, '').replace(/\.js$/, '.ts'),
      );
    }
  });

  it('describe every declared widget', () => {
    const manifest = buildManifest(ALL_CONTRACTS, DETAILS, entryOf);
    const tags = manifest.modules.map((m) => m.declarations[0]!.tagName);
    expect(tags).toEqual(ALL_CONTRACTS.map((c) => c.tag));
    expect(tags).toContain('sztx-news-feed');
    const feed = manifest.modules.find((m) => m.declarations[0]!.tagName === 'sztx-news-feed')!;
    expect(feed.path).toBe('dist/embed/news-feed.js');
    expect(feed.declarations[0]!.attributes.map((a) => a.name)).toContain('page-size');
    expect(feed.declarations[0]!.events.map((e) => e.name)).toContain('sztx-open-article');
  });

  it('list the properties of each element, each linked to its attribute', () => {
    const manifest = buildManifest(ALL_CONTRACTS, DETAILS, entryOf);
    for (const module of manifest.modules) {
      const { tagName, attributes, members } = module.declarations[0]!;
      expect(members.length, tagName).toBe(attributes.length);
      for (const attribute of attributes) {
        const member = members.find((m) => m.name === attribute.fieldName);
        expect(member, `${tagName} ${attribute.name}`).toMatchObject({
          kind: 'field',
          attribute: attribute.name,
        });
      }
    }
    const feed = manifest.modules.find((m) => m.declarations[0]!.tagName === 'sztx-news-feed')!;
    const members = feed.declarations[0]!.members;
    expect(members.find((m) => m.name === 'pageSize')).toMatchObject({
      type: { text: 'number' },
      attribute: 'page-size',
      default: '10',
    });
    expect(members.find((m) => m.name === 'hideHeading')?.type.text).toBe('boolean');
    expect(members.find((m) => m.name === 'apiBase')?.type.text).toBe('string | undefined');
    // `lang` is the native HTMLElement property
    expect(members.find((m) => m.attribute === 'lang')).toMatchObject({
      name: 'lang',
      type: { text: 'string' },
    });
    // the same properties are typed on the element for TypeScript
    expect(buildDeclarations(ALL_CONTRACTS, DETAILS)['elements.d.ts']).toMatch(
      /interface SztxNewsFeedElement extends HTMLElement, SztxCommonProperties \{[^}]*pageSize: number;/,
    );
    // and each definition names its declaration in the same module (analyzers join them)
    for (const module of manifest.modules) {
      expect(module.exports).toEqual([
        {
          kind: 'custom-element-definition',
          name: module.declarations[0]!.tagName,
          declaration: { name: module.declarations[0]!.name, module: module.path },
        },
      ]);
    }
  });

  it('type every event with its detail', () => {
    expect(DETAILS['sztx-open-article']).toBe('{ id: number | string; title: string }');
    const manifest = buildManifest(ALL_CONTRACTS, DETAILS, entryOf);
    const events = manifest.modules.flatMap((m) => m.declarations[0]!.events);
    expect(events.length).toBeGreaterThan(10);
    for (const event of events) {
      expect(event.type.text).toBe(`CustomEvent<${DETAILS[event.name]}>`);
    }
    expect(buildDeclarations(ALL_CONTRACTS, DETAILS)['elements.d.ts']).toContain(
      "'sztx-loaded': CustomEvent<{ count: number; total: number }>;",
    );
    // docs/embedding.md lists each event with the same detail type
    const docs = readFileSync(new URL('../../docs/embedding.md', import.meta.url), 'utf8');
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
    // the documented tokens are the ones the widgets define (and copy onto their overlays)
    const documented = buildManifest(
      ALL_CONTRACTS,
      DETAILS,
      entryOf,
    ).modules[0]!.declarations[0]!.cssProperties!.map((p) => p.name);
    expect(documented).toEqual(THEME_TOKENS);
    // a formatter's table padding does not count as a difference; a changed cell does
    expect(normalizeMarkdown('| a  | b |\n| -- | --- |')).toBe(
      normalizeMarkdown('| a | b |\n|---|---|'),
    );
    expect(normalizeMarkdown('| a | b |')).not.toBe(normalizeMarkdown('| a | c |'));
  });

  it('are checked in and current (run `npm run manifest` after changing a contract)', () => {
    const { manifest, declarations, docs } = generated();
    expect(readFileSync(MANIFEST, 'utf8')).toBe(manifest);
    for (const [file, text] of Object.entries(declarations))
      expect(readFileSync(new URL(file, TYPES), 'utf8'), `types/${file}`).toBe(text);
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
