import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASSOCIATION_ID } from '../../context.js';
import type { DB } from '../../db.js';
import { PROTECTED_DIR } from '../../files.js';
import { coverSvg, fakeQrSvg, magazineCoverSvg } from '../../svg.js';
import { contentSeedStatements } from './repository.js';
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
} from './seed-data.js';

/** A one-page PDF with a few lines of ASCII text (Helvetica), valid xref. */
function tinyPdf(lines: string[]): Buffer {
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
const GUIDE_FILES: Array<[string, string]> = [
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
  return [join(here, 'media'), join(here, '../../media')].find((dir) =>
    existsSync(join(dir, 'lesson.webm')),
  );
}

/** Where the seed keeps the paid lessons' and the paid article's video (signed URLs only). */
export const PAID_LESSON_CLIP = `/files/${PROTECTED_DIR}/lesson-paid.webm`;
export const PAID_ARTICLE_CLIP = `/files/${PROTECTED_DIR}/news-paid.webm`;

/** Banners, ads, magazines, guides, policy files, courses, about pages and their files. */
export function seedContent(db: DB, filesDir: string): void {
  const s = contentSeedStatements(db);
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
  const firstArticle = s.latestNews.get();
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
  banners.forEach(([title, type, modelId, outside, hue], i) => {
    const file = `banner-${i + 1}.svg`;
    put(file, coverSvg(title, '台商協會', hue));
    s.insBanner.run(i + 1, A, title, `/files/seed/${file}`, type, modelId, outside, i + 1);
  });

  // ads
  [
    ['加入協會，共享會員權益', '/apply'],
    ['台商法律諮詢熱線', '/policy/2'],
  ].forEach(([title, url], i) => {
    put(`ad-${i + 1}.svg`, coverSvg(title!, '廣告', 20 + i * 160));
    s.insAd.run(i + 1, A, title, `/files/seed/ad-${i + 1}.svg`, url);
  });

  // magazines: cover + PDF
  MAGAZINES.forEach((title, i) => {
    put(`magazine-${i + 1}.svg`, magazineCoverSvg(title, 350 - i * 25));
    put(
      `magazine-${i + 1}.pdf`,
      tinyPdf([`Taishang Home magazine, issue ${6 - i}/2025`, 'SZTX association (demo file)']),
    );
    s.insMag.run(
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
  for (const [id, name] of POLICY_TYPES) s.insType.run(id, name);
  let id = 1;
  POLICY_FILES.forEach(([name, typeId], i) => {
    const publish = CONTENT_BASE - i * 5 * DAY;
    s.insFile.run(
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
    s.insFile.run(
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
  let e = 1;
  for (const cunpanId of [1, 1, 2, 4, 4, 7]) {
    const [name] = POLICY_FILES[cunpanId - 1]!;
    const title = `一圖讀懂：${name.slice(0, 14)}${e % 2 ? '' : '（問答）'}`;
    put(`explain-${e}.svg`, coverSvg(title, '政策解讀', 120 + e * 20));
    s.insExplain.run(
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
  let k = 1;
  COURSES.forEach((c, i) => {
    put(`course-${i + 1}.svg`, coverSvg(c.name, '課程教室', 260 + i * 30));
    s.insCourse.run(
      i + 1,
      A,
      c.name,
      c.description,
      `/files/seed/course-${i + 1}.svg`,
      CONTENT_BASE - i * 10 * DAY,
      c.price,
    );
    c.lessons.forEach((name, j) => {
      s.insLesson.run(
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
  ABOUT_TYPES.forEach((a, i) => {
    s.insAbout.run(i + 1, A, a.type, a.title, para(a.paragraphs), CONTENT_BASE - 400 * DAY);
  });
  ABOUT_EXTRA.forEach((a, i) => {
    s.insAbout.run(
      ABOUT_TYPES.length + i + 1,
      A,
      'introduce',
      a.title,
      para(a.paragraphs),
      CONTENT_BASE - (300 - i) * DAY,
    );
  });

  // one news article carries a video
  s.newsVideo.run();

  // and the first paid article carries a paid video
  s.paidVideo.run(PAID_ARTICLE_CLIP);

  put('qr-app.svg', fakeQrSvg('下載協會App', 11));
  put('qr-mini.svg', fakeQrSvg('協會小程序', 23));
}
