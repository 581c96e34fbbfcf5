import type { FastifyRequest } from 'fastify';

/**
 * Cross-site request forgery. The session cookie (SameSite=Lax) still goes with a link from
 * another site (a top-level GET) and with any request from a sibling origin of the same site,
 * so a request that changes something and is authenticated by that cookie alone must come
 * from the portal's own origin: Fetch Metadata (`Sec-Fetch-Site`) says so, or, from a browser
 * that sends none, the `Origin` (or `Referer`) names this host.
 *
 * Requests with `Authorization: Bearer` (the widgets on partner sites, API clients) are not
 * affected: another site cannot make a browser attach that header. Neither are routes that do
 * not identify the caller (login, registration): the check sits where the cookie is read as
 * the caller's identity (`callerToken` in auth.ts).
 */

/** GET routes of the contract that change state (the spec fixes their method). */
const STATE_CHANGING_GETS = new Set([
  '/api/v2/demand/delete/:id',
  '/api/v2/notice/:id/:userId',
  '/api/v2/article/likeByPc/:id',
  '/api/v2/article/favourite/:userId/:articleId/:state',
]);

export const CROSS_SITE_MSG = '跨站請求已被拒絕，請在本站頁面中操作';

export function stateChanging(req: FastifyRequest): boolean {
  if (req.method === 'OPTIONS' || req.method === 'HEAD') return false;
  if (req.method !== 'GET') return true;
  return STATE_CHANGING_GETS.has(req.routeOptions.url ?? '');
}

/**
 * Whether `url` (an Origin or Referer) is this host: same name and port. The Host header may
 * leave the port out (then the URL's scheme default stands), and behind a TLS proxy the scheme
 * this server sees is not the browser's, so the scheme is not compared.
 */
function sameHost(url: string, host: string): boolean {
  if (!url || url === 'null') return false;
  try {
    const other = new URL(url);
    const own = new URL(`http://${host}`);
    const otherPort = other.port || (other.protocol === 'https:' ? '443' : '80');
    return other.hostname === own.hostname && (own.port === '' || own.port === otherPort);
  } catch {
    return false;
  }
}

/**
 * Whether the browser says the request comes from this origin. A request without any of the
 * three headers is no browser's (browsers send an Origin with every POST): allowed, except
 * for a state-changing GET, which a browser sends without an Origin when following a link.
 */
export function fromOwnOrigin(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const own = req.host;
  const origin = req.headers.origin;
  if (typeof origin === 'string') return sameHost(origin, own);
  const referer = req.headers.referer;
  if (typeof referer === 'string') return sameHost(referer, own);
  return req.method !== 'GET';
}

/**
 * Whether a browser says the request comes from another origin, a sibling origin of the same
 * site included (the partner demo pages on another port): the portal's session cookie then
 * identifies nobody (auth.ts). Without Fetch Metadata or an Origin, it is no browser's call
 * from a page (a link, an API client): not another origin.
 */
export function fromAnotherOrigin(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = req.headers.origin;
  return typeof origin === 'string' && !sameHost(origin, req.host);
}
