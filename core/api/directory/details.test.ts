import { describe, expect, it } from 'vitest';
import { toCompanyProfile, toMemberProfile, toProductInfo } from './details';

describe('directory records', () => {
  it('toCompanyProfile reads the company page: registration, text lists, owner, banner', () => {
    const c = toCompanyProfile({
      company_id: 12,
      company_name: '蘇州精密電子',
      islisting: 1,
      industry_name: '電子',
      area_name: '姑蘇區',
      main_businee: 'PCB',
      phone: '0512',
      company_code: '9132',
      deputies: '林志明',
      slideshow_img: '/a.svg,/b.svg',
      member_id: 7,
      member_name: '林志明',
      tshBusinessCompanyJson:
        '[{"title":"經營範圍","contenxt":"電子"},{"title":"","contenxt":"x"}]',
      partners: [{ name: '甲', stock_type: '自然人', capital: [{ amount: '100萬' }] }],
      employees: '[{"name":"乙","job_title":"董事"}]',
      changerecords: '[{"item":"地址","date":"2020-01-01"}]',
    });
    expect(c).toMatchObject({
      id: 12,
      name: '蘇州精密電子',
      tag: 'C',
      industry: '電子',
      area: '姑蘇區',
      business: 'PCB',
      phone: '0512',
      email: '',
      banner: '/a.svg',
      owner: { id: 7, name: '林志明' },
      code: '9132',
      representative: '林志明',
      founded: '',
      registeredCapital: '',
      businessInfo: [{ title: '經營範圍', content: '電子' }],
      shareholders: [
        {
          name: '甲',
          type: '自然人',
          idType: '',
          idNumber: '',
          capital: [{ amount: '100萬', percent: '', date: '' }],
        },
      ],
      people: [{ name: '乙', title: '董事' }],
      changes: [{ item: '地址', date: '2020-01-01', before: '', after: '' }],
    });
    // no owner without both the member's id and name
    expect(toCompanyProfile({ company_id: 1, member_id: 7 }).owner).toBeNull();
  });

  it('toProductInfo: the company only when the product names one', () => {
    expect(
      toProductInfo({ product_id: 3, product_name: 'p', product_image: '/p.png', company_id: 12 }),
    ).toEqual({
      id: 3,
      name: 'p',
      image: '/p.png',
      description: '',
      company: { id: 12, name: null, logo: '' },
    });
    expect(toProductInfo({ product_id: 3 } as never).company).toBeNull();
  });

  it('toMemberProfile: region, verified phone, sub-areas and companies; hidden contact is empty', () => {
    expect(
      toMemberProfile({
        member_id: 7,
        really_name: '林志明',
        province_name: '江蘇省',
        city_name: '蘇州市',
        area_name: null,
        phone_verified: 1,
        tshMemberSubAssoList: [{ ass_area_id: 2, area: '姑蘇' }],
        companyList: [{ company_id: 12, company_name: '蘇州精密電子' }],
      }),
    ).toMatchObject({
      name: '林志明',
      region: '江蘇省 蘇州市',
      phoneVerified: true,
      phone: '',
      email: '',
      subAreas: [{ id: 2, name: '姑蘇' }],
      companies: [{ id: 12, name: '蘇州精密電子' }],
    });
  });
});
