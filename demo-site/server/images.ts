import sharp from 'sharp';

/** The image formats an upload may have, with the extension and type they are stored under. */
export const IMAGE_FORMATS = {
  png: { ext: 'png', mime: 'image/png' },
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  gif: { ext: 'gif', mime: 'image/gif' },
  webp: { ext: 'webp', mime: 'image/webp' },
} as const;

export type ImageFormat = keyof typeof IMAGE_FORMATS;
export interface ImageInfo {
  format: ImageFormat;
  ext: string;
  mime: string;
  width: number;
  height: number;
}

/** Larger pictures are refused before decoding (a 20 MB file can hold a decompression bomb). */
const MAX_PIXELS = 60_000_000;

sharp.cache(false);
sharp.concurrency(1);

/** One decode at a time: a decode holds a core, and the API must keep answering meanwhile. */
let queue: Promise<unknown> = Promise.resolve();
function serially<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * What image `data` really is, found by decoding all of it: a PNG, JPEG, GIF or WebP whose
 * every frame decodes without error. Anything else (HTML or script after an image signature,
 * SVG, a truncated or corrupt file, a picture over MAX_PIXELS) is null. The caller stores and
 * serves the object under the extension and type returned here, never the ones it was sent.
 */
export function inspectImage(data: Buffer): Promise<ImageInfo | null> {
  return serially(async () => {
    try {
      const options = { failOn: 'error', limitInputPixels: MAX_PIXELS, animated: true } as const;
      const meta = await sharp(data, options).metadata();
      const known = IMAGE_FORMATS[meta.format as ImageFormat];
      if (!known || !meta.width || !meta.height) return null;
      // a full decode (scaled down, so it stays small in memory) finds corrupt or truncated data
      await sharp(data, options).resize(16, 16, { fit: 'inside' }).raw().toBuffer();
      return {
        format: meta.format as ImageFormat,
        ...known,
        width: meta.width,
        height: meta.pageHeight ?? meta.height,
      };
    } catch {
      return null;
    }
  });
}

/** The image type whose signature starts `head`, or null: a cheap check when serving. */
export function imageSignature(head: Buffer): ImageFormat | null {
  if (head.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (/^GIF8[79]a$/.test(head.subarray(0, 6).toString('latin1'))) return 'gif';
  if (
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/** `key` with its extension replaced by `ext` (a key with no extension gets one). */
export function withExtension(key: string, ext: string): string {
  const slash = key.lastIndexOf('/');
  const dot = key.lastIndexOf('.');
  const stem = dot > slash + 1 ? key.slice(0, dot) : key;
  return `${stem}.${ext}`;
}
