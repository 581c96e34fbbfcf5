// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverForFile } from './test-helpers.js';

const s = serverForFile();

const q = (obj: unknown) => encodeURIComponent(JSON.stringify(obj));

describe('content module', () => {
  it('serves banners of every model_type, ads and magazines with files on disk', async () => {
    const banners = await s.call(
      'GET',
      `/api/v2/slideshow/list?searchJson=${q({ slideshow_from: 1, association_id: 'SZTX' })}`,
    );
    expect(banners.body.code).toBe('200');
    const types = (banners.body.data as { model_type: number }[]).map((b) => b.model_type);
    expect(new Set(types)).toEqual(new Set([1, 2, 3, 4, 6, 9, 10, 12]));
    const ads = await s.call('GET', '/api/v2/ad/list');
    expect((ads.body.data as unknown[]).length).toBeGreaterThan(0);
    const mags = await s.call('GET', '/api/v2/magazine/list?association_id=SZTX');
    const first = (mags.body.data as { title: string; file_url: string }[])[0]!;
    expect(first.title).toContain('台商之家');
    const pdf = readFileSync(
      join(s.dataDir, 'files', first.file_url.replace('/files/', '')),
      'latin1',
    );
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
  });

  it('lessons and a news article point at seed WebM clips, served with ranges for seeking', async () => {
    const lesson = await s.call('GET', '/api/v2/course/kpiont/5');
    const url = (lesson.body.data as { video_url: string }).video_url;
    expect(url).toMatch(/^\/files\/seed\/.+\.webm$/);
    const clip = readFileSync(join(s.dataDir, 'files', url.replace('/files/', '')));
    // EBML magic number of a WebM/Matroska file
    expect(clip.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const whole = await s.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(Number(whole.headers['content-length'])).toBe(clip.length);
    const part = await s.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${clip.length}`);
    expect(part.rawPayload.equals(clip.subarray(100, 200))).toBe(true);
    const news = await s.call(
      'GET',
      `/api/v2/article/list?start=0&limit=2&searchJson=${q({ article_type: 'XHDT' })}`,
    );
    const second = (news.body.data as { data: { article_id: number }[] }).data[1]!;
    const article = await s.call('GET', `/api/v2/article/${second.article_id}`);
    expect((article.body.data as { video_url: string }).video_url).toBe('/files/seed/news.webm');
  });

  it('article/{id} returns the body and counts the view; unknown and malformed ids fail clearly', async () => {
    const list = await s.call(
      'GET',
      `/api/v2/article/list?start=0&limit=1&searchJson=${q({ article_type: 'XHDT' })}`,
    );
    const id = (list.body.data as { data: { article_id: number }[] }).data[0]!.article_id;
    const a = await s.call('GET', `/api/v2/article/${id}`);
    const b = await s.call('GET', `/api/v2/article/${id}`);
    expect((a.body.data as { content: string }).content).toContain('<p>');
    expect((b.body.data as { times: number }).times).toBe(
      (a.body.data as { times: number }).times + 1,
    );
    expect((await s.call('GET', '/api/v2/article/999999')).body.code).toBe('404');
    const bad = await s.call('GET', '/api/v2/article/abc');
    expect(bad.body.code).toBe('400');
  });

  it('cunpan/list pages policy documents (type 1) and filters by file type and name', async () => {
    const all = await s.call(
      'GET',
      `/api/v2/cunpan/list?start=0&limit=35&searchJson=${q({ type: 1, association_id: 'SZTX' })}`,
    );
    const page = all.body.data as { data: { type: number; name: string }[]; total: number };
    expect(page.total).toBe(14);
    expect(page.data.every((f) => f.type === 1)).toBe(true);
    const tax = await s.call(
      'GET',
      `/api/v2/cunpan/list?start=0&limit=35&searchJson=${q({ type: 1, prolicytype_id: 2 })}`,
    );
    expect((tax.body.data as { total: number }).total).toBe(3);
    const named = await s.call(
      'GET',
      `/api/v2/cunpan/list?start=0&limit=35&searchJson=${q({ name: '居住證' })}`,
    );
    expect((named.body.data as { data: { name: string }[] }).data.map((f) => f.name)).toEqual([
      '台胞居住證辦理與便利化措施說明',
    ]);
    // a keyword that names a file type finds the files of that type (home page hot tags)
    const byType = await s.call(
      'GET',
      `/api/v2/cunpan/list?start=0&limit=35&searchJson=${q({ type: 1, name: '稅收優惠' })}`,
    );
    expect(
      (byType.body.data as { data: { prolicytype_id: number }[] }).data.map(
        (f) => f.prolicytype_id,
      ),
    ).toEqual([2, 2, 2]);
    const wildcard = await s.call(
      'GET',
      `/api/v2/cunpan/list?start=0&limit=35&searchJson=${q({ name: '%' })}`,
    );
    expect((wildcard.body.data as { total: number }).total).toBe(0);
    const types = await s.call('GET', '/api/v2/cunpan/prolicyType');
    expect((types.body.data as unknown[]).length).toBe(5);
    const badJson = await s.call('GET', '/api/v2/cunpan/list?searchJson=%7B');
    expect(badJson.body.code).toBe('400');
  });

  it('cunpan/{id} and its interpretations', async () => {
    const file = await s.call('GET', '/api/v2/cunpan/1');
    expect((file.body.data as { content: string }).content).toContain('適用範圍');
    const ex = await s.call('GET', `/api/v2/cunpanExplain/list?searchJson=${q({ cunpan_id: 1 })}`);
    const items = ex.body.data as { explain_id: number }[];
    expect(items.length).toBe(2);
    const one = await s.call('GET', `/api/v2/cunpanExplain/${items[0]!.explain_id}`);
    expect((one.body.data as { title: string }).title).toContain('一圖讀懂');
  });

  it('courses with lessons and a lesson by id; paid parts go through the paywall', async () => {
    const list = await s.call('GET', '/api/v2/course/list?start=0&limit=100');
    const page = list.body.data as {
      data: { course_id: number; current_price: number }[];
      total: number;
    };
    expect(page.total).toBe(4);
    const free = page.data.find((c) => c.current_price === 0)!;
    const course = await s.call('GET', `/api/v2/course/${free.course_id}?user_id=`);
    expect(course.body.code).toBe('200');
    const lessons = (
      course.body.data as {
        tshCourseKpointList: { kpiont_id: number; is_free: number; video_url: string }[];
      }
    ).tshCourseKpointList;
    expect(lessons.length).toBeGreaterThan(1);
    expect(lessons.every((l) => l.video_url !== '')).toBe(true);
    const lesson = await s.call('GET', `/api/v2/course/kpiont/${lessons[0]!.kpiont_id}`);
    expect((lesson.body.data as { is_free: number }).is_free).toBe(1);
    // a paid course answers 51000 with its free lessons only playable
    const paid = page.data.find((c) => c.current_price > 0)!;
    const locked = await s.call('GET', `/api/v2/course/${paid.course_id}?user_id=`);
    expect(locked.body.code).toBe('51000');
    const lockedLessons = (
      locked.body.data as { tshCourseKpointList: { is_free: number; video_url: string }[] }
    ).tshCourseKpointList;
    expect(lockedLessons.filter((l) => l.video_url !== '').every((l) => l.is_free === 1)).toBe(
      true,
    );
  });

  it('about pages by type and id', async () => {
    const intro = await s.call('GET', '/api/v2/association/about/SZTX/introduce');
    const pages = intro.body.data as { id: number; title: string }[];
    expect(pages.map((p) => p.title)).toContain('協會簡介');
    const one = await s.call('GET', `/api/v2/association/about/${pages[0]!.id}`);
    expect((one.body.data as { content: string }).content).toContain('宗旨');
    expect((await s.call('GET', '/api/v2/association/about/SZTX/a;b')).body.code).toBe('400');
  });
});
