import { atom } from 'nanostores';
import { storage } from '../platform/storage';

const TOKEN_KEY = 'sztx-token';

/** The session token, kept in session storage (spec: token lives in session storage). */
export const $token = atom<string | null>(storage.session.get(TOKEN_KEY));

$token.listen((token) => {
  if (token) storage.session.set(TOKEN_KEY, token);
  else storage.session.remove(TOKEN_KEY);
});
