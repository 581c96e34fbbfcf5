// The user's messages (the personal centre's inbox); the unread count is in notice.ts.
import { invalidate } from '../../load/query';
import { type Call, getData, getList, path } from '../client';
import type { Notice } from './wire';

/** A message of the user's inbox, as widgets read it. */
export interface InboxMessage {
  id: string;
  title: string;
  desc: string;
  /** When it was published (epoch or date text, as sent), or null. */
  time: number | string | null;
  /** `isread` 0. */
  unread: boolean;
  /** The HTML body (`notice/{id}` only), or ''. */
  content: string;
  /** The portal path the message leads to (a quote's need), or null: only local paths count. */
  link: string | null;
}

/** `link` when it is a path of the portal (no other site, no scheme). */
function localLink(value: unknown): string | null {
  const link = typeof value === 'string' ? value.trim() : '';
  return /^\/(?:[\w\-.?=&%][\w\-./?=&%]*)?$/.test(link) ? link : null;
}

export function toInboxMessage(wire: Notice): InboxMessage {
  return {
    id: String(wire.id),
    title: String(wire.title ?? ''),
    desc: String(wire.desc ?? ''),
    time: wire.publish_time ?? wire.time ?? null,
    unread: Number(wire.isread) === 0,
    content: String(wire.content ?? ''),
    link: localLink(wire.link),
  };
}

/** `notice/list/{user_id}/ZB`: the user's messages, newest first. */
export async function listNotices(call: Call, userId: string | number): Promise<InboxMessage[]> {
  return (await getList<Notice>(call, path`notice/list/${userId}/ZB`, {}, ['id'])).map(
    toInboxMessage,
  );
}

/**
 * `notice/{id}/{userId}`: one message with its content; the server marks it read, so the inbox
 * (its read marks) loads again.
 */
export async function getNotice(
  call: Call,
  id: string | number,
  userId: string | number,
): Promise<InboxMessage> {
  const notice = toInboxMessage(await getData<Notice>(call, path`notice/${id}/${userId}`));
  invalidate('inbox');
  return notice;
}
