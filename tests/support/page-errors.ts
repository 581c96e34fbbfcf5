import type { Page } from '@playwright/test';

/**
 * The page's uncaught errors from now on; with `consoleErrors`, its console errors too (`true`: every
 * one; a pattern: every one except those it matches). A test expects the list to stay empty.
 */
export function collectErrors(page: Page, consoleErrors?: true | RegExp): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  if (consoleErrors)
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (consoleErrors === true || !consoleErrors.test(message.text()))
        errors.push(message.text());
    });
  return errors;
}
