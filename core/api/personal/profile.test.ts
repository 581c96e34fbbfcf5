import { describe, expect, it } from 'vitest';
import { toCompanyForm, toOwnCompany } from './records';

/** `member/{memberId}/company` without a cover image or an e-mail. */
const wire = {
  company_id: 3,
  company_name: '蘇州精密電子',
  company_logo: '/l.png',
  field: '2',
  industry_name: '電子製造',
  main_businee: 'PCB',
  address: '星湖街 1 號',
  phone: '0512-1',
};

describe('my company record', () => {
  it('reads the company and writes it back as the form, missing text as empty', () => {
    const { id, industryName, ...fields } = toOwnCompany(wire);
    expect([id, industryName, fields.name, fields.industry, fields.cover]).toEqual([
      '3',
      '電子製造',
      '蘇州精密電子',
      '2',
      '',
    ]);
    const { company_id, industry_name, ...sent } = wire;
    // the update form: every field in the wire order, then the member and the company
    const update = toCompanyForm('7', fields, id);
    expect(update).toEqual({
      ...sent,
      slideshow_img: '',
      email: '',
      member_id: '7',
      company_id: '3',
    });
    expect(Object.keys(update)).toEqual([
      'company_name',
      'company_logo',
      'slideshow_img',
      'field',
      'main_businee',
      'address',
      'phone',
      'email',
      'member_id',
      'company_id',
    ]);
    // opening a company sends no company id
    expect(toCompanyForm('7', fields)).not.toHaveProperty('company_id');
  });
});
