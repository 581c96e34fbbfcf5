// The real qiniu-js (through core/upload) against the reference server's Qiniu emulator:
// form upload (≤ 4 MB) and resumable v2 (> 4 MB), token signing, deadline and limits.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as qiniuApi from '../../core/api/qiniu';
import { configure } from '../../core/config/config';
import { logIn } from '../../core/session/auth';
import { $token, logout } from '../../core/session/session';
import { UPLOAD_PATH, uploadImage, validateImage } from '../../core/upload/upload';
import { issueUploadToken, signPolicy } from '../../demo-site/server/modules/upload';
import { type ContractServer, DEMO, startServer } from './server';

let server: ContractServer;

const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** A "png" of `size` bytes: real signature, deterministic filler. */
function pngBytes(size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  out.set(PNG_HEAD.subarray(0, Math.min(size, PNG_HEAD.length)));
  for (let i = PNG_HEAD.length; i < size; i++) out[i] = (i * 31 + (i >> 12)) & 0xff;
  return out;
}

function pngFile(size: number, name = 'photo.png'): File {
  return new File([pngBytes(size)], name, { type: 'image/png' });
}

beforeAll(async () => {
  server = await startServer();
  configure({
    uploadHost: `${new URL(server.origin).host}/qiniu-up`,
    uploadProtocol: 'http',
    imageBase: `${server.origin}/`,
  });
});

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  localStorage.clear();
  vi.restoreAllMocks();
  $token.set(null);
  const result = await logIn({ phone: DEMO.phone, mode: 'password', secret: DEMO.password });
  expect(result.ok).toBe(true);
});

async function fetchBytes(url: string): Promise<Uint8Array> {
  const res = await server.app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(res.statusCode).toBe(200);
  return new Uint8Array(res.rawPayload);
}

describe('uploadImage with qiniu-js', () => {
  it('uploads a small image by form upload with a prefixed key and serves it at the image base', async () => {
    const progress: number[] = [];
    const result = await uploadImage(pngFile(50_000), {
      prefix: 'avatar_',
      onProgress: (p) => progress.push(p),
    });
    expect(result.key).toMatch(/^avatar_[a-z0-9]+\.png$/);
    expect(result.url).toBe(`${server.origin}/${UPLOAD_PATH}${result.key}`);
    expect(progress.at(-1)).toBe(100);
    expect(await fetchBytes(result.url)).toEqual(pngBytes(50_000));
  });

  it('uploads a file over 4 MB in resumable parts, reassembled byte for byte', {
    timeout: 120_000,
  }, async () => {
    const size = 4 * 1024 * 1024 + 123_457;
    const result = await uploadImage(pngFile(size, 'big.png'));
    const bytes = await fetchBytes(result.url);
    expect(bytes.length).toBe(size);
    expect(bytes).toEqual(pngBytes(size));
  });

  it('fails with the token message when the token cannot be fetched (logged out)', async () => {
    await logout();
    await expect(uploadImage(pngFile(1000))).rejects.toThrow('獲取失敗');
  });

  it('a token with a forged signature is refused by the storage (bad token)', async () => {
    const good = issueUploadToken(Date.now());
    const [ak, , policy] = good.split(':');
    vi.spyOn(qiniuApi, 'getUploadToken').mockResolvedValue(
      `${ak}:AAAAAAAAAAAAAAAAAAAAAAAAAAA=:${policy}`,
    );
    await expect(uploadImage(pngFile(1000))).rejects.toThrow('獲取失敗');
    // signed by someone else's secret
    vi.spyOn(qiniuApi, 'getUploadToken').mockResolvedValue(
      signPolicy({ scope: 'sztx', deadline: Math.floor(Date.now() / 1000) + 60 }, ak, 'other'),
    );
    await expect(uploadImage(pngFile(1000))).rejects.toThrow('獲取失敗');
  });

  it('an expired token is refused, for form and resumable uploads', async () => {
    vi.spyOn(qiniuApi, 'getUploadToken').mockResolvedValue(
      signPolicy({ scope: 'sztx', deadline: Math.floor(Date.now() / 1000) - 1 }),
    );
    await expect(uploadImage(pngFile(1000))).rejects.toThrow('上傳憑證已過期，請重試');
    await expect(uploadImage(pngFile(5 * 1024 * 1024))).rejects.toThrow('上傳憑證已過期，請重試');
  });

  it('a file over the policy fsizeLimit is refused by the storage (too large)', async () => {
    vi.spyOn(qiniuApi, 'getUploadToken').mockResolvedValue(
      signPolicy({
        scope: 'sztx',
        deadline: Math.floor(Date.now() / 1000) + 60,
        fsizeLimit: 10_000,
      }),
    );
    await expect(uploadImage(pngFile(20_000))).rejects.toThrow('上傳圖片大小不能超過 20MB!');
    await expect(uploadImage(pngFile(5 * 1024 * 1024))).rejects.toThrow(
      '上傳圖片大小不能超過 20MB!',
    );
  });

  it('a file whose bytes are not an allowed image is refused by mimeLimit', async () => {
    const fake = new File([new Uint8Array(2000).fill(65)], 'fake.png', { type: 'image/png' });
    await expect(uploadImage(fake)).rejects.toThrow('上傳圖片只能是jpg、png、jpeg格式!');
  });

  it('checks type and size before uploading anything', async () => {
    const spy = vi.spyOn(qiniuApi, 'getUploadToken');
    const gif = new File([new Uint8Array(10)], 'a.gif', { type: 'image/gif' });
    await expect(uploadImage(gif)).rejects.toThrow('上傳圖片只能是jpg、png、jpeg格式!');
    expect(validateImage(pngFile(10), { maxBytes: 10 })).toBe('上傳圖片大小不能超過 20MB!');
    expect(spy).not.toHaveBeenCalled();
  });

  it('aborts on signal', async () => {
    const controller = new AbortController();
    const promise = uploadImage(pngFile(5 * 1024 * 1024), { signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('qiniu/getUptoken', () => {
  it('answers a signed token with sucess for a logged-in user, and 401 otherwise', async () => {
    const token = await qiniuApi.getUploadToken();
    const policy = JSON.parse(
      Buffer.from(token.split(':')[2]!.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString(),
    );
    expect(policy).toMatchObject({ scope: 'sztx', fsizeLimit: 20 * 1024 * 1024 });
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
