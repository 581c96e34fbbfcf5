import type { FastifyRequest } from 'fastify';
import { cutHtml, PREVIEW_CHARS } from '../../../../core/paywall/preview.js';
import { callerId } from '../../auth.js';
import type { ServerContext } from '../../context.js';
import { ApiFailure } from '../../envelope.js';
import { isSignedOnly, signFileUrl } from '../../files.js';
import { ORDER_TYPE, paidRepository } from './repository.js';

export type PaidKind = 'article' | 'file' | 'course' | 'lesson';
type Row = Record<string, unknown>;

/** Code 51000 with the preview as data. */
class PaywallFailure extends ApiFailure {
  constructor(readonly preview: Row) {
    super('51000', '該內容需付費後閱讀');
  }
  override toEnvelope() {
    return { code: this.code, msg: this.message, data: this.preview };
  }
}

/**
 * Whether `userId` may read the paid resource: an association member for files and courses,
 * or bought it (or its course), or an active package.
 */
function canRead(
  ctx: ServerContext,
  userId: number | null,
  kind: 'article' | 'file' | 'course',
  id: number,
): boolean {
  if (userId === null) return false;
  const repo = paidRepository(ctx.db);
  const type = ORDER_TYPE[kind];
  if (repo.readsFreeAsMember(userId, type)) return true;
  return repo.hasPaid(userId, type, id) || repo.hasPackage(userId, ctx.now());
}

/** The row with only a preview of its body, or null when the caller may read it all. */
function lockedRow(ctx: ServerContext, user: number | null, kind: PaidKind, row: Row): Row | null {
  if (kind === 'article' && Number(row.article_price) > 0) {
    if (!canRead(ctx, user, 'article', Number(row.article_id)))
      return { ...row, content: cutHtml(String(row.content ?? ''), PREVIEW_CHARS.article) };
  } else if (kind === 'file' && Number(row.current_price) > 0) {
    if (!canRead(ctx, user, 'file', Number(row.cunpan_id)))
      return { ...row, content: cutHtml(String(row.content ?? ''), PREVIEW_CHARS.file) };
  } else if (kind === 'course' && Number(row.current_price) > 0) {
    if (!canRead(ctx, user, 'course', Number(row.course_id))) {
      const lessons = Array.isArray(row.tshCourseKpointList) ? row.tshCourseKpointList : [];
      return {
        ...row,
        tshCourseKpointList: lessons.map((l: Row) =>
          Number(l.is_free) === 1 ? l : { ...l, video_url: '' },
        ),
      };
    }
  } else if (kind === 'lesson' && Number(row.is_free) !== 1) {
    const course = paidRepository(ctx.db).course(row.course_id);
    if (course && course.current_price > 0 && !canRead(ctx, user, 'course', course.course_id))
      return {
        ...row,
        video_url: '',
        current_price: course.current_price,
        course_name: course.course_name,
      };
  }
  return null;
}

/**
 * The paywall of `article/{id}`, `cunpan/{id}`, `course/{id}` and `course/kpiont/{id}`: called
 * by the content handlers with the full row; returns it when free or unlocked for the caller,
 * otherwise throws code 51000 whose data is the row with only a preview of the body (article
 * 500 text characters, file 1000; a course without its paid lessons' videos; a paid lesson
 * without its video). The hidden part never leaves the server.
 */
export function paywall<T extends Row>(
  ctx: ServerContext,
  req: FastifyRequest,
  kind: PaidKind,
  row: T,
): T {
  const locked = lockedRow(ctx, callerId(ctx, req), kind, row);
  if (locked) throw new PaywallFailure(withoutPaidMedia(kind, locked));
  return withSignedMedia(ctx, row);
}

/** The fields of a paid resource that hold its media (video, downloadable file). */
const MEDIA_FIELDS: Record<PaidKind, string[]> = {
  article: ['video_url'],
  file: ['url'],
  course: [],
  lesson: ['video_url'],
};

/**
 * A locked answer carries no media URL of the paid resource (the lessons of a course keep
 * only the free ones', as before).
 */
function withoutPaidMedia(kind: PaidKind, row: Row): Row {
  const out = { ...row };
  for (const field of MEDIA_FIELDS[kind]) if (field in out) out[field] = '';
  return out;
}

/** Media in signed-only storage (files.ts) as a signed, expiring URL; other values as they are. */
function signMedia(ctx: ServerContext, url: unknown): unknown {
  return isSignedOnly(url) ? signFileUrl(ctx.secrets.fileUrlSecret, url, ctx.now()) : url;
}

function withSignedMedia<T extends Row>(ctx: ServerContext, row: T): T {
  const out: Row = { ...row };
  for (const field of ['video_url', 'url'])
    if (field in out) out[field] = signMedia(ctx, out[field]);
  if (Array.isArray(out.tshCourseKpointList))
    out.tshCourseKpointList = out.tshCourseKpointList.map((l: Row) => ({
      ...l,
      video_url: signMedia(ctx, l.video_url),
    }));
  return out as T;
}

/**
 * Rows of a list (`article/list`, `cunpan/list`): a paid item's media URL is left out (its page
 * gives it to a reader who may have it); a free item's media in signed-only storage is signed.
 */
export function listMedia<T extends Row>(
  ctx: ServerContext,
  rows: T[],
  field: 'video_url' | 'url',
  priceField: 'article_price' | 'current_price',
): T[] {
  return rows.map((row) =>
    field in row
      ? { ...row, [field]: Number(row[priceField]) > 0 ? '' : signMedia(ctx, row[field]) }
      : row,
  );
}
