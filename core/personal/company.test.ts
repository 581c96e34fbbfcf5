import { describe, expect, it } from 'vitest';
import { COMPANY_WIRE, toOwnCompany } from '../api/personal/records';
import { companyFields, companyMode, MY_COMPANY_REQUIRED, missingCompanyFields } from './company';

describe('my company form', () => {
  it('requires company_name, company_logo, field, main_businee, address and phone', () => {
    const required = 'company_name company_logo field main_businee address phone'.split(' ');
    expect([...MY_COMPANY_REQUIRED]).toEqual(required);
    const empty = companyFields(null);
    expect(missingCompanyFields(empty).map((key) => COMPANY_WIRE[key])).toEqual([
      ...MY_COMPANY_REQUIRED,
    ]);
    const full = {
      ...empty,
      name: '蘇州精密電子有限公司',
      logo: '/files/uploads/logo.png',
      industry: '電子製造',
      business: 'PCB 組裝',
      address: '工業園區星湖街 1 號',
      phone: '0512-1234 5678',
    };
    // cover image and email are optional
    expect(missingCompanyFields(full)).toEqual([]);
    expect(missingCompanyFields({ ...full, phone: '   ' })).toEqual(['phone']);
  });

  it('is in create mode without a company and update mode with one', () => {
    expect(companyMode(null)).toBe('create');
    const company = toOwnCompany({
      company_id: 3,
      company_name: '甲',
      company_logo: 'l',
      field: 'f',
      main_businee: 'm',
      address: 'a',
      phone: 'p',
    });
    expect(companyMode(company)).toBe('update');
    expect(companyFields(company)).toMatchObject({
      name: '甲',
      email: '',
      cover: '',
    });
  });
});
