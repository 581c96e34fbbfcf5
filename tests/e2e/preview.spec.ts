import type { Page } from '@playwright/test';
import { DESKTOP_ONLY, expect, test } from './fixtures';

const canvas = (page: Page) => page.frameLocator('iframe');
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
        .poll(() =>
          page
            .frameLocator('iframe')
            .locator(tag)
            .evaluate((el) =>
              Boolean(customElements.get(el.localName) && el.shadowRoot?.childElementCount),
            ),
        )
        .toBe(true);
    }
  });

  test('the attributes panel changes the widget live and the URL keeps the scenario', async ({
    page,
  }) => {
    await page.goto('/preview.html?widget=news-feed&attr.page-size=2');
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

  test('the event log shows widget events and API requests; navigation is not followed', async ({
    page,
  }) => {
    await page.goto('/preview.html?widget=news-feed&attr.page-size=2');
    await expect(log(page)).toContainText('sztx-loaded');
    await expect(log(page)).toContainText('GET /api/v2/article/list');
    await canvas(page).locator('.news-link').first().click();
    await expect(log(page)).toContainText('sztx-open-article');
    await expect(page).toHaveURL(/preview\.html/);
  });

  test('language, viewport and the Preact build switch', async ({ page }) => {
    await page.goto('/preview.html?widget=news-feed&attr.page-size=2');
    await page.getByRole('button', { name: '简体' }).click();
    await expect(canvas(page).locator('.news-heading')).toHaveText('协会动态');
    await page.getByRole('button', { name: '平板 768' }).click();
    await expect(page.locator('iframe')).toHaveJSProperty('offsetWidth', 768);
    const scripts: string[] = [];
    page.on('response', (r) => scripts.push(r.url()));
    await page.getByRole('button', { name: 'Preact（嵌入）' }).click();
    await expect(canvas(page).locator('.news-item[part="item"]')).toHaveCount(2);
    expect(scripts.some((u) => u.includes('/embed/sztx.js'))).toBe(true);
    await expect(page).toHaveURL(/build=preact/);
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

  test('fault injection shows the error state; reset brings the data back', async ({ page }) => {
    await page.goto('/preview.html?widget=news-feed&attr.page-size=2');
    await expect(canvas(page).locator('.news-item[part="item"]')).toHaveCount(2);
    await page.getByLabel('故障').selectOption('error');
    await expect(canvas(page).locator('[part="error"]')).toContainText('伺服器內部錯誤（模擬）');
    await page.getByLabel('故障').selectOption('off');
    await expect(canvas(page).locator('.news-item[part="item"]')).toHaveCount(2);
    await page.getByRole('button', { name: '重置示例資料' }).click();
    await expect(log(page)).toContainText('已重置示例資料');
  });

  test('log in as a seeded account shows the logged-in portal', async ({ page }) => {
    await page.goto('/preview.html?widget=portal');
    await page.getByRole('button', { name: '協會會員（陳建宏）' }).click();
    await expect(canvas(page).getByRole('button', { name: /個人中心（陳建宏）/ })).toBeVisible();
    await page.getByRole('button', { name: '退出' }).click();
    await expect(canvas(page).getByRole('button', { name: '登錄', exact: true })).toBeVisible();
  });
});
