import { expect } from 'vitest';
import type { StartOptions } from '../../tests/support/server';
import { type ReferenceServer, startServer } from '../../tests/support/server';

export { DEMO, GUEST, SESSION_COOKIE } from '../../tests/support/accounts';
export { seededTokens, serverForEachTest, serverForFile } from '../../tests/support/server';

/** The reference server of a server test (tests/support/server.ts): inject with `call`. */
export type TestServer = ReferenceServer;

/** A server on a fresh temp data dir with a controllable clock. */
export const startTestServer = (opts: StartOptions = {}): Promise<TestServer> => startServer(opts);

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Sends a code and reads it back from the dev endpoint. */
export async function smsCode(s: TestServer, phone: string): Promise<string> {
  const sent = await s.call('GET', `/api/v2/account/${phone}`);
  if (sent.body.code !== '200') throw new Error(`send failed: ${sent.body.msg}`);
  const read = await s.call('GET', `/dev/sms/${phone}`);
  return read.body.data as string;
}

export const login = (s: TestServer, phone: string, password: string): Promise<string> =>
  s.login({ phone, password });

/** A real PNG of `width`×`height` noise pixels (deterministic per `seed`), uncompressed. */
export async function pngImage(width = 8, height = 8, seed = 1): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    pixels[i] = x >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A real JPEG of `width`×`height`. */
export async function jpegImage(width = 8, height = 8): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(await pngImage(width, height))
    .jpeg()
    .toBuffer();
}

/**
 * The pixels of an image as 8-bit RGBA with its size: what a re-encoded copy (the server
 * stores uploads encoded afresh) shares with the original when the format is lossless.
 */
export async function pixelsOf(
  image: Buffer | Uint8Array,
): Promise<{ info: string; data: Buffer }> {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(image)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { info: `${info.width}×${info.height}`, data };
}

/** A multipart form (the Qiniu form upload's): text fields, then `file` as the field `file`. */
export function multipart(fields: Record<string, string>, file?: Buffer, name = 'a.png') {
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
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
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

/**
 * A phone photo: 300 × 200 pixels stored sideways with EXIF orientation 6 (shown 200 × 300,
 * its red top-left quarter at the top right), EXIF with a GPS block, XMP and a Display P3
 * profile: everything a stored image must lose.
 */
export async function phonePhoto(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const [w, h] = [300, 200];
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const red = x < w / 2 && y < h / 2;
      raw.set(red ? [255, 0, 0] : [0, 0, 255], (y * w + x) * 3);
    }
  const photo = await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'SZTX-EXIF' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 18/1 0/1' },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .toBuffer();
  const meta = await sharp(photo).metadata();
  // the fixture carries what must go: EXIF with a GPS block (tag 0x8825), XMP, a profile
  expect(meta).toMatchObject({ orientation: 6, width: 300, height: 200 });
  expect(meta.exif?.includes('SZTX-EXIF')).toBe(true);
  expect(meta.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
  expect(meta.xmp).toBeDefined();
  expect(meta.icc).toBeDefined();
  return photo;
}

/** `bytes` are the phone photo upright (200 × 300, red at the top right) and nothing else. */
export async function expectCleanPhoto(bytes: Buffer): Promise<void> {
  const { default: sharp } = await import('sharp');
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe('jpeg');
  expect([meta.width, meta.height]).toEqual([200, 300]);
  expect(meta.orientation).toBeUndefined();
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(bytes.includes('SZTX-EXIF')).toBe(false);
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const red = (x: number, y: number) => data[(y * info.width + x) * info.channels] ?? 0;
  expect(red(190, 10)).toBeGreaterThan(200); // top right
  expect(red(10, 10)).toBeLessThan(50); // top left
}
