import { api, path } from './client';
import type { MemberInfo, Membership } from './types';

/** `member/{user_id}`: the user's profile. */
export function getMember(userId: string | number): Promise<MemberInfo> {
  return api.get<MemberInfo>(path`member/${userId}`);
}

/** `member/{userId}/association`: the user's memberships. */
export async function getMemberships(userId: string | number): Promise<Membership[]> {
  const list = await api.get<Membership[] | null>(path`member/${userId}/association`);
  return Array.isArray(list) ? list : [];
}
