import { describe, expect, it } from 'vitest';
import { toInboxMessage } from './inbox';

describe('inbox message record', () => {
  it('reads a notice: text id, unread while isread is 0, publish_time before time', () => {
    expect(
      toInboxMessage({ id: 1, title: '提醒', desc: '請繳費', isread: 0, publish_time: 5, time: 9 }),
    ).toEqual({ id: '1', title: '提醒', desc: '請繳費', time: 5, unread: true, content: '' });
    expect(
      toInboxMessage({ id: 2, title: 't', isread: '1', time: 9, content: '<p>x</p>' }),
    ).toEqual({ id: '2', title: 't', desc: '', time: 9, unread: false, content: '<p>x</p>' });
  });
});
