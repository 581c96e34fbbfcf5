import { describe, expect, it } from 'vitest';
import { toMember } from '../api/personal/member';
import { toMemberUpdate } from '../api/personal/records';
import { validateImage } from '../upload/upload';
import { IMAGE_RULES, PERSONAL_MESSAGES } from './messages';
import { profileError, profileFields } from './profile';

const member = toMember({
  user_id: 1,
  member_id: 1,
  really_name: '陳建國',
  member_photo: '/files/seed/avatar-01.svg',
  member_phone: '13800138000',
  member_email: 'chen@example.org',
  member_address: '星湖街 1 號',
  wechat_id: 'chen',
  facebook: '',
  person_intro: '',
  isopen: 0,
  province_id: 16,
  city_id: 234,
  area_id: 2341,
});

describe('profile form', () => {
  it('maps isopen 0 to a public-contact switch and back, with the address ids', () => {
    const fields = profileFields(member);
    expect(fields.contactPublic).toBe(true);
    const update = toMemberUpdate(
      1,
      { ...fields, contactPublic: false, name: ' 陳建國 ' },
      { provinceId: '16', cityId: '234', areaId: '2345' },
    );
    expect(update).toMatchObject({
      member_id: 1,
      really_name: '陳建國',
      isopen: 1,
      province_id: '16',
      city_id: '234',
      area_id: '2345',
    });
    expect(update).not.toHaveProperty('contactPublic');
  });

  it('requires a name and a well-formed e-mail when one is given', () => {
    const fields = profileFields(member);
    expect(profileError(fields)).toBeNull();
    expect(profileError({ ...fields, name: ' ' })?.field).toBe('name');
    expect(profileError({ ...fields, email: 'chen@' })?.message).toBe('郵箱格式不正確');
    expect(profileError({ ...fields, email: '' })).toBeNull();
  });
});

describe('avatar and company image checks (spec §5)', () => {
  const file = (name: string, type: string, size: number) =>
    new File([new Uint8Array(size)], name, { type });

  it('accepts png, jpeg and jpg under 6 MB', () => {
    expect(validateImage(file('a.png', 'image/png', 1024), IMAGE_RULES)).toBeNull();
    expect(validateImage(file('a.jpg', 'image/jpeg', 1024), IMAGE_RULES)).toBeNull();
    expect(validateImage(file('a.jpeg', '', 1024), IMAGE_RULES)).toBeNull();
  });

  it('refuses other formats and files of 6 MB or more with the spec messages', () => {
    expect(validateImage(file('a.gif', 'image/gif', 10), IMAGE_RULES)).toBe(
      PERSONAL_MESSAGES.imageType,
    );
    expect(validateImage(file('a.svg', 'image/svg+xml', 10), IMAGE_RULES)).toBe(
      PERSONAL_MESSAGES.imageType,
    );
    expect(validateImage(file('a.png', 'image/png', 6 * 1024 * 1024), IMAGE_RULES)).toBe(
      PERSONAL_MESSAGES.imageSize,
    );
    expect(validateImage(file('a.png', 'image/png', 6 * 1024 * 1024 - 1), IMAGE_RULES)).toBeNull();
  });
});
