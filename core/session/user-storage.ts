// Personal data kept in web storage belongs to one user: it lives in session storage under a key
// naming its owner, and is wiped at logout and when another user logs in, so the next person at
// the same browser never reads it.
import { type SafeStorage, storage } from '../platform/storage';

const PREFIX = 'sztx-user-';

/**
 * Keys that earlier versions (or libraries) left in local storage with personal data: application
 * drafts, and qiniu-js's resumable-upload records (file name and upload key).
 */
const LEGACY_PREFIXES = ['sztx-apply-draft-', 'qiniu_js_sdk_upload_file_name_'];

/** Where one user's personal data is kept: session storage, cleared with the user. */
export const userStorage: SafeStorage = storage.session;

/** The key of one user's item `name` (a draft, …). */
export function userStorageKey(userId: string | number, name: string): string {
  return `${PREFIX}${encodeURIComponent(String(userId))}:${name}`;
}

/** The user a key belongs to; '' for a key of ours that names nobody readable. */
function ownerOf(key: string): string {
  const end = key.indexOf(':', PREFIX.length);
  try {
    return end < 0 ? '' : decodeURIComponent(key.slice(PREFIX.length, end));
  } catch {
    return '';
  }
}

/**
 * Removes every user's personal data from session and local storage except that of `keepUserId`
 * (null at logout: nobody's is kept). Legacy keys are removed whoever wrote them.
 */
export function clearUserData(
  keepUserId: string | null,
  areas: readonly SafeStorage[] = [storage.session, storage.local],
): void {
  for (const area of areas) {
    for (const key of area.keys()) {
      const legacy = LEGACY_PREFIXES.some((prefix) => key.startsWith(prefix));
      const othersData = key.startsWith(PREFIX) && ownerOf(key) !== keepUserId;
      if (legacy || othersData) area.remove(key);
    }
  }
}
