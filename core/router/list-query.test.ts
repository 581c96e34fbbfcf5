import { describe, expect, it } from 'vitest';
import { pageOfQuery, pageQuery, shownOfQuery } from './list-query';

describe('a list place in the route query', () => {
  it('reads the page: a positive integer, else 1', () => {
    expect(pageOfQuery({ page: '3' })).toBe(3);
    for (const page of [undefined, '', '0', '-2', '2.5', '1e3', 'x', '9999999999']) {
      expect(pageOfQuery({ page })).toBe(1);
    }
  });

  it('writes page 1 as no page (the address stays the list own)', () => {
    expect(pageQuery(1)).toEqual({ page: undefined });
    expect(pageQuery(4)).toEqual({ page: '4' });
  });

  it('reads the rows a load-more list shows, at most 200 at once', () => {
    expect(shownOfQuery({ shown: '24' })).toBe(24);
    expect(shownOfQuery({})).toBe(0);
    expect(shownOfQuery({ shown: 'many' })).toBe(0);
    expect(shownOfQuery({ shown: '100000' })).toBe(200);
  });
});
