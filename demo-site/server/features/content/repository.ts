import type { DB } from '../../db.js';
import { perDatabase } from '../feature.js';
import { type Condition, contains, pagedList } from '../sql.js';

/** Special-service categories; `article_type: 'service'` selects all of them. */
const SERVICE_TYPES = ['QTFW', 'ZXXX', 'CASE', 'CWZX', 'PPWZ', 'FYWZ'] as const;

type Row = Record<string, unknown>;

/** Wire shape of an article (list items omit `content`). Times are ms epoch numbers. */
type ArticleWire = {
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
};

const ARTICLE_LIST = {
  from: 'articles',
  columns: `article_id, article_type, title, main_image, show_type, publish_time, create_time,
    times, likes, video_url, article_price, desctext, association_id`,
  order: 'publish_time DESC, article_id DESC',
};
const FILE_LIST = {
  from: 'content_cunpan',
  columns:
    'cunpan_id, name, url, type, prolicytype_id, publish_time, writed_time, current_price, times',
  order: 'publish_time DESC, cunpan_id DESC',
};
const COURSE_LIST = {
  from: 'content_courses c',
  columns: `course_id, course_name, description, main_image, create_time, current_price,
    (SELECT COUNT(*) FROM content_kpoints k WHERE k.course_id = c.course_id) AS kpoint_count`,
  order: 'create_time DESC',
};
const LESSON = 'SELECT kpiont_id, course_id, name, is_free, video_url FROM content_kpoints';
const EXPLAIN =
  'SELECT explain_id, cunpan_id, title, main_image, publish_time FROM content_cunpan_explain';

/**
 * A policy file's keyword: its name, or the name of its file type (a home page hot tag such as
 * 稅收優惠 names a type, not words of a title).
 */
function nameOrType(keyword: string): Condition {
  const [name, pattern] = contains('name', keyword);
  const [typeName] = contains('type_name', keyword);
  return [
    `(${name} OR prolicytype_id IN (SELECT prolicytype_id FROM content_policy_types WHERE ${typeName}))`,
    pattern as string,
    pattern as string,
  ];
}

/** All SQL of the public content: banners, ads, magazines, articles, policy files, courses, about, website. */
export const contentRepository = perDatabase((db: DB) => {
  const page = pagedList(db);
  const s = {
    slideshow: db.prepare<[string, number]>(
      `SELECT id, title, image_url, model_type, model_id, outside_url, slideshow_from
       FROM content_slideshow WHERE association_id = ? AND slideshow_from = ? ORDER BY sort`,
    ),
    ads: db.prepare<[string]>(
      'SELECT ad_id, title, main_image, url FROM content_ads WHERE association_id = ? ORDER BY ad_id',
    ),
    magazines: db.prepare<[string]>(
      `SELECT id, title, main_image, file_url, publish_time FROM content_magazines
       WHERE association_id = ? ORDER BY publish_time DESC`,
    ),
    article: db.prepare<[number], Row & { times: number }>(
      'SELECT * FROM articles WHERE article_id = ?',
    ),
    readArticle: db.prepare<[number]>('UPDATE articles SET times = times + 1 WHERE article_id = ?'),
    policyTypes: db.prepare(
      'SELECT prolicytype_id, type_name FROM content_policy_types ORDER BY prolicytype_id',
    ),
    file: db.prepare<[number], Row>(
      `SELECT c.*, t.type_name FROM content_cunpan c
       LEFT JOIN content_policy_types t ON t.prolicytype_id = c.prolicytype_id WHERE cunpan_id = ?`,
    ),
    readFile: db.prepare<[number]>(
      'UPDATE content_cunpan SET times = times + 1 WHERE cunpan_id = ?',
    ),
    explains: db.prepare(`${EXPLAIN} ORDER BY publish_time DESC`),
    explainsOf: db.prepare<[number]>(`${EXPLAIN} WHERE cunpan_id = ? ORDER BY publish_time DESC`),
    explain: db.prepare<[number]>('SELECT * FROM content_cunpan_explain WHERE explain_id = ?'),
    lesson: db.prepare<[number], Row>(`${LESSON} WHERE kpiont_id = ?`),
    course: db.prepare<[number], Row>('SELECT * FROM content_courses WHERE course_id = ?'),
    lessons: db.prepare<[number], Row>(`${LESSON} WHERE course_id = ? ORDER BY sort`),
    aboutOfType: db.prepare<[string, string]>(
      'SELECT id, type, title, content, create_time FROM content_about WHERE association_id = ? AND type = ? ORDER BY id',
    ),
    about: db.prepare<[number]>(
      'SELECT id, type, title, content, create_time FROM content_about WHERE id = ?',
    ),
    navigate: db.prepare<[string]>(
      `SELECT id, name, url, type, sort FROM website_navigate WHERE association_id = ?
       ORDER BY CASE type WHEN 'INDEX' THEN 0 ELSE 1 END, sort, id`,
    ),
    profile: db.prepare<[string]>(
      'SELECT id, type, context FROM website_profile WHERE association_id = ? ORDER BY sort, id',
    ),
  };

  return {
    slideshow: (association: string, from: number) => s.slideshow.all(association, from),
    ads: (association: string) => s.ads.all(association),
    magazines: (association: string) => s.magazines.all(association),
    /** The article, its read count already raised by this read. */
    readArticle(id: number) {
      const row = s.article.get(id);
      if (!row) return undefined;
      s.readArticle.run(id);
      return { ...row, times: row.times + 1 };
    },
    articles(
      f: { association: string; type?: string; title?: string },
      start: number,
      limit: number,
    ) {
      const type: Condition | null =
        f.type === 'service'
          ? [`article_type IN (${SERVICE_TYPES.map(() => '?').join(', ')})`, ...SERVICE_TYPES]
          : f.type
            ? ['article_type = ?', f.type]
            : null;
      return page<ArticleWire>(
        ARTICLE_LIST,
        [['association_id = ?', f.association], type, f.title ? contains('title', f.title) : null],
        start,
        limit,
      );
    },
    policyTypes: () => s.policyTypes.all(),
    files(
      f: { association: string; type?: number; policyType?: number; name?: string },
      start: number,
      limit: number,
    ) {
      return page<Row>(
        FILE_LIST,
        [
          ['association_id = ?', f.association],
          f.type === undefined ? null : ['type = ?', f.type],
          f.policyType === undefined ? null : ['prolicytype_id = ?', f.policyType],
          f.name ? nameOrType(f.name) : null,
        ],
        start,
        limit,
      );
    },
    /** The policy file with its type name; its read count is raised (the answer shows the old one). */
    readFile(id: number) {
      const row = s.file.get(id);
      if (row) s.readFile.run(id);
      return row;
    },
    explains: (cunpanId?: number) =>
      cunpanId === undefined ? s.explains.all() : s.explainsOf.all(cunpanId),
    explain: (id: number) => s.explain.get(id),
    courses(f: { association: string; name?: string }, start: number, limit: number) {
      const name = f.name ? contains('course_name', f.name) : null;
      return page<Row>(COURSE_LIST, [['association_id = ?', f.association], name], start, limit);
    },
    lesson: (id: number) => s.lesson.get(id),
    /** The course with its lessons (`tshCourseKpointList`). */
    course(id: number) {
      const course = s.course.get(id);
      return course && { ...course, tshCourseKpointList: s.lessons.all(id) };
    },
    aboutOfType: (association: string, type: string) => s.aboutOfType.all(association, type),
    about: (id: number) => s.about.get(id),
    navigate: (association: string) => s.navigate.all(association),
    profile: (association: string) => s.profile.all(association),
  };
});

/** The seed's statements (run once per seeding, not per request). */
export function contentSeedStatements(db: DB) {
  return {
    insBanner: db.prepare(
      `INSERT INTO content_slideshow (id, association_id, title, image_url, model_type, model_id, outside_url, slideshow_from, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)`,
    ),
    insAd: db.prepare(
      'INSERT INTO content_ads (ad_id, association_id, title, main_image, url) VALUES (?, ?, ?, ?, ?)',
    ),
    insMag: db.prepare(
      'INSERT INTO content_magazines (id, association_id, title, main_image, file_url, publish_time) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    insType: db.prepare(
      'INSERT INTO content_policy_types (prolicytype_id, type_name) VALUES (?, ?)',
    ),
    insFile: db.prepare(
      `INSERT INTO content_cunpan (cunpan_id, association_id, name, url, type, prolicytype_id, publish_time, writed_time, content, current_price, times)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    insExplain: db.prepare(
      'INSERT INTO content_cunpan_explain (explain_id, cunpan_id, title, content, main_image, publish_time) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    insCourse: db.prepare(
      'INSERT INTO content_courses (course_id, association_id, course_name, description, main_image, create_time, current_price) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    insLesson: db.prepare(
      'INSERT INTO content_kpoints (kpiont_id, course_id, name, is_free, video_url, sort) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    insAbout: db.prepare(
      'INSERT INTO content_about (id, association_id, type, title, content, create_time) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    latestNews: db.prepare<[], { article_id: number }>(
      "SELECT article_id FROM articles WHERE article_type = 'XHDT' ORDER BY publish_time DESC LIMIT 1",
    ),
    newsVideo: db.prepare(
      `UPDATE articles SET video_url = '/files/seed/news.webm'
     WHERE article_id = (SELECT article_id FROM articles WHERE article_type = 'XHDT' ORDER BY publish_time DESC LIMIT 1 OFFSET 1)`,
    ),
    paidVideo: db.prepare(
      `UPDATE articles SET video_url = ?
     WHERE article_id = (SELECT article_id FROM articles WHERE article_price > 0 ORDER BY article_id LIMIT 1)`,
    ),
  };
}
