import { type Call, getData, parseList, path, readRecords } from './client';
import type { NoticeCount } from './wire/account';

/** `notice/count/{user_id}`: unread messages (`data[0].noticeCount`). */
export async function getUnreadCount(call: Call, userId: string | number): Promise<number> {
  const data = parseList<unknown[] | null>(
    await getData(call, path`notice/count/${userId}`),
    'notice/count',
  );
  const rows = readRecords<NoticeCount[number]>(Array.isArray(data) ? data : [], 'notice/count');
  const count = Number(rows[0]?.noticeCount ?? 0);
  return Number.isFinite(count) && count > 0 ? count : 0;
}
