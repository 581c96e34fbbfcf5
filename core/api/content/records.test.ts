import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../../config/config';
import { loadGated } from '../../paywall/paywall';
import { fakeFetch, ok } from '../../testing/fake-fetch';
import { clientFor } from '../client';
import * as readers from './readers';
import * as records from './records';

const call = { api: clientFor({ apiBase: 'http://api.test/api/v2/' }) };

describe('content records', () => {
  it('an article detail is its summary plus body, video, price and likes', () => {
    const wire = {
      article_id: 3,
      article_type: 'CASE',
      title: '法律服務',
      main_image: '["/files/a.png"]',
      publish_time: 1751068800000,
      times: 9,
      likes: 4,
      content: '<p>全文</p>',
      video_url: '/files/v.mp4',
      article_price: '9.90',
    };
    expect(readers.toArticleDetail(wire)).toEqual({
      id: 3,
      type: 'CASE',
      title: '法律服務',
      summary: '',
      images: ['/files/a.png'],
      publishTime: 1751068800000,
      views: 9,
      content: '<p>全文</p>',
      videoUrl: '/files/v.mp4',
      price: '9.90',
      likes: 4,
    });
    const bare = readers.toArticleDetail({ ...wire, content: undefined, video_url: null });
    expect(bare).toMatchObject({ content: '', videoUrl: '' });
  });

  it('a file dates a policy document by when it was written, an announcement by publication', () => {
    const policy = readers.toFileDetail({
      cunpan_id: 5,
      name: '稅收優惠',
      type: 1,
      type_name: '稅務',
      publish_time: '2025-05-20',
      writed_time: '2025-05-01',
      current_price: 0,
      content: '<p>x</p>',
    });
    expect(policy).toEqual({
      id: 5,
      name: '稅收優惠',
      publishTime: '2025-05-20',
      announcement: false,
      writtenTime: '2025-05-01',
      typeName: '稅務',
      content: '<p>x</p>',
      price: 0,
    });
    const notice = readers.toFileDetail({ cunpan_id: 6, name: '通知', type: '2', publish_time: 7 });
    expect(notice).toMatchObject({ announcement: true, writtenTime: 7, typeName: '', price: 0 });
  });

  it('a course carries its lessons, free or paid, with or without a video', () => {
    const course = readers.toCourseDetail({
      course_id: 8,
      course_name: '跨境電商',
      main_image: '/c.png',
      current_price: '199',
      description: '介紹',
      tshCourseKpointList: [
        { kpiont_id: 1, name: '第一課', is_free: '1', video_url: '/v1.mp4' },
        { kpiont_id: 2, name: '第二課', is_free: 0, video_url: null },
      ],
    });
    expect(course).toEqual({
      id: 8,
      name: '跨境電商',
      image: '/c.png',
      price: '199',
      description: '介紹',
      lessons: [
        { id: 1, name: '第一課', free: true, videoUrl: '/v1.mp4' },
        { id: 2, name: '第二課', free: false, videoUrl: '' },
      ],
    });
    expect(
      readers.toCourseDetail({ course_id: 1, course_name: '', main_image: '', current_price: 0 })
        .lessons,
    ).toEqual([]);
  });

  it('maps interpretations, policy types, banners, ads and magazines', () => {
    expect(records.toExplain({ explain_id: 2, title: '解讀' })).toEqual({
      id: 2,
      title: '解讀',
      fileId: null,
      content: '',
      publishTime: null,
    });
    expect(records.toPolicyType({ prolicytype_id: 4, type_name: '人才' })).toEqual({
      id: '4',
      name: '人才',
    });
    expect(
      records.toBannerSlide({
        id: 1,
        title: 'b',
        image_url: '/b.png',
        model_type: '3',
        model_id: 9,
      }),
    ).toEqual({
      id: 1,
      title: 'b',
      image: '/b.png',
      modelType: '3',
      target: { kind: 'route', to: '/company/9' },
    });
    expect(records.toAdItem({ ad_id: 1, main_image: '/a.png' })).toEqual({
      id: 1,
      image: '/a.png',
      title: undefined,
      url: '',
    });
    expect(
      records.toMagazineIssue({ title: 'm', main_image: '/m.png', file_url: '/m.pdf' }),
    ).toEqual({
      id: undefined,
      title: 'm',
      image: '/m.png',
      file: '/m.pdf',
      publishTime: null,
    });
  });
});

describe('paid readers', () => {
  let answer: unknown;
  beforeEach(() => {
    configure({ apiBase: 'http://api.test/api/v2/' });
    vi.stubGlobal('fetch', fakeFetch({ 'GET .*': () => answer }).fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetConfig();
  });

  it('a locked article, course or lesson gives its preview as the same record', async () => {
    const locked = (data: unknown) => ({ code: '51000', msg: '該內容需付費後閱讀', data });
    answer = locked({ article_id: 3, article_type: 'XHDT', title: 't', content: '<p>a</p>' });
    expect(await loadGated(() => readers.getArticle(call, 3))).toMatchObject({
      locked: true,
      item: { id: 3, type: 'XHDT', title: 't', content: '<p>a</p>', videoUrl: '', images: [] },
    });
    answer = locked(JSON.stringify({ course_id: 8, course_name: 'c', current_price: 9 }));
    expect(await loadGated(() => readers.getCourse(call, 8))).toMatchObject({
      locked: true,
      item: { id: 8, name: 'c', price: 9, lessons: [] },
    });
    answer = locked(null);
    expect(await loadGated(() => readers.getLesson(call, 1))).toMatchObject({
      locked: true,
      item: { name: '', free: false, videoUrl: '' },
    });
    answer = ok({ kpiont_id: 1, name: 'l', is_free: 1, video_url: '/v.mp4' });
    expect(await loadGated(() => readers.getLesson(call, 1))).toEqual({
      locked: false,
      item: { id: 1, name: 'l', free: true, videoUrl: '/v.mp4' },
    });
  });

  it('other failures stay failures', async () => {
    answer = { code: '500', msg: '系統錯誤', data: null };
    await expect(readers.getArticle(call, 3)).rejects.toMatchObject({ code: '500' });
  });
});
