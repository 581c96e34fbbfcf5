// The parts of the portal and its overlay that tests look for.
import type { FrameLocator, Locator, Page } from '@playwright/test';
import type { Account } from '../support/accounts';
import { PNG } from './data';
import { expect } from './expect';

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

/**
 * Logs `account` in by password in `forms` (the login dialog or the mobile /login page); the
 * toast says it worked.
 */
export async function logInWith(forms: Locator, account: Account): Promise<void> {
  await forms.getByLabel('手機號').fill(account.phone);
  await forms.getByLabel('密碼', { exact: true }).fill(account.password);
  await forms.locator('form').getByRole('button', { name: '登錄', exact: true }).click();
  await expect(toast(forms.page(), '登錄成功')).toBeVisible();
}

/** The item of my needs (`#/my_need`, or the board's tab) whose text has `title`. */
export const myNeed = (scope: Locator, title: string) =>
  scope.locator('li[part="my-need"]').filter({ hasText: title });

/** The news section of the portal's home page. */
// loaded articles: the placeholders while loading share the card class (same size), not the part
export const newsItems = (scope: Locator | FrameLocator) =>
  scope.locator('.news-item[part="item"]');

/** The news feed (3 a page) alone on a partner page of the demo site (`partnerUrl`). */
export async function openFeed(page: Page, partnerUrl: string): Promise<Locator> {
  await page.goto(`${partnerUrl}/partner/one.html?tag=sztx-news-feed&page-size=3`);
  return page.locator('sztx-news-feed');
}

/** The needs board's cards (one a need) in `scope`. */
export const needCards = (scope: Locator) => scope.locator('a.nb-card[part="need-card"]');

/** The needs board (5 a page) on the Bootstrap partner page of the demo site, its 5 cards shown. */
export async function openPartnerNeeds(page: Page, partnerUrl: string): Promise<Locator> {
  await page.goto(`${partnerUrl}/partner/needs.html`);
  const board = page.locator('sztx-needs-board');
  await expect(needCards(board)).toHaveCount(5);
  return board;
}

/** 重試 in the feed's error state loads its three articles. */
export async function retryLoads(feed: Locator): Promise<void> {
  await feed.getByRole('button', { name: '重試' }).click();
  await expect(newsItems(feed)).toHaveCount(3);
}

/** The preview studio's canvas: the frame the widget is shown in. */
export const canvas = (page: Page) => page.frameLocator('iframe');

/** Opens the preview studio on the news feed, two articles a page, and waits for them. */
export async function studioFeed(page: Page): Promise<void> {
  await page.goto('/preview.html?widget=news-feed&attr.page-size=2');
  await expect(newsItems(canvas(page))).toHaveCount(2);
}

/** The text of what a field's aria-describedby points at (in its shadow root). */
export const describedBy = (field: Locator): Promise<string> =>
  field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (el.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? '')
      .join(' '),
  );

/** True when the deepest focused element (through shadow roots) is inside `scope`. */
export const focusInside = (scope: Locator): Promise<boolean> =>
  scope.evaluate((box) => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return Boolean(el && box.contains(el));
  });

/** A label as the page shows it: the Traditional text, or its conversion in a Simplified run. */
export type Say = (text: string) => string;
const asWritten: Say = (text) => text;

/**
 * The needs board's purchase form: `/Invest`, tab `+ 發布采購` (the caller has logged in).
 * `openPortal` comes in as an argument: it lives in fixtures.ts, which imports this file.
 */
export async function openPurchaseForm(
  page: Page,
  openPortal: (page: Page, hash: string) => Promise<void>,
  say: Say = asWritten,
): Promise<Locator> {
  await openPortal(page, '#/Invest');
  await portal(page)
    .getByRole('tab', { name: say('+ 發布采購') })
    .click();
  return portal(page).locator('form[part="form"]');
}

/** Adds one PNG to a form's image field and waits until it is uploaded. */
export async function uploadOneImage(form: Locator): Promise<void> {
  await form
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'one.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(form.locator('li[data-state="done"] img')).toHaveCount(1, { timeout: 15_000 });
}

/** Fills every field of a purchase need: the title, a 2030 deadline, one image and the rest. */
export async function fillPurchaseNeed(
  form: Locator,
  need: { title: string; quantity: string; details: string },
  say: Say = asWritten,
): Promise<void> {
  await form.getByLabel(say('標題')).fill(need.title);
  await form.getByLabel(say('截止日期')).fill('2030-12-31');
  await uploadOneImage(form);
  await form.getByLabel(say('採購量')).fill(need.quantity);
  await form.getByLabel(say('單位')).fill(say('張'));
  await form.getByLabel(say('採購需求')).fill(need.details);
  await form.getByLabel(say('聯繫電話')).fill('13800138000');
}
