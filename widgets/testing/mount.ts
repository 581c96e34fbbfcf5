// Test helpers for custom elements in happy-dom.
import { afterEach, beforeEach, vi } from 'vitest';
import { configure } from '../../core/config/config';
import { setLang } from '../../core/language/language';
import { unbindSession } from '../../core/session/session';
import { fakeFetch } from '../../core/testing/fake-fetch';

/**
 * Registers the usual hooks of a widget test file: before each test, the test API and portal
 * and Traditional texts; after it, an empty body, the real globals and (with `restoreMocks`)
 * restored spies.
 */
export function setupWidgetTests(options: { restoreMocks?: boolean } = {}) {
  beforeEach(configureForTest);
  afterEach(() => {
    document.body.innerHTML = '';
    unbindSession();
    vi.unstubAllGlobals();
    if (options.restoreMocks) vi.restoreAllMocks();
  });
}

/** Appends an element built from HTML to the body and returns it. */
export function mount<T extends HTMLElement = HTMLElement>(html: string): T {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const element = holder.firstElementChild as T;
  document.body.append(element);
  return element;
}

/** Waits until the element's shadow root has a match for the selector. */
export async function findIn(host: Element, selector: string): Promise<Element> {
  let found: Element | null = null;
  await vi.waitFor(
    () => {
      found = host.shadowRoot?.querySelector(selector) ?? null;
      if (!found) throw new Error(`no ${selector} yet`);
    },
    { timeout: 3000, interval: 10 },
  );
  return found as unknown as Element;
}

/** Every match inside the element's shadow root. */
export function allIn(host: Element, selector: string): Element[] {
  return [...(host.shadowRoot?.querySelectorAll(selector) ?? [])];
}

/** The usual start of a widget test: the test API and portal, traditional Chinese text. */
export function configureForTest(): void {
  configure({ apiBase: 'http://api.test/api/v2/', portalUrl: 'http://portal.test/' });
  setLang('t');
}

/** Answers `fetch` from a fake for the rest of the test (`vi.unstubAllGlobals` restores it). */
export function serveFetch(handlers: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(handlers);
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}
