import { type Static, Type } from 'typebox';
import { APPLY_FIELDS, type ApplyField, questionsFor } from '../../../../core/apply/questions.js';
import {
  econKindFromWire,
  econKindToWire,
  isBlank,
  PARENT_FIELDS,
  validateApplication,
} from '../../../../core/apply/rules.js';
import { requireSelf } from '../../auth.js';
import { ASSOCIATION_ID } from '../../context.js';
import { ApiFailure, fail, ok, okS } from '../../envelope.js';
import type { FeatureRoutes } from '../feature.js';
import { Id, Text, TextUpTo } from '../schemas.js';
import type { ApplyRow, ApplyType } from './fields.js';
import { applicationLetterPdf, applicationLetterRtf } from './letter.js';
import { applyMoves, privatisePhotos, toWire } from './photos.js';
import { applyRepository } from './repository.js';

/** Longest text accepted in one field. */
const MAX_FIELD = 2000;

const MSG_APPLY = {
  added: '申請成功',
  modified: '修改成功',
  selected: '獲取成功',
  duplicate: '您已提交過此類申請，請在原申請上修改',
  missingRecord: '尚未提交申請，無法修改',
  approved: '申請已審核通過，不能再修改',
  noLetterPdf: '入會申請書 PDF 暫未提供',
  badType: 'apply_type 必須是 0（個人）或 1（企業）',
  badEvent: "event 必須是 'add' 或 'select'",
  badAssociation: 'association_id 必須是 SZTX',
  tooLong: (field: string) => `${field} 過長（最多 ${MAX_FIELD} 字）`,
  missing: (labels: string[]) => `請填完必填項再提交！（缺少：${labels.join('、')}）`,
} as const;

/** Text of a body field ('' when absent). */
const text = (value: string | undefined): string => (value ?? '').trim();

function applyType(value: string | undefined): ApplyType {
  const t = text(value);
  if (t === '0') return 0;
  if (t === '1') return 1;
  throw new ApiFailure('400', MSG_APPLY.badType, true);
}

function checkAssociation(value: string | undefined): void {
  const id = text(value);
  if (id !== '' && id !== ASSOCIATION_ID)
    throw new ApiFailure('400', MSG_APPLY.badAssociation, true);
}

/** A body that is not an object is refused with this msg. */
const BAD_BODY = '請求格式錯誤';

const FIELD_SCHEMAS = Object.fromEntries(
  APPLY_FIELDS.map((f) => [f, TextUpTo(MAX_FIELD, MSG_APPLY.tooLong(f))]),
) as Record<ApplyField, typeof Text>;

/** Both forms' fields; the checks with their own messages are the handlers'. */
const ApplyBody = Type.Object(
  {
    ...FIELD_SCHEMAS,
    event: Text,
    member_id: Text,
    apply_type: Text,
    association_id: Text,
    apply_id: Text,
  },
  { msg: BAD_BODY },
);
type ApplyInput = Static<typeof ApplyBody>;

/** Reads, checks and normalises the application fields of a request (spec §5). */
function readFields(input: ApplyInput, type: ApplyType): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of APPLY_FIELDS) {
    const value = text(input[field]);
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

/** `association/coustomJoin` (add, select) and `association/updataCoustomJoin`. */
export const applyRoutes: FeatureRoutes = async (app, { ctx }) => {
  const repo = applyRepository(ctx.db);
  const stored = (memberId: number, type: ApplyType) =>
    toWire(ctx, repo.find(memberId, type) as ApplyRow);

  // every failure of these calls carries the `sucess` flag, schema refusals included
  const options = { schema: { body: ApplyBody }, config: { flagged: true } };

  app.post('/association/coustomJoin', options, async (req) => {
    const input = req.body;
    const event = text(input.event);
    if (event !== 'add' && event !== 'select')
      throw new ApiFailure('400', MSG_APPLY.badEvent, true);
    const memberId = requireSelf(ctx, req, text(input.member_id));
    const type = applyType(input.apply_type);
    checkAssociation(input.association_id);
    if (event === 'select') {
      const row = repo.find(memberId, type);
      return okS(row ? [toWire(ctx, row)] : [], MSG_APPLY.selected);
    }
    const values = readFields(input, type);
    const moves = privatisePhotos(ctx, memberId, values);
    const existing = repo.find(memberId, type);
    if (existing) {
      // a record without its letter counts as not submitted (spec §4): the add completes it
      if (existing.isreview === 1) throw new ApiFailure('400', MSG_APPLY.approved, true);
      if (!isBlank(existing.application_cert))
        throw new ApiFailure('400', MSG_APPLY.duplicate, true);
      applyMoves(moves);
      repo.update(existing.apply_id, values, ctx.now());
      return okS(stored(memberId, type), MSG_APPLY.added);
    }
    applyMoves(moves);
    const row = repo.insert({ memberId, type, isreview: 0, time: ctx.now(), values });
    return okS(toWire(ctx, row), MSG_APPLY.added);
  });

  app.post('/association/updataCoustomJoin', options, async (req) => {
    const input = req.body;
    const memberId = requireSelf(ctx, req, text(input.member_id));
    const type = applyType(input.apply_type);
    checkAssociation(input.association_id);
    const existing = repo.find(memberId, type);
    if (!existing) throw new ApiFailure('404', MSG_APPLY.missingRecord, true);
    const applyId = text(input.apply_id);
    if (applyId !== '' && applyId !== String(existing.apply_id)) {
      throw new ApiFailure('403', '無權訪問', true);
    }
    if (existing.isreview === 1) throw new ApiFailure('400', MSG_APPLY.approved, true);
    const values = readFields(input, type);
    const moves = privatisePhotos(ctx, memberId, values);
    applyMoves(moves);
    repo.update(existing.apply_id, values, ctx.now());
    return okS(stored(memberId, type), MSG_APPLY.modified);
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

  // The same letter as PDF, which opens on any phone (shown in the browser, not only saved).
  app.get('/association/applyTemplatePdf', async (_req, reply) => {
    const pdf = applicationLetterPdf();
    if (!pdf) throw new ApiFailure('404', MSG_APPLY.noLetterPdf);
    return reply
      .header('content-type', 'application/pdf')
      .header(
        'content-disposition',
        `inline; filename="apply-letter.pdf"; filename*=UTF-8''${encodeURIComponent('入會申請書.pdf')}`,
      )
      .header('access-control-allow-origin', '*')
      .send(pdf);
  });
};

/**
 * Development only: `/dev/review/apply/{member_id}` sets `isreview` (form field, e.g. 1) on
 * the member's applications (of `apply_type` when given).
 */
export const applyDevRoutes: FeatureRoutes = async (app, { ctx }) => {
  const repo = applyRepository(ctx.db);
  const schema = {
    params: Type.Object({ member_id: Id('member_id') }),
    body: Type.Object({ isreview: Text, apply_type: Text }, { msg: BAD_BODY }),
  };
  app.post('/review/apply/:member_id', { schema }, async (req) => {
    const memberId = Number(req.params.member_id);
    const value = text(req.body.isreview) || '1';
    if (!/^\d{1,3}$/.test(value)) throw new ApiFailure('400', 'isreview 必須是整數');
    const typeText = text(req.body.apply_type);
    const type = typeText === '' ? undefined : applyType(typeText);
    const changed = repo.setReview(memberId, Number(value), ctx.now(), type);
    if (changed === 0) return fail('404', '該會員沒有申請記錄');
    return ok({ changed }, '已更新審核狀態');
  });
};
