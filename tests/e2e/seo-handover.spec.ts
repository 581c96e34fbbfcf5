// The hand-over of a public page (issue 31, demo-site/pages) to the portal, for every kind of
// page (core/router/public-pages.ts PUBLIC_PAGES, each item the first the sitemap lists): the
// portal's first render of the item's route shows the server's data (no API request for what is
// in the page), shifts nothing (CLS 0), and a reader who scrolled before the portal's script
// arrived keeps the same text at the same place. Before the portal's scripts run, the page's
// header is already the reader's: a signed-in reader's from the first paint.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { itemRoute, PUBLIC_PAGES, type PublicKind } from '../../core/router/public-pages';
import { DEMO } from '../support/accounts';
import { DESKTOP_ONLY, expect, holdRequests, loginByApi, resize, test } from './fixtures';
import { portal } from './parts';

/** The first public item of each kind in the worker's sitemap: its page's path and its route. */
let firstOf: (kind: PublicKind) => { path: string; route: string };

test.beforeAll(async ({ server }) => {
  // the sitemap walks every list of the API: read once a worker, with the time that takes
  test.setTimeout(120_000);
  const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>[^<]*?(\/s\/([a-z-]+)\/(\d+))<\/loc>/g)];
  firstOf = (kind) => {
    const hit = paths.find((m) => m[2] === kind);
    if (!hit) throw new Error(`the sitemap lists no ${kind}`);
    return { path: hit[1]!, route: itemRoute(kind, hit[3]!) };
  };
});

/** Records every layout shift and API request of the page, from its first byte. */
async function watch(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.shifts.push((e as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v2/')) requests.push(request.url());
  });
  return {
    requests,
    shifts: () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts),
  };
}

/**
 * Waits until the portal holds the route's page and the server's shell has left, then two
 * frames (the portal's effects, where a store's first load starts, have run by then).
 */
async function takenOver(page: Page, route: string): Promise<void> {
  await expect(portal(page).locator(`main[data-route="${route}"] h1`)).toBeVisible();
  await expect(page.locator('[data-sztx-shell]')).toHaveCount(0);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * The element at the middle of the viewport (through shadow roots; the header sticks to the
 * top): its text, and where it is.
 */
function atTop(page: Page) {
  return page.evaluate(() => {
    const x = Math.round(innerWidth / 2);
    const y = Math.round(innerHeight / 2);
    let element = document.elementFromPoint(x, y);
    while (element?.shadowRoot) {
      const inner = element.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === element) break;
      element = inner;
    }
    return {
      scrollY: Math.round(scrollY),
      text: element?.textContent?.trim().slice(0, 80) ?? '',
      top: Math.round(element?.getBoundingClientRect().top ?? Number.NaN),
    };
  });
}

const KINDS = Object.keys(PUBLIC_PAGES) as PublicKind[];

test.describe('the portal takes a public page over', () => {
  for (const kind of KINDS) {
    test(`${kind}: no request for the page's data, no layout shift`, async ({ page }) => {
      const { path, route } = firstOf(kind);
      const seen = await watch(page);
      await page.goto(path);
      await takenOver(page, route);
      expect(seen.requests).toEqual([]);
      expect(await seen.shifts()).toEqual([]);
    });

    test(`${kind}: a reader who scrolled keeps the place`, async ({ page }) => {
      const { path, route } = firstOf(kind);
      // a short window: every page scrolls
      await resize(page, { width: 1280, height: 400 });
      // the portal's scripts wait until the reader has scrolled
      const release = await holdRequests(page, '**/assets/**');
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.locator('[data-sztx-shell]')).toHaveCount(1);
      const room = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
      expect(room, 'the page scrolls').toBeGreaterThan(100);
      await page.evaluate((y) => scrollTo(0, y), Math.round(room / 2));
      const before = await atTop(page);
      expect(before.scrollY).toBe(Math.round(room / 2));
      release();
      await takenOver(page, route);
      expect(await atTop(page)).toEqual(before);
    });
  }
});

test.describe("before the portal's scripts", () => {
  test("the header is the stored session's and the text shows, on every kind in both scripts", async ({
    page,
  }) => {
    // the portal's scripts never start: the page as it is until they do
    await page.route('**/assets/**', (asset) =>
      asset.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    // what the page shows when its HTML is parsed, before any of the portal's held scripts
    // (they wait for the load event): the header's variants on display, and the text's visibility
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.querySelector('[data-sztx-shell]')?.shadowRoot;
        const variants = [...(root?.querySelectorAll<HTMLElement>('.shell-variant') ?? [])];
        const main = root?.querySelector('.main');
        (window as unknown as { parsed: object }).parsed = {
          sessions: variants
            .filter((v) => getComputedStyle(v).display !== 'none')
            .map((v) => v.dataset.session),
          text: main ? getComputedStyle(main).visibility : 'no main',
        };
      });
    });
    const parsed = async (url: string) => {
      await page.goto(url);
      return page.evaluate(() => (window as unknown as { parsed: object }).parsed);
    };
    // signed out: the login buttons
    const first = firstOf(KINDS[0]!).path;
    expect(await parsed(first)).toEqual({ sessions: ['anonymous'], text: 'visible' });
    // signed in (a token stored in the tab): the avatar the portal shows while it checks it
    await loginByApi(page, DEMO);
    for (const kind of KINDS) {
      const { path } = firstOf(kind);
      for (const url of [path, path.replace('/s/', '/s/zh-Hans/')]) {
        expect(await parsed(url), url).toEqual({ sessions: ['checking'], text: 'visible' });
      }
    }
  });
});

// A browser paints a page while its HTML still arrives, and a declarative shadow root shows its
// content as it is parsed: the header's right-aligned tools grew leftwards button by button and
// the menu filled in, moving what was painted (caught once in a few dozen loads on a busy
// machine). Here the HTML arrives in two parts, cut inside the header's tools, 300 ms apart: the
// frame (a public page's, and the portal shell's, one renderFrame) shows whole or not at all.
test(
  'a frame painted while its HTML still arrives moves nothing',
  DESKTOP_ONLY,
  async ({ page, server }) => {
    const seen = await watch(page);
    for (const path of [firstOf('company').path, '/']) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      const tools = html.indexOf('class="header-tools"');
      expect(tools, path).toBeGreaterThan(0);
      const cut = tools + 400;
      const streamer = createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.write(html.slice(0, cut));
        setTimeout(() => res.end(html.slice(cut)), 300);
      });
      await new Promise<void>((done) => streamer.listen(0, '127.0.0.1', done));
      try {
        const { port } = streamer.address() as AddressInfo;
        await page.goto(`http://127.0.0.1:${port}/`);
        expect(await seen.shifts(), path).toEqual([]);
      } finally {
        await new Promise((done) => streamer.close(done));
      }
    }
  },
);
