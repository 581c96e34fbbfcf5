import { $session, forgetSession } from '../core/session/session';
import { $token } from '../core/session/token';

/** `window.SZTX.session`: the page's session, for partners who log members in themselves. */
export interface SztxSessionApi {
  /** The session token in use, or null. */
  get(): string | null;
  /**
   * Uses `token` (the `data` of the API's `POST /api/v2/account/login`, obtained by your own
   * login) as the page's session; resolves once the API has checked it: true when it is valid.
   */
  set(token: string): Promise<boolean>;
  /** Ends the session on this page (your own logout); the API is not asked. */
  clear(): void;
}

/** The `detail` of `sztx-session-change`, dispatched on `document`. */
export interface SztxSessionChange {
  loggedIn: boolean;
  /** The member's user id while logged in. */
  userId: string | null;
}

declare global {
  interface Window {
    SZTX?: { session: SztxSessionApi };
  }
  interface DocumentEventMap {
    'sztx-session-change': CustomEvent<SztxSessionChange>;
  }
}

const session: SztxSessionApi = {
  get: () => $token.get(),
  async set(token) {
    if (typeof token !== 'string' || token.trim() === '') {
      throw new TypeError('[sztx] SZTX.session.set needs the token string');
    }
    // the login code loads with the first call (a page that never calls it never downloads it)
    const actions = await import('../core/session/actions');
    await actions.acceptToken(token.trim());
    return $session.get().status === 'valid';
  },
  clear: forgetSession,
};

let installed = false;

/**
 * Installs `window.SZTX.session` and dispatches `sztx-session-change` on `document` whenever
 * the page's session logs in, out, or changes user (a login in a widget's dialog too). Once.
 */
export function installSessionApi(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.SZTX = { ...window.SZTX, session };
  let last = '';
  $session.subscribe(({ status, userId }) => {
    const detail: SztxSessionChange = {
      loggedIn: status === 'valid',
      userId: status === 'valid' ? userId : null,
    };
    const key = JSON.stringify(detail);
    if (key === last) return;
    const first = last === '';
    last = key;
    if (!first) document.dispatchEvent(new CustomEvent('sztx-session-change', { detail }));
  });
}
