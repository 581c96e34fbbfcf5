import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { isSafeKey } from '../../files.js';
import { WorkGate } from '../../gate.js';
import {
  cleanImage,
  IMAGE_GATE_LIMITS,
  IMAGE_MSG,
  MAX_INPUT_PIXELS,
  readImageHeader,
  withExtension,
} from '../../images.js';
import { cleanStoredImages } from '../../stored-images.js';
import { mimeAllowed, type PutPolicy, QiniuError, qetag } from './qiniu.js';

/** The emulator's object storage: where a key lives, who may write it, what is written. */

const MSG_MIME = 'limited mimeType: this file type is forbidden to upload';
/** The gate's key of the stored-image sweep (never a user's: those are numbers). */
const SWEEP = 'stored-images';

/** The file of `key` under `uploadsDir`, or '400 invalid key'. */
export function keyPath(uploadsDir: string, key: string): string {
  if (!isSafeKey(key) || key.startsWith('/') || key.includes('//'))
    throw new QiniuError(400, 'invalid key');
  const full = resolve(uploadsDir, key);
  if (!full.startsWith(uploadsDir + sep)) throw new QiniuError(400, 'invalid key');
  return full;
}

/** '403' unless the policy's scope (a bucket, a key or a key prefix) covers `key`. */
export function checkScope(policy: PutPolicy, bucket: string, key: string | null): void {
  const [scopeBucket, scopeKey] = policy.scope.split(/:(.*)/s) as [string, string | undefined];
  if (scopeBucket !== bucket) throw new QiniuError(403, 'scope not match');
  if (scopeKey === undefined) return;
  if (policy.isPrefixalScope === 1) {
    if (key !== null && !key.startsWith(scopeKey))
      throw new QiniuError(403, "key doesn't match with scope");
  } else if (scopeKey !== key) throw new QiniuError(403, "key doesn't match with scope");
}

export function objectStore(uploadsDir: string) {
  /** Decodes of uploads: one user's flood waits behind everyone else's uploads, or is refused. */
  const decodes = new WorkGate(IMAGE_GATE_LIMITS, () => new QiniuError(429, IMAGE_MSG.busy));
  let closing = false;
  let sweep: Promise<unknown> = Promise.resolve();

  /** A decode for the sweep: it waits while members fill the gate, and gives up at close. */
  async function sweepDecode<T>(work: () => Promise<T>): Promise<T> {
    for (;;) {
      try {
        return await decodes.enter(SWEEP).run(work);
      } catch (err) {
        if (!(err instanceof QiniuError) || err.status !== 429 || closing) throw err;
        await delay(1000);
      }
    }
  }

  return {
    /**
     * Validates limits and the image, writes the object, answers `{hash, key}`. What is stored
     * is the image decoded and encoded again (upright, bounded, without metadata: images.ts),
     * under the extension of what it is (a "png" that is a JPEG is stored as `.jpg`), so it is
     * served as exactly that image type. Refusals that need no decoding come first, at once.
     */
    async store(
      policy: PutPolicy,
      key: string | null,
      data: Buffer,
    ): Promise<{ hash: string; key: string }> {
      if (policy.fsizeLimit !== undefined && data.length > policy.fsizeLimit) {
        throw new QiniuError(413, 'exceed FsizeLimit');
      }
      const header = await readImageHeader(data);
      if (!header || !mimeAllowed(header.mime, policy.mimeLimit))
        throw new QiniuError(403, MSG_MIME);
      if (header.pixels > MAX_INPUT_PIXELS) throw new QiniuError(400, IMAGE_MSG.tooLarge);
      const clean = await decodes.enter(policy.endUser ?? '').run(() => cleanImage(data, header));
      if (!clean) throw new QiniuError(403, MSG_MIME);
      const hash = qetag(clean);
      const prefix = policy.isPrefixalScope === 1 ? (policy.scope.split(/:(.*)/s)[1] ?? '') : '';
      const finalKey = withExtension(key ?? `${prefix}${hash}`, header.ext);
      checkScope(policy, policy.scope.split(':')[0] ?? '', finalKey);
      const path = keyPath(uploadsDir, finalKey);
      // insert-only scope: an existing object stays, unless it is this very content (as Qiniu)
      const overwrite = policy.scope.includes(':');
      if (!overwrite && existsSync(path) && !readFileSync(path).equals(clean))
        throw new QiniuError(614, 'file exists');
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, clean);
      return { hash, key: finalKey };
    },

    /** Starts cleaning the images stored under `dirs` before this version (stored-images.ts). */
    cleanStored(dirs: readonly string[], log: FastifyBaseLogger): void {
      sweep = cleanStoredImages(dirs, sweepDecode, () => closing)
        .then(({ cleaned, tooLarge }) => {
          if (cleaned > 0 || tooLarge > 0)
            log.info({ cleaned, tooLarge }, 'stored images encoded afresh without metadata');
        })
        .catch((err: unknown) => log.error({ err }, 'cleaning stored images failed'));
    },

    /** Stops the sweep (after the decode it is in). */
    async close(): Promise<void> {
      closing = true;
      await sweep;
    },
  };
}
