// A detail page's record that does not exist: apart from errors.ts, which every widget's first
// download holds, as only the detail pages (lazy chunks) need it.
import { isApiError } from './errors';

/** True for the answer of a record that does not exist (code 404: 企業不存在, 文章不存在或已下架 …). */
function isMissing(error: unknown): boolean {
  return isApiError(error) && error.code === '404';
}

/**
 * A detail page's read of its record: null when the record does not exist (`isMissing`), so
 * that the page says so and offers the way back instead of a retry that cannot help.
 */
export async function orMissing<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}
