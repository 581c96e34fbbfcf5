import type { NoticeCount } from '../account/wire';
import { type Call, getList, path } from '../client';

/** `notice/count/{user_id}`: unread messages (`data[0].noticeCount`). */
export async function getUnreadCount(call: Call, userId: string | number): Promise<number> {
  const rows = await getList<NoticeCount[number]>(call, path`notice/count/${userId}`);
  const count = Number(rows[0]?.noticeCount ?? 0);
  return Number.isFinite(count) && count > 0 ? count : 0;
}
