import { isPaywallLockedError } from '../api/errors';
import { cutHtml, PREVIEW_CHARS } from './preview';

/** A paid resource as loaded: the item (a preview when locked) and whether it is locked. */
export interface Gated<T> {
  item: T;
  locked: boolean;
}

/**
 * Loads a resource that may be paid: code 51000 (`PaywallLockedError`) resolves as locked with
 * whatever the server sent as data (the preview); other errors reject as usual.
 */
export async function loadGated<T>(load: () => Promise<T>): Promise<Gated<T>> {
  try {
    return { item: await load(), locked: false };
  } catch (error) {
    const item = lockedData<T>(error);
    if (item === undefined) throw error;
    return { item, locked: true };
  }
}

/** The data carried by a 51000 error (`{}` when none), or `undefined` when not a lock. */
export function lockedData<T>(error: unknown): T | undefined {
  if (!isPaywallLockedError(error)) return undefined;
  const data = error.data;
  if (typeof data === 'string') {
    try {
      return JSON.parse(data) as T;
    } catch {
      return {} as T;
    }
  }
  return (data && typeof data === 'object' ? data : {}) as T;
}

/** The body to show: the full HTML when unlocked, else a preview cut on its text. */
export function visibleBody(
  html: string | null | undefined,
  locked: boolean,
  kind: 'article' | 'file',
): string {
  return locked ? cutHtml(html, PREVIEW_CHARS[kind]) : (html ?? '');
}
