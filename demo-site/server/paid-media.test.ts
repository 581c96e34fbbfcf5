// @vitest-environment node
// Paid media (an article's video, a file's download, a paid lesson's video) reaches only a
// caller who may read it: locked answers and lists carry no URL of it, and /files/protected/
// serves it only through the signed, expiring URL the API hands to that caller.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAID_ARTICLE_CLIP, PAID_LESSON_CLIP } from './features/content/seed.js';
import { SIGNED_URL_TTL_S } from './files.js';
import { bearer, DEMO, GUEST, serverForFile } from './test-helpers.js';

const s = serverForFile();
let demo: string; // bought the first paid article
let guest: string; // bought nothing
let paidArticle: number;
let paidFile: { id: number; price: number };
let paidCourse: { id: number; price: number };

function sql<T>(query: string, ...args: unknown[]): T {
  const db = new Database(join(s.dataDir, 'sztx.db'));
  try {
    return (
      query.trim().startsWith('SELECT')
        ? db.prepare(query).get(...args)
        : db.prepare(query).run(...args)
    ) as T;
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  demo = await s.login(DEMO);
  guest = await s.login(GUEST);
  paidArticle = sql<{ id: number }>(
    'SELECT article_id AS id FROM articles WHERE article_price > 0 ORDER BY article_id LIMIT 1',
  ).id;
  paidFile = sql(
    'SELECT cunpan_id AS id, current_price AS price FROM content_cunpan WHERE current_price > 0 LIMIT 1',
  );
  // a paid file with a download in paid storage
  sql('UPDATE content_cunpan SET url = ? WHERE cunpan_id = ?', PAID_LESSON_CLIP, paidFile.id);
  paidCourse = sql(
    'SELECT course_id AS id, current_price AS price FROM content_courses WHERE current_price > 0 LIMIT 1',
  );
});

const get = (url: string, headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'GET', url, headers });

describe('locked answers and lists carry no paid media URL', () => {
  it('a paid article’s video and a paid file’s download are left out of the locked answer', async () => {
    const article = await s.call('GET', `/api/v2/article/${paidArticle}`, {
      headers: bearer(guest),
    });
    expect(article.body.code).toBe('51000');
    expect((article.body.data as { video_url: string }).video_url).toBe('');
    const file = await s.call('GET', `/api/v2/cunpan/${paidFile.id}`, { headers: bearer(guest) });
    expect(file.body.code).toBe('51000');
    expect((file.body.data as { url: string }).url).toBe('');
    const anonymous = await s.call('GET', `/api/v2/article/${paidArticle}`);
    expect(JSON.stringify(anonymous.body)).not.toContain('/files/protected/');
  });

  it('lists leave out every paid item’s media, also for a reader who bought it', async () => {
    for (const session of [guest, demo]) {
      const articles = await s.call(
        'GET',
        `/api/v2/article/list?start=0&limit=100&searchJson=${encodeURIComponent('{}')}`,
        { headers: bearer(session) },
      );
      const rows = (articles.body.data as { data: Record<string, unknown>[] }).data;
      expect(rows.some((r) => r.article_id === paidArticle)).toBe(true);
      for (const row of rows.filter((r) => Number(r.article_price) > 0))
        expect(row.video_url).toBe('');
      const files = await s.call('GET', '/api/v2/cunpan/list?start=0&limit=100', {
        headers: bearer(session),
      });
      const fileRows = (files.body.data as { data: Record<string, unknown>[] }).data;
      expect(fileRows.some((r) => r.cunpan_id === paidFile.id)).toBe(true);
      expect(JSON.stringify(fileRows)).not.toContain('/files/protected/');
    }
  });

  it('a locked course lists only its free lessons’ videos, and no paid lesson shares the free clip', async () => {
    const course = await s.call('GET', `/api/v2/course/${paidCourse.id}`, {
      headers: bearer(guest),
    });
    expect(course.body.code).toBe('51000');
    const lessons = (course.body.data as { tshCourseKpointList: Record<string, unknown>[] })
      .tshCourseKpointList;
    expect(lessons.some((l) => Number(l.is_free) === 1)).toBe(true);
    for (const l of lessons) {
      if (Number(l.is_free) === 1) expect(l.video_url).toBe('/files/seed/lesson.webm');
      else expect(l.video_url).toBe('');
    }
    const stored = sql<{ n: number }>(
      `SELECT COUNT(*) AS n FROM content_kpoints k JOIN content_courses c ON c.course_id = k.course_id
       WHERE c.current_price > 0 AND k.is_free = 0 AND k.video_url = '/files/seed/lesson.webm'`,
    );
    expect(stored.n).toBe(0);
  });
});

describe('/files/protected/ serves only signed, unexpired URLs', () => {
  it('the stored path itself, with or without a Range, is refused', async () => {
    for (const path of [PAID_LESSON_CLIP, PAID_ARTICLE_CLIP]) {
      expect((await get(path)).statusCode).toBe(403);
      expect((await get(path, { range: 'bytes=0-99' })).statusCode).toBe(403);
      expect((await get(`${path}?expires=9999999999&signature=forged`)).statusCode).toBe(403);
      // spelled differently it still does not go through the public files mount
      const other = await get(path.replace('/protected/', '/%70rotected/'));
      expect(other.statusCode).not.toBe(200);
      expect(other.statusCode).not.toBe(206);
    }
  });

  it('a reader who bought the article gets a signed URL that plays (with Range) and expires', async () => {
    const article = await s.call('GET', `/api/v2/article/${paidArticle}`, {
      headers: bearer(demo),
    });
    expect(article.body.code).toBe('200');
    const url = (article.body.data as { video_url: string }).video_url;
    expect(url).toMatch(/^\/files\/protected\/news-paid\.webm\?expires=\d+&signature=[\w-]+$/);
    const full = await get(url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('video/webm');
    expect(full.headers['cache-control']).toBe('private, no-store');
    const part = await get(url, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    // the signature is bound to the file: it opens no other
    const moved = url.replace('news-paid.webm', 'lesson-paid.webm');
    expect((await get(moved)).statusCode).toBe(403);
    s.clock.now += (SIGNED_URL_TTL_S + 1) * 1000;
    expect((await get(url)).statusCode).toBe(403);
  });

  it('after buying a course, its paid lessons come signed', async () => {
    const order = await s.call(
      'POST',
      `/api/v2/order/resourcesPayByH5/${paidCourse.id}/11/2/${paidCourse.price}/WXPAY`,
      { headers: bearer(guest) },
    );
    expect(order.body.code).toBe('200');
    const { order_id } = order.body.data as { order_id: number };
    expect((await s.call('POST', `/dev/pay/${order_id}`)).body.code).toBe('200');
    const course = await s.call('GET', `/api/v2/course/${paidCourse.id}`, {
      headers: bearer(guest),
    });
    expect(course.body.code).toBe('200');
    const lessons = (course.body.data as { tshCourseKpointList: Record<string, unknown>[] })
      .tshCourseKpointList;
    const paid = lessons.filter((l) => Number(l.is_free) !== 1);
    expect(paid.length).toBeGreaterThan(0);
    for (const l of paid) {
      expect(l.video_url).toMatch(/^\/files\/protected\/lesson-paid\.webm\?expires=/);
      expect((await get(String(l.video_url), { range: 'bytes=0-9' })).statusCode).toBe(206);
    }
    const lesson = await s.call('GET', `/api/v2/course/kpiont/${paid[0]!.kpiont_id}`, {
      headers: bearer(guest),
    });
    expect((lesson.body.data as { video_url: string }).video_url).toMatch(/signature=/);
  });
});
