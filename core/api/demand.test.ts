import { describe, expect, it } from 'vitest';
import { toContactWire, toQuote } from './demand';

describe('demand mappers', () => {
  it('toQuote reads a quote, with missing fields as empty text and no id as null', () => {
    expect(
      toQuote({
        offer_id: 7,
        name: '王先生',
        company: '某公司',
        phone: '13800000000',
        email: 'a@b.c',
        content: '可供貨',
        create_time: 1_763_900_000_000,
      }),
    ).toEqual({
      id: '7',
      name: '王先生',
      company: '某公司',
      phone: '13800000000',
      email: 'a@b.c',
      content: '可供貨',
      time: 1_763_900_000_000,
    });
    // the date of a quote: seconds or milliseconds, as text or a number
    expect(
      toQuote({ name: '', company: '', phone: '', content: '', create_time: '1763900000' }).time,
    ).toBe(1_763_900_000_000);
    const sparse = { name: null, company: undefined, phone: 138, content: '' } as never;
    expect(toQuote(sparse)).toEqual({
      id: null,
      name: '',
      company: '',
      phone: '138',
      email: '',
      content: '',
      time: null,
    });
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
