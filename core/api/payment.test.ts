import { describe, expect, it } from 'vitest';
import { toEquityPack } from './payment';

describe('payment mappers', () => {
  it('toEquityPack keeps the package id as sent (it is the order resource id)', () => {
    expect(
      toEquityPack({
        equitypackage_id: 1,
        name: '月度會員權益包',
        price: '29.9',
        duration: 30,
        description: '30 天暢讀',
      }),
    ).toEqual({
      id: 1,
      name: '月度會員權益包',
      price: '29.9',
      duration: 30,
      description: '30 天暢讀',
    });
  });
});
