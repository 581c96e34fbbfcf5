import type { DB } from './db.js';
import { contentSeedStatements } from './features/content/repository.js';
import { needsRepository, REVIEW_APPROVED } from './features/needs/repository.js';

/**
 * A larger body of content and needs beside the seed's 3 000 companies and 3 000 members, for
 * the load benchmark (tests/bench/server-latency.mjs sets `SEED_BULK=1`): the list endpoints
 * then page, count and search through tables of the directory's order of size instead of the
 * seed's few dozen rows. Written through the features' own seed statements, after the seed
 * (ids follow the seeded ones); deterministic; no files (list answers carry paths only).
 */

const DAY = 24 * 3_600_000;
/** 2025-06-20 08:00 +08:00: older than every seeded row, so the seeded first pages stay as they are. */
const BASE = Date.UTC(2025, 5, 20, 0);

const BULK = { articles: 3000, files: 1000, needs: 1500, infos: 60 } as const;

const ARTICLE_TYPES = ['XHDT', 'MJSX', 'QTFW', 'ZXXX', 'CASE', 'CWZX', 'PPWZ', 'FYWZ'] as const;
const TOPICS = ['臺商', '政策', '講座', '稅務', '蘇州', '投資', '人才', '兩岸', '製造', '健康'];
const KINDS = ['交流會', '說明會', '專題報導', '實務指南', '案例分析', '年度回顧'];

const nextId = (db: DB, table: string, column: string) =>
  (db.prepare(`SELECT COALESCE(MAX(${column}), 0) + 1 AS n FROM ${table}`).get() as { n: number })
    .n;

export function seedBulk(db: DB): void {
  // articles: one statement, the same columns the seed writes
  const insArticle = db.prepare(
    `INSERT INTO articles (article_id, association_id, article_type, title, main_image, show_type,
       publish_time, create_time, times, likes, content, video_url, article_price, desctext)
     VALUES (?, 'SZTX', ?, ?, ?, 1, ?, ?, ?, ?, ?, '', 0, ?)`,
  );
  let id = nextId(db, 'articles', 'article_id');
  for (let i = 0; i < BULK.articles; i++) {
    const type = ARTICLE_TYPES[i % ARTICLE_TYPES.length]!;
    const title = `${TOPICS[i % TOPICS.length]}${KINDS[(i >> 3) % KINDS.length]}（第 ${i + 1} 期）`;
    const publish = BASE - i * 6 * 3_600_000;
    insArticle.run(
      id++,
      type,
      title,
      JSON.stringify([`/files/seed/news-${String((i % 28) + 1).padStart(2, '0')}.svg`]),
      publish,
      publish - 7_200_000,
      50 + ((i * 37) % 2000),
      (i * 13) % 90,
      `<p>${title}。</p><p>協會會員可於秘書處索取完整資料。</p>`,
      `${title}的摘要`,
    );
  }

  // policy files (type 1) and announcements (type 2)
  const s = contentSeedStatements(db);
  id = nextId(db, 'content_cunpan', 'cunpan_id');
  for (let i = 0; i < BULK.files; i++) {
    const publish = BASE - i * DAY;
    const policy = i % 4 !== 3;
    s.insFile.run(
      id++,
      'SZTX',
      `關於${TOPICS[i % TOPICS.length]}${policy ? '支持措施' : '活動'}的通知（${i + 1}）`,
      '',
      policy ? 1 : 2,
      policy ? (i % 6) + 1 : null,
      publish,
      publish - 3 * DAY,
      '<p>各會員單位：現將有關事項通知如下。</p>',
      0,
      (i * 29) % 500,
    );
  }

  // needs of the generated members: most approved and open, some waiting, some closed
  const needs = needsRepository(db);
  id = nextId(db, 'demands', 'demand_id');
  for (let i = 0; i < BULK.needs; i++) {
    const type = i % 2;
    const closed = i % 10 === 7;
    needs.seedDemand({
      demand_id: id++,
      association_id: 'SZTX',
      member_id: 100 + ((i * 7) % 3004),
      demand_type: type,
      title: `${type ? '出售' : '採購'}${TOPICS[i % TOPICS.length]}相關物資（${i + 1}）`,
      addr: type ? '蘇州市工業園區星湖街 1 號' : '',
      main_image: '/files/seed/need-1-1.svg',
      end_time: closed ? Date.UTC(2025, 0, 1) : Date.UTC(2027, 11, 31) + (i % 90) * DAY,
      param: JSON.stringify([{ name: '數量', value: `${(i % 50) + 1} 件` }]),
      content: '',
      review: i % 9 === 4 ? 1 : REVIEW_APPROVED,
      create_time: BASE - i * 3_600_000,
    });
  }
  id = nextId(db, 'invest_infos', 'info_id');
  for (let i = 0; i < BULK.infos; i++) {
    needs.seedInfo({
      info_id: id++,
      association_id: 'SZTX',
      type: i % 2 ? 'order' : 'invest',
      title: `${TOPICS[i % TOPICS.length]}${i % 2 ? '訂單' : '投資'}信息（${i + 1}）`,
      main_image: '/files/seed/info-1.svg',
      publish_time: BASE - i * DAY,
      desctext: '',
      content: '<p>詳情請洽協會秘書處。</p>',
    });
  }
}
