import sharp from 'sharp';
import type { GateLimits } from './gate.js';

/** The image formats an upload may have, with the extension and type they are stored under. */
export const IMAGE_FORMATS = {
  png: { ext: 'png', mime: 'image/png' },
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  gif: { ext: 'gif', mime: 'image/gif' },
  webp: { ext: 'webp', mime: 'image/webp' },
} as const;

export type ImageFormat = keyof typeof IMAGE_FORMATS;
interface ImageInfo {
  format: ImageFormat;
  ext: string;
  mime: string;
  width: number;
  height: number;
}

/**
 * Pixels an upload may have, all frames of an animation together: refused from the header,
 * before any decoding. 32 MP takes every phone's and camera's default photo (24 MP phones
 * store 5712×4284, 30 MP cameras 6720×4480) and bounds what one decode costs: a 60 MP PNG of
 * 187 kB decodes to 240 MB of pixels.
 */
export const MAX_INPUT_PIXELS = 32_000_000;
/** The longest side of a stored image: a phone screen at 3× density, a desktop at full width. */
export const MAX_STORED_SIDE = 2048;

/**
 * Decodes of uploads (features/upload): one at a time, so the other core serves the API; 16
 * more wait; one user holds at most 6 places (the needs form sends up to 5 images at once).
 */
export const IMAGE_GATE_LIMITS: GateLimits = { concurrency: 1, queue: 16, perKey: 6 };

export const IMAGE_MSG = {
  tooLarge: `圖片尺寸過大，請上傳不超過 ${MAX_INPUT_PIXELS / 10_000} 萬像素的圖片`,
  busy: '圖片處理繁忙，請稍後再試',
} as const;

/**
 * libvips keeps no cache of decoded images (each upload is decoded once) and uses one thread
 * per decode: the upload gate (features/upload) decides how many decodes run at once.
 */
sharp.cache(false);
sharp.concurrency(1);

/** What an image's header says, read without decoding its pixels. */
export interface ImageHeader extends ImageInfo {
  /** Pixels of all frames together. */
  pixels: number;
  /** A palette PNG stays a palette PNG. */
  palette: boolean;
  /** Already as cleanImage stores it: no metadata, upright, within MAX_STORED_SIDE. */
  clean: boolean;
}

/**
 * The header of `data` (bytes or a file's path): a PNG, JPEG, GIF or WebP with its dimensions
 * and frames, or null for anything else (HTML or script, SVG, a signature with nothing readable
 * behind it).
 */
export async function readImageHeader(data: Buffer | string): Promise<ImageHeader | null> {
  try {
    const meta = await sharp(data, { animated: true, limitInputPixels: false }).metadata();
    const known = IMAGE_FORMATS[meta.format as ImageFormat];
    if (!known || !meta.width || !meta.height) return null;
    const height = meta.pageHeight ?? meta.height;
    const bare = !(meta.exif || meta.xmp || meta.iptc || meta.icc || meta.comments?.length);
    return {
      format: meta.format as ImageFormat,
      ...known,
      width: meta.width,
      height,
      pixels: meta.width * meta.height,
      palette: meta.isPalette,
      clean:
        bare && (meta.orientation ?? 1) === 1 && Math.max(meta.width, height) <= MAX_STORED_SIDE,
    };
  } catch {
    return null;
  }
}

/**
 * `data` decoded in full and encoded again as the same format: turned upright by its EXIF
 * orientation, at most MAX_STORED_SIDE on its longest side, in sRGB, and with no metadata
 * (EXIF with GPS, XMP, IPTC, comments, the ICC profile once applied). Null when the data does
 * not decode to the end (truncated, corrupt, an image followed by a page). Call it only for a
 * header within MAX_INPUT_PIXELS, and inside the upload gate: it holds a core meanwhile.
 */
export async function cleanImage(data: Buffer, header: ImageHeader): Promise<Buffer | null> {
  try {
    const image = sharp(data, {
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
      animated: true,
    })
      .autoOrient()
      .resize(MAX_STORED_SIDE, MAX_STORED_SIDE, { fit: 'inside', withoutEnlargement: true });
    switch (header.format) {
      case 'jpeg':
        return await image.jpeg({ quality: 85 }).toBuffer();
      case 'png':
        return await image.png({ palette: header.palette }).toBuffer();
      case 'gif':
        return await image.gif().toBuffer();
      case 'webp':
        return await image.webp({ quality: 85 }).toBuffer();
    }
  } catch {
    return null;
  }
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
