import { describe, expect, it } from 'vitest';
import { toCompanyForm, toOwnCompany } from './profile';

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
  it('toOwnCompany reads the company under record names, missing text as empty', () => {
    expect(toOwnCompany(wire)).toEqual({
      id: '3',
      name: '蘇州精密電子',
      logo: '/l.png',
      cover: '',
      industry: '2',
      industryName: '電子製造',
      business: 'PCB',
      address: '星湖街 1 號',
      phone: '0512-1',
      email: '',
    });
  });

  it('toCompanyForm writes the wire fields in their order, with the company id only to update', () => {
    const { id, industryName, ...fields } = toOwnCompany(wire);
    const create = toCompanyForm('7', fields);
    expect(Object.keys(create)).toEqual([
      'company_name',
      'company_logo',
      'slideshow_img',
      'field',
      'main_businee',
      'address',
      'phone',
      'email',
      'member_id',
    ]);
    expect(create).toMatchObject({ company_name: '蘇州精密電子', field: '2', member_id: '7' });
    expect(toCompanyForm('7', fields, id)).toMatchObject({ member_id: '7', company_id: '3' });
  });
});
