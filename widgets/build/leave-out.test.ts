import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { productSources } from '../../tests/support/sources';
import { KY_PROGRESS_STUB, kyWithoutProgress } from './ky-without-progress';
import { LISTEN_KEYS_STUB, nanostoresWithoutKeys } from './nanostores-without-keys';

type Resolve = (id: string, importer?: string) => string | null;
type Load = (id: string) => string | null;

/** Each library part the embed leaves out, and how to tell it is safe to. */
const LEFT_OUT: Array<{
  what: string;
  plugin: () => Plugin;
  stub: string;
  /** The import replaced, and the library file that makes it. */
  id: string;
  importer: string;
  /** An import of the same library file that stays, and another file's import of the id. */
  otherId: string;
  otherImporter: string;
  /** A source matching this would take the branch that reaches the part. */
  use: RegExp;
  /** The plugin's own file (it names what it leaves out). */
  pluginFile: string;
  /** The stub's exports, and what their error says. */
  exports: string[];
  message: RegExp;
}> = [
  {
    what: 'ky progress streams',
    plugin: kyWithoutProgress,
    stub: KY_PROGRESS_STUB,
    id: '../utils/body.js',
    importer: '/app/node_modules/ky/distribution/core/Ky.js',
    otherId: '../utils/merge.js',
    otherImporter: '/app/node_modules/other/core/Ky.js',
    // asking ky for upload or download progress
    use: /on(Upload|Download)Progress/,
    pluginFile: 'ky-without-progress.ts',
    exports: ['streamRequest', 'streamResponse'],
    message: /progress streams/,
  },
  {
    what: "useStore's keys option",
    plugin: nanostoresWithoutKeys,
    stub: LISTEN_KEYS_STUB,
    id: 'nanostores',
    importer: '/app/node_modules/@nanostores/react/index.js',
    otherId: 'react',
    otherImporter: '/app/core/session/session.ts',
    // a second argument to useStore (`{ keys }`, `{ deps }`) is the only way to listenKeys
    use: /\buseStore\([^()]*(\([^()]*\)[^()]*)*,/,
    pluginFile: 'nanostores-without-keys.ts',
    exports: ['listenKeys'],
    message: /keys option/,
  },
];

describe.each(LEFT_OUT)('the embed without $what', (part) => {
  it('is safe: no source of the product takes the branch that reaches it', () => {
    const using = productSources('core', 'widgets', 'harness')
      .filter((file) => !file.endsWith(part.pluginFile))
      .filter((file) => part.use.test(readFileSync(file, 'utf8')));
    expect(using).toEqual([]);
  });

  it("replaces only its library's own import of it (on Windows paths too)", () => {
    const plugin = part.plugin();
    const resolve = plugin.resolveId as Resolve;
    const windows = `C:${part.importer.replaceAll('/', '\\')}`;
    expect(resolve(part.id, part.importer)).toMatch(/^\0/);
    expect(resolve(part.id, windows)).toMatch(/^\0/);
    expect(resolve(part.id, part.otherImporter)).toBeNull();
    expect(resolve(part.otherId, part.importer)).toBeNull();
    expect((plugin.load as Load)(resolve(part.id, part.importer)!)).toBe(part.stub);
  });

  it('says why if it is ever asked for', async () => {
    const stub: Record<string, () => unknown> = await import(
      /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(part.stub)}`
    );
    for (const name of part.exports) expect(() => stub[name]!()).toThrow(part.message);
  });
});
