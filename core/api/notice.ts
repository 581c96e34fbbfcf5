import { api, path } from './client';
import type { NoticeCount } from './types';

/** `notice/count/{user_id}`: unread messages (`data[0].noticeCount`). */
export async function getUnreadCount(userId: string | number): Promise<number> {
  const data = await api.get<NoticeCount | null>(path`notice/count/${userId}`);
  const count = Number(data?.[0]?.noticeCount ?? 0);
  return Number.isFinite(count) && count > 0 ? count : 0;
}
