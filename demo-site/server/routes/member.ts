import type { FastifyPluginAsync } from 'fastify';
import { requireSelf } from '../auth.js';
import type { ServerContext } from '../context.js';
import { ApiFailure, ok } from '../envelope.js';
import { idParam } from '../validation.js';

type Params = Record<string, string | undefined>;

/** Wire shape of member/{user_id}. user_id === member_id (numbers). */
export interface MemberWire {
  user_id: number;
  member_id: number;
  really_name: string;
  member_photo: string;
  member_phone: string;
  member_email: string;
  member_address: string;
  wechat_id: string;
  facebook: string;
  person_intro: string;
  position: string;
  isopen: number;
  province_id: number | null;
  city_id: number | null;
  area_id: number | null;
}

export const memberRoutes: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/member/:user_id', async (req) => {
    const raw = (req.params as Params).user_id;
    requireSelf(ctx, req, raw);
    const id = idParam(raw, 'user_id');
    const row = db
      .prepare(
        `SELECT member_id AS user_id, member_id, really_name, member_photo, member_phone,
           member_email, member_address, wechat_id, facebook, person_intro, position, isopen,
           province_id, city_id, area_id
         FROM members WHERE member_id = ?`,
      )
      .get(id) as MemberWire | undefined;
    if (!row) throw new ApiFailure('404', '用戶不存在');
    return ok(row, '獲取成功');
  });

  app.get('/member/:userId/association', async (req) => {
    const raw = (req.params as Params).userId;
    requireSelf(ctx, req, raw);
    const id = idParam(raw, 'userId');
    const rows = db
      .prepare(
        `SELECT ma.association_id, a.association_name, ma.join_time
         FROM member_associations ma JOIN associations a USING (association_id)
         WHERE ma.member_id = ? ORDER BY ma.join_time`,
      )
      .all(id);
    return ok(rows, '獲取成功');
  });
};
