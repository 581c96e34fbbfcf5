import { describe, expect, it } from 'vitest';
import { toInboxMessage } from './records';

describe('inbox message record', () => {
  it('reads a notice: text id, unread while isread is 0, publish_time before time', () => {
    expect(
      toInboxMessage({ id: 1, title: '提醒', desc: '請繳費', isread: 0, publish_time: 5, time: 9 }),
    ).toEqual({
      id: '1',
      title: '提醒',
      summary: '請繳費',
      time: 5,
      unread: true,
      content: '',
      link: null,
    });
    expect(
      toInboxMessage({ id: 2, title: 't', isread: '1', time: 9, content: '<p>x</p>' }),
    ).toEqual({
      id: '2',
      title: 't',
      summary: '',
      time: 9,
      unread: false,
      content: '<p>x</p>',
      link: null,
    });
  });

  it('keeps a portal path a message leads to (a quote’s need)', () => {
    expect(toInboxMessage({ id: 3, title: '', isread: 0, link: '/need-details/12' }).link).toBe(
      '/need-details/12',
    );
    expect(toInboxMessage({ id: 3, title: '', isread: 0, link: ' /my_need ' }).link).toBe(
      '/my_need',
    );
  });

  it('has no link for anything that leaves the portal', () => {
    for (const link of [
      '',
      '//evil.test/x',
      '/\\evil.test',
      'https://evil.test',
      'javascript:alert(1)',
    ])
      expect(toInboxMessage({ id: 4, title: '', isread: 0, link }).link, link).toBeNull();
  });
});
