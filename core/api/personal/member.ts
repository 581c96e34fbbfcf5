import type { MemberInfo, Membership } from '../account/wire';
import { type Call, getList, getRecord, path, readFields } from '../client';

/** Wire names of the member's text fields (`member/{user_id}`, `member/update`), in form order. */
export const MEMBER_WIRE = {
  photo: 'member_photo',
  name: 'really_name',
  phone: 'member_phone',
  address: 'member_address',
  email: 'member_email',
  wechat: 'wechat_id',
  facebook: 'facebook',
  intro: 'person_intro',
} as const;

/** The logged-in user's profile, as widgets read it. */
export type Member = Record<keyof typeof MEMBER_WIRE, string> & {
  userId: string;
  /** Contact details public (`isopen` 0). */
  contactPublic: boolean;
  /** Region ids as sent (null, 0 or absent: none). */
  provinceId: unknown;
  cityId: unknown;
  areaId: unknown;
};

export function toMember(wire: MemberInfo): Member {
  return {
    ...readFields(MEMBER_WIRE, wire),
    userId: String(wire.user_id),
    contactPublic: Number(wire.isopen ?? 1) === 0,
    provinceId: wire.province_id,
    cityId: wire.city_id,
    areaId: wire.area_id,
  };
}

/** `member/{user_id}`: the user's profile. */
export async function getMember(call: Call, userId: string | number): Promise<Member> {
  return toMember(await getRecord<MemberInfo>(call, path`member/${userId}`, {}, 'member'));
}

/** An association the user is a member of. */
export interface AssociationMembership {
  /** The association's id (`ASSOCIATION_ID` for this one). */
  associationId: string;
  /** Its name ('' when not sent). */
  name: string;
}

const toMembership = (m: Membership): AssociationMembership => ({
  associationId: String(m.association_id),
  name: String(m.association_name ?? ''),
});

/** `member/{userId}/association`: the user's memberships. */
export async function getMemberships(
  call: Call,
  userId: string | number,
): Promise<AssociationMembership[]> {
  const rows = getList<Membership>(call, path`member/${userId}/association`, {}, [
    'association_id',
  ]);
  return (await rows).map(toMembership);
}
