// The partners' other stacks (issue 32), each with the packed package installed
// (global-setup.ts): a Next.js app (App Router) under `next build && next start`, an Astro site
// built for static output, a plain Node server (node:http) and an Angular app (standalone
// component, strict templates, `ng build`). Each builds for production and
// its board works in Chromium with the partner's event handler: in Next.js after hydration,
// through sztxEvents (React 19 adds no listener for an `onsztx-…` prop when it hydrates a
// server-rendered element). Their server-rendered pages, made with the package's server entry
// `sztx-widgets/ssr`, show the needs' titles without JavaScript and hydrate without asking the
// API again; they are built and checked only when the packed package exports that entry
// (ssr-entry.mjs), and skipped with SSR_MISSING otherwise.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import type { SztxNeedsBoardElement } from '../../types/elements.js';
import { collectErrors } from '../support/page-errors';
import { ROOT, spawnServer } from '../support/process.mjs';
import { approvedNeeds, npmRun } from './helpers';
import { hasSsrEntry, SSR_MISSING } from './ssr-entry.mjs';

const ORIGIN = process.env.SZTX_CONSUMERS_ORIGIN!;
const API = process.env.SZTX_CONSUMERS_API!;
/** The ports the Next.js and Node servers listen on (the API allows their origins); unset in --list. */
const PORTS = JSON.parse(process.env.SZTX_CONSUMERS_PORTS ?? '{}') as {
  next: number;
  node: number;
};
const HERE = join(ROOT, 'tests/consumers');
/** Whether the package installed in an app has its server entry, `sztx-widgets/ssr`. */
const ssr = (app: string) => hasSsrEntry(join(HERE, app));

type Server = Awaited<ReturnType<typeof spawnServer>>;
type Need = { id: number; title: string };

/** An app's production server on its port, against the tests' API. */
function serve(app: 'next' | 'node', args: string[], ready: RegExp): Promise<Server> {
  return spawnServer({
    cwd: join(HERE, app),
    args,
    port: PORTS[app],
    ready,
    env: { SZTX_API: API, NEXT_TELEMETRY_DISABLED: '1' },
  });
}

const cardsOf = (page: Page) => page.locator('sztx-needs-board [part="need-card"]');

/**
 * The board at `url` shows the API's first three needs, and opening the first one reaches the
 * app's handler (`#opened` shows its id and title) while the board opens its detail.
 */
async function opensNeed(page: Page, url: string, needs: Need[]) {
  const errors = collectErrors(page);
  await page.goto(url);
  const cards = cardsOf(page);
  await expect(cards).toHaveCount(3);
  for (const [i, need] of needs.entries()) await expect(cards.nth(i)).toContainText(need.title);
  await cards.first().click();
  await expect(page.locator('sztx-needs-board [part="detail"]')).toBeVisible();
  await expect(page.locator('#opened')).toHaveText(`${needs[0]!.id}: ${needs[0]!.title}`);
  expect(errors).toEqual([]);
}

/**
 * A server-rendered board at `url`: without JavaScript its HTML shows the first three needs'
 * titles (the declarative shadow root); with it, the element hydrates without asking the API for
 * that page again, and the app's handler gets the need the visitor opens.
 */
async function serverRendered(browser: Browser, page: Page, url: string, needs: Need[]) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const bare = await context.newPage();
  await bare.goto(url);
  await expect(cardsOf(bare)).toHaveCount(3);
  for (const [i, need] of needs.entries())
    await expect(cardsOf(bare).nth(i)).toContainText(need.title);
  await context.close();

  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('demand/list')) asked.push(request.url());
  });
  await opensNeed(page, url, needs);
  expect(asked).toEqual([]);
}

/** The board's first page (three needs) as the API lists it. */
async function firstNeeds(request: APIRequestContext): Promise<Need[]> {
  const { needs } = await approvedNeeds(request, API, 3);
  expect(needs).toHaveLength(3);
  return needs;
}

test.describe('next', () => {
  test.describe.configure({ mode: 'serial' });
  const origin = `http://127.0.0.1:${PORTS.next}`;
  let server: Server | undefined;
  const start = async () => {
    const next = join(ROOT, 'node_modules/next/dist/bin/next');
    server ??= await serve(
      'next',
      [next, 'start', '-H', '127.0.0.1', '-p', `${PORTS.next}`],
      /Ready in \d/,
    );
  };
  test.afterAll(async () => {
    await server?.stop();
  });

  test('builds for production (next build, type-checked)', () => {
    // a production build of Next.js on a loaded 2-core machine: about 30 s
    test.setTimeout(150_000);
    const build = npmRun('next', 'build', { NEXT_TELEMETRY_DISABLED: '1' });
    expect(build.ok, build.output).toBe(true);
    // the server-rendered route is built exactly when the package has its server entry
    expect(/ƒ \/ssr\b/.test(build.output), build.output).toBe(ssr('next'));
  });

  test('a client component: after hydration, a handler set with sztxEvents updates state', async ({
    page,
    request,
  }) => {
    await start();
    await opensNeed(page, `${origin}/`, await firstNeeds(request));
  });

  test('a server component renders the board with sztx-widgets/ssr; it hydrates', async ({
    browser,
    page,
    request,
  }) => {
    test.skip(!ssr('next'), SSR_MISSING);
    await start();
    await serverRendered(browser, page, `${origin}/ssr`, await firstNeeds(request));
  });
});

test.describe('astro', () => {
  test.describe.configure({ mode: 'serial' });
  const site = `${ORIGIN}/astro`;

  test('builds for production (astro build, static output)', () => {
    const build = npmRun('astro', 'build', { SZTX_API: API, ASTRO_TELEMETRY_DISABLED: '1' });
    expect(build.ok, build.output).toBe(true);
    expect(existsSync(join(HERE, 'astro/dist/index.html'))).toBe(true);
    // the page rendered with the server entry, at build time, exactly when the package has it
    expect(existsSync(join(HERE, 'astro/dist/ssr/index.html'))).toBe(ssr('astro'));
  });

  test("the board as a client-side element; the page's listener gets its event", async ({
    page,
    request,
  }) => {
    await opensNeed(page, `${site}/index.html`, await firstNeeds(request));
  });

  test('the board rendered at build time with sztx-widgets/ssr; it hydrates', async ({
    browser,
    page,
    request,
  }) => {
    test.skip(!ssr('astro'), SSR_MISSING);
    await serverRendered(browser, page, `${site}/ssr/index.html`, await firstNeeds(request));
  });
});

test.describe('node', () => {
  let server: Server | undefined;
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a plain node:http page renders the board with sztx-widgets/ssr; it hydrates', async ({
    browser,
    page,
    request,
  }) => {
    test.skip(!ssr('node'), SSR_MISSING);
    server = await serve('node', ['server.mjs'], /ready in \d+ ms/);
    const url = `http://127.0.0.1:${PORTS.node}/`;
    await serverRendered(browser, page, url, await firstNeeds(request));
  });
});

test.describe('angular', () => {
  test.describe.configure({ mode: 'serial' });

  test('builds for production (ng build, strict templates)', () => {
    const build = npmRun('angular', 'build', { NG_CLI_ANALYTICS: 'false' });
    expect(build.ok, build.output).toBe(true);
    expect(existsSync(join(HERE, 'angular/dist/index.html'))).toBe(true);
  });

  test('a standalone component: [attr.api-base], [pageSize] and (sztx-open-need) work', async ({
    page,
    request,
  }) => {
    const url = `${ORIGIN}/angular/index.html?api=${encodeURIComponent(API)}`;
    await opensNeed(page, url, await firstNeeds(request));
    // [pageSize]="3" went to the element's property
    const board = page.locator('sztx-needs-board');
    expect(await board.evaluate((el) => (el as SztxNeedsBoardElement).pageSize)).toBe(3);
  });
});
