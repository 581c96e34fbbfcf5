import type { Page } from '@playwright/test';
import { DISPLAYED_MENU } from '../spec/menu';
import { DEMO } from '../support/accounts';
import {
  DESKTOP_ONLY,
  expect,
  isMobile,
  loginByApi,
  MOBILE,
  MOBILE_ONLY,
  openPortal,
  test,
} from './fixtures';
import { avatar, newsItems, portal } from './parts';

const MENU = DISPLAYED_MENU;

/** Records the page's layout shifts from its first paint; resolves with their sum when asked. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    );
}

/** Link names start with the entry's text (external links add a screen-reader note). */
const startsWith = (names: readonly string[]) => names.map((name) => new RegExp(`^${name}`));

test.describe('header menu', () => {
  test('desktop header shows the 13 menu entries in order', DESKTOP_ONLY, async ({ page }) => {
    await openPortal(page);
    const links = portal(page).getByRole('navigation', { name: '主選單' }).getByRole('link');
    await expect(links).toHaveText(startsWith(MENU));
    // the external entry opens in a new window and says so
    await expect(links.nth(1)).toHaveAttribute('target', '_blank');
    await expect(links.nth(1)).toContainText('（新視窗）');
  });

  test('mobile drawer starts with 登錄 and ends with 個人中心', MOBILE_ONLY, async ({ page }) => {
    await openPortal(page);
    await expect(portal(page).getByRole('navigation', { name: '主選單' })).toHaveCount(0);
    const menuButton = portal(page).getByRole('button', { name: '選單', exact: true });
    await menuButton.click();
    const drawer = portal(page).getByRole('dialog', { name: '選單' });
    await expect(drawer).toBeVisible();
    const links = drawer.getByRole('navigation', { name: '主選單' }).getByRole('link');
    // the order information sits under the needs board's entry
    const entries = MENU.slice(1).flatMap((name) =>
      name === MENU[8] ? [name, '訂單信息'] : [name],
    );
    await expect(links).toHaveText(startsWith(['登錄', ...entries, '個人中心']));
    // focus moves into the drawer; Escape closes it
    await expect(drawer.getByRole('button', { name: '關閉選單' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    // the first item leads to the login page
    await menuButton.click();
    await links.first().click();
    await expect(page).toHaveURL(/#\/login$/);
    await expect(portal(page).getByRole('heading', { name: '登錄 / 註冊' })).toBeVisible();
    await expect(drawer).toBeHidden();
  });

  // one table maps every route to its entry (core/router/menu-section.ts): list pages, their
  // other tabs and detail pages mark the entry they belong to, in words and in colour
  test('the menu marks the entry each page belongs to', DESKTOP_ONLY, async ({ page }) => {
    await loginByApi(page, DEMO);
    const menu = portal(page).getByRole('navigation', { name: '主選單' });
    const marked = menu.locator('.menu-list > li > a[aria-current]');
    const expectMarked = async (entry: string, where: string) => {
      await expect(marked, where).toHaveCount(1);
      await expect(marked, where).toHaveText(entry);
      await expect(marked, where).toHaveCSS('border-bottom-color', 'rgb(255, 210, 122)');
    };
    for (const [path, entry] of [
      ['/', '首頁'],
      ['/information/3', '資訊動態'],
      ['/company_member_list/1', '企業會員'],
      ['/company_member_list/0', '企業會員'],
      ['/company/1', '企業會員'],
      ['/member_details/1', '企業會員'],
      ['/need-details/3', '採購需求'],
      ['/investInfo/1', '採購需求'],
      ['/course/2', '課程教室'],
      ['/infoDetails/1', '關於協會'],
    ] as const) {
      await openPortal(page, `#${path}`);
      await expectMarked(entry, path);
      await expect(marked).toHaveAttribute('aria-current', 'page');
    }
    // detail pages opened from their lists: the record says which entry it belongs to
    for (const [list, entry, item] of [
      ['/information/3', '資訊動態', '.ct-tile'],
      ['/policy/2', '特色服務', '.ct-tile'],
      ['/policy/0', '協會公告', '.ct-row a'],
      ['/policy/3', '政策文件', '.ct-row a'],
    ] as const) {
      await openPortal(page, `#${list}`);
      await portal(page).locator('main').locator(item).first().click();
      await expect(page).toHaveURL(/#\/(article|file)\/\d+$/);
      await expect(portal(page).locator('main .rd-title')).toBeVisible();
      await expectMarked(entry, `a detail opened from ${list}`);
    }
    // the order page is the needs board's sub-entry: that one is the page, its entry the place
    await openPortal(page, '#/Order');
    await expectMarked('採購需求', '/Order');
    await expect(marked).toHaveAttribute('aria-current', 'location');
    // (the sub-menu opens on hover or focus)
    await marked.hover();
    await expect(menu.getByRole('link', { name: '訂單信息' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // pages of no entry mark none
    await openPortal(page, '#/search?keyword=政策');
    await expect(menu.locator('a[aria-current]')).toHaveCount(0);
  });

  test('the drawer marks the entry of a detail page', MOBILE_ONLY, async ({ page }) => {
    await openPortal(page, '#/company/1');
    await portal(page).getByRole('button', { name: '選單', exact: true }).click();
    const drawer = portal(page).getByRole('dialog', { name: '選單' });
    await expect(drawer.locator('a[aria-current="page"]')).toHaveText('企業會員');
  });
});

test.describe('routes', () => {
  for (const [from, to, title] of [
    ['#/information', '#/information/0', '資訊動態'],
    ['#/policy', '#/policy/0', '政策與服務'],
    ['#/service', '#/policy/0', '政策與服務'],
    ['#/member', '#/company_member_list/1', '企業會員'],
  ] as const) {
    test(`${from} redirects to ${to}`, async ({ page }) => {
      await openPortal(page, from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/[/#]/g, '\\$&')}$`));
      await expect(portal(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
    });
  }

  test('personal centre without a token goes to the login page', async ({ page }) => {
    await openPortal(page, '#/person_center');
    await expect(page).toHaveURL(/#\/login$/);
    await expect(portal(page).getByRole('heading', { name: '登錄 / 註冊' })).toBeVisible();
    await expect(portal(page).getByRole('tab', { name: '登錄' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('message details without an id goes home', async ({ page }) => {
    await openPortal(page, '#/my_message_details');
    await expect(page).toHaveURL(/#\/$/);
    await expect(portal(page).getByRole('heading', { name: '台商協會門戶網站' })).toBeVisible();
  });

  test('an unknown route shows "not found" with a way home', async ({ page }) => {
    await openPortal(page, '#/no-such-page/at-all');
    const main = portal(page).getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '找不到頁面' })).toBeVisible();
    await expect(main).toContainText('您訪問的頁面不存在或已移除');
    await main.getByRole('link', { name: '返回首頁' }).click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(portal(page).getByRole('heading', { name: '台商協會門戶網站' })).toBeVisible();
  });
});

test('footer shows the contact info from the API', async ({ page }) => {
  const answer = await page.request.get('/api/v2/website/profile');
  const profile = (await answer.json()) as { data: Array<{ type: string; context: string }> };
  const infoRow = profile.data.find((row) => row.type === 'INFO');
  expect(infoRow, 'website/profile has an INFO row').toBeTruthy();
  const info = JSON.parse(infoRow!.context) as Record<string, string>;

  await openPortal(page);
  const footer = portal(page).getByRole('contentinfo');
  const contact = footer.locator('address');
  await expect(contact.getByRole('heading', { name: '聯繫我們' })).toBeVisible();
  await expect(contact).toContainText(`地址：${info.add}`);
  await expect(contact.getByRole('link', { name: info.phone })).toHaveAttribute(
    'href',
    `tel:${info.phone!.replace(/[^\d+]/g, '')}`,
  );
  await expect(contact.getByRole('link', { name: info.email })).toHaveAttribute(
    'href',
    `mailto:${info.email}`,
  );
  await expect(footer).toContainText(info.copyright!);
  await expect(footer.getByRole('img', { name: '協會公眾號二維碼' })).toBeVisible();
});

test('news feed shows 10 articles and 載入更多 appends 10 more', async ({ page }) => {
  // the element on its own, as the preview harness renders it
  await page.goto('/frame.html?widget=news-feed');
  const news = page.locator('sztx-news-feed').getByRole('region', { name: '協會動態' });
  await expect(newsItems(news)).toHaveCount(10);
  const firstTitles = await news.locator('.news-title').allTextContents();
  await news.getByRole('button', { name: '載入更多' }).click();
  await expect(newsItems(news)).toHaveCount(20);
  // appended, not replaced
  expect((await news.locator('.news-title').allTextContents()).slice(0, 10)).toEqual(firstTitles);
  const titles = await news.locator('.news-title').allTextContents();
  expect(new Set(titles).size, 'no article twice').toBe(20);
});

test('unread badge shows 3 after the demo member logs in', async ({ page }) => {
  await loginByApi(page, DEMO);
  await openPortal(page);
  const bell = portal(page).getByRole('button', { name: /條未讀/ });
  await expect(bell).toHaveAccessibleName('消息通知，3 條未讀');
  await expect(bell.locator('.badge')).toHaveText('3');
  await expect(avatar(page, '個人中心（陳建宏）')).toBeVisible();
});

test.describe('language', () => {
  test(
    'switching to Simplified converts header and news and survives a reload',
    MOBILE,
    async ({ page }) => {
      await openPortal(page);
      const root = portal(page);
      const news = root.locator('section').filter({ has: page.locator('#hm-news') });
      await expect(news.locator('.hm-lead')).toBeVisible();
      const toggle = root.getByRole('button', { name: '切換為簡體中文' });
      await expect(toggle).toHaveText('简');
      await toggle.click();

      const backToTraditional = root.getByRole('button', { name: '切换为繁体中文' });
      await expect(backToTraditional).toHaveText('繁');
      await expect(root.locator('#hm-news')).toHaveText('协会动态');
      await expect(root.getByRole('heading', { name: '台商协会门户网站' })).toBeAttached();
      if (isMobile()) {
        await root.getByRole('button', { name: '选单', exact: true }).click();
        await expect(
          root.getByRole('dialog', { name: '选单' }).getByRole('link', { name: '资讯动态' }),
        ).toBeVisible();
        await page.keyboard.press('Escape');
      } else {
        await expect(
          root.getByRole('navigation', { name: '主选单' }).getByRole('link', { name: '资讯动态' }),
        ).toBeVisible();
      }
      // article titles are converted too (no Traditional-only character left in them)
      await expect(news).not.toContainText('協會');
      expect(await page.evaluate(() => sessionStorage.getItem('sztx-lang'))).toBe('s');

      // After a reload, record the heading the first time the news list is visible: it must
      // already be Simplified (no flash of Traditional text).
      await page.addInitScript(() => {
        type Seen = { heading: string | null; list: string | null; menu: string | null };
        const seen: Seen = { heading: null, list: null, menu: null };
        (window as unknown as { __firstSeen: Seen }).__firstSeen = seen;
        /** The element's text once it is visible, else null. */
        const shownText = (el: HTMLElement | null | undefined) =>
          el?.textContent && el.checkVisibility({ visibilityProperty: true })
            ? el.textContent
            : null;
        const tick = () => {
          const shadow = document.querySelector('sztx-portal')?.shadowRoot;
          const heading = shadow?.querySelector<HTMLElement>('#hm-news');
          seen.heading ??= shownText(heading);
          seen.menu ??= shownText(shadow?.querySelector<HTMLElement>('.menu-list'));
          const list = shadow?.querySelector<HTMLElement>('.hm-lead');
          if (list?.checkVisibility({ visibilityProperty: true }) && seen.list === null && heading)
            seen.list = heading.textContent;
          if (seen.list === null) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await page.reload();
      await expect(news.locator('.hm-lead')).toBeVisible();
      const firstSeen = await page.evaluate(
        () => (window as unknown as { __firstSeen: Record<string, string> }).__firstSeen,
      );
      expect(firstSeen.list, 'heading when the list first became visible').toBe('协会动态');
      await expect(root.getByRole('button', { name: '切换为繁体中文' })).toBeVisible();

      // and back
      await root.getByRole('button', { name: '切换为繁体中文' }).click();
      await expect(root.locator('#hm-news')).toHaveText('協會動態');
      expect(await page.evaluate(() => sessionStorage.getItem('sztx-lang'))).toBe('t');
    },
  );

  test('no Traditional text is painted before Simplified after a reload', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('sztx-lang', 's'));
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __painted: string[] }).__painted = seen;
      const tick = () => {
        const shadow = document.querySelector('sztx-portal')?.shadowRoot;
        for (const selector of ['#hm-news', '.menu-list', '.hm-search']) {
          const el = shadow?.querySelector<HTMLElement>(selector);
          if (el?.textContent && el.checkVisibility({ visibilityProperty: true }))
            seen.push(el.textContent);
        }
        if (!shadow?.querySelector('.hm-lead')) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await openPortal(page);
    await expect(portal(page).locator('.hm-lead')).toBeVisible();
    const painted = await page.evaluate(
      () => (window as unknown as { __painted: string[] }).__painted,
    );
    expect(painted.length, 'something was painted').toBeGreaterThan(0);
    expect(painted.filter((text) => /[協會動態門戶網資訊訊詢]/.test(text))).toEqual([]);
  });
});

// The page's HTML shell (harness/portal-shell.ts): the header, menu and a page skeleton painted
// before any script, rendered at build time from the portal's components; the portal takes its
// place at the same geometry (no jump), in the visitor's language and session.
test.describe('HTML shell', () => {
  const PARTS = [
    '.header',
    '.header-bar',
    '.brand',
    '.header-tools',
    '.lang-btn',
    '.login-btn',
    '.avatar',
    '.menu',
    '.main',
    '.main .skeleton',
    '.footer',
  ];
  const STATES = {
    Traditional: {},
    Simplified: { 'sztx-lang': 's' },
    'a stored token': { 'sztx-token': 'token-to-check' },
  };

  /** Where each part shows (rounded box), in the shell or in the portal's shadow root. */
  const boxes = (page: Page, host: string) =>
    page.evaluate(
      ({ host, parts }) => {
        const root = document.querySelector(host)?.shadowRoot;
        return Object.fromEntries(
          parts.map((part) => {
            const shown = [...(root?.querySelectorAll(part) ?? [])].find(
              (el) => el.getClientRects().length > 0,
            );
            const box = shown?.getBoundingClientRect();
            return [part, box ? [box.x, box.y, box.width, box.height].map(Math.round) : null];
          }),
        );
      },
      { host, parts: PARTS },
    );

  for (const [state, stored] of Object.entries(STATES)) {
    test(
      `the portal replaces the shell at the same geometry: ${state}`,
      MOBILE,
      async ({ page }) => {
        await page.addInitScript((values) => {
          for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
        }, stored);
        // the shell alone: no script of ours runs but its inline boot script
        await page.route('**/assets/**', (route) => route.abort());
        await page.goto('/');
        const shell = page.locator('[data-sztx-shell]');
        await expect(shell.locator('.brand-name')).toHaveCount(4); // each width and session
        const shellBoxes = await boxes(page, '[data-sztx-shell]');
        // the texts show in Traditional only when Traditional is the visitor's language (in
        // Simplified they wait, hidden, for the dictionary, as in the portal)
        await expect(shell.locator('.brand-name').filter({ visible: true })).toHaveCount(
          state === 'Simplified' ? 0 : 1,
        );
        // a stored token: the avatar's placeholder, as the portal shows while it checks the token
        expect(shellBoxes['.avatar'] !== null).toBe(state === 'a stored token');
        expect(shellBoxes['.login-btn'] !== null).toBe(state !== 'a stored token');
        expect(shellBoxes['.menu'] !== null).toBe(!isMobile());

        // the portal's first render: the API and the page's chunk held back, as on a slow network
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await page.route('**/api/**', () => {});
        await page.route(/\/assets\/home-/, () => {}); // the home page's chunk (a build group)
        await page.goto('/');
        await expect(shell).toHaveCount(0);
        await expect(portal(page).locator('main [aria-busy="true"]')).toBeVisible();
        expect(await boxes(page, 'sztx-portal')).toEqual(shellBoxes);
      },
    );
  }

  // each script is a round trip on a slow network: the page's entry and the home page come in
  // a few chunks (harness/vite.config.ts), without the lazy parts (DOMPurify, forms, dialogs)
  test('the home page loads its scripts in a few requests', DESKTOP_ONLY, async ({ page }) => {
    const scripts: string[] = [];
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(new URL(response.url()).pathname);
      bodies.push(response.text().catch(() => ''));
    });
    await openPortal(page);
    await expect(portal(page).locator('.hm-lead')).toBeVisible();
    await expect(portal(page).locator('.bn-slide img').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(5);
    // DOMPurify (its configuration's names survive minifying)
    for (const body of await Promise.all(bodies)) expect(body).not.toContain('ALLOWED_TAGS');
  });

  // the banner's first image is the home page's largest paint: the boot script asks for it as
  // soon as its early banner call answers, not after the portal's scripts have loaded and rendered
  test(
    'the first banner image is requested before the portal renders',
    DESKTOP_ONLY,
    async ({ page }) => {
      const images: string[] = [];
      let bannerCalls = 0;
      page.on('request', (request) => {
        if (request.resourceType() === 'image') images.push(request.url());
        if (request.url().includes('/slideshow/list')) bannerCalls += 1;
      });
      // the portal's entry chunk held back: nothing of the portal runs until it is let through
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        page.route(/\/assets\/portal-[^/]*\.js$/, async (route) => {
          await new Promise<void>((go) => {
            release = go;
            resolve();
          });
          await route.continue();
        });
      });
      await page.goto('/', { waitUntil: 'commit' });
      await held;
      const preload = page.locator('link[rel="preload"][as="image"]');
      await expect(preload).toHaveCount(1);
      const href = await preload.evaluate((link: HTMLLinkElement) => link.href);
      await expect.poll(() => images).toContain(href);
      expect(await page.locator('sztx-portal').evaluate((el) => el.shadowRoot)).toBeNull();
      expect(await preload.getAttribute('fetchpriority')).toBe('high');

      release();
      const first = portal(page).locator('.bn-slide img').first();
      await expect(first).toBeVisible();
      // the banner shows the preloaded image, fetched once
      expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(href);
      expect(images.filter((url) => url === href)).toHaveLength(1);
      // the boot script's own call and its preload, which the banner's call takes: no third
      expect(bannerCalls).toBe(2);
    },
  );

  test('loading the home page shifts no layout', MOBILE, async ({ page }) => {
    const shifted = await watchLayoutShifts(page);
    await openPortal(page);
    await expect(portal(page).locator('.hm-lead')).toBeVisible();
    await expect(portal(page).locator('.bn-slide img').first()).toBeVisible();
    await page.waitForTimeout(500);
    expect(await shifted()).toBeLessThanOrEqual(0.02);
  });

  test(
    'loading a course shifts no layout: its video has its size before the video loads',
    MOBILE,
    async ({ page }) => {
      const shifted = await watchLayoutShifts(page);
      await openPortal(page, '#/course/2');
      const video = portal(page).locator('.rd-video video');
      await expect(video).toBeVisible();
      // the video's metadata (its real size) has arrived
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState))
        .toBeGreaterThan(0);
      await page.waitForTimeout(300);
      expect(await shifted()).toBeLessThanOrEqual(0.02);
    },
  );
});
