// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { textLength } from '../../core/paywall/preview.js';
import { SEED_ACCOUNTS } from './seed.js';
import { bearer, login, seededTokens, serverForFile } from './test-helpers.js';

const s = serverForFile();
const tokens = seededTokens(s);
let paidArticle: number;
let boughtArticle: number;
beforeAll(async () => {
  const orders = (await s.call('GET', '/dev/orders')).body.data as { resource_id: number }[];
  boughtArticle = orders[0]!.resource_id;
  // a paid article the demo member has not bought
  for (let id = 1; id < 400; id++) {
    const r = await s.call('GET', `/api/v2/article/${id}`);
    if (r.body.code === '51000' && id !== boughtArticle) {
      paidArticle = id;
      break;
    }
  }
});

/** A GET as the holder of `token`. */
const getAs = (token: string, path: string) => s.call('GET', path, { headers: bearer(token) });

/** What the holder of `token` gets for the paid file 5 and course 1 (and its lessons). */
async function paidFileAndCourse(token: string) {
  const file = await getAs(token, '/api/v2/cunpan/5');
  const course = await getAs(token, '/api/v2/course/1');
  const lessons = (
    course.body.data as {
      tshCourseKpointList: { kpiont_id: number; is_free: number; video_url: string }[];
    }
  ).tshCourseKpointList;
  return { file, course, lessons, paidLesson: lessons.find((l) => l.is_free === 0)! };
}

const pay = (token: string, path: string) =>
  s.call('POST', `/api/v2/order/resourcesPayByH5/${path}?ipAddress=127.0.0.1`, {
    headers: bearer(token),
  });

describe('paid module', () => {
  it('locks a paid article with a preview that does not contain the hidden part', async () => {
    const full = await getAs(tokens.demo, `/api/v2/article/${boughtArticle}`);
    expect(full.body.code).toBe('200');
    const body = (full.body.data as { content: string }).content;
    expect(textLength(body)).toBeGreaterThan(500);
    const locked = await getAs(tokens.guest, `/api/v2/article/${boughtArticle}`);
    expect(locked.body.code).toBe('51000');
    const preview = (locked.body.data as { content: string; title: string }).content;
    expect(textLength(preview)).toBe(500);
    const tail = body.replace(/<[^>]*>/g, '').slice(-40);
    expect(JSON.stringify(locked.body)).not.toContain(tail);
    expect((locked.body.data as { title: string }).title).toBeTruthy();
  });

  it('lists equity packages', async () => {
    const r = await s.call('GET', '/api/v2/article/articleEquitypackage');
    const first = (r.body.data as Record<string, unknown>[])[0]!;
    expect(Object.keys(first)).toEqual([
      'equitypackage_id',
      'name',
      'price',
      'duration',
      'description',
    ]);
  });

  it('creates an order, /dev/pay marks it paid, and only that user is unlocked', async () => {
    expect((await pay(tokens.guest, `${paidArticle}/12/1/9.9/WXPAY`)).body.code).toBe('403');
    expect((await pay(tokens.guest, `${paidArticle}/12/2/1/WXPAY`)).body.code).toBe('400');
    expect((await pay(tokens.guest, `${paidArticle}/19/2/9.9/WXPAY`)).body.code).toBe('400');
    expect(
      (await s.call('POST', `/api/v2/order/resourcesPayByH5/${paidArticle}/12/2/9.9/WXPAY`)).body
        .code,
    ).toBe('401');
    const r = await pay(tokens.guest, `${paidArticle}/12/2/9.9/WXPAY`);
    expect(r.body.code).toBe('200');
    const url = (r.body.data as { code_url: string }).code_url;
    expect(url).toMatch(/\/dev\/pay\/\d+$/);
    const orderPath = new URL(url).pathname;
    const page = await s.app.inject({ method: 'GET', url: orderPath });
    expect(page.body).toContain('確認支付');
    expect((await getAs(tokens.guest, `/api/v2/article/${paidArticle}`)).body.code).toBe('51000');
    expect((await s.call('POST', orderPath)).body.code).toBe('200');
    expect((await getAs(tokens.guest, `/api/v2/article/${paidArticle}`)).body.code).toBe('200');
    expect((await getAs(tokens.demo, `/api/v2/article/${paidArticle}`)).body.code).toBe('51000');
    expect((await pay(tokens.guest, `${paidArticle}/12/2/9.9/WXPAY`)).body.msg).toBe(
      '您已購買該內容，無需重複購買',
    );
    const orders = (await s.call('GET', '/dev/orders')).body.data as {
      order_id: number;
      status: string;
    }[];
    expect(orders[0]!.status).toBe('paid');
    expect(orders[0]!.order_id).toBeGreaterThan(orders[1]!.order_id);
  });

  it('a package unlocks a file, a course and its paid lessons for its duration', async () => {
    // the guest is no member of the association: files and courses are paid for them
    const { file, course, lessons, paidLesson } = await paidFileAndCourse(tokens.guest);
    expect(file.body.code).toBe('51000');
    expect(textLength((file.body.data as { content: string }).content)).toBeLessThanOrEqual(1000);
    expect(course.body.code).toBe('51000');
    expect(paidLesson.video_url).toBe('');
    expect(lessons.find((l) => l.is_free === 1)!.video_url).not.toBe('');
    const lessonCode = async (token: string) =>
      (await getAs(token, `/api/v2/course/kpiont/${paidLesson.kpiont_id}`)).body.code;
    expect(await lessonCode(tokens.guest)).toBe('51000');
    const r = await pay(tokens.guest, '1/13/2/29.9/WXPAY');
    await s.call('POST', new URL((r.body.data as { code_url: string }).code_url).pathname);
    expect((await getAs(tokens.guest, '/api/v2/cunpan/5')).body.code).toBe('200');
    expect((await getAs(tokens.guest, '/api/v2/course/1')).body.code).toBe('200');
    const lesson = await getAs(tokens.guest, `/api/v2/course/kpiont/${paidLesson.kpiont_id}`);
    expect((lesson.body.data as { video_url: string }).video_url).not.toBe('');
    s.clock.now += 31 * 86_400_000;
    tokens.guest = await login(s, SEED_ACCOUNTS.guest.phone, SEED_ACCOUNTS.guest.password);
    expect((await getAs(tokens.guest, '/api/v2/cunpan/5')).body.code).toBe('51000');
    tokens.demo = await login(s, SEED_ACCOUNTS.demo.phone, SEED_ACCOUNTS.demo.password);
  });

  it('an association member reads paid files and courses without paying (spec 000 §6 rights)', async () => {
    // the demo account is an SZTX member and has bought neither
    const { file, course, paidLesson } = await paidFileAndCourse(tokens.demo);
    expect(file.body.code).toBe('200');
    expect(textLength((file.body.data as { content: string }).content)).toBeGreaterThan(1000);
    expect(course.body.code).toBe('200');
    expect(paidLesson.video_url).not.toBe('');
    const lesson = await getAs(tokens.demo, `/api/v2/course/kpiont/${paidLesson.kpiont_id}`);
    expect(lesson.body.code).toBe('200');
    expect((lesson.body.data as { video_url: string }).video_url).not.toBe('');
    // so buying them is refused with the reason; paid articles stay paid for members
    const price = (file.body.data as { current_price: number }).current_price;
    expect((await pay(tokens.demo, `5/14/1/${price}/WXPAY`)).body).toMatchObject({
      code: '400',
      msg: '協會會員可免費閱讀，無需購買',
    });
    expect((await getAs(tokens.demo, `/api/v2/article/${paidArticle}`)).body.code).toBe('51000');
    // the same file is locked for the visitor and the non-member
    expect((await s.call('GET', '/api/v2/cunpan/5')).body.code).toBe('51000');
  });

  it('likes once and keeps favourite state per user', async () => {
    const h = { headers: bearer(tokens.guest) };
    /** A number field of the guest's like or favourite state. */
    const state = async (url: string, key: 'likestate' | 'state') =>
      ((await s.call('GET', url, h)).body.data as Record<typeof key, number>)[key];
    expect((await s.call('POST', '/api/v2/article/likeByPc/3')).body.code).toBe('401');
    expect(await state('/api/v2/article/getLikeState/2/3', 'likestate')).toBe(0);
    const liked = await s.call('POST', '/api/v2/article/likeByPc/3', h);
    expect(liked.body.msg).toBe('點讚成功');
    const again = await s.call('POST', '/api/v2/article/likeByPc/3', h);
    expect(again.body.data).toBe(liked.body.data);
    expect(await state('/api/v2/article/getLikeState/2/3', 'likestate')).toBe(1);
    expect((await s.call('GET', '/api/v2/article/getLikeState/1/3', h)).body.code).toBe('403');
    expect((await s.call('POST', '/api/v2/article/favourite/2/3/1', h)).body.msg).toBe('收藏成功');
    expect(await state('/api/v2/article/getFavouriteState/2/3', 'state')).toBe(1);
    expect((await s.call('POST', '/api/v2/article/favourite/2/3/0', h)).body.msg).toBe(
      '已取消收藏',
    );
    expect(await state('/api/v2/article/getFavouriteState/2/3', 'state')).toBe(0);
    expect((await s.call('POST', '/api/v2/article/favourite/2/3/7', h)).body.code).toBe('400');
  });

  it("answers likes and favourites on GET, the spec's method (POST still works)", async () => {
    const h = { headers: bearer(tokens.guest) };
    expect((await s.call('GET', '/api/v2/article/likeByPc/4')).body.code).toBe('401');
    const liked = await s.call('GET', '/api/v2/article/likeByPc/4', h);
    expect(liked.body).toMatchObject({ code: '200', msg: '點讚成功' });
    expect((await s.call('GET', '/api/v2/article/getLikeState/2/4', h)).body.data).toEqual({
      likestate: 1,
    });
    expect((await s.call('GET', '/api/v2/article/favourite/2/4/1', h)).body.msg).toBe('收藏成功');
    expect((await s.call('GET', '/api/v2/article/getFavouriteState/2/4', h)).body.data).toEqual({
      state: 1,
    });
    expect((await s.call('GET', '/api/v2/article/favourite/2/4/0', h)).body.msg).toBe('已取消收藏');
  });
});
