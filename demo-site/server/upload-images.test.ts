// @vitest-environment node
// What an uploaded image costs the server and tells the world (issue 28): a picture over the
// pixel limit is refused from its header, before decoding; every stored image is encoded
// afresh (upright, bounded, without EXIF/GPS, XMP or ICC) on every way an image comes in; the
// decodes run through a bounded, fair gate so one member's flood does not stall another's.
import { crc32 } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PERSON_REQUIRED } from '../../core/apply/rules.js';
import { b64url } from './features/upload/qiniu.js';
import { IMAGE_GATE_LIMITS, IMAGE_MSG, MAX_INPUT_PIXELS, MAX_STORED_SIDE } from './images.js';
import {
  bearer,
  expectCleanPhoto,
  multipart,
  phonePhoto,
  seededTokens,
  serverForFile,
} from './test-helpers.js';

// the fixtures (pictures of tens of megapixels) take seconds to make on a busy machine
vi.setConfig({ testTimeout: 30_000 });

const s = serverForFile();
const tokens = seededTokens(s, { afterReset: true });

/** Decodes (sharp's toBuffer) running now, the most at once, and in what order they started. */
const decodes = {
  inFlight: 0,
  peak: 0,
  started: [] as number[],
  hold: null as Promise<void> | null,
};
const realToBuffer = sharp.prototype.toBuffer;
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(decodes, { inFlight: 0, peak: 0, started: [], hold: null });
});
/** Counts the server's decodes; the first waits for `hold` (if set) before it runs. */
function instrumentDecodes(): void {
  vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(async function (
    this: Sharp,
    ...args: unknown[]
  ) {
    decodes.inFlight++;
    decodes.peak = Math.max(decodes.peak, decodes.inFlight);
    decodes.started.push(decodes.started.length);
    try {
      const hold = decodes.hold;
      decodes.hold = null;
      if (hold) await hold;
      return await (realToBuffer as (...a: unknown[]) => Promise<Buffer>).apply(this, args);
    } finally {
      decodes.inFlight--;
    }
  } as typeof realToBuffer);
}

const solidPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

let PHOTO: Buffer;
beforeAll(async () => {
  PHOTO = await phonePhoto();
});

async function uploadToken(session: string): Promise<string> {
  const res = await s.call('GET', '/api/v2/qiniu/getUptoken', { headers: bearer(session) });
  expect(res.body.code).toBe('200');
  return res.body.data as string;
}

function formUpload(token: string, key: string, file: Buffer) {
  const fields = { token, key, crc32: String(crc32(file) >>> 0) };
  return s.app.inject({ method: 'POST', url: '/qiniu-up/', ...multipart(fields, file) });
}

/** A resumable v2 upload in two parts; the completion's answer. */
async function resumableUpload(token: string, key: string, file: Buffer) {
  const url = `/qiniu-up/buckets/sztx/objects/${b64url(key)}/uploads`;
  const auth = { authorization: `UpToken ${token}` };
  const init = await s.app.inject({ method: 'POST', url, headers: auth });
  const { uploadId } = init.json() as { uploadId: string };
  const half = Math.ceil(file.length / 2);
  const parts = [];
  for (const [i, chunk] of [file.subarray(0, half), file.subarray(half)].entries()) {
    const put = await s.app.inject({
      method: 'PUT',
      url: `${url}/${uploadId}/${i + 1}`,
      headers: { ...auth, 'content-type': 'application/octet-stream' },
      payload: chunk,
    });
    parts.push({ partNumber: i + 1, etag: (put.json() as { etag: string }).etag });
  }
  return s.app.inject({
    method: 'POST',
    url: `${url}/${uploadId}`,
    headers: { ...auth, 'content-type': 'application/json' },
    payload: JSON.stringify({ parts }),
  });
}

const get = (url: string) => s.app.inject({ method: 'GET', url });
const form = (values: Record<string, string | number>, session: string) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(session) },
  payload: new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString(),
});

describe('every way an image comes in stores it upright, bounded and without metadata', () => {
  it('an avatar: form upload, saved as member_photo, served to anyone', async () => {
    const res = await formUpload(await uploadToken(tokens.demo), 'u/1/avatar.jpg', PHOTO);
    expect(res.statusCode).toBe(200);
    const path = `/files/uploads/${(res.json() as { key: string }).key}`;
    const saved = await s.call(
      'POST',
      '/api/v2/member/update',
      form({ member_id: 1, member_photo: path }, tokens.demo),
    );
    expect(saved.body.code).toBe('200');
    const served = await get(path);
    expect(served.statusCode).toBe(200);
    await expectCleanPhoto(served.rawPayload);
  });

  it('a resumable upload (the client’s way for files over 4 MB)', async () => {
    const res = await resumableUpload(await uploadToken(tokens.demo), 'u/1/big.jpg', PHOTO);
    expect(res.statusCode).toBe(200);
    await expectCleanPhoto((await get('/files/uploads/u/1/big.jpg')).rawPayload);
  });

  it('an application photo, moved to private storage and served by a signed URL', async () => {
    const res = await formUpload(await uploadToken(tokens.guest), 'u/2/photo.jpg', PHOTO);
    expect(res.statusCode).toBe(200);
    const fields = ['application_cert', 'personal_photo', 'taibao_frontview', 'taibao_reverse'];
    const add = await s.call(
      'POST',
      '/api/v2/association/coustomJoin',
      form(
        {
          ...Object.fromEntries(PERSON_REQUIRED.map((f) => [f, `值-${f}`])),
          ...Object.fromEntries(fields.map((f) => [f, '/files/uploads/u/2/photo.jpg'])),
          member_id: 2,
          apply_type: 0,
          isnewmember: '0',
          association_id: 'SZTX',
          event: 'add',
        },
        tokens.guest,
      ),
    );
    expect(add.body.code, String(add.body.msg)).toBe('200');
    const signed = (add.body.data as Record<string, string>).personal_photo ?? '';
    expect(signed).toMatch(/^\/files\/private\/u\/2\/photo\.jpg\?expires=/);
    await expectCleanPhoto((await get(signed)).rawPayload);
  });

  it('a large picture is stored at most MAX_STORED_SIDE on its longest side, an animation keeps its frames', async () => {
    const token = await uploadToken(tokens.demo);
    const wide = await formUpload(token, 'u/1/wide.png', await solidPng(4000, 1000));
    expect(wide.statusCode).toBe(200);
    const meta = await sharp((await get('/files/uploads/u/1/wide.png')).rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', MAX_STORED_SIDE, 512]);
    const frames = await Promise.all(
      ['#f00', '#0f0', '#00f'].map((background) =>
        sharp({ create: { width: 3000, height: 1500, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ delay: 200 })
      .toBuffer();
    expect((await formUpload(token, 'u/1/anim.gif', gif)).statusCode).toBe(200);
    const stored = await sharp((await get('/files/uploads/u/1/anim.gif')).rawPayload, {
      animated: true,
    }).metadata();
    expect([stored.width, stored.pageHeight, stored.pages]).toEqual([MAX_STORED_SIDE, 1024, 3]);
  });
});

describe('a picture over the pixel limit is refused from its header, before decoding', () => {
  it('a 60 MP PNG of 190 kB, by form and by resumable upload: 400 with a clear message, nothing decoded or stored', async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS + 1));
    const huge = await solidPng(side, side);
    instrumentDecodes();
    const token = await uploadToken(tokens.demo);
    for (const res of [
      await formUpload(token, 'u/1/huge.png', huge),
      await resumableUpload(token, 'u/1/huge2.png', huge),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: IMAGE_MSG.tooLarge });
    }
    expect(decodes.started).toEqual([]);
    expect((await get('/files/uploads/u/1/huge.png')).statusCode).toBe(404);
    expect((await get('/files/uploads/u/1/huge2.png')).statusCode).toBe(404);
  });

  it('an animation counts all its frames: small frames, too many of them', async () => {
    // 33 frames of 1000 × 1000 (two colours by turns, so no frame repeats the last): each
    // frame small, 33 MP together
    const frames = await Promise.all(
      ['#c33', '#33c'].map((background) =>
        sharp({ create: { width: 1000, height: 1000, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const many = Array.from({ length: 33 }, (_, i) => frames[i % 2] as Buffer);
    const gif = await sharp(many, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(33);
    instrumentDecodes();
    const res = await formUpload(await uploadToken(tokens.demo), 'u/1/many.gif', gif);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: IMAGE_MSG.tooLarge });
    expect(decodes.started).toEqual([]);
  });
});

describe('decodes run through a bounded, fair gate', () => {
  it('one member’s flood: at most one decode at once, the excess refused at once, another member’s upload goes next', async () => {
    const flood = 12;
    const big = await solidPng(4000, 4000); // 16 MP, allowed
    const small = await solidPng(1, 1);
    const demoToken = await uploadToken(tokens.demo);
    const guestToken = await uploadToken(tokens.guest);
    let release = () => {};
    instrumentDecodes();
    decodes.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answered: string[] = [];
    const demo = Array.from({ length: flood }, (_, i) =>
      formUpload(demoToken, `u/1/flood-${i}.png`, big).then((res) => {
        answered.push(`demo ${res.statusCode}`);
        return res;
      }),
    );
    // with the first decode held, the uploads beyond the member's places are refused at once
    const refused = flood - IMAGE_GATE_LIMITS.perKey;
    await vi.waitFor(() => expect(answered.length).toBe(refused), { timeout: 20_000 });
    expect(answered).toEqual(Array(refused).fill('demo 429'));
    const guest = formUpload(guestToken, 'u/2/pixel.png', small).then((res) => {
      answered.push(`guest ${res.statusCode}`);
      return res;
    });
    release();
    const results = await Promise.all([...demo, guest]);
    expect(decodes.peak).toBe(IMAGE_GATE_LIMITS.concurrency);
    // the guest waited for the decode that was running, not for the member's queue
    const stored = answered.filter((a) => !a.endsWith('429'));
    expect(stored.indexOf('guest 200')).toBeLessThanOrEqual(1);
    expect(stored).toHaveLength(IMAGE_GATE_LIMITS.perKey + 1);
    const busy = results.find((r) => r.statusCode === 429);
    expect(busy?.json()).toEqual({ error: IMAGE_MSG.busy });
    // the member's places are free again
    expect((await formUpload(demoToken, 'u/1/after.png', small)).statusCode).toBe(200);
  });
});
