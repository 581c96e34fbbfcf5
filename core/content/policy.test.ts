import { describe, expect, it } from 'vitest';
import { createPolicyFilters, policyTab } from './policy';

describe('policy filters', () => {
  it('reads the tab and the trimmed keyword from the route', () => {
    const policy = createPolicyFilters();
    expect(policyTab('3')).toBe('3');
    expect(policyTab('9')).toBe('0');
    expect(policy.filter(undefined, ' 稅收 ')).toEqual({
      active: '0',
      keyword: '稅收',
      service: 'service',
      fileType: '',
      page: 1,
    });
  });

  it('keeps a chosen page only while every other filter stays the same', () => {
    const policy = createPolicyFilters();
    policy.setPage(policy.filter('2', ''), 3);
    expect(policy.filter('2', '').page).toBe(3);
    // a new keyword, tab, service or file type starts over on page 1
    expect(policy.filter('2', '人才').page).toBe(1);
    expect(policy.filter('0', '').page).toBe(1);
    policy.setService('CASE');
    expect(policy.filter('2', '')).toMatchObject({ service: 'CASE', page: 1 });
    policy.setPage(policy.filter('3', ''), 2);
    policy.setFileType('4');
    expect(policy.filter('3', '')).toMatchObject({ fileType: '4', page: 1 });
  });
});
