import { getNotice, type InboxMessage } from '../api/inbox';
import { refreshUnread } from '../session/session';

/** Opens a message (the server marks it read), then refreshes the header's unread badge. */
export async function openNotice(id: string, userId: string): Promise<InboxMessage> {
  const notice = await getNotice(id, userId);
  await refreshUnread();
  return notice;
}
