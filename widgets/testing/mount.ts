// Test helpers for custom elements in happy-dom.
import { vi } from 'vitest';
import { configure } from '../../core/config/config';
import { setLang } from '../../core/language/language';
import { fakeFetch } from '../../core/testing/fake-fetch';

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

/** The usual end of a widget test: an empty page, the real globals and no spies left. */
export function cleanUpWidgets(): void {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
