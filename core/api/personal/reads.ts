// The personal centre's reads: the own company, the messages, the favourite articles (the
// profile and the memberships are in member.ts, the unread count in notice.ts: the session
// loads those apart).
import { invalidate } from '../../load/run';
import {
  type Call,
  getData,
  getList,
  getPage,
  parseJsonText,
  parseRecord,
  path,
  readRecords,
} from '../client';
import { type ArticleSummary, toArticleSummary } from '../content/articles';
import type { Page } from '../types';
import { type InboxMessage, type OwnCompany, toInboxMessage, toOwnCompany } from './records';
import type { FavouriteArticle, MemberCompany, Notice } from './wire';

/** `member/{memberId}/company`: the member's own company, or null. */
export async function getMemberCompany(
  call: Call,
  memberId: string | number,
): Promise<OwnCompany | null> {
  const data = parseJsonText<unknown>(
    await getData(call, path`member/${memberId}/company`),
    'member/company',
  );
  if (data === null) return null;
  if (Array.isArray(data)) {
    const first = readRecords<MemberCompany>(data, 'member/company')[0];
    return first ? toOwnCompany(first) : null;
  }
  // a word or a number is a format error, not "no company yet" (which would offer a second one)
  const company = parseRecord<MemberCompany>(data, 'member/company');
  return company.company_id ? toOwnCompany(company) : null;
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

/** `article/favouriteList/{userId}/1`: the user's favourite articles from `start`. */
export async function listFavourites(
  call: Call,
  userId: string | number,
  start: number,
  limit: number,
): Promise<Page<ArticleSummary>> {
  // a bare list counts its own rows: the list then ends with this page
  return getPage<FavouriteArticle, ArticleSummary>(
    call,
    path`article/favouriteList/${userId}/1`,
    { query: { start, limit } },
    ['article_id'],
    toArticleSummary,
  );
}
