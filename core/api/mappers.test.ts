// The mappers from wire rows to the records widgets read: each case a wire row and its record.
import { describe, expect, it } from 'vitest';
import { toArticleSummary } from './content/articles';
import { toCourseSummary, toFileSummary } from './content/records';
import { toQuote } from './needs/quotes';
import { toContactWire } from './needs/writes';
import { toEquityPack } from './payment/records';

describe('wire mappers', () => {
  it.each<[title: string, read: () => unknown, record: unknown]>([
    [
      'toArticleSummary maps an article/list row, keeping the id and time as sent',
      () =>
        toArticleSummary({
          article_id: 12,
          article_type: 'XHDT',
          title: '協會動態',
          main_image: '["/files/a.png","/files/b.png"]',
          publish_time: 1751068800000,
          times: 31,
          desctext: '摘要',
        }),
      {
        id: 12,
        type: 'XHDT',
        title: '協會動態',
        summary: '摘要',
        images: ['/files/a.png', '/files/b.png'],
        publishTime: 1751068800000,
        views: 31,
      },
    ],
    [
      'toArticleSummary reads a missing description as empty, missing views as 0 and no image as none',
      () =>
        toArticleSummary({
          article_id: '7',
          article_type: 'MJSX',
          title: '名家說商',
          main_image: null,
          publish_time: '2025-06-01 10:00:00',
        }),
      {
        id: '7',
        type: 'MJSX',
        title: '名家說商',
        summary: '',
        images: [],
        publishTime: '2025-06-01 10:00:00',
        views: 0,
      },
    ],
    [
      'toFileSummary maps a cunpan/list row',
      () => toFileSummary({ cunpan_id: 3, name: '稅收優惠', type: 1, publish_time: '2025-05-20' }),
      { id: 3, name: '稅收優惠', publishTime: '2025-05-20' },
    ],
    [
      'toCourseSummary maps a course/list row, keeping the price as sent',
      () =>
        toCourseSummary({
          course_id: 5,
          course_name: '跨境電商',
          main_image: '/files/c.png',
          current_price: '0.00',
        }),
      { id: 5, name: '跨境電商', image: '/files/c.png', price: '0.00' },
    ],
    [
      'toQuote reads a quote',
      () =>
        toQuote({
          offer_id: 7,
          name: '王先生',
          company: '某公司',
          phone: '13800000000',
          email: 'a@b.c',
          content: '可供貨',
          create_time: 1_763_900_000_000,
        }),
      {
        id: '7',
        name: '王先生',
        company: '某公司',
        phone: '13800000000',
        email: 'a@b.c',
        content: '可供貨',
        time: 1_763_900_000_000,
      },
    ],
    [
      'toQuote reads the date of a quote in seconds as milliseconds',
      () =>
        toQuote({ name: '', company: '', phone: '', content: '', create_time: '1763900000' }).time,
      1_763_900_000_000,
    ],
    [
      'toQuote reads missing fields as empty text and no id as null',
      () => toQuote({ name: null, company: undefined, phone: 138, content: '' } as never),
      { id: null, name: '', company: '', phone: '138', email: '', content: '', time: null },
    ],
    [
      'toEquityPack keeps the package id as sent (it is the order resource id)',
      () =>
        toEquityPack({
          equitypackage_id: 1,
          name: '月度會員權益包',
          price: '29.9',
          duration: 30,
          description: '30 天暢讀',
        }),
      { id: 1, name: '月度會員權益包', price: '29.9', duration: 30, description: '30 天暢讀' },
    ],
  ])('%s', (_title, read, record) => {
    expect(read()).toEqual(record);
  });

  it('toContactWire writes the demand/submit fields in their order', () => {
    const wire = toContactWire({
      demandId: '3',
      content: 'c',
      company: 'co',
      name: 'n',
      phone: 'p',
      email: 'e',
      memberId: '9',
    });
    expect(wire).toEqual({
      demand_id: '3',
      content: 'c',
      company: 'co',
      name: 'n',
      phone: 'p',
      email: 'e',
      member_id: '9',
    });
    expect(Object.keys(wire)).toEqual([
      'demand_id',
      'content',
      'company',
      'name',
      'phone',
      'email',
      'member_id',
    ]);
  });
});
