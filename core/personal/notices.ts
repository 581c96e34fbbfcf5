import type { Call } from '../api/client';
import { getNotice } from '../api/personal/reads';
import type { InboxMessage } from '../api/personal/records';
import { refreshUnread } from '../session/session';

/** Opens a message (the server marks it read), then refreshes the header's unread badge. */
export async function openNotice(call: Call, id: string, userId: string): Promise<InboxMessage> {
  const notice = await getNotice(call, id, userId);
  await refreshUnread();
  return notice;
}
