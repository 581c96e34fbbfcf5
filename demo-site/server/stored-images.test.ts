// @vitest-environment node
// Images stored before uploads were encoded afresh (issue 28): a public upload and a private
// application photo with EXIF GPS, sideways, are cleaned in place once the server starts, and
// stay served at the same URL; what cannot be cleaned (no image, over the pixel limit) stays
// exactly as it was.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_INPUT_PIXELS } from './images.js';
import {
  expectCleanPhoto,
  phonePhoto,
  pngImage,
  startTestServer,
  type TestServer,
} from './test-helpers.js';

// the fixtures (a picture of 32 MP) take seconds to make on a busy machine
vi.setConfig({ testTimeout: 30_000 });

const dataDir = mkdtempSync(join(tmpdir(), 'sztx-stored-images-'));
const files = join(dataDir, 'files');
const stored: Record<string, Buffer> = {};
let s: TestServer;

function put(rel: string, data: Buffer): void {
  const path = join(files, rel);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
  stored[rel] = data;
}

beforeAll(async () => {
  const photo = await phonePhoto();
  const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS + 1));
  put('uploads/u/9/avatar.jpg', photo);
  put('private/u/9/taibao.jpg', photo);
  put(
    'uploads/u/9/huge.png',
    await sharp({ create: { width: side, height: side, channels: 3, background: '#c33' } })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
  put('uploads/legacy/evil.gif', Buffer.from('GIF89a<script>alert(1)</script>'));
  put('uploads/u/9/small.png', await pngImage(8, 8));
  s = await startTestServer({ dataDir });
  await s.app.ready(); // as listen() does
});

afterAll(async () => {
  await s?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const read = (rel: string) => readFileSync(join(files, rel));

describe('images stored before this version', () => {
  it('are cleaned in place once the server starts: upright, no EXIF/GPS, same URL', async () => {
    await vi.waitFor(() => expectCleanPhoto(read('private/u/9/taibao.jpg')), {
      timeout: 20_000,
      interval: 50,
    });
    await expectCleanPhoto(read('uploads/u/9/avatar.jpg'));
    const served = await s.app.inject({ method: 'GET', url: '/files/uploads/u/9/avatar.jpg' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    await expectCleanPhoto(served.rawPayload);
  });

  it('what is no image or over the pixel limit stays exactly as it was, and served as before', async () => {
    await vi.waitFor(() => expectCleanPhoto(read('private/u/9/taibao.jpg')), {
      timeout: 20_000,
      interval: 50,
    });
    for (const rel of ['uploads/u/9/huge.png', 'uploads/legacy/evil.gif']) {
      expect(read(rel).equals(stored[rel] as Buffer), rel).toBe(true);
      const res = await s.app.inject({ method: 'GET', url: `/files/${rel}` });
      expect(res.statusCode, rel).toBe(200);
    }
    // an image already as uploads are stored now (small, no metadata) is not written again
    const small = 'uploads/u/9/small.png';
    expect(read(small).equals(stored[small] as Buffer)).toBe(true);
  });
});
