// The real qiniu-js (through core/upload) against the reference server's Qiniu emulator:
// form upload (≤ 4 MB) and resumable v2 (> 4 MB), token signing, deadline and limits.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as qiniuApi from '../../core/api/upload/qiniu';
import { configure, resolveConfig } from '../../core/config/config';
import { endSession } from '../../core/session/actions';
import { logIn } from '../../core/session/auth';
import { $token } from '../../core/session/session';
import { UPLOAD_PATH, uploadImage, validateImage } from '../../core/upload/upload';
import { sessionDigest } from '../../demo-site/server/auth';
import {
  issueUploadToken,
  type PutPolicy,
  signPolicy,
  type UploadKeys,
} from '../../demo-site/server/features/upload/qiniu';
import { IMAGE_MSG, MAX_INPUT_PIXELS } from '../../demo-site/server/images';
import { loadSecrets } from '../../demo-site/server/secrets';
import { pixelsOf, pngImage } from '../../demo-site/server/test-helpers';
import { contractServer, DEMO } from './server';

const server = contractServer();
let keys: UploadKeys;

/** Real PNGs (uncompressed noise) of at least `size` bytes, made once per size. */
const made = new Map<number, Uint8Array<ArrayBuffer>>();
async function pngBytes(size: number): Promise<Uint8Array<ArrayBuffer>> {
  let bytes = made.get(size);
  if (!bytes) {
    const side = Math.ceil(Math.sqrt(size / 3));
    bytes = new Uint8Array(await pngImage(side, side, size));
    made.set(size, bytes);
  }
  return bytes;
}

async function pngFile(size: number, name = 'photo.png'): Promise<File> {
  return new File([await pngBytes(size)], name, { type: 'image/png' });
}

beforeAll(async () => {
  const secrets = loadSecrets(server.dataDir, {});
  keys = { accessKey: secrets.qiniuAccessKey, secretKey: secrets.qiniuSecretKey };
  configure({
    uploadHost: `${new URL(server.origin).host}/qiniu-up`,
    uploadProtocol: 'http',
    imageBase: `${server.origin}/`,
  });
});

beforeEach(async () => {
  localStorage.clear();
  vi.restoreAllMocks();
  $token.set(null);
  const result = await logIn({ phone: DEMO.phone, mode: 'password', secret: DEMO.password });
  expect(result.ok).toBe(true);
});

/** Where the uploads go: the server's API (for the token), its upload host and image base. */
const target = () => ({ api: server.client.api, config: resolveConfig() });

/** A policy of the logged-in member's live session (the emulator refuses one of no session). */
const live = (policy: PutPolicy): PutPolicy => ({
  ...policy,
  endUser: DEMO.userId,
  session: sessionDigest($token.get() ?? ''),
});

async function fetchBytes(url: string): Promise<Uint8Array> {
  const res = await server.app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(res.statusCode).toBe(200);
  return new Uint8Array(res.rawPayload);
}

/**
 * The stored image has the original's size and pixels, byte for byte. (Compared as buffers:
 * `toEqual` walks a 5 MB pixel buffer element by element, which took a minute and a half.)
 */
async function expectSamePixels(stored: Uint8Array, original: Uint8Array): Promise<void> {
  const [got, want] = [await pixelsOf(stored), await pixelsOf(original)];
  expect(got.info).toBe(want.info);
  expect(got.data.length).toBe(want.data.length);
  const first = got.data.findIndex((byte, i) => byte !== want.data[i]);
  expect(first, `first differing byte of ${got.data.length}`).toBe(-1);
}

describe('uploadImage with qiniu-js', () => {
  it('uploads a small image by form upload with a prefixed key and serves it at the image base', async () => {
    const progress: number[] = [];
    const result = await uploadImage(target(), await pngFile(50_000), {
      prefix: 'avatar_',
      onProgress: (p) => progress.push(p),
    });
    // in the user's own folder (the token's prefixal scope), with the caller's prefix
    expect(result.key).toMatch(/^u\/1\/avatar_[a-z0-9]+\.png$/);
    expect(result.url).toBe(`${server.origin}/${UPLOAD_PATH}${result.key}`);
    expect(progress.at(-1)).toBe(100);
    // stored encoded afresh (upright, bounded, without metadata): the same pixels
    await expectSamePixels(await fetchBytes(result.url), await pngBytes(50_000));
  });

  it('uploads a file over 4 MB in resumable parts, reassembled pixel for pixel', {
    timeout: 120_000,
  }, async () => {
    const size = 4 * 1024 * 1024 + 123_457;
    const result = await uploadImage(target(), await pngFile(size, 'big.png'));
    await expectSamePixels(await fetchBytes(result.url), await pngBytes(size));
  });

  it('fails with the token message when the token cannot be fetched (logged out)', async () => {
    await endSession();
    await expect(uploadImage(target(), await pngFile(1000))).rejects.toThrow('獲取失敗');
  });

  it('a token with a forged signature is refused by the storage (bad token)', async () => {
    const good = issueUploadToken(keys, Date.now(), 1, '0'.repeat(64));
    const [ak, , policy] = good.split(':');
    vi.spyOn(qiniuApi, 'getUploadToken').mockResolvedValue(
      `${ak}:AAAAAAAAAAAAAAAAAAAAAAAAAAA=:${policy}`,
    );
    await expect(uploadImage(target(), await pngFile(1000))).rejects.toThrow('獲取失敗');
    // signed by someone else's secret
    vi.spyOn(qiniuApi, 'getUploadToken').mockResolvedValue(
      signPolicy(
        { scope: 'sztx', deadline: Math.floor(Date.now() / 1000) + 60 },
        { accessKey: ak ?? '', secretKey: 'other' },
      ),
    );
    await expect(uploadImage(target(), await pngFile(1000))).rejects.toThrow('獲取失敗');
  });

  it('an expired token is refused, for form and resumable uploads', async () => {
    vi.spyOn(qiniuApi, 'getUploadToken').mockResolvedValue(
      signPolicy(live({ scope: 'sztx', deadline: Math.floor(Date.now() / 1000) - 1 }), keys),
    );
    await expect(uploadImage(target(), await pngFile(1000))).rejects.toThrow(
      '上傳憑證已過期，請重試',
    );
    await expect(uploadImage(target(), await pngFile(5 * 1024 * 1024))).rejects.toThrow(
      '上傳憑證已過期，請重試',
    );
  });

  it('a file over the policy fsizeLimit is refused by the storage (too large)', async () => {
    vi.spyOn(qiniuApi, 'getUploadToken').mockResolvedValue(
      signPolicy(
        live({ scope: 'sztx', deadline: Math.floor(Date.now() / 1000) + 60, fsizeLimit: 10_000 }),
        keys,
      ),
    );
    await expect(uploadImage(target(), await pngFile(20_000))).rejects.toThrow(
      '上傳圖片大小不能超過 20MB!',
    );
    await expect(uploadImage(target(), await pngFile(5 * 1024 * 1024))).rejects.toThrow(
      '上傳圖片大小不能超過 20MB!',
    );
  });

  it('a file whose bytes are not an allowed image is refused by mimeLimit', async () => {
    const fake = new File([new Uint8Array(2000).fill(65)], 'fake.png', { type: 'image/png' });
    await expect(uploadImage(target(), fake)).rejects.toThrow('上傳圖片只能是jpg、png、jpeg格式!');
  });

  it('a picture over the pixel limit is refused with the storage’s message, whatever its size in bytes', async () => {
    // 60 MP of one colour: 190 kB, 240 MB of pixels once decoded
    const { default: sharp } = await import('sharp');
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS + 1));
    const png = await sharp({
      create: { width: side, height: side, channels: 3, background: '#c33' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const file = new File([new Uint8Array(png)], 'huge.png', { type: 'image/png' });
    await expect(uploadImage(target(), file)).rejects.toThrow(IMAGE_MSG.tooLarge);
  });

  it('checks type and size before uploading anything', async () => {
    const spy = vi.spyOn(qiniuApi, 'getUploadToken');
    const gif = new File([new Uint8Array(10)], 'a.gif', { type: 'image/gif' });
    await expect(uploadImage(target(), gif)).rejects.toThrow('上傳圖片只能是jpg、png、jpeg格式!');
    expect(validateImage(await pngFile(10), { maxBytes: 10 })).toBe('上傳圖片大小不能超過 20MB!');
    expect(spy).not.toHaveBeenCalled();
  });

  it('aborts on signal', async () => {
    const controller = new AbortController();
    const promise = uploadImage(target(), await pngFile(5 * 1024 * 1024), {
      signal: controller.signal,
    });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('qiniu/getUptoken', () => {
  it('answers a signed token with sucess for a logged-in user, and 401 otherwise', async () => {
    const token = await qiniuApi.getUploadToken(server.client);
    const policy = JSON.parse(
      Buffer.from(token.split(':')[2]!.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString(),
    );
    expect(policy).toMatchObject({
      scope: 'sztx:u/1/',
      isPrefixalScope: 1,
      fsizeLimit: 20 * 1024 * 1024,
    });
    expect(policy.deadline).toBeGreaterThan(Date.now() / 1000);
    const res = await server.app.inject({ method: 'GET', url: '/api/v2/qiniu/getUptoken' });
    expect(res.json()).toMatchObject({ code: '401', sucess: false });
  });

  it('the emulator answers CORS preflights', async () => {
    const res = await server.app.inject({
      method: 'OPTIONS',
      url: '/qiniu-up/',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-headers'])).toContain('content-md5');
  });
});
