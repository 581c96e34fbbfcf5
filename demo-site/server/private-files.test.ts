// @vitest-environment node
// Personal document photos of membership applications are private: on submit the caller's
// own uploads move from public /files/uploads/ to /files/private/u/<id>/, the record stores
// the plain private path and every answer to the owner carries signed, expiring URLs.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_REQUIRED, PERSON_REQUIRED } from '../../core/apply/rules.js';
import { SIGNED_URL_TTL_S } from './files.js';
import { SEED_ACCOUNTS } from './seed.js';
import {
  bearer,
  multipart,
  pixelsOf,
  pngImage,
  seededTokens,
  serverForFile,
} from './test-helpers.js';

const { demo, guest } = SEED_ACCOUNTS;
const IMAGE_FIELDS = [
  'application_cert',
  'personal_photo',
  'taibao_frontview',
  'taibao_reverse',
] as const;

const s = serverForFile();
const tokens = seededTokens(s, { afterReset: true });
let PNG: Buffer;

beforeAll(async () => {
  PNG = await pngImage(6, 6, 7);
});

/** Uploads PNG as the session's user under `key` through the emulator; returns the stored key. */
async function upload(session: string, key: string): Promise<string> {
  const tokenRes = await s.call('GET', '/api/v2/qiniu/getUptoken', { headers: bearer(session) });
  expect(tokenRes.body.code).toBe('200');
  const res = await s.app.inject({
    method: 'POST',
    url: '/qiniu-up/',
    ...multipart(
      { token: tokenRes.body.data as string, key, crc32: String(crc32(PNG) >>> 0) },
      PNG,
    ),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { key: string }).key;
}

const get = (url: string) => s.app.inject({ method: 'GET', url });

const post = (url: string, fields: Record<string, string | number>, token: string) =>
  s.call('POST', url, {
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(token) },
    payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
  });

const fill = (fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, `值-${f}`]));
const person = (memberId: number) => ({
  ...fill(PERSON_REQUIRED),
  isnewmember: '0',
  member_id: memberId,
  apply_type: 0,
  association_id: 'SZTX',
});
const select = async (memberId: number, type: 0 | 1, token: string) => {
  const res = await post(
    '/api/v2/association/coustomJoin',
    { member_id: memberId, apply_type: type, association_id: 'SZTX', event: 'select' },
    token,
  );
  return res.body;
};
/** The guest's application (`event: add`) with these uploads and some fields changed. */
const addAsGuest = (images: Record<string, string>, changed: Record<string, string> = {}) =>
  post(
    '/api/v2/association/coustomJoin',
    { ...person(guest.userId), ...images, ...changed, event: 'add' },
    tokens.guest,
  );
const recordOf = async (memberId: number, type: 0 | 1, token: string) =>
  ((await select(memberId, type, token)).data as Record<string, string>[])[0];

const signedPrivate = (userId: number, name: string) =>
  new RegExp(`^/files/private/u/${userId}/${name.replace('.', '\\.')}\\?expires=\\d+&signature=`);

/** The guest's four photos (from `guestUploads`), each at its signed private URL. */
function expectGuestPhotosSigned(saved: Record<string, string>) {
  expect(saved.application_cert).toMatch(signedPrivate(guest.userId, 'cert.png'));
  expect(saved.personal_photo).toMatch(signedPrivate(guest.userId, 'photo.png'));
  expect(saved.taibao_frontview).toMatch(signedPrivate(guest.userId, 'front.png'));
  expect(saved.taibao_reverse).toMatch(signedPrivate(guest.userId, 'back.png'));
}

/** Guest's four uploads: absolute (any host) and relative URLs as a client could send them. */
async function guestUploads(tag = ''): Promise<Record<string, string>> {
  const cert = await upload(tokens.guest, `u/2/cert${tag}.png`);
  const photo = await upload(tokens.guest, `u/2/photo${tag}.png`);
  const front = await upload(tokens.guest, `u/2/front${tag}.png`);
  const back = await upload(tokens.guest, `u/2/back${tag}.png`);
  return {
    application_cert: `http://127.0.0.1:8080/files/uploads/${cert}`,
    personal_photo: `https://portal.example.com/files/uploads/${photo}`,
    taibao_frontview: `/files/uploads/${front}`,
    taibao_reverse: `http://localhost:5173/files/uploads/${back}`,
  };
}

describe('application photos are private', () => {
  it('add moves the caller’s uploads to private storage and answers signed URLs', async () => {
    const images = await guestUploads();
    const add = await addAsGuest(images);
    expect(add.body).toMatchObject({ code: '200', sucess: true });
    const saved = add.body.data as Record<string, string>;
    expectGuestPhotosSigned(saved);

    for (const name of ['cert', 'photo', 'front', 'back']) {
      // the public upload is gone; the plain private path is refused
      expect((await get(`/files/uploads/u/2/${name}.png`)).statusCode).toBe(404);
      expect((await get(`/files/private/u/2/${name}.png`)).statusCode).toBe(403);
      expect(existsSync(join(s.dataDir, 'files', 'uploads', 'u', '2', `${name}.png`))).toBe(false);
      expect(existsSync(join(s.dataDir, 'files', 'private', 'u', '2', `${name}.png`))).toBe(true);
    }
    // the owner's signed URL shows the image
    const shown = await get(saved.personal_photo as string);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toMatch(/^image\/png/);
    expect(await pixelsOf(shown.rawPayload)).toEqual(await pixelsOf(PNG));
    // a forged or altered signature is refused
    const forged = (saved.personal_photo as string).replace('photo.png', 'cert.png');
    expect((await get(forged)).statusCode).toBe(403);

    // select signs them afresh
    const record = await recordOf(guest.userId, 0, tokens.guest);
    for (const field of IMAGE_FIELDS) {
      expect(record?.[field]).toMatch(/^\/files\/private\/u\/2\/\w+\.png\?expires=\d+&signature=/);
      expect((await get(record?.[field] as string)).statusCode).toBe(200);
    }
  });

  it('a signed URL expires; select hands out a fresh one', async () => {
    const images = await guestUploads();
    const add = await addAsGuest(images);
    const old = (add.body.data as Record<string, string>).personal_photo as string;
    s.clock.now += (SIGNED_URL_TTL_S + 60) * 1000;
    try {
      expect((await get(old)).statusCode).toBe(403);
      const fresh = (await recordOf(guest.userId, 0, tokens.guest))?.personal_photo as string;
      expect((await get(fresh)).statusCode).toBe(200);
    } finally {
      s.clock.now -= (SIGNED_URL_TTL_S + 60) * 1000;
    }
  });

  it('the returned record re-submits unchanged (signed, expired or plain private paths)', async () => {
    const images = await guestUploads();
    const add = await addAsGuest(images);
    const record = add.body.data as Record<string, string | number>;
    const resend: Record<string, string | number> = { ...person(guest.userId) };
    for (const field of IMAGE_FIELDS) resend[field] = record[field] as string;
    resend.apply_id = record.apply_id as number;
    // signed, with the image base in front (as the client's imageUrl makes it)
    resend.personal_photo = `http://127.0.0.1:8080${record.personal_photo}`;
    // the plain private path
    resend.taibao_reverse = '/files/private/u/2/back.png';
    // the upload URL the client held before submit (already moved)
    resend.taibao_frontview = images.taibao_frontview as string;
    const update = await post('/api/v2/association/updataCoustomJoin', resend, tokens.guest);
    expect(update.body).toMatchObject({ code: '200', sucess: true });
    const saved = update.body.data as Record<string, string>;
    expectGuestPhotosSigned(saved);
    for (const field of IMAGE_FIELDS)
      expect((await get(saved[field] as string)).statusCode).toBe(200);
  });

  it('company applications: cer_one and the representative photos are private too', async () => {
    const licence = await upload(tokens.demo, 'u/1/licence.png');
    const photo = await upload(tokens.demo, 'u/1/rep.png');
    const current = await recordOf(demo.userId, 1, tokens.demo);
    const fields: Record<string, string | number> = {};
    for (const field of COMPANY_REQUIRED) fields[field] = String(current?.[field] ?? '');
    const update = await post(
      '/api/v2/association/updataCoustomJoin',
      {
        ...fields,
        isnewmember: '1',
        econ_kind: '獨資',
        isHasPreCompany: '0',
        cer_one: `http://127.0.0.1:8080/files/uploads/${licence}`,
        personal_photo: `/files/uploads/${photo}`,
        member_id: demo.userId,
        apply_type: 1,
        association_id: 'SZTX',
      },
      tokens.demo,
    );
    expect(update.body).toMatchObject({ code: '200', sucess: true });
    const saved = update.body.data as Record<string, string>;
    expect(saved.cer_one).toMatch(signedPrivate(demo.userId, 'licence.png'));
    expect(saved.personal_photo).toMatch(signedPrivate(demo.userId, 'rep.png'));
    // seed pictures stay where they are
    expect(saved.application_cert).toBe('/files/seed/apply-letter.svg');
    expect((await get('/files/uploads/u/1/licence.png')).statusCode).toBe(404);
    expect((await get(saved.cer_one as string)).statusCode).toBe(200);
  });

  it('refuses another user’s upload or private file and saves nothing', async () => {
    const theirs = await upload(tokens.demo, 'u/1/theirs.png');
    const images = await guestUploads('-refused');
    const attempts = [
      `http://127.0.0.1:8080/files/uploads/${theirs}`,
      `/files/uploads/${theirs}`,
      '/files/private/u/1/secret.png',
      '/files/private/u/1/secret.png?expires=9999999999&signature=x',
      `/files/uploads/u/2/../1/theirs.png`,
    ];
    for (const value of attempts) {
      const res = await addAsGuest(images, { personal_photo: value });
      expect(res.body, value).toMatchObject({ code: '403', sucess: false });
      expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await select(guest.userId, 0, tokens.guest)).data).toEqual([]);
    // nothing moved: neither the victim's nor the caller's own uploads
    expect((await get(`/files/uploads/${theirs}`)).statusCode).toBe(200);
    for (const name of ['cert', 'photo', 'front', 'back']) {
      expect((await get(`/files/uploads/u/2/${name}-refused.png`)).statusCode).toBe(200);
      expect(existsSync(join(s.dataDir, 'files', 'private', 'u', '2', `${name}-refused.png`))).toBe(
        false,
      );
    }
  });

  it('nobody else gets a usable URL of the owner’s photos', async () => {
    const images = await guestUploads();
    await addAsGuest(images);
    // another member cannot read the record
    const other = await select(guest.userId, 0, tokens.demo);
    expect(other).toMatchObject({ code: '403' });
    expect(JSON.stringify(other)).not.toContain('/files/private/');
    const anonymous = await s.call('POST', '/api/v2/association/coustomJoin', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `member_id=${guest.userId}&apply_type=0&association_id=SZTX&event=select`,
    });
    expect(JSON.stringify(anonymous.body)).not.toContain('/files/private/');
    // a paid-media path put into an application is never signed for its author
    const sneaky = await post(
      '/api/v2/association/updataCoustomJoin',
      { ...person(guest.userId), ...images, personal_photo: '/files/protected/lesson.mp4' },
      tokens.guest,
    );
    expect(sneaky.body.sucess).toBe(false);
    const record = await recordOf(guest.userId, 0, tokens.guest);
    expect(JSON.stringify(record)).not.toContain('/files/protected/');
  });

  it('keeps other values as they are (external URLs, seed pictures, text)', async () => {
    const images = await guestUploads();
    const add = await addAsGuest(images, {
      application_cert: 'https://cdn.example.com/letters/mine.png',
      personal_photo: '/files/seed/apply-photo.svg',
    });
    expect(add.body.sucess).toBe(true);
    const saved = add.body.data as Record<string, string>;
    expect(saved.application_cert).toBe('https://cdn.example.com/letters/mine.png');
    expect(saved.personal_photo).toBe('/files/seed/apply-photo.svg');
    expect(saved.member_name).toBe('值-member_name');
    // the uploads it did not use stay public uploads
    expect((await get('/files/uploads/u/2/cert.png')).statusCode).toBe(200);
  });
});
