import { api, parseRecord, path } from './client';
import type { MemberInfo, Membership } from './types';

/** `member/{user_id}`: the user's profile. */
export async function getMember(userId: string | number): Promise<MemberInfo> {
  return parseRecord<MemberInfo>(await api.get<unknown>(path`member/${userId}`), 'member');
}

/** `member/{userId}/association`: the user's memberships. */
export async function getMemberships(userId: string | number): Promise<Membership[]> {
  const list = await api.get<Membership[] | null>(path`member/${userId}/association`);
  return Array.isArray(list) ? list : [];
}
