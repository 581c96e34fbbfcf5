import type { Plugin } from 'vite';

/** One import of a library that the embed build replaces with a stub. */
export interface LeftOut {
  /** The plugin's name (`sztx-…`). */
  name: string;
  /** The import specifier, as the library writes it. */
  id: string;
  /** The library file that imports it (only that file's import is replaced). */
  importer: RegExp;
  /** The stub's source: the same exports, each throwing with a message that says why. */
  stub: string;
}

/**
 * Build step for the embed: a library part that no widget uses, but that its library reaches
 * through a branch a bundler cannot drop, becomes a stub throwing with a message that says why
 * (a test of each checks that the sources never take that branch). Everything else of the
 * library stays as it is.
 */
export function leaveOut({ name, id, importer, stub }: LeftOut): Plugin {
  const stubId = `\0sztx/${name}.js`;
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, from) =>
      source === id && from && importer.test(from.replaceAll('\\', '/')) ? stubId : null,
    load: (loaded) => (loaded === stubId ? stub : null),
  };
}
