// The widget studio (/preview.html) as a partner uses it: theme the needs board, see the login
// dialog take the theme, copy the HTML snippet, paste it into their own page on another origin
// and get the same widget. And the panels: keyboard tabs, docs, live accessibility, contrast.
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { collectErrors } from '../support/page-errors';
import { themeLook } from '../support/theme-look';
import { PARTNER_ORIGIN } from './data';
import { DESKTOP_ONLY, expect, holdRequests, resize, test } from './fixtures';

/** The brand colour and the font the partner picks. */
const BRAND = '#0b6e4f';
const BRAND_RGB = 'rgb(11, 110, 79)';
const FONT = 'Georgia, serif';

const looks = (host: Locator) => themeLook(host, BRAND_RGB);

const loginDialog = (scope: Page | FrameLocator) =>
  scope.locator('sztx-overlay').getByRole('dialog', { name: '歡迎來到台商協會' });

/** The board shows the partner's theme, and so does the login dialog it opens (in `scope`). */
async function expectThemed(scope: Page | FrameLocator, board: Locator): Promise<void> {
  await expect.poll(() => looks(board)).toEqual({ brand: true, font: FONT });
  await board.getByRole('tab').nth(1).click();
  await expect(loginDialog(scope)).toBeVisible();
  await expect
    .poll(() => looks(scope.locator('sztx-overlay')))
    .toEqual({ brand: true, font: FONT });
}

test.describe('widget studio', DESKTOP_ONLY, () => {
  test('the HTML snippet can be copied once its integrity has arrived, never without it', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    // the build's sri.json held back until the test lets it through
    const release = await holdRequests(page, '**/embed/v*/sri.json');
    await page.goto('/preview.html?widget=needs-board&build=preact');
    await page.getByRole('tab', { name: '程式碼' }).click();
    const copy = page.getByRole('button', { name: '複製' });
    await expect(copy).toBeDisabled();
    await expect(
      page.getByRole('status').filter({ hasText: '正在讀取此版本的 integrity' }),
    ).toBeVisible();
    await expect(page.getByLabel('HTML 程式碼')).toHaveAttribute('aria-busy', 'true');
    release();
    await copy.click();
    await expect(page.getByRole('status').filter({ hasText: '已複製到剪貼簿。' })).toBeVisible();
    const snippet = await page.evaluate(() => navigator.clipboard.readText());
    expect(snippet).toMatch(/ integrity="sha384-[\w+/=]+" /);
    expect(snippet).toBe(await page.getByLabel('HTML 程式碼').inputValue());
  });

  test('a partner themes the needs board, copies the HTML snippet and gets the same board on their page', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/preview.html?widget=needs-board&build=preact&attr.page-size=3');
    const frame = page.frameLocator('iframe');
    const board = frame.locator('sztx-needs-board');
    await expect(board.locator('[part="need-card"]')).toHaveCount(3);

    // the theme editor: brand colour and font, live on the widget and in the shareable URL
    await page.getByRole('tab', { name: '主題' }).click();
    await page.getByLabel('--sztx-primary', { exact: true }).fill(BRAND);
    await page.getByLabel('--sztx-font', { exact: true }).fill(FONT);
    await expect(page.getByLabel('--sztx-primary 顏色選擇')).toHaveValue(BRAND);
    await expect(page).toHaveURL(/theme\.--sztx-primary=%230b6e4f/);
    await expect(page).toHaveURL(/theme\.--sztx-font=Georgia/);
    // the colours pass axe's contrast rule
    await expect(page.getByRole('status').filter({ hasText: '對比度檢查通過' })).toBeVisible();
    // the login dialog the board opens takes the board's theme
    await expectThemed(frame, board);
    // a change while it is open reaches it too
    await page.getByLabel('--sztx-font', { exact: true }).fill('serif');
    await expect.poll(async () => (await looks(frame.locator('sztx-overlay'))).font).toBe('serif');
    await page.getByLabel('--sztx-font', { exact: true }).fill(FONT);

    // the snippet panel: the HTML, copied
    await page.getByRole('tab', { name: '程式碼' }).click();
    await page.getByRole('button', { name: '複製' }).click();
    await expect(page.getByRole('status').filter({ hasText: '已複製到剪貼簿。' })).toBeVisible();
    const snippet = await page.evaluate(() => navigator.clipboard.readText());
    expect(snippet).toBe(await page.getByLabel('HTML 程式碼').inputValue());
    expect(snippet).toMatch(
      /<script type="module" src="http:\/\/127\.0\.0\.1:\d+\/embed\/v\d+\.\d+\.\d+\/needs-board\.js" integrity="sha384-[\w+/=]+" crossorigin="anonymous"><\/script>/,
    );
    expect(snippet).toContain('<sztx-needs-board lang="zh-Hant" page-size="3">');

    // pasted into the partner's page, on another origin
    await page.route(`${PARTNER_ORIGIN}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head>
<body><h1>Our services</h1>
${snippet}
</body></html>`,
      }),
    );
    const errors = collectErrors(page);
    await page.goto(`${PARTNER_ORIGIN}/services.html`);
    const pasted = page.locator('sztx-needs-board');
    await expect(pasted.locator('[part="need-card"]')).toHaveCount(3);
    await expectThemed(page, pasted);
    expect(errors).toEqual([]);
  });

  test('tabs by keyboard; docs from the manifest; axe results live; a contrast warning', async ({
    page,
  }) => {
    await page.goto('/preview.html?widget=news-feed&build=preact&attr.page-size=2');
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('.news-item[part="item"]')).toHaveCount(2);

    // one tab in the Tab order; arrows move and select
    const attributes = page.getByRole('tab', { name: '屬性' });
    await expect(attributes).toHaveAttribute('aria-selected', 'true');
    await attributes.focus();
    await page.keyboard.press('End');
    const docs = page.getByRole('tab', { name: '文件' });
    await expect(docs).toBeFocused();
    await expect(docs).toHaveAttribute('aria-selected', 'true');
    await expect(docs).toHaveAttribute('tabindex', '0');
    await expect(attributes).toHaveAttribute('tabindex', '-1');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('sztx-open-article');
    await expect(panel).toContainText('::part(item)');
    await expect(panel).toContainText('--sztx-primary');
    await expect(panel).toContainText('hide-heading');

    // the accessibility panel: axe runs in the frame (loaded only now), and again after a change
    const axeRequests: string[] = [];
    page.on('request', (r) => {
      if (/axe.*\.js/.test(r.url())) axeRequests.push(r.url());
    });
    expect(await frame.locator('html').evaluate(() => 'axe' in window)).toBe(false);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: '無障礙' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(panel.getByText('沒有發現無障礙問題。')).toBeVisible();
    expect(axeRequests).toHaveLength(1);

    // a text colour that cannot be read on white: the theme editor warns
    await page.getByRole('tab', { name: '主題' }).click();
    await page.getByLabel('--sztx-text', { exact: true }).fill('#dddddd');
    await expect(page.getByRole('alert')).toContainText('對比度不足');
    // and the accessibility panel, re-run for the new theme, reports it
    await page.getByRole('tab', { name: '無障礙' }).click();
    await expect(panel).toContainText('color-contrast');
    await page.getByRole('tab', { name: '主題' }).click();
    await page.getByRole('button', { name: '還原預設主題' }).click();
    await expect(page).not.toHaveURL(/theme\./);
    await page.getByRole('tab', { name: '無障礙' }).click();
    await expect(panel.getByText('沒有發現無障礙問題。')).toBeVisible();
  });

  test('works at 375 px: the panels in reach, nothing wider than the phone', async ({ page }) => {
    await resize(page, { width: 375, height: 812 });
    await page.goto('/preview.html?widget=news-feed&viewport=375&attr.page-size=2');
    await expect(page.frameLocator('iframe').locator('.news-item[part="item"]')).toHaveCount(2);
    for (const name of ['主題', '程式碼', '無障礙', '文件']) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBe(375);
    }
  });
});
