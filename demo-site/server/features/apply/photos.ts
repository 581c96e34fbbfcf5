import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import type { ServerContext } from '../../context.js';
import { ApiFailure } from '../../envelope.js';
import { isSafeKey, isSignedOnly, PRIVATE_DIR, signFileUrl, UPLOADS_DIR } from '../../files.js';
import { APPLY_IMAGE_FIELDS, type ApplyRow } from './fields.js';

/**
 * The applications' document photos: an upload named in an image field moves to the
 * caller's private folder when the application is saved, and goes back out as a signed URL.
 */

const MSG_FILES = {
  notYours: '不能使用其他用戶上傳的圖片，請重新上傳',
  badPath: '圖片地址無效，請重新上傳',
  missing: '圖片已失效，請重新上傳',
} as const;

/** Where a stored private photo of `userId` named `name` is served (and stored in the row). */
function privatePath(userId: number, name: string): string {
  return `/files/${PRIVATE_DIR}/u/${userId}/${name}`;
}

/**
 * What an image field's value refers to: one of our upload or private folders (with the user
 * whose folder it is and the name inside it), or anything else (kept as sent).
 */
type ImageRef =
  | { kind: 'other' }
  | { kind: 'upload' | 'private'; userId: number; name: string }
  | { kind: 'invalid' };

function imageRef(value: string): ImageRef {
  if (value === '') return { kind: 'other' };
  let path: string;
  if (/^https?:\/\//i.test(value) || value.startsWith('/')) {
    try {
      // resolves `..` and `%2e%2e`, drops the query (a signature) and the host (any image base)
      path = new URL(value, 'http://local.invalid').pathname;
    } catch {
      return { kind: 'other' };
    }
  } else if (/^files\//i.test(value)) {
    path = `/${value.split(/[?#]/)[0] ?? ''}`;
    path = new URL(path, 'http://local.invalid').pathname;
  } else return { kind: 'other' };
  const m = /^\/files\/(uploads|private|protected)\/(.*)$/i.exec(path);
  if (!m) return { kind: 'other' };
  const dir = (m[1] ?? '').toLowerCase();
  if (dir === 'protected') return { kind: 'invalid' };
  const owner = /^u\/(\d{1,12})\/(.+)$/.exec(m[2] ?? '');
  if (!owner) {
    // a legacy upload outside any user's folder is public data: kept as today
    return dir === UPLOADS_DIR ? { kind: 'other' } : { kind: 'invalid' };
  }
  const name = owner[2] ?? '';
  if (!isSafeKey(name) || name.includes('//')) return { kind: 'invalid' };
  return {
    kind: dir === UPLOADS_DIR ? 'upload' : 'private',
    userId: Number(owner[1]),
    name,
  };
}

/** A file move to do once the record is known to be saved. */
interface PhotoMove {
  from: string;
  to: string;
}

/**
 * Rewrites the image fields of `values` for `callerId`: the caller's uploads become their
 * private path (the move is returned, not done), the caller's private paths lose any signature,
 * another user's files and paid media are refused ('403' / '400'); other values stay.
 */
export function privatisePhotos(
  ctx: ServerContext,
  callerId: number,
  values: Record<string, string>,
): PhotoMove[] {
  const root = resolve(ctx.filesDir);
  const moves: PhotoMove[] = [];
  for (const field of APPLY_IMAGE_FIELDS) {
    const value = values[field] ?? '';
    const ref = imageRef(value);
    if (ref.kind === 'other') continue;
    if (ref.kind === 'invalid') throw new ApiFailure('400', MSG_FILES.badPath, true);
    if (ref.userId !== callerId) throw new ApiFailure('403', MSG_FILES.notYours, true);
    const to = resolve(root, PRIVATE_DIR, 'u', String(callerId), ref.name);
    const from = resolve(root, UPLOADS_DIR, 'u', String(callerId), ref.name);
    if (!to.startsWith(root + sep) || !from.startsWith(root + sep))
      throw new ApiFailure('400', MSG_FILES.badPath, true);
    if (ref.kind === 'upload') {
      if (existsSync(from)) moves.push({ from, to });
      // the upload was moved by an earlier submit (a client re-sending what it uploaded)
      else if (!existsSync(to)) throw new ApiFailure('400', MSG_FILES.missing, true);
    }
    values[field] = privatePath(callerId, ref.name);
  }
  return moves;
}

/** Moves the uploads (same name in the user's private folder; identical bytes just drop the upload). */
export function applyMoves(moves: PhotoMove[]): void {
  for (const { from, to } of moves) {
    if (!existsSync(from)) continue; // the same upload in two fields
    mkdirSync(dirname(to), { recursive: true });
    if (existsSync(to) && readFileSync(to).equals(readFileSync(from))) rmSync(from);
    else renameSync(from, to);
  }
}

/**
 * The stored row as the wire sends it (isreview and ids as numbers, texts as stored), for its
 * owner: the owner's private photos as signed, expiring URLs; any other signed-only path
 * (never stored by the routes) is dropped rather than signed.
 */
export function toWire(ctx: ServerContext, row: ApplyRow): Record<string, unknown> {
  const wire: Record<string, unknown> = { ...row };
  const own = `/files/${PRIVATE_DIR}/u/${row.member_id}/`;
  for (const field of APPLY_IMAGE_FIELDS) {
    const value = row[field];
    if (!isSignedOnly(value)) continue;
    wire[field] =
      value.startsWith(own) && !value.includes('?')
        ? signFileUrl(ctx.secrets.fileUrlSecret, value, ctx.now())
        : '';
  }
  return wire;
}
