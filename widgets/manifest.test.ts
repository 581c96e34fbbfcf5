// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_CONTRACTS } from './contracts';
import { buildDeclarations, buildManifest } from './manifest';

const MANIFEST = new URL('./custom-elements.json', import.meta.url);
const DECLARATIONS = new URL('./elements.d.ts', import.meta.url);

// `SZTX_WRITE_MANIFEST=1` regenerates the files (npm run manifest); otherwise they must be current.
const write = process.env.SZTX_WRITE_MANIFEST === '1';

describe('custom elements manifest and declarations', () => {
  it('describe every declared widget', () => {
    const manifest = buildManifest(ALL_CONTRACTS);
    const tags = manifest.modules.map((m) => m.declarations[0]!.tagName);
    expect(tags).toEqual(ALL_CONTRACTS.map((c) => c.tag));
    expect(tags).toContain('sztx-news-feed');
    const feed = manifest.modules.find((m) => m.declarations[0]!.tagName === 'sztx-news-feed')!;
    expect(feed.path).toBe('embed/news-feed.js');
    expect(feed.declarations[0]!.attributes.map((a) => a.name)).toContain('page-size');
    expect(feed.declarations[0]!.events.map((e) => e.name)).toContain('sztx-open-article');
  });

  it('are checked in and current (run `npm run manifest` after changing a contract)', () => {
    const manifest = `${JSON.stringify(buildManifest(ALL_CONTRACTS), null, 2)}\n`;
    const declarations = buildDeclarations(ALL_CONTRACTS);
    if (write) {
      writeFileSync(MANIFEST, manifest);
      writeFileSync(DECLARATIONS, declarations);
    }
    expect(readFileSync(MANIFEST, 'utf8')).toBe(manifest);
    expect(readFileSync(DECLARATIONS, 'utf8')).toBe(declarations);
  });
});
