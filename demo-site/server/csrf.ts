import type { FastifyRequest } from 'fastify';
import { routeRights } from './rights.js';

/**
 * Cross-site request forgery. The session cookie (SameSite=Lax) still goes with a link from
 * another site (a top-level GET) and with any request from a sibling origin of the same site,
 * so a request that changes something and is identified by that cookie must come from the
 * portal's own origin: Fetch Metadata (`Sec-Fetch-Site`) says so, or, from a browser that sends
 * none, the `Origin` (or `Referer`) names this host.
 *
 * Which requests change something is the rights table's `writes` (rights.ts): every method but
 * GET, and the GETs the spec gives a state change (`demand/delete/{id}`, `investInfo/addConsult/{id}`,
 * …). The check sits where the cookie is read as the caller's identity (`callerToken` in
 * auth.ts), so it covers every route that reads the caller, those the rights hook checks and
 * those whose handler reads it (the interest form records its sender). Routes that never read
 * the caller (login, registration, SMS codes, password reset) do not use the cookie; an answer
 * to another site never sets the cookie (rights-hook.ts), so a login from another site logs no
 * browser in (login CSRF) while a partner's widget still gets its token from the body.
 *
 * Requests with `Authorization: Bearer` (the widgets on partner sites, API clients) are not
 * affected: another site cannot make a browser attach that header without passing CORS.
 */

export const CROSS_SITE_MSG = '跨站請求已被拒絕，請在本站頁面中操作';

/** Whether the request changes state (rights.ts; a route outside the table: any but GET). */
export function stateChanging(req: FastifyRequest): boolean {
  if (req.method === 'OPTIONS') return false;
  const rights = routeRights(req.method, req.routeOptions.url);
  return rights ? rights.writes : req.method !== 'GET' && req.method !== 'HEAD';
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
