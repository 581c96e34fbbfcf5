import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { type Account, loginPath, TOKEN_KEY } from '../support/accounts';
import { ROOT, spawnServer } from '../support/process.mjs';

/** Where the server runs from: the snapshot made by global-setup.ts, else the repository. */
const APP_DIR = process.env.SZTX_E2E_APP_DIR ?? ROOT;

/**
 * A foreign origin for cross-origin embedding, served by page.route (nothing listens there).
 * It has to be a localhost origin: Chromium's Local Network Access refuses requests from a
 * non-secure public origin (e.g. http://partner.test) to the loopback test server outright,
 * and for a localhost origin the test grants the `local-network-access` permission. The dev
 * server's CORS allows any localhost/127.0.0.1 origin.
 */
export const PARTNER_ORIGIN = 'http://localhost:1';

export { DEMO, GUEST } from '../support/accounts';

/** The reference server of one worker. */
export interface E2EServer {
  url: string;
  dataDir: string;
}

type WorkerFixtures = { server: E2EServer };
type TestFixtures = { resetData: undefined };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take a destructured first argument
    async ({}, use) => {
      const server = await spawnServer({
        cwd: APP_DIR,
        prefix: 'sztx-e2e-',
        env: { NODE_ENV: 'development' },
      });
      await use({ url: server.url, dataDir: server.dataDir });
      await server.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
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

/** Tests that only make sense on one layout (the other project leaves them out, see config). */
export const DESKTOP_ONLY = { tag: '@desktop-only' };
export const MOBILE_ONLY = { tag: '@mobile-only' };

/** A random mainland mobile number nobody has used in this run. */
export function freshPhone(): string {
  const prefixes = ['138', '139', '158', '186', '188'];
  const prefix = prefixes[Math.floor(Math.random() * prefixes.length)]!;
  return `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The portal's shadow host. */
export const portal = (page: Page) => page.locator('sztx-portal');

/** The header's avatar (a link or a menu button, named 個人中心（name）) once logged in. */
export const avatar = (page: Page, name: RegExp | string = /^個人中心（.+）$/) =>
  portal(page).locator('header').getByLabel(name);

/** The overlay host (login dialog, toasts). */
export const overlay = (page: Page) => page.locator('sztx-overlay');

/** The login dialog. */
export const loginDialog = (page: Page) =>
  overlay(page).getByRole('dialog', { name: '歡迎來到台商協會' });

/** A toast with this text (status or alert region of the overlay). */
export const toast = (page: Page, text: string | RegExp) =>
  overlay(page).locator('.toast').filter({ hasText: text });

/** The news section of the portal's home page. */
export const newsItems = (scope: Locator) => scope.locator('.news-item');

/** Opens the portal at a hash route and waits until the header is rendered. */
export async function openPortal(page: Page, hash = '#/'): Promise<void> {
  await page.goto(`/${hash}`);
  await expect(portal(page).locator('header')).toBeVisible();
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

/** The token the portal keeps in sessionStorage (null when logged out). */
export const storedToken = (page: Page): Promise<string | null> =>
  page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);

/** A tiny valid PNG (the upload emulator checks the bytes against the token's mimeLimit). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Every element tag of the custom-elements manifest. */
export const WIDGET_TAGS: string[] = JSON.parse(
  readFileSync(join(ROOT, 'widgets/custom-elements.json'), 'utf8'),
).modules.map((m: { declarations: Array<{ tagName: string }> }) => m.declarations[0]!.tagName);

/** True when the deepest focused element (through shadow roots) is inside `scope`. */
export const focusInside = (scope: Locator): Promise<boolean> =>
  scope.evaluate((box) => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return Boolean(el && box.contains(el));
  });
