import { atom, computed } from 'nanostores';
import { inquire } from '../api/account/token-check';
import { type ApiClient, clientFor } from '../api/client';
import { isNetworkError } from '../api/errors';
import type { AssociationMembership, Member } from '../api/personal/member';
import { ASSOCIATION_ID, pageConfig, type SztxConfig } from '../config/config';
import { $token, onRefusedToken } from './token';
import { clearUserData } from './user-storage';

export { $token };

/** Who is using the page. */
export interface SessionState {
  /**
   * `checking` while a stored token is verified; `expired` when the server refused the token of
   * a valid session while the page was open: logged out (header, badge, paid access), but
   * `userId` stays the user's, so their open views and what they typed stay under the login
   * dialog until they log in again.
   */
  status: 'anonymous' | 'checking' | 'valid' | 'expired';
  /** The user of a valid session, or of the session that has expired. */
  userId: string | null;
  user: Member | null;
  memberships: AssociationMembership[];
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
  s.memberships.some((m) => m.associationId === ASSOCIATION_ID),
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

/** The notice of the login dialog when the server refuses the session's token. */
export const SESSION_ENDED = '登錄已失效，請重新登錄';

/** How many login forms the page shows of its own (the /login page); see `showPageLogin`. */
let pageLoginForms = 0;

/**
 * The page shows a login form of its own (the /login page): while it does, the login dialog is
 * never opened over it — asking for a login (an ended session, an action that needs one) sets
 * the tab and notice that form shows, and a dialog already open closes. Returns the release, for
 * when the form goes away. An action waiting for the login still runs after it.
 */
export function showPageLogin(): () => void {
  pageLoginForms++;
  const dialog = $loginDialog.get();
  if (dialog.open) $loginDialog.set({ ...dialog, open: false });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    pageLoginForms--;
  };
}

/**
 * Opens the login dialog (optionally on a tab, with a notice line); where the page shows a
 * login form of its own, that form takes the tab and notice instead (`showPageLogin`).
 */
export function openLogin(tab: LoginTab = 'login', notice: string | null = null): void {
  $loginDialog.set({ open: pageLoginForms === 0, tab, notice });
}

/** Closes the login dialog. */
export function closeLogin(): void {
  $loginDialog.set({ ...$loginDialog.get(), open: false, notice: null });
}

/** The user closes the login dialog without logging in: the action waiting for it is dropped. */
export function dismissLogin(): void {
  pendingAction = null;
  closeLogin();
}

/** An action that waits for a login, and the user it was started by (null: anybody). */
let pendingAction: { run: () => void; owner: string | null } | null = null;

/** Opens the login dialog; `then` runs once the user has logged in. */
function loginFirst(then?: () => void): void {
  const { status, userId } = $session.get();
  if (then) pendingAction = { run: then, owner: userId };
  const dialog = $loginDialog.get();
  // an ended session's dialog keeps saying why it is open
  if (!dialog.open || dialog.tab !== 'login') {
    openLogin('login', status === 'expired' ? SESSION_ENDED : null);
  }
}

/**
 * Returns true when logged in; otherwise opens the login dialog and returns false. `then`, when
 * given, runs after the user logs in (the action the login interrupted: a favourite, a form's
 * submit); it is dropped when the dialog is closed without logging in, or another user logs in.
 */
export function requireLogin(then?: () => void): boolean {
  if ($loggedIn.get()) return true;
  loginFirst(then);
  return false;
}

/** True for a failure that refuses the caller's session: code 401 (an `ApiError`, an outcome). */
export function isLoginRefusal(failure: unknown): boolean {
  return (
    typeof failure === 'object' &&
    failure !== null &&
    String((failure as { code?: unknown }).code) === '401'
  );
}

/**
 * After a failed call: when the server refused the session (code 401, see `isLoginRefusal`),
 * the login dialog is open (the API client has ended the session) and `retry` runs after the
 * user logs in again, with what they typed; returns true, and the caller shows no error. Returns
 * false for any other failure.
 */
export function retryAfterLogin(failure: unknown, retry: () => void): boolean {
  if (!isLoginRefusal(failure)) return false;
  loginFirst(retry);
  return true;
}

/**
 * Calls `reload` once, the next time a user logs in (a list the server refused for the session
 * reloads by itself after the login); returns the cancel.
 */
export function reloadAfterLogin(reload: () => void): () => void {
  const stop = $loggedIn.listen((loggedIn) => {
    if (!loggedIn) return;
    stop();
    reload();
  });
  return stop;
}

/**
 * The action that waited for this login (see `requireLogin`), taken once: null when there is
 * none, or when it was started by another user than the one now logged in.
 */
export function takePendingAction(): (() => void) | null {
  const action = pendingAction;
  pendingAction = null;
  const { status, userId } = $session.get();
  if (!action || status !== 'valid') return null;
  return action.owner === null || action.owner === userId ? action.run : null;
}

/** The "upgrade to association member" prompt after login. */
export const $upgradePrompt = atom(false);

/** The session's client and the configuration it was made from (the dialogs' scope). */
export interface SessionScope {
  config: SztxConfig;
  api: ApiClient;
}

/** What the session was given (`bindSession`); none yet: the page's configured API. */
let bound: SessionScope | undefined;

/**
 * Gives the page's session its client, once: the first element that names its own API binds it
 * (`pageConfig(own)`: `configure()` and `window.SZTX_CONFIG` still win). Later calls change
 * nothing.
 */
export function bindSession(config: SztxConfig, api: ApiClient = clientFor(config)): void {
  bound ??= { config, api };
}

/**
 * The session's client and configuration: the bound ones, else the page's (`pageConfig()`). The
 * session is one per page, whichever element or dialog asks: its calls, the login, registration
 * and password forms, the logout and the page's dialogs all use this client.
 */
export function sessionScope(): SessionScope {
  if (bound) return bound;
  const config = pageConfig();
  return { config, api: clientFor(config) };
}

/** The session's client (see `sessionScope`). */
export function sessionApi(): ApiClient {
  return sessionScope().api;
}

/** Forgets the bound client (tests). */
export function unbindSession(): void {
  bound = undefined;
}

// The member and notice calls are a chunk of their own in the embed: only a logged-in page
// needs them (it starts loading them with the token check).
const memberApi = () => import('../api/personal/member');
const noticeApi = () => import('../api/personal/notice');

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
    // an ended session stays ended (its user's views stay open) until a login or a logout
    if ($session.get().status !== 'expired') $session.set(ANONYMOUS);
    $unread.set(0);
    return;
  }
  void memberApi().catch(() => {});
  void noticeApi().catch(() => {});
  const { status } = $session.get();
  if (status === 'anonymous' || status === 'checking') {
    $session.set({ ...ANONYMOUS, status: 'checking' });
  }
  let userId: string | null;
  try {
    userId = await inquire({ api: sessionApi() }, token);
  } catch (error) {
    // offline: keep the token, try again on the next check (an ended session stays so)
    if (isNetworkError(error) && $session.get().status !== 'expired') $session.set(ANONYMOUS);
    return;
  }
  if ($token.get() !== token) return; // logged out or in again meanwhile
  if (!userId) {
    invalidate();
    return;
  }
  // another user's drafts (left by an expired session) are never shown to this one
  if ($session.get().userId !== userId) clearUserData(userId);
  $session.set({ ...$session.get(), status: 'valid', userId });
  // the notice of the ended session goes (from the dialog, or from the page's own login form)
  if ($loginDialog.get().notice) closeLogin();
  await Promise.all([loadUser(userId), refreshUnread()]);
}

/**
 * The token is invalid: forget it and force the login dialog visible (spec §4). A session that
 * was valid on this page becomes `expired` (its user's views stay); a stored token from an
 * earlier page that fails its check leaves the page anonymous.
 */
function invalidate(): void {
  const { status, userId } = $session.get();
  $token.set(null);
  const ended = (status === 'valid' || status === 'expired') && userId !== null;
  $session.set(ended ? { ...ANONYMOUS, status: 'expired', userId } : ANONYMOUS);
  $unread.set(0);
  $upgradePrompt.set(false);
  const dialog = $loginDialog.get();
  if (!dialog.open || dialog.notice !== SESSION_ENDED) openLogin('login', SESSION_ENDED);
}

// Any answer refusing the current token (the API client reports each) ends the session here.
onRefusedToken((token) => {
  if ($token.get() === token) invalidate();
});

async function loadUser(userId: string): Promise<void> {
  // failed member calls just stop (spec §8)
  const { getMember, getMemberships } = await memberApi().catch(() => ({
    getMember: () => Promise.reject<Member | null>(),
    getMemberships: () => Promise.reject<AssociationMembership[]>(),
  }));
  const call = { api: sessionApi() };
  const [user, memberships] = await Promise.all([
    getMember(call, userId).catch(() => null),
    getMemberships(call, userId).catch(() => [] as AssociationMembership[]),
  ]);
  if ($session.get().userId !== userId) return;
  $session.set({ ...$session.get(), user, memberships });
}

/** Re-reads the unread message count; failures just stop. */
export async function refreshUnread(): Promise<void> {
  const { status, userId } = $session.get();
  if (status !== 'valid' || !userId) return;
  try {
    const { getUnreadCount } = await noticeApi();
    const count = await getUnreadCount({ api: sessionApi() }, userId);
    // a late answer for a user who has logged out meanwhile is dropped
    if ($session.get().userId === userId) $unread.set(count);
  } catch {
    // notice calls fail silently (spec §8)
  }
}

/**
 * Ends the session on this page only, without asking the API or leaving the view: a partner's
 * own logout (`SZTX.session.clear()`). The user's drafts are removed as on a logout.
 */
export function forgetSession(): void {
  pendingAction = null;
  $token.set(null);
  clearUserData(null);
  $session.set(ANONYMOUS);
  $unread.set(0);
  $upgradePrompt.set(false);
}
