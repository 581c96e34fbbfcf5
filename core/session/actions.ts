// What a user does with the session: log in (a token from a login form or a partner's own login),
// log out, and send a form that survives an ended session. Apart from session.ts, which every
// widget's first render needs: these load with the login dialog and the forms that use them.
import { logout } from '../api/account/writes';
import { ASSOCIATION_ID } from '../config/config';
import { openModal, UPGRADE_TURN } from '../modal/modal';
import { navigate } from '../router/portal-link';
import {
  $session,
  $token,
  $upgradePrompt,
  forgetSession,
  refreshSession,
  retryAfterLogin,
  sessionApi,
  takePendingAction,
} from './session';

/**
 * Stores a fresh token from a login and loads the session. A user with memberships but none in
 * SZTX is invited to upgrade (spec §4) first: a member may read what the login was for free;
 * the action the login was for (a purchase's dialog) runs after, its dialog waiting for the
 * prompt's turn (one modal at a time, `core/modal`).
 */
export async function acceptToken(token: string): Promise<void> {
  $token.set(token);
  await refreshSession();
  const { memberships, status } = $session.get();
  if (
    status === 'valid' &&
    memberships.length > 0 &&
    !memberships.some((m) => m.associationId === ASSOCIATION_ID)
  ) {
    const turn = openModal('other', UPGRADE_TURN);
    const stop = $upgradePrompt.listen((open) => {
      if (open) return;
      stop();
      turn.close();
    });
    $upgradePrompt.set(true);
  }
  takePendingAction()?.();
}

/**
 * Logs out: invalidates the token on the server, removes the user's personal data from web
 * storage (application drafts), resets the unread count, goes home.
 */
export async function endSession(): Promise<void> {
  const token = $token.get();
  forgetSession();
  if (token) {
    try {
      await logout({ api: sessionApi() }, token);
    } catch {
      // the local session is gone either way
    }
  }
  navigate('/');
}

/** How a write the user asked for ended: what `send` resolved with, or what it threw. */
export type SendResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Sends a write the user asked for (a form's submit): the one way a form survives an ended
 * session. When the server refuses the session (code 401, thrown or as the `code` of what `send`
 * resolves with) nothing is reported: the API client has ended the session and the login dialog
 * is open, the form keeps what was typed, and `send` runs again once the same user has logged
 * in (`retryAfterLogin`; another user's login, or closing the dialog, drops it). Any other end,
 * of the first send or of the one after the login, goes to `settle`.
 */
export async function sendResuming<T>(
  send: () => Promise<T>,
  settle: (result: SendResult<T>) => void,
): Promise<void> {
  const again = () => void sendResuming(send, settle);
  let value: T;
  try {
    value = await send();
  } catch (error) {
    if (!retryAfterLogin(error, again)) settle({ ok: false, error });
    return;
  }
  if (!retryAfterLogin(value, again)) settle({ ok: true, value });
}
