// @vitest-environment node
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b64url, issueUploadToken, qetag } from './modules/upload.js';
import { startTestServer, type TestServer } from './test-helpers.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(100, 7)]);

function multipart(fields: Record<string, string>, file?: Buffer) {
  const boundary = '----sztx';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
    );
    parts.push(file, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const token = () => issueUploadToken(s.clock.now);

describe('qiniu emulator', () => {
  it('form upload: stores the object, answers qetag hash and key; insert-only scope refuses a second write (614)', async () => {
    const body = multipart(
      { token: token(), key: 'avatar_t1.png', crc32: String(crc32(PNG) >>> 0) },
      PNG,
    );
    const res = await s.app.inject({ method: 'POST', url: '/qiniu-up/', ...body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hash: qetag(PNG), key: 'avatar_t1.png' });
    const file = await s.app.inject({ method: 'GET', url: '/files/uploads/avatar_t1.png' });
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const again = await s.app.inject({ method: 'POST', url: '/qiniu-up/', ...body });
    expect(again.statusCode).toBe(614);
  });

  it('refuses a crc32 mismatch (406), a missing token (401) and keys that escape the folder (400)', async () => {
    const bad = await s.app.inject({
      method: 'POST',
      url: '/qiniu-up/',
      ...multipart({ token: token(), key: 'k2.png', crc32: '1' }, PNG),
    });
    expect(bad.statusCode).toBe(406);
    const none = await s.app.inject({
      method: 'POST',
      url: '/qiniu-up/',
      ...multipart({ key: 'k3.png' }, PNG),
    });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'token not specified' });
    for (const key of ['../evil.png', 'a/../../evil.png', '/abs.png']) {
      const res = await s.app.inject({
        method: 'POST',
        url: '/qiniu-up/',
        ...multipart({ token: token(), key }, PNG),
      });
      expect(res.statusCode, key).toBe(400);
    }
  });

  it('the token deadline follows the server clock', async () => {
    const old = token();
    s.clock.now += 3601 * 1000;
    const res = await s.app.inject({
      method: 'POST',
      url: '/qiniu-up/',
      ...multipart({ token: old, key: 'late.png' }, PNG),
    });
    expect(res.json()).toEqual({ error: 'token out of date' });
  });

  it('resumable: unknown uploadId is 612; abort answers {}', async () => {
    const ek = b64url('big.png');
    const auth = { authorization: `UpToken ${token()}` };
    const unknown = await s.app.inject({
      method: 'PUT',
      url: `/qiniu-up/buckets/sztx/objects/${ek}/uploads/nope/1`,
      headers: { ...auth, 'content-type': 'application/octet-stream' },
      payload: PNG,
    });
    expect(unknown.statusCode).toBe(612);
    const init = await s.app.inject({
      method: 'POST',
      url: `/qiniu-up/buckets/sztx/objects/${ek}/uploads`,
      headers: auth,
    });
    const { uploadId } = init.json() as { uploadId: string };
    const other = await s.app.inject({
      method: 'POST',
      url: `/qiniu-up/buckets/other/objects/${ek}/uploads`,
      headers: auth,
    });
    expect(other.statusCode).toBe(403);
    const del = await s.app.inject({
      method: 'DELETE',
      url: `/qiniu-up/buckets/sztx/objects/${ek}/uploads/${uploadId}`,
      headers: auth,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({});
  });
});
