// The parts of the portal and its overlay that tests look for.
import type { Locator, Page } from '@playwright/test';

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
