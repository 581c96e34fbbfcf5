import type { Plugin } from 'vite';

/**
 * A build step that rewrites sources before the other plugins see them: each module `picks`
 * takes (by its id, or a marker in its code) goes through `rewrite`, which may `watch` the files
 * it read; a module it leaves as it was keeps its source map.
 */
export function sourceRewrite(
  name: string,
  picks: (code: string, id: string) => boolean,
  rewrite: (code: string, id: string, watch: (file: string) => void) => string,
): Plugin {
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!picks(code, id)) return null;
      const out = rewrite(code, id, (file) => this.addWatchFile(file));
      return out === code ? null : { code: out, map: null };
    },
  };
}
