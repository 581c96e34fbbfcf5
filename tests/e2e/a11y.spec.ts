import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import {
  expect,
  expectDialogFocus,
  isMobile,
  MOBILE,
  MOBILE_ONLY,
  openPortal,
  test,
} from './fixtures';
import { loginDialog, portal } from './parts';

/** The home page's news block, once its lead article has loaded. */
const news = (page: Page) => portal(page).locator('.hm-lead');

test.describe('axe: no serious or critical violations', () => {
  test('home page', MOBILE, async ({ page }) => {
    await openPortal(page);
    await expect(news(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('open login dialog', MOBILE, async ({ page }) => {
    await openPortal(page);
    await expect(news(page)).toBeVisible();
    // desktop: the header's 登錄 button; mobile: a login-gated button (the bell)
    const opener = isMobile()
      ? portal(page).getByRole('button', { name: '消息通知' })
      : portal(page).getByRole('button', { name: '登錄', exact: true });
    await opener.click();
    await expect(loginDialog(page).getByLabel('手機號')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // the register tab has more controls (checkbox, code button)
    await loginDialog(page).getByRole('tab', { name: '註冊' }).click();
    await expect(loginDialog(page).getByRole('checkbox')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('login page', MOBILE, async ({ page }) => {
    await openPortal(page, '#/login');
    await expect(portal(page).getByRole('heading', { name: '登錄 / 註冊' })).toBeVisible();
    await expect(portal(page).getByLabel('手機號')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('not-found page', async ({ page }) => {
    await openPortal(page, '#/no-such-page');
    await expect(portal(page).getByText('您訪問的頁面不存在或已移除')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('mobile drawer', MOBILE_ONLY, async ({ page }) => {
    await openPortal(page);
    await portal(page).getByRole('button', { name: '選單', exact: true }).click();
    const drawer = portal(page).getByRole('dialog', { name: '選單' });
    // 13 entries (登錄 first), 訂單信息 under the needs board's entry
    await expect(drawer.getByRole('link')).toHaveCount(15);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('news feed widget on the partner page', async ({ page, partnerUrl }) => {
    await page.goto(`${partnerUrl}/partner/`);
    await expect(page.locator('sztx-news-feed .news-item[part="item"]')).toHaveCount(5);
    expect(await seriousViolations(page, [['sztx-news-feed']])).toEqual([]);
  });
});

/** Name of the element that really has focus (through shadow roots). */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return '';
    return (active.getAttribute('aria-label') ?? active.textContent ?? '').trim();
  });
}

/** True when the element that really has focus (through shadow roots) is inside `selector`. */
function focusIsInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((selector) => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return Boolean(active?.closest(selector));
  }, selector);
}

/** True when the element that really has focus is inside a dialog (the login dialog). */
const focusIsInDialog = (page: Page) => focusIsInside(page, '[role="dialog"]');

async function tabTo(page: Page, target: Locator, name: string): Promise<void> {
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)) === name) break;
  }
  await expect(target).toBeFocused();
}

test(
  'keyboard: open the login dialog, focus goes in, Escape closes and focus returns',
  MOBILE,
  async ({ page }) => {
    await openPortal(page);
    await expect(news(page)).toBeVisible();
    // desktop: the 登錄 button; mobile (登錄 is a page there): the login-gated bell
    const [opener, name] = isMobile()
      ? [portal(page).getByRole('button', { name: '消息通知' }), '消息通知']
      : [portal(page).getByRole('button', { name: '登錄', exact: true }), '登錄'];
    await tabTo(page, opener, name);
    await page.keyboard.press('Enter');
    const dialog = loginDialog(page);
    await expectDialogFocus(page, {
      opener,
      dialog,
      inside: () => focusIsInDialog(page),
      // focus lands on the first text field of the dialog: the phone number
      first: dialog.getByLabel('手機號'),
      tabs: 12,
      backTabs: 4,
    });
  },
);

test(
  'keyboard: the mobile drawer keeps focus inside and gives it back',
  MOBILE_ONLY,
  async ({ page }) => {
    await openPortal(page);
    const menuButton = portal(page).getByRole('button', { name: '選單', exact: true });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = portal(page).getByRole('dialog', { name: '選單' });
    await expectDialogFocus(page, {
      opener: menuButton,
      dialog: drawer,
      inside: () => focusIsInside(page, '#sztx-drawer'),
      first: drawer.getByRole('button', { name: '關閉選單' }),
      tabs: 25,
      backTabs: 0,
    });
  },
);
