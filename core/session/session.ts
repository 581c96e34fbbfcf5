import { atom, computed } from 'nanostores';
import * as account from '../api/account';
import { isNetworkError } from '../api/errors';
import { getMember, getMemberships, type Member } from '../api/member';
import { getUnreadCount } from '../api/notice';
import type { Membership } from '../api/types';
import { ASSOCIATION_ID } from '../config/config';
import { navigate } from '../router/router';
import { $token } from './token';
import { clearUserData } from './user-storage';

export { $token };

/** Who is using the page. */
export interface SessionState {
  /** `checking` while a stored token is verified. */
  status: 'anonymous' | 'checking' | 'valid';
  userId: string | null;
  user: Member | null;
  memberships: Membership[];
}

const ANONYMOUS: SessionState = { status: 'anonymous', userId: null, user: null, memberships: [] };

/** The session: token validity, user info and memberships. */
export const $session = atom<SessionState>(
  $token.get() ? { ...ANONYMOUS, status: 'checking' } : ANONYMOUS,
);

/** Logged in with a valid token. */
export const $loggedIn = computed($session, (s) => s.status === 'valid');

/** Member of the SZTX association. */
export const $isAssociationMember = computed($session, (s) =>
  s.memberships.some((m) => m.association_id === ASSOCIATION_ID),
);

/** Unread messages (`notice/count`). */
export const $unread = atom(0);

/** The badge is hidden above 10 (spec), and when there is nothing unread. */
export function badgeVisible(count: number): boolean {
  return count > 0 && count <= 10;
}

/** Login dialog tabs. */
export type LoginTab = 'login' | 'register' | 'forgot';

/** The login dialog: one per page, opened by whichever widget asks. */
export const $loginDialog = atom<{ open: boolean; tab: LoginTab; notice: string | null }>({
  open: false,
  tab: 'login',
  notice: null,
});

/** Opens the login dialog (optionally on a tab, with a notice line). */
export function openLogin(tab: LoginTab = 'login', notice: string | null = null): void {
  $loginDialog.set({ open: true, tab, notice });
}

/** Closes the login dialog. */
export function closeLogin(): void {
  $loginDialog.set({ ...$loginDialog.get(), open: false, notice: null });
}

/** Returns true when logged in; otherwise opens the login dialog and returns false. */
export function requireLogin(): boolean {
  if ($loggedIn.get()) return true;
  openLogin('login');
  return false;
}

/** The "upgrade to association member" prompt after login. */
export const $upgradePrompt = atom(false);

let pending: Promise<void> | null = null;

/** Verifies the stored token once and loads the user; safe to call from every widget. */
export function initSession(): Promise<void> {
  pending ??= refreshSession().finally(() => {
    pending = null;
  });
  return pending;
}

/** Re-reads the session from the server (after login, or on demand). */
export async function refreshSession(): Promise<void> {
  const token = $token.get();
  if (!token) {
    $session.set(ANONYMOUS);
    $unread.set(0);
    return;
  }
  if ($session.get().status !== 'valid') $session.set({ ...ANONYMOUS, status: 'checking' });
  let answer: Awaited<ReturnType<typeof account.inquire>>;
  try {
    answer = await account.inquire(token);
  } catch (error) {
    // offline: keep the token, try again on the next check
    if (isNetworkError(error)) $session.set({ ...ANONYMOUS, status: 'anonymous' });
    return;
  }
  if ($token.get() !== token) return; // logged out or in again meanwhile
  const userId = answer.sucess && answer.data ? String(answer.data.user_id) : null;
  if (!userId) {
    invalidate();
    return;
  }
  // another user's drafts (left by an expired session) are never shown to this one
  if ($session.get().userId !== userId) clearUserData(userId);
  $session.set({ ...$session.get(), status: 'valid', userId });
  if ($loginDialog.get().open && $loginDialog.get().notice) closeLogin();
  await Promise.all([loadUser(userId), refreshUnread()]);
}

/** The token is invalid: forget it and force the login dialog visible (spec §4). */
function invalidate(): void {
  $token.set(null);
  $session.set(ANONYMOUS);
  $unread.set(0);
  openLogin('login', '登錄已失效，請重新登錄');
}

async function loadUser(userId: string): Promise<void> {
  // failed member calls just stop (spec §8)
  const [user, memberships] = await Promise.all([
    getMember(userId).catch(() => null),
    getMemberships(userId).catch(() => [] as Membership[]),
  ]);
  if ($session.get().userId !== userId) return;
  $session.set({ ...$session.get(), user, memberships });
}

/** Re-reads the unread message count; failures just stop. */
export async function refreshUnread(): Promise<void> {
  const userId = $session.get().userId;
  if (!userId) return;
  try {
    const count = await getUnreadCount(userId);
    // a late answer for a user who has logged out meanwhile is dropped
    if ($session.get().userId === userId) $unread.set(count);
  } catch {
    // notice calls fail silently (spec §8)
  }
}

/** Stores a fresh token from a login and loads the session; shows the upgrade prompt. */
export async function acceptToken(token: string): Promise<void> {
  $token.set(token);
  await refreshSession();
  const { memberships, status } = $session.get();
  if (
    status === 'valid' &&
    memberships.length > 0 &&
    !memberships.some((m) => m.association_id === ASSOCIATION_ID)
  ) {
    $upgradePrompt.set(true);
  }
}

/**
 * Logs out: invalidates the token on the server, removes the user's personal data from web
 * storage (application drafts), resets the unread count, goes home.
 */
export async function endSession(): Promise<void> {
  const token = $token.get();
  $token.set(null);
  clearUserData(null);
  $session.set(ANONYMOUS);
  $unread.set(0);
  $upgradePrompt.set(false);
  if (token) {
    try {
      await account.logout(token);
    } catch {
      // the local session is gone either way
    }
  }
  navigate('/');
}
