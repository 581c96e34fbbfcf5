import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context.js';
import type { DB } from '../db.js';
import { ApiFailure, ok } from '../envelope.js';
import { documentRoutes } from '../routes/documents.js';
import { personalRoutes } from '../routes/personal.js';
import { idParam } from '../validation.js';
import type { ServerModule } from './module.js';

const DAY = 24 * 60 * 60 * 1000;
const BASE = Date.UTC(2025, 5, 28, 2, 0);
const DEMO_MEMBER = 1;

/** Extra messages of the demo member (the base seed has 6, ids 1–6). */
const MORE_NOTICES = [
  { title: '協會秘書處辦公時間調整通知', isread: 1 },
  { title: '台商子女教育講座報名開始', isread: 1 },
  { title: '您的企業資料已更新', isread: 1 },
  { title: '年度優秀台商企業評選結果公布', isread: 1 },
];

/**
 * Favourites of articles (one row per member and article). The favourite toggle
 * (`article/favourite/{userId}/{articleId}/{0|1}`, issue 5) inserts or deletes rows here;
 * `article/favouriteList` reads them, newest first.
 */
const FAVOURITES_SQL = `
  CREATE TABLE IF NOT EXISTS article_favourites (
    member_id INTEGER NOT NULL REFERENCES members(member_id) ON DELETE CASCADE,
    article_id INTEGER NOT NULL REFERENCES articles(article_id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (member_id, article_id)
  );
  CREATE INDEX IF NOT EXISTS article_favourites_member ON article_favourites(member_id, created_at);
`;

function seed(db: DB): void {
  const insNotice = db.prepare(
    `INSERT INTO notices (id, member_id, title, desc, content, main_image, publish_time, isread, state)
     VALUES (?, ?, ?, ?, ?, '[]', ?, ?, 1)`,
  );
  MORE_NOTICES.forEach((n, i) => {
    insNotice.run(
      101 + i,
      DEMO_MEMBER,
      n.title,
      `${n.title}，請點擊查看詳情。`,
      `<p>親愛的會員您好：</p><p>${n.title}。</p><p>如有疑問，請致電協會秘書處 0512-6868 8888。</p>`,
      BASE - (30 + i * 9) * DAY,
      n.isread,
    );
  });

  // 14 favourites of the demo member: a first page of 10, then 4 more, then nothing
  const articles = db
    .prepare('SELECT article_id FROM articles ORDER BY publish_time DESC LIMIT 14')
    .all() as { article_id: number }[];
  const insFav = db.prepare(
    'INSERT INTO article_favourites (member_id, article_id, created_at) VALUES (?, ?, ?)',
  );
  articles.forEach((a, i) => {
    insFav.run(DEMO_MEMBER, a.article_id, BASE - i * DAY);
  });
}

/**
 * Development only: `POST /dev/membership/{userId}` makes a user an SZTX member (what the
 * association's review does in production), so a fresh account can open a company.
 */
const devMembership: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  app.post('/membership/:userId', async (req) => {
    const id = idParam((req.params as { userId?: string }).userId, 'userId');
    const exists = ctx.db.prepare('SELECT 1 FROM members WHERE member_id = ?').get(id);
    if (!exists) throw new ApiFailure('404', '用戶不存在');
    ctx.db
      .prepare(
        "INSERT OR IGNORE INTO member_associations (member_id, association_id, join_time) VALUES (?, 'SZTX', ?)",
      )
      .run(id, ctx.now());
    return ok(null, '已加入協會');
  });
};

/** Personal centre: profile, company, messages, favourites (issue 8). Migration ids 800–899. */
export const personalModule: ServerModule = {
  name: 'personal',
  migrations: [{ id: 800, name: 'article favourites', sql: FAVOURITES_SQL }],
  tables: ['article_favourites'],
  seed,
  routes: personalRoutes,
  rootRoutes: documentRoutes,
  devRoutes: devMembership,
};
