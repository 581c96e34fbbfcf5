// The studio's own session on the reference server: its faults (scoped to the requests of its
// canvas, never to other clients) and the seeded account it is logged in as.
import type { AccountKey, FaultSpec } from '../../widgets/studio/scenario';
import { ACCOUNTS } from './scenario';

const TOKEN_KEY = 'sztx-token';

/**
 * A new preview session id for this page load (the faults of the last one are cleared when its
 * page goes away, see clearFaultsOnLeave; one left behind matches no other client's requests).
 */
export function studioSession(): string {
  return `studio-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Replaces the session's faults on the server by `faults`. */
export async function setFaults(session: string, faults: readonly FaultSpec[]): Promise<void> {
  await fetch(`/dev/faults?session=${encodeURIComponent(session)}`, { method: 'DELETE' });
  for (const fault of faults) {
    const res = await fetch('/dev/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...fault, session }),
    });
    if (!res.ok) throw new Error(`POST /dev/faults → ${res.status}`);
  }
}

/** Clears the session's faults when the studio tab goes away. */
export function clearFaultsOnLeave(session: string): void {
  addEventListener('pagehide', () => {
    void fetch(`/dev/faults?session=${encodeURIComponent(session)}`, {
      method: 'DELETE',
      keepalive: true,
    });
  });
}

/**
 * Logs the canvas in as `account` (the canvas shares this tab's sessionStorage), or out for
 * 'none'. Answers the server's message when the login failed.
 */
export async function signIn(account: AccountKey): Promise<string | null> {
  const old = sessionStorage.getItem(TOKEN_KEY);
  if (old) {
    sessionStorage.removeItem(TOKEN_KEY);
    await fetch(`/api/v2/account/outLogin/${old}`, { method: 'POST' }).catch(() => undefined);
  }
  const login = ACCOUNTS[account].login;
  if (!login) return null;
  const res = await fetch(
    `/api/v2/account/pcLogin/${login.phone}/1?password=${encodeURIComponent(login.password)}`,
    { method: 'POST' },
  );
  const body = (await res.json().catch(() => ({}))) as {
    sucess?: boolean;
    data?: string;
    msg?: string;
  };
  if (!body.sucess || !body.data) return body.msg ?? String(res.status);
  sessionStorage.setItem(TOKEN_KEY, body.data);
  return null;
}
