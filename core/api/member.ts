import { api, parseList, parseRecord, path, readRecords } from './client';
import type { MemberInfo, Membership } from './wire/account';

/** `member/{user_id}`: the user's profile. */
export async function getMember(userId: string | number): Promise<MemberInfo> {
  return parseRecord<MemberInfo>(await api.get<unknown>(path`member/${userId}`), 'member');
}

/** `member/{userId}/association`: the user's memberships. */
export async function getMemberships(userId: string | number): Promise<Membership[]> {
  const list = parseList<unknown[] | { data?: unknown[] } | null>(
    await api.get<unknown>(path`member/${userId}/association`),
    'member/association',
  );
  return readRecords<Membership>(Array.isArray(list) ? list : list?.data, 'member/association', [
    'association_id',
  ]);
}
