import { api, parseList, path, readRecords } from './client';
import type { NoticeCount } from './wire/account';
import type { Notice } from './wire/personal';

/** `notice/count/{user_id}`: unread messages (`data[0].noticeCount`). */
export async function getUnreadCount(userId: string | number): Promise<number> {
  const data = parseList<unknown[] | null>(
    await api.get<unknown>(path`notice/count/${userId}`),
    'notice/count',
  );
  const rows = readRecords<NoticeCount[number]>(Array.isArray(data) ? data : [], 'notice/count');
  const count = Number(rows[0]?.noticeCount ?? 0);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

/** `notice/list/{user_id}/ZB`: the user's messages, newest first. */
export async function listNotices(userId: string | number): Promise<Notice[]> {
  const data = parseList<Notice[] | { data: Notice[] } | null>(
    await api.get<unknown>(path`notice/list/${userId}/ZB`),
    'notice/list',
  );
  return readRecords<Notice>(Array.isArray(data) ? data : data?.data, 'notice/list', ['id']);
}

/** `notice/{id}/{userId}`: one message with its content; the server marks it read. */
export function getNotice(id: string | number, userId: string | number): Promise<Notice> {
  return api.get<Notice>(path`notice/${id}/${userId}`);
}
