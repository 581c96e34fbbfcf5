import { describe, expect, it } from 'vitest';
import { toDemand } from '../api/needs/records';
import { toDemandPayload } from '../api/needs/writes';
import { parseDay } from '../time/parse-day';
import { isExpired } from './day';
import {
  areaText,
  buildParams,
  buildPayload,
  emptyFields,
  fieldsFromDemand,
  isOwner,
  type NeedFields,
  PURCHASE_PARAM_NAMES,
  paramDisplay,
  SALE_PARAM_NAMES,
  validateContact,
  validateNeed,
} from './form';
import { formatPickerDay } from './picker-day';

/** The body a publish or an edit sends of the form. */
const wire = (...args: Parameters<typeof buildPayload>) => toDemandPayload(buildPayload(...args));

describe('publish form', () => {
  it('lists missing star-marked fields per type', () => {
    expect(Object.keys(validateNeed(0, emptyFields()))).toEqual([
      'title',
      'images',
      'endTime',
      'quantity',
      'phone',
    ]);
    expect(Object.keys(validateNeed(1, emptyFields()))).toEqual([
      'addr',
      'title',
      'images',
      'endTime',
      'claim',
      'dispute',
      'phone',
    ]);
    const f = {
      ...emptyFields('13800138000'),
      title: '一二三四五六七八九十一二三四五六七八九十一',
      images: ['a'],
      endTime: Date.now() + 86_400_000,
      quantity: '3',
    };
    expect(validateNeed(0, f)).toEqual({ title: '標題不能超過 20 個字' });
  });

  it('builds the payload with param as JSON text in the spec order, and reads it back', () => {
    const f = {
      ...emptyFields('13800138000'),
      title: '商鋪轉讓',
      addr: '福田區',
      images: ['http://x/a.png', 'http://x/b.png'],
      endTime: parseDay('2026-01-31'),
      claim: '轉讓' as const,
      priceMode: 'perSqm' as const,
      price: '45',
      dispute: '無' as const,
    };
    const payload = wire(1, f, 7);
    expect(payload).toMatchObject({
      demand_type: 1,
      addr: '福田區',
      main_image: 'http://x/a.png,http://x/b.png',
      member_id: 7,
    });
    const params = JSON.parse(payload.param);
    // the spec's sale/transfer parameters, in its order
    const names = '訴求 價格 面積 類型 有無商業糾紛 亮點 其他 聯繫電話'.split(' ');
    expect(params.map((p: { name: string }) => p.name)).toEqual(names);
    expect(params[1].value).toBe('45 元/平方米');
    const back = fieldsFromDemand(
      toDemand({
        demand_id: 1,
        member_id: 7,
        demand_type: 1,
        title: '商鋪轉讓',
        addr: '福田區',
        main_image: payload.main_image,
        end_time: { time: payload.end_time },
        param: payload.param,
      }),
    );
    expect(back).toMatchObject({
      claim: '轉讓',
      priceMode: 'perSqm',
      price: '45',
      dispute: '無',
      phone: '13800138000',
    });
    expect(formatPickerDay(back.endTime)).toBe('2026 年 01 月 31 日');
  });

  it('splits quantity and unit', () => {
    const f = { ...emptyFields('1'), quantity: '200', unit: '張' };
    const p = wire(0, f, 1);
    expect(JSON.parse(p.param)[0].value).toBe('200 張');
    expect(
      fieldsFromDemand(
        toDemand({
          demand_id: 1,
          member_id: 1,
          demand_type: 0,
          title: '',
          main_image: '',
          end_time: null,
          param: p.param,
        }),
      ),
    ).toMatchObject({ quantity: '200', unit: '張' });
  });
});

describe('contact form and owner', () => {
  it('checks content, company, name, phone in that order', () => {
    expect(validateContact({ content: '', company: '', name: '', phone: '' })?.message).toBe(
      '請輸入您的需求',
    );
    expect(validateContact({ content: 'x', company: '', name: '', phone: '' })?.message).toBe(
      '請輸入公司名稱',
    );
    expect(validateContact({ content: 'x', company: 'y', name: '', phone: '' })?.message).toBe(
      '請輸入您的姓名',
    );
    expect(validateContact({ content: 'x', company: 'y', name: 'z', phone: '' })?.message).toBe(
      '請輸入聯繫方式',
    );
    expect(validateContact({ content: 'x', company: 'y', name: 'z', phone: '1' })).toBeNull();
  });
  it('owner is member_id = user id', () => {
    expect(isOwner({ memberId: '3' }, 3)).toBe(true);
    expect(isOwner({ memberId: '3' }, null)).toBe(false);
    expect(isOwner({ memberId: '3' }, '4')).toBe(false);
  });
});

describe('wire normalisation', () => {
  it('main_image list or comma string; end_time number, seconds or {time}', () => {
    const a = toDemand({
      demand_id: 1,
      member_id: 2,
      demand_type: '1',
      title: 't',
      main_image: 'a.png, b.png',
      end_time: { time: 1700000000000 },
    });
    expect(a.images).toEqual(['a.png', 'b.png']);
    expect(a.endTime).toBe(1700000000000);
    expect(
      toDemand({
        demand_id: 1,
        member_id: 2,
        demand_type: 0,
        title: 't',
        main_image: ['x'],
        end_time: 1700000000,
      }).endTime,
    ).toBe(1700000000000);
  });
});

/** A stored need with these parameter values (the spec's names, in its order). */
function stored(type: 0 | 1, values: string[]) {
  const names = type === 0 ? PURCHASE_PARAM_NAMES : SALE_PARAM_NAMES;
  return toDemand({
    demand_id: 9,
    member_id: 7,
    demand_type: type,
    title: '一個需求',
    addr: type === 1 ? '福田區福華路 88 號' : '',
    main_image: '/files/a.png,/files/b.png',
    end_time: { time: 1_800_000_000_123 },
    param: JSON.stringify(names.map((name, i) => ({ name, value: values[i] }))),
  });
}
const sent = (type: 0 | 1, f: NeedFields) =>
  JSON.parse(wire(type, f, 7, 9).param).map((p: { value: string }) => p.value);

describe('editing a need keeps every stored value', () => {
  // stored values the form's own choices cannot all make: each must come back unchanged
  const purchases = [
    ['200 張', '人體工學、可調高度', '30 天內送達', '需提供發票', '13900139000'],
    ['每月 10 萬件', '', '', '', '+886 2 1234-5678'],
    ['10萬件', '符合 RoHS', '每週交貨', '', '13800138000'],
    ['1,000 張', 'a', 'b', 'c', '13800138000'],
    ['若干', 'x', 'y', '', '13800138000'],
  ];
  const sales = [
    ['轉讓', '月租 28000 元', '120 平方米', '商鋪', '無', '臨地鐵口', '', '13800138000'],
    [
      '轉讓',
      '每平方米 45 元/月',
      '2000 平方米',
      '廠房',
      '有',
      '層高 6 米',
      '調解中',
      '13900139000',
    ],
    ['出售', '面議', '560 平方米', '寫字樓', '無', '精裝修', '業主直售', '13800138000'],
    ['出售', '總價 300 元', '約 120 坪', '', '無', '', '', '13800138000'],
    ['出售', '總價500元', '120平方米', '商鋪', '無', '', '', '13800138000'],
    ['轉讓', '45 元/平方米', '120', '', '有', '', '', '13800138000'],
    ['出租', '總價 300 萬元', '', '', '不詳', '', '', '13800138000'],
  ];
  it.each(purchases)('purchase %s … saves back unchanged', (...values) => {
    const need = stored(0, values);
    const f = fieldsFromDemand(need);
    expect(sent(0, f)).toEqual(values);
    const payload = wire(0, f, 7, 9);
    expect(payload).toMatchObject({
      demand_id: 9,
      title: need.title,
      main_image: '/files/a.png,/files/b.png',
      end_time: 1_800_000_000_123,
    });
  });
  it.each(sales)('sale %s / %s … saves back unchanged', (...values) => {
    const need = stored(1, values);
    const f = fieldsFromDemand(need);
    expect(sent(1, f)).toEqual(values);
    expect(wire(1, f, 7, 9)).toMatchObject({
      addr: '福田區福華路 88 號',
      main_image: '/files/a.png,/files/b.png',
      end_time: 1_800_000_000_123,
    });
  });

  it('loads a typed price as that text, not as 面議', () => {
    const f = fieldsFromDemand(stored(1, sales[0]!));
    expect(f).toMatchObject({ priceMode: 'custom', price: '月租 28000 元', area: '120' });
    expect(fieldsFromDemand(stored(1, sales[3]!))).toMatchObject({
      priceMode: 'total',
      price: '300',
      area: '約 120 坪',
    });
    expect(fieldsFromDemand(stored(1, sales[6]!))).toMatchObject({
      claim: '出租',
      priceMode: 'custom',
      price: '總價 300 萬元',
      dispute: '不詳',
    });
  });

  it('a changed field changes only its parameter', () => {
    const values = sales[0]!;
    const f = fieldsFromDemand(stored(1, values));
    expect(sent(1, { ...f, title: '新標題' })).toEqual(values);
    expect(sent(1, { ...f, priceMode: 'total', price: '500' })).toEqual(
      values.map((v, i) => (i === 1 ? '總價 500 元' : v)),
    );
    expect(sent(1, { ...f, price: '月租 30000 元' })[1]).toBe('月租 30000 元');
    expect(sent(1, { ...f, area: '130' })[2]).toBe('130 平方米');
    expect(sent(1, { ...f, highlights: '新亮點' })[5]).toBe('新亮點');
    const p = fieldsFromDemand(stored(0, purchases[2]!));
    expect(sent(0, { ...p, unit: '箱' })[0]).toBe('10 箱');
    expect(sent(0, p)[0]).toBe('10萬件');
  });
});

describe('sale area unit', () => {
  it('a bare number is stored and shown with 平方米', () => {
    expect(areaText(' 120 ')).toBe('120 平方米');
    expect(areaText('約 120 坪')).toBe('約 120 坪');
    expect(buildParams(1, { ...emptyFields('1'), area: '120' })[2]).toEqual({
      name: '面積',
      value: '120 平方米',
    });
    expect(paramDisplay('面積', '120')).toBe('120 平方米');
    expect(paramDisplay('採購量', '120')).toBe('120');
  });
});

describe('deadline', () => {
  const now = new Date(2026, 10, 23, 15, 30).getTime();
  const filled = (endTime: number | null) => ({
    ...emptyFields('13800138000'),
    title: 't',
    images: ['a'],
    quantity: '1',
    endTime,
  });
  it('refuses a day before today, takes today and later', () => {
    expect(validateNeed(0, filled(parseDay('2026-11-22')), now)).toEqual({
      endTime: '截止日期不能早於今天',
    });
    expect(validateNeed(0, filled(parseDay('2020-01-01')), now).endTime).toBe(
      '截止日期不能早於今天',
    );
    expect(validateNeed(0, filled(parseDay('2026-11-23')), now)).toEqual({});
    expect(validateNeed(0, filled(parseDay('2027-01-01')), now)).toEqual({});
  });
  it('an edit may keep the deadline its need already has', () => {
    const past = parseDay('2026-01-31');
    const kept = { ...filled(past), source: { params: [], endTime: past } };
    expect(validateNeed(0, kept, now)).toEqual({});
    expect(validateNeed(0, { ...kept, endTime: parseDay('2026-02-01') }, now).endTime).toBe(
      '截止日期不能早於今天',
    );
  });
  it('a need is expired once its deadline day has passed (ms or seconds)', () => {
    expect(isExpired(parseDay('2026-11-23'), now)).toBe(false);
    expect(isExpired(parseDay('2026-11-22'), now)).toBe(true);
    expect(isExpired(parseDay('2026-11-22')! / 1000, now)).toBe(true);
    expect(isExpired(null, now)).toBe(false);
  });
});
