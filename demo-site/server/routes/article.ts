import type { FastifyPluginAsync } from 'fastify';
import { ASSOCIATION_ID, type ServerContext } from '../context.js';
import { ok } from '../envelope.js';
import { listMedia } from '../features/paid/paywall.js';
import { optionalText, paging, searchJson } from '../validation.js';

export const ARTICLE_TYPES = [
  'XHDT',
  'MJSX',
  'QTFW',
  'ZXXX',
  'CASE',
  'CWZX',
  'PPWZ',
  'FYWZ',
] as const;
/** Special-service categories; `article_type: 'service'` selects all of them. */
export const SERVICE_TYPES = ['QTFW', 'ZXXX', 'CASE', 'CWZX', 'PPWZ', 'FYWZ'] as const;

/** Wire shape of an article (list items omit `content`). Times are ms epoch numbers. */
export interface ArticleWire {
  article_id: number;
  article_type: string;
  title: string;
  main_image: string;
  show_type: number;
  publish_time: number;
  create_time: number;
  times: number;
  likes: number;
  content?: string;
  video_url: string;
  article_price: number;
  desctext: string;
  association_id: string;
}

const LIST_COLUMNS = `article_id, article_type, title, main_image, show_type, publish_time,
  create_time, times, likes, video_url, article_price, desctext, association_id`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export const articleRoutes: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/article/list', async (req) => {
    const query = req.query as Record<string, unknown>;
    const { start, limit } = paging(query);
    const search = searchJson(query.searchJson);
    const associationId = optionalText(search, 'association_id') ?? ASSOCIATION_ID;
    const type = optionalText(search, 'article_type');
    const title = optionalText(search, 'title')?.trim();

    const where: string[] = ['association_id = ?'];
    const args: (string | number)[] = [associationId];
    if (type === 'service') {
      where.push(`article_type IN (${SERVICE_TYPES.map(() => '?').join(', ')})`);
      args.push(...SERVICE_TYPES);
    } else if (type) {
      where.push('article_type = ?');
      args.push(type);
    }
    if (title) {
      where.push("title LIKE ? ESCAPE '\\'");
      args.push(`%${escapeLike(title)}%`);
    }
    const clause = where.join(' AND ');
    const total = (
      db.prepare(`SELECT COUNT(*) AS n FROM articles WHERE ${clause}`).get(...args) as { n: number }
    ).n;
    const data = db
      .prepare(
        `SELECT ${LIST_COLUMNS} FROM articles WHERE ${clause}
         ORDER BY publish_time DESC, article_id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, limit, start) as ArticleWire[];
    return ok(
      {
        data: listMedia(
          ctx,
          data as unknown as Record<string, unknown>[],
          'video_url',
          'article_price',
        ),
        total,
      },
      '獲取成功',
    );
  });
};
