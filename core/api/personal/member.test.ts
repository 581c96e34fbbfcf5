import { describe, expect, it } from 'vitest';
import type { MemberInfo } from '../account/wire';
import { MEMBER_WIRE, toMember } from './member';

/** `member/{user_id}` as the server sends it: no address, an e-mail of null, no district. */
const wire = {
  user_id: 7,
  member_id: 7,
  really_name: '陳建宏',
  member_photo: '/files/a.svg',
  member_phone: '13800138000',
  member_email: null,
  wechat_id: 'chen',
  isopen: 0,
  province_id: 16,
  city_id: 234,
  area_id: null,
} as unknown as MemberInfo;

describe('member record', () => {
  it('toMember reads the profile under record names; missing text is empty, isopen 0 is public', () => {
    expect(toMember(wire)).toEqual({
      userId: '7',
      name: '陳建宏',
      photo: '/files/a.svg',
      phone: '13800138000',
      address: '',
      email: '',
      wechat: 'chen',
      facebook: '',
      intro: '',
      contactPublic: true,
      provinceId: 16,
      cityId: 234,
      areaId: null,
    });
    // contact details are private unless isopen is 0 (missing counts as private)
    expect(toMember({ ...wire, isopen: undefined }).contactPublic).toBe(false);
  });

  it('names the text fields in the order member/update sends them', () => {
    expect(Object.values(MEMBER_WIRE)).toEqual([
      'member_photo',
      'really_name',
      'member_phone',
      'member_address',
      'member_email',
      'wechat_id',
      'facebook',
      'person_intro',
    ]);
  });
});
