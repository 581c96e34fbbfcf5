// Setup of every vitest project with a DOM (happy-dom): a test's page is quiet before the next
// test starts and before the environment closes the window.
//
// Why: React's scheduler runs renders in Node's own setImmediate, not in one of the page's
// timers, so closing the window neither cancels nor waits for them; a render left queued when
// vitest removes `window` throws `ReferenceError: window is not defined` (React's commit reads
// `window`) from a test that passed. One such render was the overlay's (login dialog, toasts):
// its chunk is imported lazily when a test shows a toast or the dialog, it may land after the
// test's last hook (a cold transform on a fresh clone), and it then mounts a React root of its
// own into a host the test's cleanup has already removed, a root nothing ever unmounts.
//
// So, after each test (and after a file's own `afterAll` hooks): every element leaves the page
// (a widget's element unmounts its root a microtask later), the chunks the test started loading
// land, every React root still mounted is unmounted (the overlay's, a test's own `createRoot`),
// and React's scheduler gets the turns to run what it had queued, while the window is there.
// Registered here, before any test file's hooks, these run after them (vitest runs after-hooks
// in reverse order).
import { setImmediate } from 'node:timers';
import { afterAll, afterEach, vi } from 'vitest';

interface Root {
  unmount(): void;
}

/** The React (or Preact compat) roots created through `react-dom/client` and still mounted. */
const roots = new Set<Root>();

vi.mock('react-dom/client', async (importOriginal) => {
  const client = await importOriginal<typeof import('react-dom/client')>();
  const track = <R extends Root>(root: R): R => {
    const unmount = root.unmount.bind(root);
    roots.add(root);
    root.unmount = () => {
      roots.delete(root);
      unmount();
    };
    return root;
  };
  // (the Preact project's alias may have no hydrateRoot: only what the module has is wrapped)
  const wrapped: Partial<typeof client> = {};
  if (client.createRoot) wrapped.createRoot = (...args) => track(client.createRoot(...args));
  if (client.hydrateRoot) wrapped.hydrateRoot = (...args) => track(client.hydrateRoot(...args));
  return { ...client, ...wrapped };
});

/** A turn of Node's event loop: the tasks React's scheduler queued before it run first. */
const nodeTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function quietPage(): Promise<void> {
  if (typeof document !== 'undefined') document.body?.replaceChildren();
  // the chunks the test (or the removal) started importing, and what their loading starts
  await vi.dynamicImportSettled();
  for (const root of [...roots]) root.unmount();
  // renders React queued before the unmounts (they find nothing to do) and their follow-ups
  await nodeTurn();
  await nodeTurn();
}

afterEach(quietPage);
afterAll(quietPage);

// The test page's own origin (happy-dom's http://localhost:3000) has no server: what the page
// loads there by itself (a `<link rel="preload">` the portal's boot script adds) is answered 404
// at once, as a page without that server would be, instead of a refused connection that
// happy-dom logs. A test's own calls go to a fake fetch or to a server it started elsewhere.
type Interceptor = {
  beforeAsyncRequest(context: { request: { url: string } }): Promise<Response | undefined>;
};
const happyDOM = (
  globalThis as { happyDOM?: { settings: { fetch: { interceptor: Interceptor | null } } } }
).happyDOM;
if (happyDOM) {
  const own = location.origin;
  happyDOM.settings.fetch.interceptor = {
    beforeAsyncRequest: async ({ request }) =>
      new URL(request.url).origin === own ? new Response(null, { status: 404 }) : undefined,
  };
}
