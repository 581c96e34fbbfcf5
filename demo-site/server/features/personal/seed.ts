import type { DB } from '../../db.js';

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

/** The demo member's extra messages and 14 favourites. */
export function seedPersonal(db: DB): void {
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
