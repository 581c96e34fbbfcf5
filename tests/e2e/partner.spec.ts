import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { DEMO, loginPath } from '../support/accounts';
import { collectErrors } from '../support/page-errors';
import { seriousViolations } from './axe';
import { PARTNER_ORIGIN } from './data';
import { expect, test } from './fixtures';
import { loginDialog, openPartnerNeeds } from './parts';

const HOTPINK = 'rgb(255, 105, 180)';
const NAVY = 'rgb(0, 0, 128)';

/** Every response URL the page receives from now on. */
function recordResponses(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => urls.push(response.url()));
  return urls;
}

const feed = (page: Page) => page.locator('sztx-news-feed');

test('the partner page embeds the Preact news feed with 5 articles', async ({
  page,
  baseURL,
  partnerUrl,
}) => {
  const urls = recordResponses(page);
  await page.goto(`${partnerUrl}/partner/`);
  await expect(feed(page).locator('.news-item[part="item"]')).toHaveCount(5);
  await expect(feed(page).getByRole('heading', { level: 2 })).toHaveText('協會動態');
  await expect(feed(page).getByRole('button', { name: '載入更多' })).toBeVisible();

  expect(urls).toContain(`${baseURL}/embed/news-feed.js`);
  expect(urls.some((url) => url.startsWith(`${baseURL}/embed/chunks/`))).toBe(true);
  expect(urls.filter((url) => url.includes('embed-react'))).toEqual([]);
  // the article list came from the API with the element's page size
  expect(urls.some((url) => /\/api\/v2\/article\/list\?.*limit=5/.test(url))).toBe(true);
});

test('styles are isolated both ways on the hostile partner page', async ({ page, partnerUrl }) => {
  await page.goto(`${partnerUrl}/partner/`);
  const title = feed(page).locator('.news-title').first();
  await expect(title).toBeVisible();
  const more = feed(page).getByRole('button', { name: '載入更多' });

  // the partner's "* { font-family: Comic Sans !important }" and "button { hotpink }" stay out
  const titleStyle = await title.evaluate((el) => {
    const style = getComputedStyle(el);
    return { font: style.fontFamily, letterSpacing: style.letterSpacing, color: style.color };
  });
  expect(titleStyle.font).not.toMatch(/comic sans/i);
  expect(titleStyle.letterSpacing).toBe('normal');
  expect(titleStyle.color).not.toBe('rgb(10, 127, 0)');
  const moreStyle = await more.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      background: style.backgroundColor,
      font: style.fontFamily,
      transform: style.textTransform,
    };
  });
  expect(moreStyle.background).not.toBe(HOTPINK);
  expect(moreStyle.font).not.toMatch(/comic sans/i);
  expect(moreStyle.transform).toBe('none');
  const thumb = feed(page).locator('img.news-thumb').first();
  if ((await thumb.count()) > 0) {
    expect(await thumb.evaluate((el) => getComputedStyle(el).width)).not.toBe('40px');
  }

  // and the widget's styles do not leak out to the partner's own elements
  const partnerButton = await page.locator('#partner-button').evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, font: style.fontFamily };
  });
  expect(partnerButton.background).toBe(HOTPINK);
  expect(partnerButton.font).toMatch(/comic sans/i);
  const partnerTitle = await page.locator('#partner-title').evaluate((el) => {
    const style = getComputedStyle(el);
    return { color: style.color, decoration: style.textDecorationLine, size: style.fontSize };
  });
  expect(partnerTitle).toEqual({ color: NAVY, decoration: 'underline', size: '48px' });
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgb(255, 248, 220)',
  );
});

test('clicking an article fires sztx-open-article for the partner', async ({
  page,
  partnerUrl,
}) => {
  await page.goto(`${partnerUrl}/partner/`);
  const first = feed(page).locator('a.news-link').first();
  await expect(first).toBeVisible();
  const href = await first.getAttribute('href');
  const id = /#\/article\/(\d+)$/.exec(href ?? '')?.[1];
  expect(id, `article link ${href}`).toBeTruthy();

  // The partner logs the event. A listener may also cancel it to keep the visitor on the page
  // (documented contract); without that the link opens the article in the portal.
  await page.evaluate(() => {
    document
      .getElementById('feed')
      ?.addEventListener('sztx-open-article', (event) => event.preventDefault(), { once: true });
  });
  await first.click();
  await expect(page.locator('#event-log')).toHaveText(`打開文章 ${id}`);
  await expect(page).toHaveURL(/\/partner\/$/);

  // not cancelled: the link goes to the portal's article route
  await feed(page).locator('a.news-link').nth(1).click();
  await expect(page).toHaveURL(/\/#\/article\/\d+$/);
  await expect(page.locator('sztx-portal').getByRole('heading', { level: 1 })).toBeVisible();
});

/** A page on another origin embedding the feed by script tag. */
function partnerHtml(scriptUrl: string, pageSize = 4): string {
  return `<!doctype html><html lang="zh-Hant"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>跨域夥伴</title></head>
<body><h1>跨域夥伴</h1><sztx-news-feed page-size="${pageSize}"></sztx-news-feed>
<script type="module" src="${scriptUrl}"></script></body></html>`;
}

/** Titles and the computed look of the first article and the more button. */
async function renderedFeed(page: Page) {
  await expect(feed(page).locator('.news-item[part="item"]')).toHaveCount(4);
  await expect(feed(page).getByRole('button', { name: '載入更多' })).toBeVisible();
  return feed(page).evaluate((host) => {
    const root = host.shadowRoot!;
    const pick = (el: Element | null, props: string[]) => {
      if (!el) return null;
      const style = getComputedStyle(el);
      return Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
    };
    const item = root.querySelector('.news-item[part="item"]');
    return {
      titles: [...root.querySelectorAll('.news-title')].map((el) => el.textContent),
      heading: root.querySelector('#news-heading')?.textContent,
      title: pick(root.querySelector('.news-title'), ['font-size', 'font-weight', 'color']),
      more: pick(root.querySelector('.news-more'), ['background-color', 'color', 'min-width']),
      itemWidth: item ? Math.round(item.getBoundingClientRect().width) : 0,
    };
  });
}

test('a page on another origin embeds the feed (CORS), Preact and React builds alike', async ({
  page,
  baseURL,
}) => {
  // The partner page is served by the browser itself (page.route) from another origin than the
  // server, so the bundle, its chunks and the API calls are all cross-origin requests.
  const builds = { preact: 'embed', react: 'embed-react' } as const;
  await page.route(`${PARTNER_ORIGIN}/**`, (route) => {
    const build =
      new URL(route.request().url()).pathname === '/react.html' ? builds.react : builds.preact;
    return route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: partnerHtml(`${baseURL}/${build}/news-feed.js`),
    });
  });
  const errors = collectErrors(page, true);
  const urls = recordResponses(page);

  await page.goto(`${PARTNER_ORIGIN}/preact.html`);
  const preact = await renderedFeed(page);
  expect(urls.some((url) => url.startsWith(`${baseURL}/embed/chunks/`))).toBe(true);
  expect(urls.some((url) => url.startsWith(`${baseURL}/api/v2/article/list`))).toBe(true);
  expect(new URL(page.url()).origin).toBe(PARTNER_ORIGIN);
  expect(PARTNER_ORIGIN).not.toBe(new URL(baseURL!).origin);

  urls.length = 0;
  await page.goto(`${PARTNER_ORIGIN}/react.html`);
  const react = await renderedFeed(page);
  expect(urls.some((url) => url.startsWith(`${baseURL}/embed-react/chunks/`))).toBe(true);
  expect(urls.some((url) => url.startsWith(`${baseURL}/embed/`))).toBe(false);

  expect(react).toEqual(preact);
  expect(errors).toEqual([]);
});

test('the React build renders the partner page like the Preact build', async ({
  page,
  context,
  partnerUrl,
}) => {
  // a page the browser itself answers (route.fulfill) has no address of its own, so Chromium's
  // Local Network Access treats it as public: grant what a public partner site would not need
  await context.grantPermissions(['local-network-access'], { origin: partnerUrl });
  // the partner page itself, with its script tag pointed at the React build
  await page.route('**/partner/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '/embed/news-feed.js',
      '/embed-react/news-feed.js',
    );
    await route.fulfill({ response, body: html });
  });
  const urls = recordResponses(page);
  await page.goto(`${partnerUrl}/partner/`);
  await expect(feed(page).locator('.news-item[part="item"]')).toHaveCount(5);
  expect(urls.some((url) => url.includes('/embed-react/chunks/'))).toBe(true);
  const more = feed(page).getByRole('button', { name: '載入更多' });
  expect(await more.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(HOTPINK);
  expect(
    await feed(page)
      .locator('.news-title')
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily),
  ).not.toMatch(/comic sans/i);
  await more.click();
  await expect(feed(page).locator('.news-item[part="item"]')).toHaveCount(10);
});

test('a strict-CSP page loads widgets through the loader, only when they near the viewport', async ({
  page,
  partnerUrl,
}) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/embed\/chunks\//.test(request.url())) chunks.push(request.url());
  });
  await page.goto(`${partnerUrl}/partner/strict.html`);
  await page.waitForLoadState('networkidle');
  // the feed sits below a tall spacer: nothing but the loader has been fetched
  expect(chunks).toEqual([]);
  expect(await page.evaluate(() => Boolean(customElements.get('sztx-news-feed')))).toBe(false);
  await page.locator('#feed').scrollIntoViewIfNeeded();
  await expect(page.locator('sztx-news-feed .news-item[part="item"]')).toHaveCount(3);
  expect(chunks.length).toBeGreaterThan(0);
  // no eval, no inline script or style was needed
  await expect(page.locator('#violations')).toHaveAttribute('data-count', '0');
});

test('a partner themes the widget with --sztx-* properties and ::part()', async ({
  page,
  partnerUrl,
}) => {
  await page.goto(`${partnerUrl}/partner/themed.html`);
  const feed = page.locator('#themed-feed');
  await expect(feed.locator('.news-item[part="item"]')).toHaveCount(3);
  await expect(feed.getByRole('heading', { name: '會員快訊' })).toBeVisible();
  const item = feed.locator('.news-item[part="item"]').first();
  await expect(item).toHaveCSS('border-left-color', 'rgb(15, 118, 110)');
  await expect(item).toHaveCSS('border-top-left-radius', '2px');
  await expect(feed.locator('.news-title').first()).toHaveCSS('font-family', /Georgia/);
  await expect(feed.locator('.news-more')).toHaveCSS('border-radius', '2px');
});

/** A bare partner page (English, another origin): `body`, then the widget's script. */
function bareHtml(body: string, script: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head>
<body><main>${body}</main><script type="module" src="${script}"></script></body></html>`;
}

/** Serves a partner page at PARTNER_ORIGIN; its own `/api/` is recorded (nothing should ask it). */
async function servePartner(
  page: Page,
  html: string,
  headers: Record<string, string> = {},
): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`${PARTNER_ORIGIN}/**`, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/api/')) {
      asked.push(url.pathname);
      return route.fulfill({ status: 404, body: 'not here' });
    }
    return route.fulfill({ contentType: 'text/html; charset=utf-8', headers, body: html });
  });
  return asked;
}

/** Another API origin, answered by the reference server; the paths it was asked for. */
async function apiAt(page: Page, origin: string, baseURL: string): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`${origin}/**`, async (route) => {
    const url = new URL(route.request().url());
    asked.push(`${url.pathname}${url.search}`);
    const response = await route.fetch({ url: `${baseURL}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  return asked;
}

test.describe('elements on a partner page', () => {
  test('each element loads from its own api-base in its own language, whatever the attribute order', async ({
    page,
    baseURL,
  }) => {
    const two = await apiAt(page, 'http://localhost:2', baseURL!);
    const three = await apiAt(page, 'http://localhost:3', baseURL!);
    const own = await servePartner(
      page,
      bareHtml(
        `<sztx-news-feed id="a" page-size="2" api-base="${baseURL}/api/v2/"></sztx-news-feed>
<sztx-news-feed id="b" lang="zh-Hans" page-size="3" api-base="http://localhost:2/api/v2/"></sztx-news-feed>`,
        `${baseURL}/embed/news-feed.js`,
      ),
    );
    await page.goto(`${PARTNER_ORIGIN}/config.html`);
    const a = page.locator('#a');
    const b = page.locator('#b');
    await expect(a.locator('.news-item[part="item"]')).toHaveCount(2);
    await expect(b.locator('.news-item[part="item"]')).toHaveCount(3);
    // lang="zh-Hans" on one element leaves the other Traditional
    await expect(a.locator('#news-heading')).toHaveText('協會動態');
    await expect(b.locator('#news-heading')).toHaveText('协会动态');

    // a framework's order: created, lang set, inserted, api-base set last
    await page.evaluate(async () => {
      await customElements.whenDefined('sztx-news-feed');
      const el = document.createElement('sztx-news-feed');
      el.id = 'c';
      el.setAttribute('lang', 'zh-TW');
      el.setAttribute('page-size', '1');
      document.querySelector('main')!.append(el);
      el.setAttribute('api-base', 'http://localhost:3/api/v2/');
    });
    await expect(page.locator('#c .news-item[part="item"]')).toHaveCount(1);
    await expect(page.locator('#c #news-heading')).toHaveText('協會動態');

    expect(two.filter((p) => p.startsWith('/api/v2/article/list'))).toEqual([
      expect.stringMatching(/limit=3/),
    ]);
    // the images of that element come from beside its API
    expect(two.some((p) => p.startsWith('/files/'))).toBe(true);
    expect(three.filter((p) => p.startsWith('/api/v2/article/list'))).toEqual([
      expect.stringMatching(/limit=1/),
    ]);
    expect(own).toEqual([]);

    // each shadow root declares its language; the native lang property is the attribute
    const langs = await page.evaluate(() =>
      ['a', 'b', 'c'].map((id) => {
        const el = document.getElementById(id)!;
        return [el.lang, el.shadowRoot!.querySelector('.sztx-root')!.getAttribute('lang')];
      }),
    );
    expect(langs).toEqual([
      ['', 'zh-Hant'],
      ['zh-Hans', 'zh-Hans'],
      ['zh-TW', 'zh-Hant'],
    ]);
    const langProblems = (await seriousViolations(page)).filter((line) => /lang/.test(line));
    expect(langProblems).toEqual([]);
  });

  test('an API that refuses the partner origin: sztx-error and one console line naming CORS_ORIGINS', async ({
    page,
    baseURL,
  }) => {
    // an API that answers, but without Access-Control-Allow-Origin (a route would add CORS
    // headers by itself, so a real server): the browser withholds its answer from the page
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"code":"200","msg":"","data":[]}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const api = `http://localhost:${port}`;
    try {
      await servePartner(
        page,
        bareHtml(
          `<sztx-news-feed id="feed" api-base="${api}/api/v2/"></sztx-news-feed>`,
          `${baseURL}/embed/news-feed.js`,
        ),
      );
      const hints: string[] = [];
      page.on('console', (message) => {
        if (message.text().startsWith('[sztx]') && message.text().includes('CORS')) {
          hints.push(message.text());
        }
      });
      await page.addInitScript(() => {
        const seen: unknown[] = [];
        (window as unknown as { sztxErrors: unknown[] }).sztxErrors = seen;
        document.addEventListener('sztx-error', (e) =>
          seen.push({ detail: (e as CustomEvent).detail, cancelable: e.cancelable }),
        );
      });
      await page.goto(`${PARTNER_ORIGIN}/cors.html`);
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { sztxErrors: unknown[] }).sztxErrors),
        )
        .toEqual([
          {
            cancelable: false,
            detail: {
              kind: 'cors',
              status: null,
              url: `${api}/api/v2/article/list`,
              message: `this origin (${PARTNER_ORIGIN}) is not allowed by the API at ${api}: add it to CORS_ORIGINS on the API server`,
            },
          },
        ]);
      expect(hints).toEqual([
        `[sztx] <sztx-news-feed> this origin (${PARTNER_ORIGIN}) is not allowed by the API at ${api}: add it to CORS_ORIGINS on the API server`,
      ]);
    } finally {
      server.close();
    }
  });

  test('a page that requires Trusted Types opens a need (policy sztx); host.focus() reaches the board', async ({
    page,
    baseURL,
  }) => {
    const errors = collectErrors(page, true);
    await servePartner(
      page,
      bareHtml(
        '<sztx-needs-board id="board" page-size="3"></sztx-needs-board>',
        `${baseURL}/embed/needs-board.js`,
      ),
      {
        'content-security-policy':
          "require-trusted-types-for 'script'; trusted-types sztx dompurify",
      },
    );
    await page.goto(`${PARTNER_ORIGIN}/tt.html`);
    expect(await page.evaluate(() => 'trustedTypes' in window)).toBe(true);
    const board = page.locator('#board');
    const cards = board.locator('a.nb-card[part="need-card"]');
    await expect(cards).toHaveCount(3);

    await board.evaluate((el) => el.focus());
    expect(await board.evaluate((el) => el.shadowRoot!.activeElement?.tagName)).toBeTruthy();

    await cards.first().click();
    const detail = board.locator('article[part="detail"]');
    await expect(detail).toBeVisible();
    // the need's rich description went through the sztx policy into the page
    await expect(detail.locator('p').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a partner cancels sztx-login-required and logs the member in with SZTX.session', async ({
    page,
    baseURL,
  }) => {
    await servePartner(
      page,
      bareHtml(
        '<sztx-needs-board id="board" page-size="3"></sztx-needs-board>',
        `${baseURL}/embed/needs-board.js`,
      ),
    );
    await page.addInitScript(() => {
      const log: unknown[] = [];
      (window as unknown as { sztxLog: unknown[] }).sztxLog = log;
      document.addEventListener('sztx-login-required', (e) => {
        e.preventDefault(); // the partner shows its own login
        log.push(['login-required', (e as CustomEvent).detail.action]);
      });
      document.addEventListener('sztx-session-change', (e) =>
        log.push(['session', (e as CustomEvent).detail]),
      );
    });
    await page.goto(`${PARTNER_ORIGIN}/session.html`);
    const board = page.locator('#board');
    await board.getByRole('tab', { name: '+ 發布采購' }).click();
    await expect(board.getByText('登錄後才能發佈需求')).toBeVisible();
    await expect(loginDialog(page)).toHaveCount(0);

    // the partner's own login got a token from the API
    const answer = await page.request.post(loginPath(DEMO));
    const token = ((await answer.json()) as { data: string }).data;
    expect(await page.evaluate((t) => window.SZTX!.session.set(t), token)).toBe(true);
    await expect(board.locator('[part="form"]')).toBeVisible();
    await expect(board.getByText('登錄後才能發佈需求')).toHaveCount(0);
    expect(await page.evaluate(() => window.SZTX!.session.get())).toBe(token);

    await page.evaluate(() => window.SZTX!.session.clear());
    await expect(board.getByText('登錄後才能發佈需求')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { sztxLog: unknown[] }).sztxLog),
    ).toEqual([
      ['login-required', 'publish'],
      ['session', { loggedIn: true, userId: DEMO.userId }],
      ['session', { loggedIn: false, userId: null }],
    ]);
  });
});

/**
 * Cumulative layout shift from navigation until the page's widgets report `sztx-loaded`, plus a
 * second (shifts right after input do not count, as in Core Web Vitals). `widgets: false`
 * blocks the embed scripts: the same page without its widgets, the baseline of the host page.
 */
async function layoutShift(page: Page, path: string, widgets: boolean): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __loaded: number };
    w.__cls = 0;
    w.__loaded = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('sztx-loaded', () => w.__loaded++);
  });
  if (!widgets) await page.route('**/embed/**', (route) => route.abort());
  await page.goto(path);
  // the directory sends no sztx-loaded: its requests settling is the sign
  if (widgets && path.includes('sztx-directory')) await page.waitForLoadState('networkidle');
  else if (widgets)
    await page.waitForFunction(() => (window as { __loaded?: number }).__loaded! > 0);
  else await page.waitForLoadState('load');
  await page.waitForTimeout(1000);
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

test.describe('layout shift on partner pages', () => {
  for (const path of [
    '/partner/',
    '/partner/needs.html',
    '/partner/themed.html',
    '/partner/all.html',
    // widgets that grew as they loaded: the directory's area buttons, the courses' cards
    '/partner/one.html?tag=sztx-directory',
    '/partner/one.html?tag=sztx-courses&page-size=4',
  ]) {
    for (const width of [1280, 375]) {
      test(`${path} at ${width} px: CLS ≤ 0.02 while its widgets load`, async ({
        browser,
        partnerUrl,
      }) => {
        const measure = async (widgets: boolean) => {
          const page = await browser.newPage({ viewport: { width, height: 800 } });
          const cls = await layoutShift(page, `${partnerUrl}${path}`, widgets);
          await page.close();
          return cls;
        };
        const baseline = await measure(false);
        const cls = await measure(true);
        console.log(
          `CLS ${path} ${width}px: ${cls.toFixed(4)} (host page alone ${baseline.toFixed(4)})`,
        );
        expect(cls - baseline).toBeLessThanOrEqual(0.02);
      });
    }
  }
});

test.describe('theming reaches the overlays', () => {
  const board = (page: Page) => page.locator('sztx-needs-board');
  /** The docs' example theme (docs/embedding.md, Theming), set on the board. */
  const EXAMPLE_THEME = { '--sztx-primary': '#0f766e', '--sztx-radius': '2px' };

  const theme = (page: Page, tokens: Record<string, string>) =>
    board(page).evaluate((el, tokens) => {
      for (const [name, value] of Object.entries(tokens))
        (el as HTMLElement).style.setProperty(name, value);
    }, tokens);

  /** Opens the login dialog from the board: the publish tab needs a login. */
  async function openLogin(page: Page) {
    await board(page).getByRole('tab', { name: '+ 發布采購' }).click();
    await expect(loginDialog(page)).toBeVisible();
  }

  const contrast = async (page: Page, host: string) =>
    (await seriousViolations(page, [[host]])).filter((line) => /color-contrast/.test(line));

  test('the login dialog opened from a themed board has its colours; badges are parts with its radius', async ({
    page,
    partnerUrl,
  }) => {
    await openPartnerNeeds(page, partnerUrl);
    await theme(page, { '--sztx-primary': 'rgb(15, 118, 110)' });
    // a token set on an ancestor reaches the board too
    await page.locator('main').evaluate((el) => el.style.setProperty('--sztx-radius', '3px'));
    const badge = board(page).locator('[part~="badge"]').first();
    await expect(badge).toHaveCSS('border-top-left-radius', '3px');
    await openLogin(page);
    const submit = loginDialog(page).locator('.btn-primary').first();
    await expect(submit).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await expect(submit).toHaveCSS('border-top-left-radius', '3px');

    // a later opening takes the theme as it is then
    await page.keyboard.press('Escape');
    await expect(loginDialog(page)).toBeHidden();
    await theme(page, { '--sztx-primary': 'rgb(30, 64, 175)' });
    await openLogin(page);
    await expect(submit).toHaveCSS('background-color', 'rgb(30, 64, 175)');
  });

  for (const [name, tokens] of [
    ['default', {}],
    ['documented example', EXAMPLE_THEME],
  ] as const) {
    test(`the ${name} theme passes axe colour contrast on the board and the login dialog`, async ({
      page,
      partnerUrl,
    }) => {
      await openPartnerNeeds(page, partnerUrl);
      await theme(page, tokens);
      expect(await contrast(page, 'sztx-needs-board')).toEqual([]);
      await openLogin(page);
      expect(await contrast(page, 'sztx-overlay')).toEqual([]);
    });
  }
});
