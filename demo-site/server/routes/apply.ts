import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { questionsFor } from '../../../core/apply/questions.js';
import {
  econKindFromWire,
  econKindToWire,
  isBlank,
  PARENT_FIELDS,
  validateApplication,
} from '../../../core/apply/rules.js';
import { requireSelf } from '../auth.js';
import { ASSOCIATION_ID, type ServerContext } from '../context.js';
import type { DB } from '../db.js';
import { ApiFailure, fail, ok, okS } from '../envelope.js';
import { isSignedOnly, PRIVATE_DIR, SAFE_KEY_RE, signFileUrl, UPLOADS_DIR } from '../files.js';
import { idParam } from '../validation.js';

/** Text columns of `custom_joinasso_apply` the forms fill (wire names). */
export const APPLY_TEXT_FIELDS = [
  'application_cert',
  'isnewmember',
  'join_child_association',
  'company_name',
  'company_job',
  'company_add',
  'ice_people',
  'ice_phone',
  'member_name',
  'personal_photo',
  'taibao_id',
  'taibao_frontview',
  'taibao_reverse',
  'birthday',
  'member_phone',
  'member_email',
  'member_address',
  'wx_number',
  'qq_number',
  'company_name_en',
  'cer_one',
  'setup_date',
  'field',
  'econ_kind',
  'main_businee',
  'company_phone',
  'company_fax',
  'company_url',
  'company_email',
  'registered_capital',
  'isHasPreCompany',
  'p_company_name',
  'p_company_phone',
  'p_company_add',
  'p_company_contacts',
] as const;

type ApplyRow = Record<(typeof APPLY_TEXT_FIELDS)[number], string> & {
  apply_id: number;
  apply_type: number;
  member_id: number;
  association_id: string;
  isreview: number;
  create_time: number;
  update_time: number;
};

/** Longest text accepted in one field. */
const MAX_FIELD = 2000;

const MSG_APPLY = {
  added: '申請成功',
  modified: '修改成功',
  selected: '獲取成功',
  duplicate: '您已提交過此類申請，請在原申請上修改',
  missingRecord: '尚未提交申請，無法修改',
  approved: '申請已審核通過，不能再修改',
  badType: 'apply_type 必須是 0（個人）或 1（企業）',
  badEvent: "event 必須是 'add' 或 'select'",
  badAssociation: 'association_id 必須是 SZTX',
  tooLong: (field: string) => `${field} 過長（最多 ${MAX_FIELD} 字）`,
  missing: (labels: string[]) => `請填完必填項再提交！（缺少：${labels.join('、')}）`,
} as const;

function body(req: FastifyRequest): Record<string, unknown> {
  const value = req.body;
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new ApiFailure('400', '請求格式錯誤', true);
  return value as Record<string, unknown>;
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function applyType(value: unknown): 0 | 1 {
  const t = text(value).trim();
  if (t === '0') return 0;
  if (t === '1') return 1;
  throw new ApiFailure('400', MSG_APPLY.badType, true);
}

function checkAssociation(value: unknown): void {
  const id = text(value).trim();
  if (id !== '' && id !== ASSOCIATION_ID)
    throw new ApiFailure('400', MSG_APPLY.badAssociation, true);
}

/**
 * Fields holding personal document photos (spec 001 §2, §3: the image questions). Their
 * uploads are moved to private storage on submit and only handed back as signed URLs.
 */
export const APPLY_IMAGE_FIELDS = [
  'application_cert',
  'personal_photo',
  'taibao_frontview',
  'taibao_reverse',
  'cer_one',
] as const satisfies readonly (typeof APPLY_TEXT_FIELDS)[number][];

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
  if (!SAFE_KEY_RE.test(name) || name.includes('//')) return { kind: 'invalid' };
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
function privatisePhotos(
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
function applyMoves(moves: PhotoMove[]): void {
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
function toWire(ctx: ServerContext, row: ApplyRow): Record<string, unknown> {
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

function findApplication(db: DB, memberId: number, type: 0 | 1): ApplyRow | undefined {
  return db
    .prepare(
      'SELECT * FROM custom_joinasso_apply WHERE member_id = ? AND apply_type = ? AND association_id = ?',
    )
    .get(memberId, type, ASSOCIATION_ID) as ApplyRow | undefined;
}

/** Reads, checks and normalises the application fields of a request (spec §5). */
function readFields(input: Record<string, unknown>, type: 0 | 1): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of APPLY_TEXT_FIELDS) {
    const value = text(input[field]).trim();
    if (value.length > MAX_FIELD) throw new ApiFailure('400', MSG_APPLY.tooLong(field), true);
    values[field] = value;
  }
  const kind = type === 0 ? 'person' : 'company';
  // either stored form of 獨資 is accepted; it is kept as the legacy value the original stores
  if (kind === 'company') {
    values.econ_kind = econKindToWire(econKindFromWire(values.econ_kind));
    values.isHasPreCompany = values.isHasPreCompany === '1' ? '1' : '0';
    if (values.isHasPreCompany !== '1') for (const field of PARENT_FIELDS) values[field] = '';
  }
  const result = validateApplication(kind, values);
  if (!result.ok) {
    const titles = new Map(
      questionsFor(kind, values).map((question) => [question.field as string, question.title]),
    );
    throw new ApiFailure(
      '400',
      MSG_APPLY.missing(result.missing.map((field) => titles.get(field) ?? field)),
      true,
    );
  }
  if (!['0', '1'].includes(values.isnewmember ?? '')) {
    throw new ApiFailure('400', 'isnewmember 必須是 0（新會員）或 1（非新會員）', true);
  }
  return values;
}

function insertApplication(
  ctx: ServerContext,
  memberId: number,
  type: 0 | 1,
  values: Record<string, string>,
): ApplyRow {
  const now = ctx.now();
  const columns = [
    'member_id',
    'apply_type',
    'association_id',
    'isreview',
    'create_time',
    'update_time',
    ...APPLY_TEXT_FIELDS,
  ];
  const args = [
    memberId,
    type,
    ASSOCIATION_ID,
    0,
    now,
    now,
    ...APPLY_TEXT_FIELDS.map((f) => values[f] ?? ''),
  ];
  ctx.db
    .prepare(
      `INSERT INTO custom_joinasso_apply (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    )
    .run(...args);
  return findApplication(ctx.db, memberId, type) as ApplyRow;
}

function updateRow(ctx: ServerContext, applyId: number, values: Record<string, string>): void {
  const sets = APPLY_TEXT_FIELDS.map((f) => `${f} = ?`).join(', ');
  ctx.db
    .prepare(`UPDATE custom_joinasso_apply SET ${sets}, update_time = ? WHERE apply_id = ?`)
    .run(...APPLY_TEXT_FIELDS.map((f) => values[f] ?? ''), ctx.now(), applyId);
}

/** `association/coustomJoin` (add, select) and `association/updataCoustomJoin`. */
export const applyRoutes: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.post('/association/coustomJoin', async (req) => {
    const input = body(req);
    const event = text(input.event).trim();
    if (event !== 'add' && event !== 'select')
      throw new ApiFailure('400', MSG_APPLY.badEvent, true);
    const memberId = requireSelf(ctx, req, text(input.member_id));
    const type = applyType(input.apply_type);
    checkAssociation(input.association_id);
    if (event === 'select') {
      const row = findApplication(db, memberId, type);
      return okS(row ? [toWire(ctx, row)] : [], MSG_APPLY.selected);
    }
    const values = readFields(input, type);
    const moves = privatisePhotos(ctx, memberId, values);
    const existing = findApplication(db, memberId, type);
    if (existing) {
      // a record without its letter counts as not submitted (spec §4): the add completes it
      if (existing.isreview === 1) throw new ApiFailure('400', MSG_APPLY.approved, true);
      if (!isBlank(existing.application_cert))
        throw new ApiFailure('400', MSG_APPLY.duplicate, true);
      applyMoves(moves);
      updateRow(ctx, existing.apply_id, values);
      return okS(toWire(ctx, findApplication(db, memberId, type) as ApplyRow), MSG_APPLY.added);
    }
    applyMoves(moves);
    return okS(toWire(ctx, insertApplication(ctx, memberId, type, values)), MSG_APPLY.added);
  });

  app.post('/association/updataCoustomJoin', async (req) => {
    const input = body(req);
    const memberId = requireSelf(ctx, req, text(input.member_id));
    const type = applyType(input.apply_type);
    checkAssociation(input.association_id);
    const existing = findApplication(db, memberId, type);
    if (!existing) throw new ApiFailure('404', MSG_APPLY.missingRecord, true);
    const applyId = text(input.apply_id).trim();
    if (applyId !== '' && applyId !== String(existing.apply_id)) {
      throw new ApiFailure('403', '無權訪問', true);
    }
    if (existing.isreview === 1) throw new ApiFailure('400', MSG_APPLY.approved, true);
    const values = readFields(input, type);
    const moves = privatisePhotos(ctx, memberId, values);
    applyMoves(moves);
    updateRow(ctx, existing.apply_id, values);
    return okS(toWire(ctx, findApplication(db, memberId, type) as ApplyRow), MSG_APPLY.modified);
  });

  // The application letter template, for download from both forms.
  app.get('/association/applyTemplate', async (_req, reply) =>
    reply
      .header('content-type', 'application/rtf; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="apply-letter.rtf"; filename*=UTF-8''${encodeURIComponent('入會申請書.rtf')}`,
      )
      .header('access-control-allow-origin', '*')
      .send(applicationLetterRtf()),
  );
};

/** `/dev/review/apply/{member_id}`: sets `isreview` (form field, e.g. 1) on the member's applications. */
export const applyDevRoutes: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  app.post('/review/apply/:member_id', async (req) => {
    const memberId = idParam((req.params as { member_id: string }).member_id, 'member_id');
    const input = body(req);
    const value = text(input.isreview).trim() || '1';
    if (!/^\d{1,3}$/.test(value)) throw new ApiFailure('400', 'isreview 必須是整數');
    const typeText = text(input.apply_type).trim();
    const args: (number | string)[] = [Number(value), ctx.now(), memberId, ASSOCIATION_ID];
    let where = 'member_id = ? AND association_id = ?';
    if (typeText !== '') {
      where += ' AND apply_type = ?';
      args.push(applyType(typeText));
    }
    const changed = ctx.db
      .prepare(`UPDATE custom_joinasso_apply SET isreview = ?, update_time = ? WHERE ${where}`)
      .run(...args).changes;
    if (changed === 0) return fail('404', '該會員沒有申請記錄');
    return ok({ changed }, '已更新審核狀態');
  });
};

/** Unicode text as RTF (`\uN?` escapes for everything outside ASCII). */
function rtfText(line: string): string {
  let out = '';
  for (const ch of line) {
    const code = ch.codePointAt(0) ?? 32;
    if (ch === '\\' || ch === '{' || ch === '}') out += `\\${ch}`;
    else if (code < 128) out += ch;
    else if (code <= 0xffff) out += `\\u${code > 32767 ? code - 65536 : code}?`;
    else out += '?';
  }
  return out;
}

/** The application letter template (RTF opens in Word, WPS and LibreOffice). */
export function applicationLetterRtf(): string {
  const title = '本市台商投資企業協會 入會申請書';
  const lines = [
    '致：本市台商投資企業協會',
    '',
    '本人／本企業自願申請加入本市台商投資企業協會，承認並遵守協會章程，',
    '履行會員義務，按時繳納會費，積極參加協會活動。',
    '',
    '申請類別：□ 個人會員    □ 企業會員',
    '姓名／企業名稱：________________________________',
    '台胞證號碼／統一社會信用代碼：________________________________',
    '聯絡電話：____________________    電子郵箱：____________________',
    '聯絡地址：________________________________________________',
    '擬加入子會：□ 聯誼會（__________）  □ 婦女會  □ 青年會  □ 慢壘聯盟',
    '',
    '申請人簽名（企業加蓋公章）：____________________',
    '日期：______ 年 ____ 月 ____ 日',
    '',
    '說明：請填寫並簽名（蓋章）後拍照，於申請表第 01 題上傳。2021 年度會費免收。',
  ];
  const body = lines.map((l) => `${rtfText(l)}\\par`).join('\n');
  return `{\\rtf1\\ansi\\ansicpg950\\deff0{\\fonttbl{\\f0\\fnil\\fcharset136 PMingLiU;}}\n\\f0\\fs24\n{\\qc\\b\\fs36 ${rtfText(title)}\\par}\n\\par\n${body}\n}`;
}
