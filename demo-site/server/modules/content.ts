import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASSOCIATION_ID } from '../context.js';
import { PROTECTED_DIR } from '../files.js';
import { contentRoutes } from '../routes/content.js';
import { coverSvg, fakeQrSvg } from '../svg.js';
import {
  ABOUT_EXTRA,
  ABOUT_TYPES,
  ANNOUNCEMENTS,
  CONTENT_BASE,
  COURSES,
  DAY,
  MAGAZINES,
  POLICY_FILES,
  POLICY_TYPES,
} from './content-seed.js';
import type { ServerModule } from './module.js';

const MIGRATION_400 = `
CREATE TABLE content_slideshow (
  id INTEGER PRIMARY KEY,
  association_id TEXT NOT NULL,
  title TEXT NOT NULL,
  image_url TEXT NOT NULL,
  model_type INTEGER NOT NULL,
  model_id TEXT NOT NULL DEFAULT '',
  outside_url TEXT NOT NULL DEFAULT '',
  slideshow_from INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL
);
CREATE TABLE content_ads (
  ad_id INTEGER PRIMARY KEY,
  association_id TEXT NOT NULL,
  title TEXT NOT NULL,
  main_image TEXT NOT NULL,
  url TEXT NOT NULL DEFAULT ''
);
CREATE TABLE content_magazines (
  id INTEGER PRIMARY KEY,
  association_id TEXT NOT NULL,
  title TEXT NOT NULL,
  main_image TEXT NOT NULL,
  file_url TEXT NOT NULL,
  publish_time INTEGER NOT NULL
);
CREATE TABLE content_policy_types (
  prolicytype_id INTEGER PRIMARY KEY,
  type_name TEXT NOT NULL
);
CREATE TABLE content_cunpan (
  cunpan_id INTEGER PRIMARY KEY,
  association_id TEXT NOT NULL,
  name TEXT NOT NULL,
  url TEXT NOT NULL DEFAULT '',
  type INTEGER NOT NULL,
  prolicytype_id INTEGER,
  publish_time INTEGER NOT NULL,
  writed_time INTEGER NOT NULL,
  content TEXT NOT NULL DEFAULT '',
  current_price REAL NOT NULL DEFAULT 0,
  times INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX content_cunpan_list ON content_cunpan(association_id, type, publish_time DESC);
CREATE TABLE content_cunpan_explain (
  explain_id INTEGER PRIMARY KEY,
  cunpan_id INTEGER NOT NULL REFERENCES content_cunpan(cunpan_id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  main_image TEXT NOT NULL DEFAULT '[]',
  publish_time INTEGER NOT NULL
);
CREATE TABLE content_courses (
  course_id INTEGER PRIMARY KEY,
  association_id TEXT NOT NULL,
  course_name TEXT NOT NULL,
  description TEXT NOT NULL,
  main_image TEXT NOT NULL,
  create_time INTEGER NOT NULL,
  current_price REAL NOT NULL DEFAULT 0
);
CREATE TABLE content_kpoints (
  kpiont_id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES content_courses(course_id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  is_free INTEGER NOT NULL DEFAULT 0,
  video_url TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL
);
CREATE TABLE content_about (
  id INTEGER PRIMARY KEY,
  association_id TEXT NOT NULL,
  type TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  create_time INTEGER NOT NULL
);
`;

/** A one-page PDF with a few lines of ASCII text (Helvetica), valid xref. */
export function tinyPdf(lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = [
    'BT /F1 22 Tf 72 760 Td',
    ...lines.map((l, i) => `${i === 0 ? '' : '0 -30 Td '}(${esc(l)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Guide topics (the `/guide` page): group, title, PDF file name. */
export const GUIDE_FILES: Array<[string, string]> = [
  ['guide-invest', 'Investment guide'],
  ['guide-tax', 'Tax guide'],
  ['guide-hr', 'Employment guide'],
  ['guide-life', 'Living guide'],
  ['guide-residence', 'Residence permit'],
  ['guide-school', 'Schools'],
];

const para = (lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

function policyBody(name: string, i: number): string {
  return [
    `<p>為深入貫徹落實兩岸融合發展相關部署，現就「${name}」有關事項說明如下。</p>`,
    '<h3>一、適用範圍</h3>',
    '<p>本市依法登記設立的台資企業、在本市工作生活的台灣同胞。</p>',
    '<h3>二、主要內容</h3>',
    '<ol><li>明確支持對象與申請條件；</li><li>簡化辦理流程，實行一窗受理；</li><li>加強部門協同與政策宣傳。</li></ol>',
    `<h3>三、申報時間</h3><p>自發布之日起施行，有效期${3 + (i % 3)}年。</p>`,
    '<p>詳細條文請參閱附件。如有疑問，請洽協會秘書處。</p>',
  ].join('');
}

/**
 * The seed video clips (demo-site/server/media, made by media/make-clips.mjs): next to the
 * server bundle in dist/server/media, or one level up when running from source.
 */
function mediaDir(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  return [join(here, 'media'), join(here, '../media')].find((dir) =>
    existsSync(join(dir, 'lesson.webm')),
  );
}

/** Where the seed keeps the paid lessons' and the paid article's video (signed URLs only). */
export const PAID_LESSON_CLIP = `/files/${PROTECTED_DIR}/lesson-paid.webm`;
export const PAID_ARTICLE_CLIP = `/files/${PROTECTED_DIR}/news-paid.webm`;

function seedContent(db: import('../db.js').DB, filesDir: string): void {
  const dir = join(filesDir, 'seed');
  mkdirSync(dir, { recursive: true });
  const put = (name: string, body: string | Buffer) => writeFileSync(join(dir, name), body);
  const A = ASSOCIATION_ID;
  const media = mediaDir();
  for (const clip of ['lesson.webm', 'news.webm']) {
    if (media) copyFileSync(join(media, clip), join(dir, clip));
  }
  // paid media: a file of its own in signed-only storage (files.ts), never the free clip's
  const paidDir = join(filesDir, PROTECTED_DIR);
  mkdirSync(paidDir, { recursive: true });
  for (const [clip, paid] of [
    ['lesson.webm', 'lesson-paid.webm'],
    ['news.webm', 'news-paid.webm'],
  ] as const) {
    if (media) copyFileSync(join(media, clip), join(paidDir, paid));
  }

  // banners of every model_type
  const firstArticle = db
    .prepare(
      "SELECT article_id FROM articles WHERE article_type = 'XHDT' ORDER BY publish_time DESC LIMIT 1",
    )
    .get() as { article_id: number } | undefined;
  const articleId = String(firstArticle?.article_id ?? 1);
  const banners: Array<[string, number, string, string, number]> = [
    ['2025兩岸企業家峰會年會圓滿閉幕', 1, articleId, '', 205],
    ['優質台資產品展示', 2, '1', '', 150],
    ['會員企業風采：精密製造標竿', 3, '1', '', 30],
    ['台胞服務專題', 4, '', 'https://example.org/taiwan-compatriots', 280],
    ['協會動態：會員大會', 6, articleId, '', 330],
    ['協會視頻報導', 10, articleId, '', 190],
    ['兩岸經貿交流網', 9, 'https://example.org/cross-strait-trade', '', 100],
    ['本市台灣事務辦公室', 12, '', 'https://example.gov.cn/tb', 0],
  ];
  const insBanner = db.prepare(
    `INSERT INTO content_slideshow (id, association_id, title, image_url, model_type, model_id, outside_url, slideshow_from, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)`,
  );
  banners.forEach(([title, type, modelId, outside, hue], i) => {
    const file = `banner-${i + 1}.svg`;
    put(file, coverSvg(title, '台商協會', hue));
    insBanner.run(i + 1, A, title, `/files/seed/${file}`, type, modelId, outside, i + 1);
  });

  // ads
  const insAd = db.prepare(
    'INSERT INTO content_ads (ad_id, association_id, title, main_image, url) VALUES (?, ?, ?, ?, ?)',
  );
  [
    ['加入協會，共享會員權益', '/apply'],
    ['台商法律諮詢熱線', '/policy/2'],
  ].forEach(([title, url], i) => {
    put(`ad-${i + 1}.svg`, coverSvg(title!, '廣告', 20 + i * 160));
    insAd.run(i + 1, A, title, `/files/seed/ad-${i + 1}.svg`, url);
  });

  // magazines: cover + PDF
  const insMag = db.prepare(
    'INSERT INTO content_magazines (id, association_id, title, main_image, file_url, publish_time) VALUES (?, ?, ?, ?, ?, ?)',
  );
  MAGAZINES.forEach((title, i) => {
    put(`magazine-${i + 1}.svg`, coverSvg(title, '電子期刊', 350 - i * 25));
    put(
      `magazine-${i + 1}.pdf`,
      tinyPdf([`Taishang Home magazine, issue ${6 - i}/2025`, 'SZTX association (demo file)']),
    );
    insMag.run(
      i + 1,
      A,
      title,
      `/files/seed/magazine-${i + 1}.svg`,
      `/files/seed/magazine-${i + 1}.pdf`,
      CONTENT_BASE - i * 30 * DAY,
    );
  });

  // guide PDFs
  for (const [file, title] of GUIDE_FILES)
    put(`${file}.pdf`, tinyPdf([`SZTX ${title}`, 'Demo document of the reference server']));

  // policy types, files, announcements, interpretations
  const insType = db.prepare(
    'INSERT INTO content_policy_types (prolicytype_id, type_name) VALUES (?, ?)',
  );
  for (const [id, name] of POLICY_TYPES) insType.run(id, name);
  const insFile = db.prepare(
    `INSERT INTO content_cunpan (cunpan_id, association_id, name, url, type, prolicytype_id, publish_time, writed_time, content, current_price, times)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let id = 1;
  POLICY_FILES.forEach(([name, typeId], i) => {
    const publish = CONTENT_BASE - i * 5 * DAY;
    insFile.run(
      id++,
      A,
      name,
      '',
      1,
      typeId,
      publish,
      publish - 12 * DAY,
      policyBody(name, i),
      i === 4 ? 19.9 : 0,
      40 + ((i * 37) % 300),
    );
  });
  const firstAnnouncement = id;
  ANNOUNCEMENTS.forEach((name, i) => {
    const publish = CONTENT_BASE - DAY - i * 7 * DAY;
    insFile.run(
      id++,
      A,
      name,
      '',
      2,
      null,
      publish,
      publish - 3 * DAY,
      para([
        `各會員單位：${name.replace(/^關於/, '').replace(/的通知$/, '')}，現將有關事項通知如下。`,
        '請各會員單位相互轉告，按時參加。',
        '特此通知。',
        '本市台灣同胞投資企業協會秘書處',
      ]),
      0,
      60 + i * 11,
    );
  });
  void firstAnnouncement;
  const insExplain = db.prepare(
    'INSERT INTO content_cunpan_explain (explain_id, cunpan_id, title, content, main_image, publish_time) VALUES (?, ?, ?, ?, ?, ?)',
  );
  let e = 1;
  for (const cunpanId of [1, 1, 2, 4, 4, 7]) {
    const [name] = POLICY_FILES[cunpanId - 1]!;
    const title = `一圖讀懂：${name.slice(0, 14)}${e % 2 ? '' : '（問答）'}`;
    put(`explain-${e}.svg`, coverSvg(title, '政策解讀', 120 + e * 20));
    insExplain.run(
      e,
      cunpanId,
      title,
      para([
        `本解讀圍繞「${name}」的核心條款，用通俗語言說明誰可以申請、如何申請。`,
        '一、支持對象：符合條件的台資企業與台胞個人。',
        '二、辦理方式：線上申報，材料齊全的五個工作日內辦結。',
      ]),
      JSON.stringify([`/files/seed/explain-${e}.svg`]),
      CONTENT_BASE - e * 4 * DAY,
    );
    e++;
  }

  // courses and lessons: every lesson plays the seed lesson clip
  const insCourse = db.prepare(
    'INSERT INTO content_courses (course_id, association_id, course_name, description, main_image, create_time, current_price) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insLesson = db.prepare(
    'INSERT INTO content_kpoints (kpiont_id, course_id, name, is_free, video_url, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  let k = 1;
  COURSES.forEach((c, i) => {
    put(`course-${i + 1}.svg`, coverSvg(c.name, '課程教室', 260 + i * 30));
    insCourse.run(
      i + 1,
      A,
      c.name,
      c.description,
      `/files/seed/course-${i + 1}.svg`,
      CONTENT_BASE - i * 10 * DAY,
      c.price,
    );
    c.lessons.forEach((name, j) => {
      insLesson.run(
        k++,
        i + 1,
        name,
        c.price === 0 || j === 0 ? 1 : 0,
        c.price === 0 || j === 0 ? '/files/seed/lesson.webm' : PAID_LESSON_CLIP,
        j + 1,
      );
    });
  });

  // about pages
  const insAbout = db.prepare(
    'INSERT INTO content_about (id, association_id, type, title, content, create_time) VALUES (?, ?, ?, ?, ?, ?)',
  );
  ABOUT_TYPES.forEach((a, i) => {
    insAbout.run(i + 1, A, a.type, a.title, para(a.paragraphs), CONTENT_BASE - 400 * DAY);
  });
  ABOUT_EXTRA.forEach((a, i) => {
    insAbout.run(
      ABOUT_TYPES.length + i + 1,
      A,
      'introduce',
      a.title,
      para(a.paragraphs),
      CONTENT_BASE - (300 - i) * DAY,
    );
  });

  // one news article carries a video
  db.prepare(
    `UPDATE articles SET video_url = '/files/seed/news.webm'
     WHERE article_id = (SELECT article_id FROM articles WHERE article_type = 'XHDT' ORDER BY publish_time DESC LIMIT 1 OFFSET 1)`,
  ).run();

  // and the first paid article carries a paid video
  db.prepare(
    `UPDATE articles SET video_url = ?
     WHERE article_id = (SELECT article_id FROM articles WHERE article_price > 0 ORDER BY article_id LIMIT 1)`,
  ).run(PAID_ARTICLE_CLIP);

  put('qr-app.svg', fakeQrSvg('下載協會App', 11));
  put('qr-mini.svg', fakeQrSvg('協會小程序', 23));
}

/** Public content: home, news, policy, courses, magazine, guide, about (issue 4). Migration ids 400–499. */
export const contentModule: ServerModule = {
  name: 'content',
  migrations: [
    {
      id: 400,
      name: 'content: banners, ads, magazines, policy files, courses, about',
      sql: MIGRATION_400,
    },
  ],
  tables: [
    'content_kpoints',
    'content_courses',
    'content_cunpan_explain',
    'content_cunpan',
    'content_policy_types',
    'content_magazines',
    'content_ads',
    'content_slideshow',
    'content_about',
  ],
  seed: seedContent,
  routes: contentRoutes,
};
