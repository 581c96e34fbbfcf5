// Rendering with data, outside a browser (issues 31 and 32): a render pass asks, through its
// stores, for the keys it shows (core/load/seed.ts); they are loaded, and the next pass renders
// with them, until a pass asks for nothing new. Renderer-free: the caller's `render`
// may be react-dom/server's, preact-render-to-string's or a test's.
import type { ApiClient } from '../api/client';
import { errorMessage, LOAD_FAILED } from '../api/errors';
import type { LoadContext } from './run';
import type { Seed, SeedState } from './seed';

export interface RenderPassOptions {
  /** The client every load of the render goes through (the element's, its `api-base`). */
  api: ApiClient;
  /** The whole render's deadline in ms (default 5000): a load still running then fails. */
  timeout?: number;
  /** At most this many passes (default 4): a page whose loads depend on loads, 3 deep. */
  passes?: number;
}

export interface RenderedWithData {
  /** The last pass's output. */
  html: string;
  /** Every value loaded, by key id: what the page hands to the browser's stores. */
  data: Record<string, unknown>;
  /** The passes rendered. */
  passes: number;
}

/** What a store shows of a key a pass asked for: the skeleton, loaded for the next pass. */
const LOADING: SeedState = { status: 'loading', data: null, error: null };

/** Renders with `render(seed)` until it asks for no key that has not been loaded. */
export async function renderWithData(
  render: (seed: Seed) => string,
  { api, timeout = 5000, passes = 4 }: RenderPassOptions,
): Promise<RenderedWithData> {
  const entries = new Map<string, SeedState>();
  const context: LoadContext = { api, signal: AbortSignal.timeout(timeout) };
  for (let pass = 1; ; pass++) {
    const wanted = new Map<string, (context: LoadContext) => Promise<unknown>>();
    const html = render({
      take(id, load) {
        if (!entries.has(id)) wanted.set(id, load);
        return entries.get(id) ?? LOADING;
      },
    });
    if (wanted.size === 0 || pass >= passes) {
      const data: Record<string, unknown> = {};
      for (const [id, entry] of entries) if (entry.status === 'ready') data[id] = entry.data;
      return { html, data, passes: pass };
    }
    await Promise.all(
      [...wanted].map(async ([id, load]) => {
        try {
          entries.set(id, { status: 'ready', data: await load(context), error: null });
        } catch (error) {
          entries.set(id, { status: 'error', data: null, error: errorMessage(error, LOAD_FAILED) });
        }
      }),
    );
  }
}

/**
 * The browser's side: `data` (a render's, from the page) as a seed. A key's value is shown by
 * each load of it until `clear()`, which the root calls once its first render has committed
 * (after its children's effects: their first loads, the same as the render's, send nothing).
 */
export function seedOf(data: Record<string, unknown>): Seed & { clear(): void } {
  const left = new Map(Object.entries(data));
  return {
    take: (id) => (left.has(id) ? { status: 'ready', data: left.get(id), error: null } : undefined),
    clear: () => left.clear(),
  };
}
