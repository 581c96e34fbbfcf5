import type { FastifyRequest } from 'fastify';
import { cutHtml, PREVIEW_CHARS } from '../../../core/paywall/preview.js';
import { callerId, requireCaller, requireSelf } from '../auth.js';
import type { ServerContext } from '../context.js';
import type { DB } from '../db.js';
import { ApiFailure, ok } from '../envelope.js';
import { isSignedOnly, signFileUrl } from '../files.js';
import { idParam } from '../validation.js';
import type { ServerModule } from './module.js';

const DAY = 86_400_000;

/** orderType of `order/resourcesPayByH5` (spec 000 §7). */
export const ORDER_TYPE = { course: 11, article: 12, package: 13, file: 14 } as const;
export type PaidKind = 'article' | 'file' | 'course' | 'lesson';

const MIGRATION_500 = `
CREATE TABLE paid_equity_packages (
  equitypackage_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  price REAL NOT NULL,
  duration INTEGER NOT NULL,
  description TEXT NOT NULL
);
CREATE TABLE paid_orders (
  order_id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  resource_id INTEGER NOT NULL,
  order_type INTEGER NOT NULL,
  price REAL NOT NULL,
  channel TEXT NOT NULL,
  ip_address TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'pending',
  created_at INTEGER NOT NULL,
  paid_at INTEGER
);
CREATE INDEX paid_orders_user ON paid_orders(user_id, order_type, resource_id, status);
CREATE TABLE paid_likes (
  user_id INTEGER NOT NULL,
  article_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, article_id)
);
`;

const PACKAGES: Array<[string, number, number, string]> = [
  ['月度會員權益包', 29.9, 30, '30 天內暢讀全部付費文章、政策文件與課程。'],
  ['季度會員權益包', 79.9, 90, '90 天內暢讀全部付費內容，比按月購買節省約一成。'],
  ['年度會員權益包', 269, 365, '一年內暢讀全部付費內容，並優先參加協會線下講座。'],
];

/** 2025-06-28 09:30 +08:00, the seed's clock. */
const SEED_TIME = Date.UTC(2025, 5, 28, 1, 30);

function seedPaid(db: DB): void {
  const insPackage = db.prepare(
    'INSERT INTO paid_equity_packages (equitypackage_id, name, price, duration, description) VALUES (?, ?, ?, ?, ?)',
  );
  PACKAGES.forEach(([name, price, days, text], i) => {
    insPackage.run(i + 1, name, price, days, text);
  });
  // Paid bodies long enough that the preview (500 / 1000 characters) hides a real part.
  const more = (topic: string) =>
    [
      `<h2>${topic}：會員專享深度解讀</h2>`,
      ...[1, 2, 3, 4, 5, 6].map(
        (n) =>
          `<p>第${n}部分：協會顧問團隊結合近三年的輔導個案，逐條拆解適用條件、申報材料、常見誤區與時間節點，並附上可直接使用的核對清單。台資企業在實際操作時，應先確認主體資格與經營年限，再對照地方配套細則準備佐證文件；如涉及跨境資金往來，還需同步留意外匯與稅務申報的銜接，避免因材料不一致而被要求補正。</p>`,
      ),
      '<p><strong>結語：</strong>以上內容為付費會員專享，轉載請註明出處。</p>',
    ].join('');
  for (const a of db
    .prepare('SELECT article_id, title FROM articles WHERE article_price > 0')
    .all() as {
    article_id: number;
    title: string;
  }[])
    db.prepare('UPDATE articles SET content = content || ? WHERE article_id = ?').run(
      more(a.title),
      a.article_id,
    );
  for (const f of db
    .prepare('SELECT cunpan_id, name FROM content_cunpan WHERE current_price > 0')
    .all() as {
    cunpan_id: number;
    name: string;
  }[])
    db.prepare('UPDATE content_cunpan SET content = content || ? || ? WHERE cunpan_id = ?').run(
      more(f.name),
      more(`${f.name}（附件）`),
      f.cunpan_id,
    );
  // The demo member (user 1) has bought one paid article; the guest (user 2) nothing.
  const article = db
    .prepare(
      'SELECT article_id, article_price FROM articles WHERE article_price > 0 ORDER BY article_id LIMIT 1',
    )
    .get() as { article_id: number; article_price: number } | undefined;
  if (article) {
    db.prepare(
      `INSERT INTO paid_orders (order_id, user_id, resource_id, order_type, price, channel, status, created_at, paid_at)
       VALUES (1, 1, ?, 12, ?, 'WXPAY', 'paid', ?, ?)`,
    ).run(article.article_id, article.article_price, SEED_TIME - 3 * DAY, SEED_TIME - 3 * DAY);
  }
}

function paidOrder(db: DB, userId: number, type: number, resourceId: number): boolean {
  return !!db
    .prepare(
      "SELECT 1 FROM paid_orders WHERE user_id = ? AND order_type = ? AND resource_id = ? AND status = 'paid' LIMIT 1",
    )
    .get(userId, type, resourceId);
}

/** True when `userId` has a package order paid within its duration. */
function hasPackage(db: DB, userId: number, now: number): boolean {
  return !!db
    .prepare(
      `SELECT 1 FROM paid_orders o JOIN paid_equity_packages p ON p.equitypackage_id = o.resource_id
       WHERE o.user_id = ? AND o.order_type = 13 AND o.status = 'paid' AND o.paid_at + p.duration * ${DAY} > ?
       LIMIT 1`,
    )
    .get(userId, now);
}

/** Whether `userId` may read the paid resource (bought it, its course, or an active package). */
export function canRead(
  db: DB,
  userId: number | null,
  kind: 'article' | 'file' | 'course',
  id: number,
  now = Date.now(),
): boolean {
  if (userId === null) return false;
  return paidOrder(db, userId, ORDER_TYPE[kind], id) || hasPackage(db, userId, now);
}

/**
 * The paywall of `article/{id}`, `cunpan/{id}`, `course/{id}` and `course/kpiont/{id}`: called
 * by the content handlers with the full row; returns it when free or unlocked for the caller,
 * otherwise throws code 51000 whose data is the row with only a preview of the body (article
 * 500 text characters, file 1000; a course without its paid lessons' videos; a paid lesson
 * without its video). The hidden part never leaves the server.
 */
export function paywall<T extends Record<string, unknown>>(
  ctx: ServerContext,
  req: FastifyRequest,
  kind: PaidKind,
  row: T,
): T {
  const { db } = ctx;
  const user = callerId(ctx, req);
  let locked: Record<string, unknown> | null = null;
  if (kind === 'article' && Number(row.article_price) > 0) {
    if (!canRead(db, user, 'article', Number(row.article_id), ctx.now()))
      locked = { ...row, content: cutHtml(String(row.content ?? ''), PREVIEW_CHARS.article) };
  } else if (kind === 'file' && Number(row.current_price) > 0) {
    if (!canRead(db, user, 'file', Number(row.cunpan_id), ctx.now()))
      locked = { ...row, content: cutHtml(String(row.content ?? ''), PREVIEW_CHARS.file) };
  } else if (kind === 'course' && Number(row.current_price) > 0) {
    if (!canRead(db, user, 'course', Number(row.course_id), ctx.now())) {
      const lessons = (row.tshCourseKpointList as Array<Record<string, unknown>> | undefined) ?? [];
      locked = {
        ...row,
        tshCourseKpointList: lessons.map((l) =>
          Number(l.is_free) === 1 ? l : { ...l, video_url: '' },
        ),
      };
    }
  } else if (kind === 'lesson' && Number(row.is_free) !== 1) {
    const course = db
      .prepare(
        'SELECT course_id, course_name, current_price FROM content_courses WHERE course_id = ?',
      )
      .get(row.course_id) as
      | { course_id: number; course_name: string; current_price: number }
      | undefined;
    if (
      course &&
      course.current_price > 0 &&
      !canRead(db, user, 'course', course.course_id, ctx.now())
    )
      locked = {
        ...row,
        video_url: '',
        current_price: course.current_price,
        course_name: course.course_name,
      };
  }
  if (locked) throw new PaywallFailure(withoutPaidMedia(kind, locked));
  return withSignedMedia(ctx, row);
}

/** The fields of a paid resource that hold its media (video, downloadable file). */
const MEDIA_FIELDS: Record<PaidKind, string[]> = {
  article: ['video_url'],
  file: ['url'],
  course: [],
  lesson: ['video_url'],
};

/**
 * A locked answer carries no media URL of the paid resource (the lessons of a course keep
 * only the free ones', as before).
 */
function withoutPaidMedia(kind: PaidKind, row: Record<string, unknown>): Record<string, unknown> {
  const out = { ...row };
  for (const field of MEDIA_FIELDS[kind]) if (field in out) out[field] = '';
  return out;
}

/** Media in signed-only storage (files.ts) as a signed, expiring URL; other values as they are. */
export function signMedia(ctx: ServerContext, url: unknown): unknown {
  return isSignedOnly(url) ? signFileUrl(ctx.secrets.fileUrlSecret, url, ctx.now()) : url;
}

function withSignedMedia<T extends Record<string, unknown>>(ctx: ServerContext, row: T): T {
  const out: Record<string, unknown> = { ...row };
  for (const field of ['video_url', 'url'])
    if (field in out) out[field] = signMedia(ctx, out[field]);
  if (Array.isArray(out.tshCourseKpointList))
    out.tshCourseKpointList = (out.tshCourseKpointList as Record<string, unknown>[]).map((l) => ({
      ...l,
      video_url: signMedia(ctx, l.video_url),
    }));
  return out as T;
}

/**
 * Rows of a list (`article/list`, `cunpan/list`): a paid item's media URL is left out (its page
 * gives it to a reader who may have it); a free item's media in signed-only storage is signed.
 */
export function listMedia<T extends Record<string, unknown>>(
  ctx: ServerContext,
  rows: T[],
  field: 'video_url' | 'url',
  priceField: 'article_price' | 'current_price',
): T[] {
  return rows.map((row) =>
    field in row
      ? { ...row, [field]: Number(row[priceField]) > 0 ? '' : signMedia(ctx, row[field]) }
      : row,
  );
}

/** Code 51000 with the preview as data. */
export class PaywallFailure extends ApiFailure {
  constructor(readonly preview: Record<string, unknown>) {
    super('51000', '該內容需付費後閱讀');
  }
  override toEnvelope() {
    return { code: this.code, msg: this.message, data: this.preview } as unknown as ReturnType<
      ApiFailure['toEnvelope']
    >;
  }
}

function resourcePrice(db: DB, type: number, id: number): number | null {
  const sql: Record<number, string> = {
    11: 'SELECT current_price AS p FROM content_courses WHERE course_id = ?',
    12: 'SELECT article_price AS p FROM articles WHERE article_id = ?',
    13: 'SELECT price AS p FROM paid_equity_packages WHERE equitypackage_id = ?',
    14: 'SELECT current_price AS p FROM content_cunpan WHERE cunpan_id = ?',
  };
  const q = sql[type];
  if (!q) return null;
  const row = db.prepare(q).get(id) as { p: number } | undefined;
  return row ? row.p : null;
}

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

/** Paid content and QR payment (issue 5). Migration ids 500–599. */
export const paidModule: ServerModule = {
  name: 'paid',
  migrations: [{ id: 500, name: 'paid content: packages, orders, likes', sql: MIGRATION_500 }],
  tables: ['paid_likes', 'paid_orders', 'paid_equity_packages'],
  seed: (db) => seedPaid(db),

  routes: async (app, { ctx }) => {
    const { db } = ctx;

    app.get('/article/articleEquitypackage', async () =>
      ok(
        db
          .prepare(
            'SELECT equitypackage_id, name, price, duration, description FROM paid_equity_packages ORDER BY equitypackage_id',
          )
          .all(),
        '獲取成功',
      ),
    );

    app.post(
      '/order/resourcesPayByH5/:resourceId/:orderType/:userId/:price/:channel',
      async (req) => {
        const p = req.params as Record<string, string>;
        const userId = requireSelf(ctx, req, p.userId);
        const resourceId = idParam(p.resourceId, 'resourceId');
        const type = Number(p.orderType);
        if (![11, 12, 13, 14].includes(type)) throw new ApiFailure('400', '訂單類型無效');
        const price = Number(p.price);
        if (!/^\d{1,7}(\.\d{1,2})?$/.test(p.price ?? '') || !(price > 0))
          throw new ApiFailure('400', '金額無效');
        const channel = String(p.channel ?? '');
        if (!/^[A-Za-z0-9_]{1,20}$/.test(channel)) throw new ApiFailure('400', '支付渠道無效');
        const actual = resourcePrice(db, type, resourceId);
        if (actual === null) throw new ApiFailure('404', '商品不存在或已下架');
        if (!(actual > 0)) throw new ApiFailure('400', '該內容免費，無需購買');
        if (Math.abs(actual - price) > 0.001) throw new ApiFailure('400', '金額與商品價格不符');
        const kind = ({ 11: 'course', 12: 'article', 14: 'file' } as const)[type as 11 | 12 | 14];
        if (kind && paidOrder(db, userId, type, resourceId))
          throw new ApiFailure('400', '您已購買該內容，無需重複購買');
        const ip = String((req.query as Record<string, unknown>).ipAddress ?? '').slice(0, 64);
        const now = ctx.now();
        const info = db
          .prepare(
            `INSERT INTO paid_orders (user_id, resource_id, order_type, price, channel, ip_address, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(userId, resourceId, type, actual, channel, ip, now);
        const orderId = Number(info.lastInsertRowid);
        const origin = `${req.protocol}://${req.headers.host ?? 'localhost'}`;
        return ok({ order_id: orderId, code_url: `${origin}/dev/pay/${orderId}` }, '下單成功');
      },
    );

    // likes
    app.get('/article/getLikeState/:userId/:articleId', async (req) => {
      const p = req.params as Record<string, string>;
      const userId = requireSelf(ctx, req, p.userId);
      const articleId = idParam(p.articleId, 'articleId');
      const liked = db
        .prepare('SELECT 1 FROM paid_likes WHERE user_id = ? AND article_id = ?')
        .get(userId, articleId);
      return ok({ likestate: liked ? 1 : 0 }, '獲取成功');
    });

    app.post('/article/likeByPc/:id', async (req) => {
      const userId = requireCaller(ctx, req);
      const articleId = idParam((req.params as { id: string }).id);
      const article = db
        .prepare('SELECT likes FROM articles WHERE article_id = ?')
        .get(articleId) as { likes: number } | undefined;
      if (!article) throw new ApiFailure('404', '文章不存在或已下架');
      const added = db
        .prepare(
          'INSERT OR IGNORE INTO paid_likes (user_id, article_id, created_at) VALUES (?, ?, ?)',
        )
        .run(userId, articleId, ctx.now()).changes;
      if (added)
        db.prepare('UPDATE articles SET likes = likes + 1 WHERE article_id = ?').run(articleId);
      return ok(article.likes + (added ? 1 : 0), added ? '點讚成功' : '已經點讚過了');
    });

    // favourites (rows in the personal module's article_favourites table)
    app.get('/article/getFavouriteState/:userId/:articleId', async (req) => {
      const p = req.params as Record<string, string>;
      const userId = requireSelf(ctx, req, p.userId);
      const articleId = idParam(p.articleId, 'articleId');
      const row = db
        .prepare('SELECT 1 FROM article_favourites WHERE member_id = ? AND article_id = ?')
        .get(userId, articleId);
      return ok({ state: row ? 1 : 0 }, '獲取成功');
    });

    const favourite = async (req: FastifyRequest) => {
      const p = req.params as Record<string, string>;
      const userId = requireSelf(ctx, req, p.userId);
      const articleId = idParam(p.articleId, 'articleId');
      if (p.state !== '0' && p.state !== '1') throw new ApiFailure('400', '收藏狀態必須是 0 或 1');
      if (!db.prepare('SELECT 1 FROM articles WHERE article_id = ?').get(articleId))
        throw new ApiFailure('404', '文章不存在或已下架');
      if (p.state === '1') {
        db.prepare(
          'INSERT OR IGNORE INTO article_favourites (member_id, article_id, created_at) VALUES (?, ?, ?)',
        ).run(userId, articleId, ctx.now());
        return ok({ state: 1 }, '收藏成功');
      }
      db.prepare('DELETE FROM article_favourites WHERE member_id = ? AND article_id = ?').run(
        userId,
        articleId,
      );
      return ok({ state: 0 }, '已取消收藏');
    };
    app.post('/article/favourite/:userId/:articleId/:state', favourite);
  },

  devRoutes: async (app, { ctx }) => {
    const { db } = ctx;
    const order = (raw: string) => {
      const id = idParam(raw, 'orderId');
      const row = db.prepare('SELECT * FROM paid_orders WHERE order_id = ?').get(id) as
        | { order_id: number; price: number; status: string }
        | undefined;
      if (!row) throw new ApiFailure('404', '訂單不存在');
      return row;
    };
    app.get('/pay/:orderId', async (req, reply) => {
      const row = order((req.params as { orderId: string }).orderId);
      return reply
        .type('text/html; charset=utf-8')
        .send(PAY_PAGE(row.order_id, row.price, row.status));
    });
    app.post('/pay/:orderId', async (req, reply) => {
      const row = order((req.params as { orderId: string }).orderId);
      if (row.status !== 'paid')
        db.prepare("UPDATE paid_orders SET status = 'paid', paid_at = ? WHERE order_id = ?").run(
          ctx.now(),
          row.order_id,
        );
      const html = String(req.headers.accept ?? '').includes('text/html');
      if (html)
        return reply
          .type('text/html; charset=utf-8')
          .send(PAY_PAGE(row.order_id, row.price, 'paid'));
      return ok({ order_id: row.order_id, status: 'paid' }, '支付成功');
    });
    app.get('/orders', async () =>
      ok(db.prepare('SELECT * FROM paid_orders ORDER BY order_id DESC').all(), '獲取成功'),
    );
  },
};
