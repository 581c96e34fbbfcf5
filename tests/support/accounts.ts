// The seeded accounts and the names under which a session travels, as every suite (server,
// contract, e2e, bench) sees them. The server seeds these accounts (demo-site/server/seed.ts).

/** Member of the association (SZTX), user 1. `userId` as the client holds it (a string). */
export const DEMO = { userId: '1', phone: '13800138000', password: 'demo1234' } as const;
/** A registered user without a membership, user 2. */
export const GUEST = { userId: '2', phone: '13900139000', password: 'guest1234' } as const;

/** A seeded account (or one a test registers). */
export interface Account {
  phone: string;
  password: string;
}

/** sessionStorage key the portal keeps its token under (core/session/token.ts). */
export const TOKEN_KEY = 'sztx-token';
/** The server's session cookie (demo-site/server/auth.ts). */
export const SESSION_COOKIE = 'sztx_token';

/** The password login route of an account (POST). */
export const loginPath = (account: Account): string =>
  `/api/v2/account/pcLogin/${account.phone}/1?password=${encodeURIComponent(account.password)}`;
