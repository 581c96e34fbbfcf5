import { DAY } from '../../context.js';
import type { DB } from '../../db.js';
import { paidSeedStatements } from './repository.js';

const PACKAGES: Array<[string, number, number, string]> = [
  ['月度會員權益包', 29.9, 30, '30 天內暢讀全部付費文章、政策文件與課程。'],
  ['季度會員權益包', 79.9, 90, '90 天內暢讀全部付費內容，比按月購買節省約一成。'],
  ['年度會員權益包', 269, 365, '一年內暢讀全部付費內容，並優先參加協會線下講座。'],
];

/** 2025-06-28 09:30 +08:00, the seed's clock. */
const SEED_TIME = Date.UTC(2025, 5, 28, 1, 30);

/** Paid bodies long enough that the preview (500 / 1000 characters) hides a real part. */
function more(topic: string): string {
  return [
    `<h2>${topic}：會員專享深度解讀</h2>`,
    ...[1, 2, 3, 4, 5, 6].map(
      (n) =>
        `<p>第${n}部分：協會顧問團隊結合近三年的輔導個案，逐條拆解適用條件、申報材料、常見誤區與時間節點，並附上可直接使用的核對清單。台資企業在實際操作時，應先確認主體資格與經營年限，再對照地方配套細則準備佐證文件；如涉及跨境資金往來，還需同步留意外匯與稅務申報的銜接，避免因材料不一致而被要求補正。</p>`,
    ),
    '<p><strong>結語：</strong>以上內容為付費會員專享，轉載請註明出處。</p>',
  ].join('');
}

/** Packages, the paid parts of the paid articles and files, the demo member's one order. */
export function seedPaid(db: DB): void {
  const s = paidSeedStatements(db);
  PACKAGES.forEach(([name, price, days, text], i) => {
    s.insertPackage.run(i + 1, name, price, days, text);
  });
  const articles = s.paidArticles.all();
  for (const a of articles) s.extendArticle.run(more(a.title), a.article_id);
  for (const f of s.paidFiles.all())
    s.extendFile.run(more(f.name), more(`${f.name}（附件）`), f.cunpan_id);
  // The demo member (user 1) has bought one paid article; the guest (user 2) nothing.
  const article = articles[0];
  if (article) {
    const at = SEED_TIME - 3 * DAY;
    s.paidOrder.run(article.article_id, article.article_price, at, at);
  }
}
