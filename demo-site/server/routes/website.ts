import type { FastifyPluginAsync } from 'fastify';
import { ASSOCIATION_ID, type ServerContext } from '../context.js';
import { ok } from '../envelope.js';
import { queryString } from '../validation.js';

export const websiteRoutes: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const associationOf = (query: unknown) =>
    queryString((query as Record<string, unknown>).association_id) ?? ASSOCIATION_ID;

  // Header menu (INDEX, in menu order) and friend links (FRIENDLINK).
  app.get('/website/navigate', async (req) => {
    const rows = db
      .prepare(
        `SELECT id, name, url, type, sort FROM website_navigate WHERE association_id = ?
         ORDER BY CASE type WHEN 'INDEX' THEN 0 ELSE 1 END, sort, id`,
      )
      .all(associationOf(req.query));
    return ok(rows, '獲取成功');
  });

  // Three entries: 0 info, 1 logo, 2 footer rows; `context` is JSON text.
  app.get('/website/profile', async (req) => {
    const rows = db
      .prepare(
        'SELECT id, type, context FROM website_profile WHERE association_id = ? ORDER BY sort, id',
      )
      .all(associationOf(req.query));
    return ok(rows, '獲取成功');
  });
};
