import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeRights } from './rights.js';

/**
 * Who may keep an API answer. An answer that depends on who asks (it read the caller's
 * identity, or the request carried one) or that hands out a secret (a login's token, a dev
 * simulator's SMS code) is `no-store`: no browser, proxy or CDN keeps it, so the next person at
 * the same computer or behind the same cache never sees it. Every other API answer is the same
 * for everyone and is revalidated (`no-cache`, varying by the credentials so a shared cache
 * never hands a visitor's copy to a member).
 *
 * The class is closed by default rather than by a list: whatever a route does, once it has
 * asked who the caller is (`markPrivate`, called where auth.ts reads the token), its answer is
 * private; the rights table's `private` (rights.ts) says the same of a route before it runs.
 */

const identityRead = new WeakSet<FastifyRequest>();

/** The answer to `req` depends on who asks (auth.ts calls this wherever it reads a token). */
export function markPrivate(req: FastifyRequest): void {
  identityRead.add(req);
}

const SESSION_COOKIE = /(?:^|;\s*)sztx_token=/;

/** Whether the answer to `req` depends on who asks or carries something only its caller may keep. */
function isPrivateAnswer(req: FastifyRequest): boolean {
  if (identityRead.has(req)) return true;
  // the table's word, also for an answer refused before its handler read the caller
  if (routeRights(req.method, req.routeOptions.url)?.private) return true;
  if (req.method !== 'GET' && req.method !== 'HEAD') return true;
  if (req.headers.authorization !== undefined) return true;
  if (SESSION_COOKIE.test(req.headers.cookie ?? '')) return true;
  // a token in the path (the contract's `account/inquire/{token}`…) identifies the caller too
  return (req.routeOptions.url ?? '').includes(':token');
}

/** Sets the caching of every answer in `scope` (the API and the dev simulators). */
export function registerAnswerCaching(scope: FastifyInstance, opts: { alwaysPrivate: boolean }) {
  scope.addHook('onSend', async (req, reply, payload) => {
    if (opts.alwaysPrivate || isPrivateAnswer(req)) {
      reply.header('cache-control', 'no-store');
    } else {
      reply.header('cache-control', 'no-cache');
      const vary = reply.getHeader('vary');
      reply.header(
        'vary',
        vary ? `${String(vary)}, Authorization, Cookie` : 'Authorization, Cookie',
      );
    }
    return payload;
  });
}
