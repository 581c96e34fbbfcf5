import { describe, expect, it } from 'vitest';
import { toArticleSummary } from './article';
import { toCourseSummary, toFileSummary } from './content-records';

describe('toArticleSummary', () => {
  it('maps an article/list row, keeping the id and time as sent', () => {
    expect(
      toArticleSummary({
        article_id: 12,
        article_type: 'XHDT',
        title: '協會動態',
        main_image: '["/files/a.png","/files/b.png"]',
        publish_time: 1751068800000,
        times: 31,
        desctext: '摘要',
      }),
    ).toEqual({
      id: 12,
      type: 'XHDT',
      title: '協會動態',
      summary: '摘要',
      images: ['/files/a.png', '/files/b.png'],
      publishTime: 1751068800000,
      views: 31,
    });
  });

  it('reads a missing description as empty, missing views as 0 and no image as none', () => {
    const summary = toArticleSummary({
      article_id: '7',
      article_type: 'MJSX',
      title: '名家說商',
      main_image: null,
      publish_time: '2025-06-01 10:00:00',
    });
    expect(summary).toEqual({
      id: '7',
      type: 'MJSX',
      title: '名家說商',
      summary: '',
      images: [],
      publishTime: '2025-06-01 10:00:00',
      views: 0,
    });
  });
});

describe('toFileSummary', () => {
  it('maps a cunpan/list row', () => {
    expect(
      toFileSummary({ cunpan_id: 3, name: '稅收優惠', type: 1, publish_time: '2025-05-20' }),
    ).toEqual({ id: 3, name: '稅收優惠', publishTime: '2025-05-20' });
  });
});

describe('toCourseSummary', () => {
  it('maps a course/list row, keeping the price as sent', () => {
    expect(
      toCourseSummary({
        course_id: 5,
        course_name: '跨境電商',
        main_image: '/files/c.png',
        current_price: '0.00',
      }),
    ).toEqual({ id: 5, name: '跨境電商', image: '/files/c.png', price: '0.00' });
  });
});
