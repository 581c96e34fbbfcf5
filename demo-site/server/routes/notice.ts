import type { FastifyPluginAsync } from 'fastify';
import { requireSelf } from '../auth.js';
import type { ServerContext } from '../context.js';
import { ok } from '../envelope.js';
import { idParam } from '../validation.js';

type Params = Record<string, string | undefined>;

export const noticeRoutes: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  // Unread count: data[0].noticeCount.
  app.get('/notice/count/:user_id', async (req) => {
    const raw = (req.params as Params).user_id;
    requireSelf(ctx, req, raw);
    const id = idParam(raw, 'user_id');
    const row = db
      .prepare('SELECT COUNT(*) AS noticeCount FROM notices WHERE member_id = ? AND isread = 0')
      .get(id) as { noticeCount: number };
    return ok([{ noticeCount: row.noticeCount }], '獲取成功');
  });
};
