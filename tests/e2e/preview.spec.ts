import type { Page } from '@playwright/test';
import { DESKTOP_ONLY, expect, test } from './fixtures';
import { canvas, studioFeed } from './parts';

const log = (page: Page) => page.locator('.log');

test.describe('preview harness', DESKTOP_ONLY, () => {
  test('lists every widget and renders the chosen one from its scenario URL', async ({ page }) => {
    await page.goto('/preview.html?widget=news-feed&viewport=375&attr.page-size=3');
    const nav = page.getByRole('navigation', { name: '組件' });
    await expect(nav.getByRole('link', { name: /sztx-news-feed/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: /sztx-portal/ })).toBeVisible();
    await expect(canvas(page).locator('.news-item[part="item"]')).toHaveCount(3);
    await expect(page.locator('iframe')).toHaveJSProperty('offsetWidth', 375);
    await expect(page.getByRole('button', { name: '手機 375' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByLabel(/page-size/)).toHaveValue('3');
  });

  test('renders every widget of the sidebar', async ({ page }) => {
    await page.goto('/preview.html');
    const links = page.getByRole('navigation', { name: '組件' }).getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(8);
    for (let i = 0; i < count; i++) {
      const tag = (await links.nth(i).locator('code').textContent())!.replace(/[<>]/g, '');
      await links.nth(i).click();
      await expect(page).toHaveURL(new RegExp(`widget=${tag.replace('sztx-', '')}`));
      // the element is defined and rendered something into its shadow root
      await expect
        .poll(
          () =>
            page
              .frameLocator('iframe')
              .locator(tag)
              .evaluate((el) =>
                Boolean(customElements.get(el.localName) && el.shadowRoot?.childElementCount),
              ),
          // read often: the default's growing intervals would wait up to a second more
          { intervals: [50] },
        )
        .toBe(true);
    }
  });

  // One studio on the news feed for what needs no other start: its log, link and builds
  test('the news feed: each event and request logged once, a top link not followed, the builds', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('response', (r) => scripts.push(r.url()));
    await page.goto('/preview.html?widget=news-feed&attr.page-size=2');
    await test.step('each event is logged once, with its detail, though several widgets declare it', async () => {
      const line = log(page).locator('li');
      await expect(line.filter({ hasText: 'GET /api/v2/article/list' })).toHaveCount(1);
      await expect(line.filter({ hasText: 'sztx-loaded' })).toHaveCount(1);
      await expect(line.filter({ hasText: 'sztx-loaded' })).toContainText('"count":2');
    });
    await test.step('the event log shows widget events and API requests; a link to the top page is not followed', async () => {
      await expect(log(page)).toContainText('sztx-loaded');
      await expect(log(page)).toContainText('GET /api/v2/article/list');
      await canvas(page).locator('.news-link').first().click();
      await expect(log(page)).toContainText('sztx-open-article');
      await expect(log(page)).toContainText('未跟隨連結');
      await expect(page).toHaveURL(/preview\.html/);
    });
    await test.step('the Preact build by default; language, viewport and the React build switch', async () => {
      await expect(page.getByRole('button', { name: 'Preact（嵌入）' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(canvas(page).locator('.news-item[part="item"]')).toHaveCount(2);
      expect(scripts.some((u) => u.includes('/embed/sztx.js'))).toBe(true);
      await page.getByRole('button', { name: '简体' }).click();
      await expect(canvas(page).locator('.news-heading')).toHaveText('协会动态');
      await page.getByRole('button', { name: '平板 768' }).click();
      await expect(page.locator('iframe')).toHaveJSProperty('offsetWidth', 768);
      scripts.length = 0;
      await page.getByRole('button', { name: 'React', exact: true }).click();
      await expect(page).toHaveURL(/build=react/);
      await expect(canvas(page).locator('.news-item[part="item"]')).toHaveCount(2);
      expect(scripts.some((u) => u.includes('/embed/sztx.js'))).toBe(false);
    });
  });

  // One studio on the news feed for its faults, then its attributes (each step ends with none)
  test('the news feed: faults to this studio only, then attributes live in the URL', async ({
    page,
  }) => {
    await studioFeed(page);
    await test.step('fault injection: malformed JSON shows a format error, a slow API shows loading first', async () => {
      await page.getByLabel('故障').selectOption('malformed');
      await expect(canvas(page).locator('[part="error"]')).toBeVisible();
      await expect(canvas(page).locator('[part="error"]')).toContainText('重試');
      await page.getByLabel('故障').selectOption('slow');
      await expect(canvas(page).locator('.skeleton').first()).toBeVisible();
      await expect(canvas(page).locator('.news-item[part="item"]')).toHaveCount(2, {
        timeout: 10_000,
      });
      await expect(
        log(page)
          .locator('li')
          .filter({ hasText: /article\/list.*→ 200 \((\d{4,}) ms\)/ }),
      ).toHaveCount(1);
      await page.getByLabel('故障').selectOption('off');
    });
    await test.step('fault injection shows the error state to this studio only, from its URL too; reset brings the data back', async () => {
      await page.getByLabel('故障').selectOption('error');
      await expect(canvas(page).locator('[part="error"]')).toContainText('伺服器內部錯誤（模擬）');
      await expect(page).toHaveURL(/fault=error/);
      // another client of the same server is not affected, nor is another studio
      const other = await page.request.get('/api/v2/article/list?start=0&limit=2');
      expect(other.status()).toBe(200);
      const second = await page.context().browser()!.newPage({ baseURL: page.url() });
      await studioFeed(second);
      // the shared URL brings the fault to its own studio
      await second.goto(page.url());
      await expect(canvas(second).locator('[part="error"]')).toContainText(
        '伺服器內部錯誤（模擬）',
      );
      await second.close();
      await page.getByLabel('故障').selectOption('off');
      await expect(canvas(page).locator('.news-item[part="item"]')).toHaveCount(2);
      await page.getByRole('button', { name: '重置示例資料' }).click();
      await expect(log(page)).toContainText('已重置示例資料');
    });
    await test.step('the attributes panel changes the widget live and the URL keeps the scenario', async () => {
      // the canvas after the reset, as studioFeed opens it
      await expect(page.locator('.stage')).toHaveAttribute('data-scenario-state', 'ready');
      await expect(canvas(page).locator('.news-item[part="item"]')).toHaveCount(2);
      await page.getByLabel(/^heading/).fill('最新消息');
      await expect(canvas(page).getByRole('heading', { name: '最新消息' })).toBeVisible();
      await page.getByLabel(/hide-heading/).check();
      await expect(canvas(page).locator('.news-heading')).toHaveCount(0);
      await expect(page).toHaveURL(/attr\.heading=/);
      await expect(page).toHaveURL(/attr\.hide-heading=/);
      // the same URL in a new page reproduces the state
      const again = await page.context().newPage();
      await again.goto(page.url());
      await expect(canvas(again).locator('.news-item[part="item"]')).toHaveCount(2);
      await expect(canvas(again).locator('.news-heading')).toHaveCount(0);
    });
  });

  test('events are let through by default (the need detail opens); the toggle cancels them', async ({
    page,
  }) => {
    await page.goto('/preview.html?widget=needs-board');
    await canvas(page).locator('a[part="need-card"]').first().click();
    await expect(canvas(page).locator('article[part="detail"]')).toBeVisible();
    await expect(log(page)).toContainText('sztx-open-need');
    await expect(log(page)).not.toContainText('（已取消）');
    await page.getByLabel('取消事件（組件不處理）').check();
    await expect(page).toHaveURL(/events=cancel/);
    await canvas(page).getByRole('button', { name: '← 返回需求列表' }).click();
    await canvas(page).locator('a[part="need-card"]').first().click();
    await expect(log(page).locator('li').first()).toContainText('sztx-open-need');
    await expect(log(page).locator('li').first()).toContainText('（已取消）');
    await expect(canvas(page).locator('article[part="detail"]')).toHaveCount(0);
  });

  test('the viewport switch really changes the layout: the portal menu folds into a drawer at 375', async ({
    page,
  }) => {
    await page.goto('/preview.html?widget=portal');
    const menuButton = canvas(page).getByRole('button', { name: '選單', exact: true });
    const mainMenu = canvas(page).locator('nav.menu');
    await expect(mainMenu).toBeVisible();
    await expect(menuButton).toBeHidden();
    await page.getByRole('button', { name: '手機 375' }).click();
    await expect(page).toHaveURL(/viewport=375/);
    await expect(menuButton).toBeVisible();
    await expect(mainMenu).toBeHidden();
    await page.getByRole('button', { name: '桌面 1280' }).click();
    await expect(mainMenu).toBeVisible();
  });

  test('log in as a seeded account shows the logged-in portal; the URL keeps the account', async ({
    page,
  }) => {
    await page.goto('/preview.html?widget=portal');
    await page.getByRole('button', { name: '協會會員（陳建宏）' }).click();
    await expect(canvas(page).getByRole('button', { name: /個人中心（陳建宏）/ })).toBeVisible();
    await expect(page).toHaveURL(/account=association/);
    await page.reload();
    await expect(canvas(page).getByRole('button', { name: /個人中心（陳建宏）/ })).toBeVisible();
    await page.getByRole('button', { name: '未登錄' }).click();
    await expect(canvas(page).getByRole('button', { name: '登錄', exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/account=/);
  });

  test("the widget's scenarios are listed; picking one applies it and puts it in the URL", async ({
    page,
  }) => {
    await page.goto('/preview.html?widget=needs-board');
    const scenarios = page.getByRole('region', { name: '情境' });
    await scenarios.getByRole('link', { name: '未登錄發佈：登錄對話框' }).click();
    await expect(page).toHaveURL(/scenario=login-dialog/);
    await expect(canvas(page).getByRole('dialog')).toBeVisible();
    await scenarios.getByRole('link', { name: '發佈表單：空白提交的錯誤' }).click();
    await expect(page).toHaveURL(/scenario=publish-errors/);
    await expect(page).toHaveURL(/account=association/);
    await expect(page).toHaveURL(/attr\.initial-tab=publish/);
    await expect(canvas(page).locator('form[part="form"]').getByText('請輸入標題')).toBeVisible();
    await expect(scenarios.getByRole('link', { name: '發佈表單：空白提交的錯誤' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await scenarios.getByRole('link', { name: '伺服器錯誤' }).click();
    await expect(page).toHaveURL(/fault=error/);
    await expect(page).not.toHaveURL(/account=/);
    await expect(canvas(page).locator('[part="error"]').first()).toBeVisible();
    // the link of a scenario opens the same state in a new page
    const again = await page.context().newPage();
    await again.goto(page.url());
    await expect(canvas(again).locator('[part="error"]').first()).toBeVisible();
  });
});
