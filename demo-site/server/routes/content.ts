import type { FastifyPluginAsync } from 'fastify';
import { ASSOCIATION_ID, type ServerContext } from '../context.js';
import { ApiFailure, ok } from '../envelope.js';
import { listMedia, paywall } from '../features/paid/paywall.js';
import { idParam, optionalText, paging, queryString, searchJson } from '../validation.js';

const NOT_FOUND = (what: string) => new ApiFailure('404', `${what}不存在或已下架`);

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function optionalInt(obj: Record<string, unknown>, key: string): number | undefined {
  const text = optionalText(obj, key);
  if (text === undefined) return undefined;
  if (!/^\d{1,9}$/.test(text)) throw new ApiFailure('400', `searchJson.${key} 必須是整數`);
  return Number(text);
}

function associationOf(
  query: Record<string, unknown>,
  search: Record<string, unknown> = {},
): string {
  return (
    optionalText(search, 'association_id') ?? queryString(query.association_id) ?? ASSOCIATION_ID
  );
}

/** Public content endpoints of spec 000 §7 (issue 4); the paywall (51000) is issue 5's. */
export const contentRoutes: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/slideshow/list', async (req) => {
    const query = req.query as Record<string, unknown>;
    const search = searchJson(query.searchJson);
    const from = optionalInt(search, 'slideshow_from') ?? 1;
    const rows = db
      .prepare(
        `SELECT id, title, image_url, model_type, model_id, outside_url, slideshow_from
         FROM content_slideshow WHERE association_id = ? AND slideshow_from = ? ORDER BY sort`,
      )
      .all(associationOf(query, search), from);
    return ok(rows, '獲取成功');
  });

  app.get('/ad/list', async (req) => {
    const rows = db
      .prepare(
        'SELECT ad_id, title, main_image, url FROM content_ads WHERE association_id = ? ORDER BY ad_id',
      )
      .all(associationOf(req.query as Record<string, unknown>));
    return ok(rows, '獲取成功');
  });

  app.get('/magazine/list', async (req) => {
    const rows = db
      .prepare(
        `SELECT id, title, main_image, file_url, publish_time FROM content_magazines
         WHERE association_id = ? ORDER BY publish_time DESC`,
      )
      .all(associationOf(req.query as Record<string, unknown>));
    return ok(rows, '獲取成功');
  });

  app.get('/article/:id', async (req) => {
    const id = idParam((req.params as { id: string }).id);
    const row = db.prepare('SELECT * FROM articles WHERE article_id = ?').get(id);
    if (!row) throw NOT_FOUND('文章');
    db.prepare('UPDATE articles SET times = times + 1 WHERE article_id = ?').run(id);
    const article = row as { times: number };
    return ok(paywall(ctx, req, 'article', { ...article, times: article.times + 1 }), '獲取成功');
  });

  app.get('/cunpan/prolicyType', async () => {
    const rows = db
      .prepare('SELECT prolicytype_id, type_name FROM content_policy_types ORDER BY prolicytype_id')
      .all();
    return ok(rows, '獲取成功');
  });

  app.get('/cunpan/list', async (req) => {
    const query = req.query as Record<string, unknown>;
    const { start, limit } = paging(query);
    const search = searchJson(query.searchJson);
    const where = ['association_id = ?'];
    const args: (string | number)[] = [associationOf(query, search)];
    const type = optionalInt(search, 'type');
    if (type !== undefined) {
      where.push('type = ?');
      args.push(type);
    }
    const policyType = optionalInt(search, 'prolicytype_id');
    if (policyType !== undefined) {
      where.push('prolicytype_id = ?');
      args.push(policyType);
    }
    const name = optionalText(search, 'name')?.trim();
    if (name) {
      where.push("name LIKE ? ESCAPE '\\'");
      args.push(`%${escapeLike(name)}%`);
    }
    const clause = where.join(' AND ');
    const total = (
      db.prepare(`SELECT COUNT(*) AS n FROM content_cunpan WHERE ${clause}`).get(...args) as {
        n: number;
      }
    ).n;
    const data = db
      .prepare(
        `SELECT cunpan_id, name, url, type, prolicytype_id, publish_time, writed_time, current_price, times
         FROM content_cunpan WHERE ${clause} ORDER BY publish_time DESC, cunpan_id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, limit, start) as Record<string, unknown>[];
    return ok({ data: listMedia(ctx, data, 'url', 'current_price'), total }, '獲取成功');
  });

  app.get('/cunpan/:id', async (req) => {
    const id = idParam((req.params as { id: string }).id);
    const row = db
      .prepare(
        `SELECT c.*, t.type_name FROM content_cunpan c
         LEFT JOIN content_policy_types t ON t.prolicytype_id = c.prolicytype_id WHERE cunpan_id = ?`,
      )
      .get(id);
    if (!row) throw NOT_FOUND('文件');
    db.prepare('UPDATE content_cunpan SET times = times + 1 WHERE cunpan_id = ?').run(id);
    return ok(paywall(ctx, req, 'file', row as Record<string, unknown>), '獲取成功');
  });

  app.get('/cunpanExplain/list', async (req) => {
    const query = req.query as Record<string, unknown>;
    const search = searchJson(query.searchJson);
    const cunpanId = optionalInt(search, 'cunpan_id');
    const rows =
      cunpanId === undefined
        ? db
            .prepare(
              'SELECT explain_id, cunpan_id, title, main_image, publish_time FROM content_cunpan_explain ORDER BY publish_time DESC',
            )
            .all()
        : db
            .prepare(
              'SELECT explain_id, cunpan_id, title, main_image, publish_time FROM content_cunpan_explain WHERE cunpan_id = ? ORDER BY publish_time DESC',
            )
            .all(cunpanId);
    return ok(rows, '獲取成功');
  });

  app.get('/cunpanExplain/:id', async (req) => {
    const id = idParam((req.params as { id: string }).id);
    const row = db.prepare('SELECT * FROM content_cunpan_explain WHERE explain_id = ?').get(id);
    if (!row) throw NOT_FOUND('解讀');
    return ok(row, '獲取成功');
  });

  app.get('/course/list', async (req) => {
    const query = req.query as Record<string, unknown>;
    const { start, limit } = paging(query);
    const search = searchJson(query.searchJson);
    const where = ['association_id = ?'];
    const args: (string | number)[] = [associationOf(query, search)];
    const name = optionalText(search, 'course_name')?.trim();
    if (name) {
      where.push("course_name LIKE ? ESCAPE '\\'");
      args.push(`%${escapeLike(name)}%`);
    }
    const clause = where.join(' AND ');
    const total = (
      db.prepare(`SELECT COUNT(*) AS n FROM content_courses WHERE ${clause}`).get(...args) as {
        n: number;
      }
    ).n;
    const data = db
      .prepare(
        `SELECT course_id, course_name, description, main_image, create_time, current_price,
           (SELECT COUNT(*) FROM content_kpoints k WHERE k.course_id = c.course_id) AS kpoint_count
         FROM content_courses c WHERE ${clause} ORDER BY create_time DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, limit, start);
    return ok({ data, total }, '獲取成功');
  });

  app.get('/course/kpiont/:id', async (req) => {
    const id = idParam((req.params as { id: string }).id);
    const row = db
      .prepare(
        'SELECT kpiont_id, course_id, name, is_free, video_url FROM content_kpoints WHERE kpiont_id = ?',
      )
      .get(id);
    if (!row) throw NOT_FOUND('課時');
    return ok(paywall(ctx, req, 'lesson', row as Record<string, unknown>), '獲取成功');
  });

  app.get('/course/:id', async (req) => {
    const id = idParam((req.params as { id: string }).id);
    const course = db.prepare('SELECT * FROM content_courses WHERE course_id = ?').get(id) as
      | Record<string, unknown>
      | undefined;
    if (!course) throw NOT_FOUND('課程');
    const lessons = db
      .prepare(
        'SELECT kpiont_id, course_id, name, is_free, video_url FROM content_kpoints WHERE course_id = ? ORDER BY sort',
      )
      .all(id);
    return ok(paywall(ctx, req, 'course', { ...course, tshCourseKpointList: lessons }), '獲取成功');
  });

  app.get('/association/about/:association/:type', async (req) => {
    const { association, type } = req.params as { association: string; type: string };
    if (!/^[A-Za-z_]{1,40}$/.test(type)) throw new ApiFailure('400', '參數 type 無效');
    const rows = db
      .prepare(
        'SELECT id, type, title, content, create_time FROM content_about WHERE association_id = ? AND type = ? ORDER BY id',
      )
      .all(association, type);
    return ok(rows, '獲取成功');
  });

  app.get('/association/about/:id', async (req) => {
    const id = idParam((req.params as { id: string }).id);
    const row = db
      .prepare('SELECT id, type, title, content, create_time FROM content_about WHERE id = ?')
      .get(id);
    if (!row) throw NOT_FOUND('頁面');
    return ok(row, '獲取成功');
  });
};
