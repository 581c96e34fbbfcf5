import { describe, expect, it } from 'vitest';
import { noticeLink } from './notices';

describe('noticeLink', () => {
  it('keeps a portal path a message leads to (a quote’s need)', () => {
    expect(noticeLink({ link: '/need-details/12' })).toBe('/need-details/12');
    expect(noticeLink({ link: ' /my_need ' })).toBe('/my_need');
  });

  it('is null without a link and for anything that leaves the portal', () => {
    expect(noticeLink({})).toBeNull();
    expect(noticeLink({ link: '' })).toBeNull();
    for (const link of [
      '//evil.test/x',
      '/\\evil.test',
      'https://evil.test',
      'javascript:alert(1)',
    ])
      expect(noticeLink({ link })).toBeNull();
  });
});
