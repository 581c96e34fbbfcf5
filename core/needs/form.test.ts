import { describe, expect, it } from 'vitest';
import { toDemand } from '../api/demand';
import { formatPickerDay, parseDay } from './day';
import {
  buildPayload,
  emptyFields,
  fieldsFromDemand,
  isOwner,
  validateContact,
  validateNeed,
} from './form';

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
      endTime: 1,
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
    const payload = buildPayload(1, f, 7);
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
    const p = buildPayload(0, f, 1);
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
