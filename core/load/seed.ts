// Values a server render loaded, handed to the stores of the same keys: on the server, the render
// passes of core/load/render-passes.ts collect what each pass asked for; in the browser, an
// element rendered on the server shows them at once and sends no request for them. A store asks
// once, on its first load (core/load/query.ts, paged.ts); the rest lives with the seed, so a
// page without server HTML carries none of it.
import type { LoadContext } from './run';

/** A key's state from the server: its value, its failure, or (on the server) not loaded yet. */
export interface SeedState {
  status: 'ready' | 'error' | 'loading';
  data: unknown;
  error: string | null;
}

/** The values of a render, by key id (the key's JSON text). */
export interface Seed {
  /** The state of key `id`, if the render has one; on the server, `load` fetches it. */
  take(id: string, load: (context: LoadContext) => Promise<unknown>): SeedState | undefined;
}
