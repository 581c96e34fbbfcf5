import { describe, expect, it } from 'vitest';
import { policyFilter, policyRoute, policyTab } from './policy';

describe('policy filters', () => {
  it('reads the tab from the path and the trimmed keyword from the route', () => {
    expect(policyTab('3')).toBe('3');
    expect(policyTab('9')).toBe('0');
    expect(policyFilter(undefined, { keyword: ' 稅收 ' })).toEqual({
      active: '0',
      keyword: '稅收',
      service: 'service',
      fileType: '',
      page: 1,
    });
  });

  it('reads the service type, the file type and the page from the route, each on its own tab', () => {
    expect(policyFilter('2', { service: 'CASE', page: '3' })).toMatchObject({
      service: 'CASE',
      page: 3,
    });
    expect(policyFilter('3', { type: '2', page: '2' })).toMatchObject({ fileType: '2', page: 2 });
    // a filter of another tab, an unknown type or a malformed page gives the whole list
    expect(policyFilter('3', { service: 'CASE' }).service).toBe('service');
    expect(policyFilter('2', { type: '2' }).fileType).toBe('');
    expect(policyFilter('2', { service: 'XHDT', page: '0' })).toMatchObject({
      service: 'service',
      page: 1,
    });
    expect(policyFilter('3', { type: '2x', page: '-1' })).toMatchObject({ fileType: '', page: 1 });
  });

  it('writes back the route it was read from (Back, reload and a shared link show the same list)', () => {
    for (const [active, query] of [
      ['2', { service: 'CWZX', keyword: '稅', page: '2' }],
      ['3', { type: '4', page: '3' }],
      ['0', {}],
      ['1', { page: '2' }],
    ] as const) {
      const route = policyRoute(policyFilter(active, query));
      expect(route).toEqual({ path: `/policy/${active}`, query });
      expect(policyFilter(active, route.query)).toEqual(policyFilter(active, query));
    }
  });
});
