import { describe, expect, it } from 'vitest';
import { menuLabel } from './site';

describe('menuLabel', () => {
  it('reads the navigate data’s 采購需求 (Simplified 采) as 採購需求, other names as sent', () => {
    expect(menuLabel('采購需求')).toBe('採購需求');
    expect(menuLabel('首頁')).toBe('首頁');
    expect(menuLabel('採購需求')).toBe('採購需求');
  });
});
