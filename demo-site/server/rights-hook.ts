import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MEMBERS_ONLY } from '../../core/api/personal/members-only.js';
import { callerId } from './auth.js';
import { ASSOCIATION_ID, type ServerContext } from './context.js';
import { fromOwnOrigin } from './csrf.js';
import { ApiFailure, MSG } from './envelope.js';
import { directoryRepository } from './features/directory/repository.js';
import { type Owner, routeRights } from './rights.js';

/** The id a path parameter or body field names as the record's owner; undefined: not here. */
function ownerNamed(owner: Owner | undefined, req: FastifyRequest): string | undefined {
  if (!owner || 'record' in owner) return undefined;
  if ('param' in owner) {
    return String((req.params as Record<string, unknown>)[owner.param] ?? '').trim();
  }
  const body = req.body;
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const name = owner.field.find((f) => fields[f] !== undefined && fields[f] !== null);
  if (name === undefined) return owner.optional ? undefined : '';
  return String(fields[name]).trim();
}

/**
 * Enforces the rights table (rights.ts) on the /api/v2 scope it is called in:
 * - a route the table does not list cannot be registered (the server does not start);
 * - before validation and the handler: a caller the route's `who` excludes is refused ('401'
 *   請先登錄, or MEMBERS_ONLY for a non-member), and so is a path parameter or body field naming
 *   someone else ('403' 無權訪問); a state change identified by the session cookie from
 *   another site is refused in `callerToken` (auth.ts, csrf.ts) with the table's `writes`;
 * - an answer to a request from another site never sets or clears the session cookie (a login
 *   from another site answers the token only: no login CSRF).
 * Refusals carry `sucess: false` on the routes whose config says `flagged`.
 */
export function enforceRights(app: FastifyInstance, ctx: ServerContext): void {
  const memberships = directoryRepository(ctx.db);
  const isMember = (userId: number) =>
    (memberships.associationsOf(userId) as Array<{ association_id: string }>).some(
      (m) => m.association_id === ASSOCIATION_ID,
    );

  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'OPTIONS' || method === 'HEAD') continue;
      if (!routeRights(method, route.url)) {
        throw new Error(`${method} ${route.url} is not in the rights table (rights.ts)`);
      }
    }
  });

  app.addHook('preValidation', async (req) => {
    if (req.method === 'OPTIONS' || req.is404) return; // preflights; no route: the 404 envelope
    const flagged = req.routeOptions.config.flagged === true;
    const rights = routeRights(req.method, req.routeOptions.url);
    if (!rights) throw new ApiFailure('403', MSG.forbidden, flagged); // deny by default
    if (rights.who === 'visitor') return;
    const caller = callerId(ctx, req);
    if (caller === null) throw new ApiFailure('401', MSG.needLogin, flagged);
    if (rights.who === 'member' && !isMember(caller)) {
      throw new ApiFailure(MEMBERS_ONLY.code, MEMBERS_ONLY.msg, flagged);
    }
    const named = ownerNamed(rights.owner, req);
    if (named !== undefined && named !== String(caller)) {
      throw new ApiFailure('403', MSG.forbidden, flagged);
    }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.hasHeader('set-cookie') && !fromOwnOrigin(req)) reply.removeHeader('set-cookie');
    return payload;
  });
}
