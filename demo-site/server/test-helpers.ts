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
