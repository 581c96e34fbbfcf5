import { atom } from 'nanostores';
import { storage } from '../platform/storage';

/** Session storage key of the token (the portal's page reads it before its scripts run). */
export const TOKEN_KEY = 'sztx-token';

/** The session token, kept in session storage (spec: token lives in session storage). */
export const $token = atom<string | null>(storage.session.get(TOKEN_KEY));

$token.listen((token) => {
  if (token) storage.session.set(TOKEN_KEY, token);
  else storage.session.remove(TOKEN_KEY);
});

const refusalListeners = new Set<(token: string) => void>();

/**
 * The server refused `token` (an answer with code 401): the API client reports it here, the
 * session module (session.ts) listens and ends the session. Kept apart from session.ts so the
 * client, which session.ts uses, does not import it.
 */
export function reportRefusedToken(token: string): void {
  for (const listener of refusalListeners) listener(token);
}

/** Calls `listener` with each token the server refuses; returns the unsubscribe. */
export function onRefusedToken(listener: (token: string) => void): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}
