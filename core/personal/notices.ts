import { getNotice } from '../api/notice';
import type { Notice } from '../api/wire/personal';
import { refreshUnread } from '../session/session';

/** A message is unread while `isread` is 0. */
export function isUnread(notice: Pick<Notice, 'isread'>): boolean {
  return Number(notice.isread) === 0;
}

/** The portal path a message leads to (a quote's need), or null: only local paths count. */
export function noticeLink(notice: Pick<Notice, 'link'>): string | null {
  const link = typeof notice.link === 'string' ? notice.link.trim() : '';
  return /^\/(?![/\\])[\w\-./?=&%]*$/.test(link) ? link : null;
}

/** Opens a message (the server marks it read), then refreshes the header's unread badge. */
export async function openNotice(id: string, userId: string): Promise<Notice> {
  const notice = await getNotice(id, userId);
  await refreshUnread();
  return notice;
}
