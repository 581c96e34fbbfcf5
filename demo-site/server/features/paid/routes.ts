import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { requireCaller, requireSelf } from '../../auth.js';
import { ApiFailure, ok } from '../../envelope.js';
import type { FeatureRoutes } from '../feature.js';
import { Id, IdParams, Param, Text } from '../schemas.js';
import { ORDER_TYPE, paidRepository } from './repository.js';

// Private routes check the caller before their path values: the rights hook (preValidation)
// answers 401/403 before the schema refuses a bad id.
const OrderParams = Type.Object({
  resourceId: Id('resourceId'),
  orderType: Param(),
  userId: Param(),
  price: Param(),
  channel: Param(),
});
const UserArticleParams = Type.Object({ userId: Param(), articleId: Id('articleId') });
const FavouriteParams = Type.Object({
  userId: Param(),
  articleId: Id('articleId'),
  state: Param(),
});

/** Order types that buy one resource (a package is bought again to extend it). */
const SINGLE = new Set<number>([ORDER_TYPE.course, ORDER_TYPE.article, ORDER_TYPE.file]);

/** Packages, QR payment orders, likes and favourites. */
export const paidRoutes: FeatureRoutes = async (app, { ctx }) => {
  const repo = paidRepository(ctx.db);

  app.get('/article/articleEquitypackage', async () => ok(repo.packages(), '獲取成功'));

  app.post(
    '/order/resourcesPayByH5/:resourceId/:orderType/:userId/:price/:channel',
    { schema: { params: OrderParams, querystring: Type.Object({ ipAddress: Text }) } },
    async (req) => {
      const p = req.params;
      const userId = requireSelf(ctx, req, p.userId);
      const resourceId = Number(p.resourceId);
      const type = Number(p.orderType);
      if (!Object.values(ORDER_TYPE).some((t) => t === type))
        throw new ApiFailure('400', '訂單類型無效');
      const price = Number(p.price);
      if (!/^\d{1,7}(\.\d{1,2})?$/.test(p.price) || !(price > 0))
        throw new ApiFailure('400', '金額無效');
      if (!/^[A-Za-z0-9_]{1,20}$/.test(p.channel)) throw new ApiFailure('400', '支付渠道無效');
      const actual = repo.price(type, resourceId);
      if (actual === null) throw new ApiFailure('404', '商品不存在或已下架');
      if (!(actual > 0)) throw new ApiFailure('400', '該內容免費，無需購買');
      if (Math.abs(actual - price) > 0.001) throw new ApiFailure('400', '金額與商品價格不符');
      if (repo.readsFreeAsMember(userId, type))
        throw new ApiFailure('400', '協會會員可免費閱讀，無需購買');
      if (SINGLE.has(type) && repo.hasPaid(userId, type, resourceId))
        throw new ApiFailure('400', '您已購買該內容，無需重複購買');
      const orderId = repo.addOrder({
        user_id: userId,
        resource_id: resourceId,
        order_type: type,
        price: actual,
        channel: p.channel,
        ip_address: (req.query.ipAddress ?? '').slice(0, 64),
        created_at: ctx.now(),
      });
      const origin = `${req.protocol}://${req.headers.host ?? 'localhost'}`;
      return ok({ order_id: orderId, code_url: `${origin}/dev/pay/${orderId}` }, '下單成功');
    },
  );

  /** The caller, who must be `userId`, and the article id (401/403 before a bad id). */
  const ownArticle = (req: FastifyRequest, p: { userId: string; articleId: string }) => ({
    userId: requireSelf(ctx, req, p.userId),
    articleId: Number(p.articleId),
  });
  const schema = { params: UserArticleParams };
  /** GET `<path>/:userId/:articleId`: the caller's own `state` of an article. */
  const ownState = (path: string, state: (userId: number, articleId: number) => unknown) =>
    app.get(`${path}/:userId/:articleId`, { schema }, async (req) => {
      const { userId, articleId } = ownArticle(req, req.params);
      return ok(state(userId, articleId), '獲取成功');
    });
  /** The article's likes; 404 when there is no such article (or it is withdrawn). */
  const likesOf = (articleId: number) => {
    const likes = repo.articleLikes(articleId);
    if (likes === undefined) throw new ApiFailure('404', '文章不存在或已下架');
    return likes;
  };

  // likes
  ownState('/article/getLikeState', (userId, articleId) => ({
    likestate: repo.liked(userId, articleId) ? 1 : 0,
  }));

  // The spec states no method for likeByPc and favourite, so GET ("GET unless stated"); POST is
  // kept for callers written against earlier versions. Cross-site use is refused in csrf.ts.
  app.route({
    method: ['GET', 'POST'],
    url: '/article/likeByPc/:id',
    schema: { params: IdParams },
    handler: async (req) => {
      const userId = requireCaller(ctx, req);
      const articleId = Number(req.params.id);
      const likes = likesOf(articleId);
      const added = repo.like(userId, articleId, ctx.now());
      return ok(likes + (added ? 1 : 0), added ? '點讚成功' : '已經點讚過了');
    },
  });

  // favourites (rows in the personal feature's article_favourites table)
  ownState('/article/getFavouriteState', (userId, articleId) => ({
    state: repo.isFavourite(userId, articleId) ? 1 : 0,
  }));

  app.route({
    method: ['GET', 'POST'],
    url: '/article/favourite/:userId/:articleId/:state',
    schema: { params: FavouriteParams },
    handler: async (req) => {
      const { state } = req.params;
      const { userId, articleId } = ownArticle(req, req.params);
      if (state !== '0' && state !== '1') throw new ApiFailure('400', '收藏狀態必須是 0 或 1');
      likesOf(articleId); // the article exists
      repo.setFavourite(userId, articleId, state === '1', ctx.now());
      return state === '1' ? ok({ state: 1 }, '收藏成功') : ok({ state: 0 }, '已取消收藏');
    },
  });
};

const PAY_PAGE = (orderId: number, price: number, status: string) => `<!doctype html>
<html lang="zh-Hant"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>模擬支付 #${orderId}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;text-align:center}
button{font-size:18px;padding:12px 32px;border:0;border-radius:8px;background:#1aad19;color:#fff;cursor:pointer}
p{color:#555}</style></head><body>
<h1>模擬支付</h1><p>訂單 #${orderId}，金額 ¥${price.toFixed(2)}</p>
<p id="status">${status === 'paid' ? '已支付' : '待支付'}</p>
<form method="post" action="/dev/pay/${orderId}"><button type="submit"${status === 'paid' ? ' disabled' : ''}>確認支付</button></form>
</body></html>`;

/** Development only: the QR payment simulator (the page a code_url opens) and the orders. */
export const paidDevRoutes: FeatureRoutes = async (app, { ctx }) => {
  const repo = paidRepository(ctx.db);
  const schema = { params: Type.Object({ orderId: Id('orderId') }) };
  const order = (id: string) => {
    const row = repo.order(Number(id));
    if (!row) throw new ApiFailure('404', '訂單不存在');
    return row;
  };
  app.get('/pay/:orderId', { schema }, async (req, reply) => {
    const row = order(req.params.orderId);
    return reply
      .type('text/html; charset=utf-8')
      .send(PAY_PAGE(row.order_id, row.price, row.status));
  });
  app.post('/pay/:orderId', { schema }, async (req, reply) => {
    const row = order(req.params.orderId);
    if (row.status !== 'paid') repo.pay(row.order_id, ctx.now());
    if (String(req.headers.accept ?? '').includes('text/html'))
      return reply.type('text/html; charset=utf-8').send(PAY_PAGE(row.order_id, row.price, 'paid'));
    return ok({ order_id: row.order_id, status: 'paid' }, '支付成功');
  });
  app.get('/orders', async () => ok(repo.orders(), '獲取成功'));
};
