import { test as base, type Locator, type Page, type Request } from '@playwright/test';
import { buildPath, parseHash } from '../../core/router/router';
import { type Account, DEMO, loginPath, TOKEN_KEY } from '../support/accounts';
import { ROOT, spawnServer } from '../support/process.mjs';
import { PARTNER_ORIGIN } from './data';
import { expect } from './expect';
import { portal, toast } from './parts';

/** Where the server runs from: the snapshot made by global-setup.ts, else the repository. */
const APP_DIR = process.env.SZTX_E2E_APP_DIR ?? ROOT;

/** The reference server of one worker. */
interface E2EServer {
  url: string;
  /** The partner demo pages' own origin (another port of the same server). */
  partnerUrl: string;
  dataDir: string;
}

type WorkerFixtures = { server: E2EServer };
type TestFixtures = { resetData: undefined; partnerUrl: string };

/** Each page's API requests in flight (see {@link apiSettled}), from the page's start. */
const inFlight = new WeakMap<Page, Set<Request>>();

export const test = base.extend<TestFixtures, WorkerFixtures>({
  page: async ({ page }, use) => {
    const open = new Set<Request>();
    inFlight.set(page, open);
    const done = (request: Request) => open.delete(request);
    page.on('request', (request) => {
      if (request.url().includes('/api/v2/')) open.add(request);
    });
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await use(page);
  },
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take a destructured first argument
    async ({}, use) => {
      const server = await spawnServer({
        cwd: APP_DIR,
        prefix: 'sztx-e2e-',
        env: { NODE_ENV: 'development' },
      });
      await use({ url: server.url, partnerUrl: server.partnerUrl, dataDir: server.dataDir });
      await server.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  // A partner page on PARTNER_ORIGIN (answered by page.route) reaches the loopback server: the
  // server is on loopback, and a real partner on the internet reaching a public server is not
  // subject to Local Network Access, which is what granting the permission stands for here.
  context: async ({ context }, use) => {
    await context.grantPermissions(['local-network-access'], { origin: PARTNER_ORIGIN });
    await use(context);
  },
  /** Where the partner demo pages are: `${partnerUrl}/partner/one.html`. */
  partnerUrl: async ({ server }, use) => {
    await use(server.partnerUrl);
  },
  // Every test starts from the seed data, with no rate limits and no injected faults. The server
  // belongs to this worker only, so this never disturbs a test running in another worker.
  resetData: [
    async ({ server, playwright }, use) => {
      const api = await playwright.request.newContext();
      const answer = await api.post(`${server.url}/dev/reset`);
      expect(answer.ok(), 'POST /dev/reset').toBeTruthy();
      await api.dispose();
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };

export const isMobile = () => test.info().project.name === 'mobile';

/**
 * Which tests run at which width (playwright.config.ts, docs/testing.md): every test runs in
 * the `desktop` project (1280 px). The `mobile` project (375 px, touch) runs only the tests
 * about the narrow layout: tagged MOBILE (they run at both widths) or MOBILE_ONLY. Tag a test
 * MOBILE when what it checks differs at 375 px: it branches on `isMobile()` (the drawer, the
 * `#/login` page instead of the dialog), measures layout (geometry, overflow, layout shift,
 * scroll position) or uses touch. Behaviour that is the same at every width runs once.
 */
export const MOBILE = { tag: '@mobile' };
export const MOBILE_ONLY = { tag: '@mobile-only' };
/** Never at 375 px, not even inside a MOBILE describe (a test that sets its own viewport). */
export const DESKTOP_ONLY = { tag: '@desktop-only' };

/** A random mainland mobile number nobody has used in this run. */
export function freshPhone(): string {
  const prefixes = ['138', '139', '158', '186', '188'];
  const prefix = prefixes[Math.floor(Math.random() * prefixes.length)]!;
  return `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/**
 * Sets the page's viewport and waits until the page has drawn a frame at that size. The page
 * learns of a new size in its next frame (the resize event, a ResizeObserver, the renders they
 * start), before that frame is painted: read at once after `setViewportSize`, the layout is the
 * new width with the old width's markup (the desktop menu bar at 320 px, 348 px too wide), a
 * frame no visitor ever sees. The only way e2e tests change the viewport (waits.spec.ts).
 */
export async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  // rAF callbacks run after the frame's resize steps and the renders those started
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/** Opens the portal at a hash route and waits until the header is rendered. */
export async function openPortal(page: Page, hash = '#/'): Promise<void> {
  await page.goto(`/${hash}`);
  await expect(portal(page).locator('header')).toBeVisible();
}

/**
 * Shows the portal's route `path` (`/company/1`, `/search?keyword=…`) the portal's own way,
 * without loading the page again: sets the hash of the open portal (opens the portal at `path`
 * when the page is not the portal yet), then waits until `<main>` holds that route's page,
 * loaded. `main[data-route]` names the route of the page main holds, set in the render that puts
 * the page there (the portal shows a new route a frame after the hash changes: read at once,
 * main still holds the last route's page); a lazy page's chunk or its data show a skeleton.
 * A walk over many routes visits them with this in one page (a load costs about a second).
 * `shown`: the route the portal goes on to from `path`, when it redirects (/login, logged in).
 * The wait looks at every frame (`page.waitForFunction`): a locator assertion looks again only
 * every 500 ms once its first 270 ms have passed, which cost a walk a quarter of a second a route.
 */
export async function goRoute(page: Page, path: string, shown = path): Promise<void> {
  if (page.url().startsWith('about:')) await openPortal(page, `#${path}`);
  else
    await page.evaluate((hash) => {
      location.hash = hash;
    }, `#${path}`);
  const { path: to, query } = parseHash(shown);
  const route = buildPath(to, query);
  await page
    .waitForFunction(routeShown, route, { timeout: SHOWN_MS })
    .catch(async (error: Error) => {
      const held = await page.evaluate(routeShown, null);
      throw new Error(`${path} not shown, loaded (main holds ${held})`, { cause: error });
    });
}

/** How long goRoute waits for a route's page (the expect timeout of playwright.config.ts). */
const SHOWN_MS = 7_000;

/**
 * In the page: true when the portal's main holds the page of `route` with no skeleton left (in
 * it or in a shadow root inside it); without a route, what main holds (`/path`, `loading`).
 */
function routeShown(route: string | null): boolean | string {
  const main = document.querySelector('sztx-portal')?.shadowRoot?.querySelector('main');
  const loading = (root: ParentNode): boolean =>
    Boolean(root.querySelector('.skeleton')) ||
    [...root.querySelectorAll('*')].some((el) => el.shadowRoot && loading(el.shadowRoot));
  if (route === null)
    return main ? `${main.dataset.route}${loading(main) ? ', loading' : ''}` : 'no main';
  return main?.dataset.route === route && !loading(main);
}

/**
 * Holds back every request of the page matching `pattern` until the returned function is
 * called; then they go on to the server.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The last SMS code the server sent to a phone. */
export async function smsCode(page: Page, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/dev/sms/${phone}`);
        if (!answer.ok()) return '';
        const body = (await answer.json()) as { code: string; data: string };
        code = body.code === '200' ? body.data : '';
        return code;
      },
      { message: `SMS code for ${phone}`, timeout: 5_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Adds a fault to the worker's server (`/dev/faults`). */
export async function addFault(
  page: Page,
  fault: { path: string; status?: number; delayMs?: number; body?: string; times?: number },
): Promise<void> {
  const answer = await page.request.post('/dev/faults', { data: fault });
  expect(answer.ok(), 'POST /dev/faults').toBeTruthy();
}

/** Makes the next call to `path` slow (800 ms) and then fail with the server's busy answer. */
async function failOnceBusy(page: Page, path: string): Promise<void> {
  await addFault(page, {
    path,
    delayMs: 800,
    status: 500,
    body: '{"code":"500","msg":"服務器繁忙，請稍後再試","data":null}',
    times: 1,
  });
}

/**
 * Double-clicks `submit` while the next call to `path` is slow and then fails busy: `busy` (the
 * submit button unless given) is disabled, with `busyText` when given, the busy message shows
 * and one request matching `sent` (the path unless given) went out. Returns the count of those.
 */
export async function doubleSubmitFailingOnce(
  page: Page,
  submit: Locator,
  path: string,
  o: { sent?: string | RegExp; method?: string; busy?: Locator; busyText?: string } = {},
): Promise<() => number> {
  await failOnceBusy(page, path);
  const sent = countRequests(page, o.sent ?? path, o.method);
  await submit.dblclick();
  const busy = o.busy ?? submit;
  await expect(busy).toBeDisabled();
  if (o.busyText) await expect(busy).toHaveText(o.busyText);
  await expect(toast(page, '服務器繁忙，請稍後再試')).toBeVisible();
  expect(sent()).toBe(1);
  return sent;
}

/** Counts the requests (of `method`, when given) whose URL contains or matches `url`, from now on. */
export function countRequests(page: Page, url: string | RegExp, method?: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    const address = request.url();
    const hit = typeof url === 'string' ? address.includes(url) : url.test(address);
    if (hit && (method === undefined || request.method() === method)) count += 1;
  });
  return () => count;
}

/** Presses Tab `tabs` times, then Shift+Tab `backTabs` times; after each, focus is `inside`. */
async function expectFocusTrapped(
  page: Page,
  inside: () => Promise<boolean>,
  tabs: number,
  backTabs: number,
): Promise<void> {
  for (let i = 0; i < tabs; i++) {
    await page.keyboard.press('Tab');
    expect(await inside(), `after ${i + 1} Tab`).toBe(true);
  }
  for (let i = 0; i < backTabs; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await inside(), `after ${i + 1} Shift+Tab`).toBe(true);
  }
}

/**
 * A dialog opened from `opener`: it shows with focus `inside` (on `first`, when given), Tab and
 * Shift+Tab keep focus inside, Escape closes it and focus goes back to `opener`.
 */
export async function expectDialogFocus(
  page: Page,
  d: {
    opener: Locator;
    dialog: Locator;
    inside: () => Promise<boolean>;
    first?: Locator;
    tabs: number;
    backTabs: number;
  },
): Promise<void> {
  await expect(d.dialog).toBeVisible();
  await expect.poll(d.inside).toBe(true);
  if (d.first) await expect(d.first).toBeFocused();
  await expectFocusTrapped(page, d.inside, d.tabs, d.backTabs);
  await page.keyboard.press('Escape');
  await expect(d.dialog).toHaveCount(0);
  await expect(d.opener).toBeFocused();
}

/** Logs in through the API and stores the token the way the portal does (before any script runs). */
export async function loginByApi(page: Page, account: Account): Promise<string> {
  const answer = await page.request.post(loginPath(account));
  const body = (await answer.json()) as { code: string; data: string };
  expect(body.code, `API login of ${account.phone}`).toBe('200');
  const token = body.data;
  await page.addInitScript(
    ({ key, value }) => {
      if (!sessionStorage.getItem(`${key}-set-by-test`)) {
        sessionStorage.setItem(key, value);
        sessionStorage.setItem(`${key}-set-by-test`, '1');
      }
    },
    { key: TOKEN_KEY, value: token },
  );
  return token;
}

/** Logs the demo member in and opens the profile, loaded with their name; the name field. */
export async function openDemoProfile(page: Page): Promise<Locator> {
  await loginByApi(page, DEMO);
  await openPortal(page, '#/person_center');
  const name = portal(page).locator('main').getByLabel('姓名');
  await expect(name).toHaveValue('陳建宏');
  return name;
}

/**
 * Waits until the page has no API request in flight, and still none two frames later (a call
 * that follows another's answer has started by then).
 */
async function apiSettled(page: Page): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error("apiSettled: the suite's page fixture's pages only");
  const twoFrames = () =>
    page
      .evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      )
      .catch(() => undefined);
  await expect
    .poll(async () => {
      if (open.size) return open.size;
      await twoFrames();
      return open.size;
    })
    .toBe(0);
}

/**
 * Ends the session on the server, as a logout in another tab does, once the page's own calls
 * have settled: a call of the page's still in flight (its session check, a page's signed-in
 * read) would otherwise be the one refused, and the page would notice before the action under
 * test (session-expiry.spec.ts once found the login dialog open before its click).
 */
export async function endSessionElsewhere(page: Page, token: string): Promise<void> {
  await apiSettled(page);
  const answer = await page.request.post(`/api/v2/account/outLogin/${token}`);
  expect(answer.ok(), 'outLogin').toBeTruthy();
}

/** The token the portal keeps in sessionStorage (null when logged out). */
export const storedToken = (page: Page): Promise<string | null> =>
  page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);

/**
 * Brings a widget that `loader.js` loads as it nears the viewport into view, again until it
 * has rendered: the widgets above it grow as they load and can push it away again.
 */
export async function scrollUntilRendered(element: Locator): Promise<void> {
  await expect(async () => {
    await element.scrollIntoViewIfNeeded();
    await expect
      .poll(() => element.evaluate((el) => Boolean(el.shadowRoot?.querySelector('.sztx-root'))), {
        timeout: 3000,
      })
      .toBe(true);
  }).toPass({ timeout: 30_000 });
}
