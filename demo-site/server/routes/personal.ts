import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireSelf } from '../auth.js';
import type { ServerContext } from '../context.js';
import { ApiFailure, ok } from '../envelope.js';
import { idParam, paging } from '../validation.js';

type Params = Record<string, string | undefined>;
type Body = Record<string, unknown>;

/** Profile fields `member/update` may change, with their length limits. */
const PROFILE_TEXT: Record<string, { max: number; label: string }> = {
  really_name: { max: 40, label: '姓名' },
  member_phone: { max: 20, label: '手機號' },
  member_email: { max: 100, label: '郵箱' },
  member_address: { max: 200, label: '詳細地址' },
  wechat_id: { max: 60, label: '微信號' },
  facebook: { max: 100, label: 'Facebook' },
  person_intro: { max: 500, label: '個性簽名' },
  position: { max: 60, label: '職務' },
  member_photo: { max: 500, label: '頭像' },
};

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function body(req: FastifyRequest): Body {
  const b = req.body;
  return b && typeof b === 'object' ? (b as Body) : {};
}

function text(b: Body, key: string): string | undefined {
  const value = b[key];
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) throw new ApiFailure('400', `參數 ${key} 重複`);
  return String(value).trim();
}

/** An optional area id: absent/empty → undefined (unchanged), '' or 0 → null, else positive int. */
function areaId(b: Body, key: string): number | null | undefined {
  const value = text(b, key);
  if (value === undefined) return undefined;
  if (value === '' || value === '0' || value === 'null') return null;
  if (!/^\d{1,9}$/.test(value)) throw new ApiFailure('400', `參數 ${key} 無效`);
  return Number.parseInt(value, 10);
}

/** Image paths stored for a member or company: a site path or an http(s) URL, never script. */
function imagePath(value: string, label: string): string {
  if (value === '') return value;
  if (/^(https?:\/\/|\/)[^\s"'<>]*$/i.test(value) || /^[\w./-]+$/.test(value)) return value;
  throw new ApiFailure('400', `${label}地址無效`);
}

/** Wire shape of a notice in `notice/list` and `notice/{id}/{userId}`. */
export interface NoticeWire {
  id: number;
  messageId: number;
  member_messageId: number;
  notice_id: number;
  title: string;
  desc: string;
  time: number;
  publish_time: number;
  isread: number;
  state: number;
  main_image: string[];
  content?: string;
}

interface NoticeRow {
  id: number;
  title: string;
  desc: string;
  content: string;
  main_image: string;
  publish_time: number;
  isread: number;
  state: number;
}

function toNotice(row: NoticeRow, withContent: boolean): NoticeWire {
  let images: string[] = [];
  try {
    const parsed = JSON.parse(row.main_image) as unknown;
    if (Array.isArray(parsed)) images = parsed.filter((v): v is string => typeof v === 'string');
  } catch {
    images = [];
  }
  return {
    id: row.id,
    messageId: row.id,
    member_messageId: row.id,
    notice_id: row.id,
    title: row.title,
    desc: row.desc,
    time: row.publish_time,
    publish_time: row.publish_time,
    isread: row.isread,
    state: row.state,
    main_image: images,
    ...(withContent ? { content: row.content } : {}),
  };
}

/** Company fields of the my-company form (table `companies` of the directory module; `field` is its `industry_id`). */
export const COMPANY_FIELDS = [
  'company_name',
  'company_logo',
  'slideshow_img',
  'field',
  'main_businee',
  'address',
  'phone',
  'email',
] as const;
/** Fields the spec requires to create or update a company. */
export const COMPANY_REQUIRED = [
  'company_name',
  'company_logo',
  'field',
  'main_businee',
  'address',
  'phone',
] as const;
const COMPANY_MAX: Record<string, number> = {
  company_name: 100,
  company_logo: 500,
  slideshow_img: 500,
  field: 60,
  main_businee: 1000,
  address: 200,
  phone: 30,
  email: 100,
};
export const MSG_INCOMPLETE = '請填寫完整信息';

function companyInput(b: Body): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of COMPANY_FIELDS) {
    const value = text(b, key) ?? '';
    if (value.length > (COMPANY_MAX[key] ?? 200)) {
      throw new ApiFailure('400', `${key} 過長（最多 ${COMPANY_MAX[key]} 字）`);
    }
    out[key] = value;
  }
  if (COMPANY_REQUIRED.some((key) => !out[key])) throw new ApiFailure('400', MSG_INCOMPLETE);
  out.company_logo = imagePath(out.company_logo!, '企業 logo ');
  out.slideshow_img = imagePath(out.slideshow_img!, '封面圖片');
  if (out.email && !EMAIL_RE.test(out.email)) throw new ApiFailure('400', '郵箱格式不正確');
  return out;
}

export const personalRoutes: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  // ── profile ──

  app.post('/member/update', async (req) => {
    const b = body(req);
    const memberId = requireSelf(ctx, req, b.member_id ?? b.user_id);
    const sets: string[] = [];
    const args: (string | number | null)[] = [];
    for (const [key, rule] of Object.entries(PROFILE_TEXT)) {
      let value = text(b, key);
      if (value === undefined) continue;
      if (value.length > rule.max) {
        throw new ApiFailure('400', `${rule.label}過長（最多 ${rule.max} 字）`);
      }
      if (key === 'really_name' && value === '') throw new ApiFailure('400', '姓名不能為空');
      if (key === 'member_email' && value !== '' && !EMAIL_RE.test(value)) {
        throw new ApiFailure('400', '郵箱格式不正確');
      }
      if (key === 'member_phone' && value !== '' && !/^[\d+\- ]{5,20}$/.test(value)) {
        throw new ApiFailure('400', '手機號格式不正確');
      }
      if (key === 'member_photo') value = imagePath(value, '頭像');
      sets.push(`${key} = ?`);
      args.push(value);
    }
    const isopen = text(b, 'isopen');
    if (isopen !== undefined) {
      if (isopen !== '0' && isopen !== '1')
        throw new ApiFailure('400', '參數 isopen 必須是 0 或 1');
      sets.push('isopen = ?');
      args.push(Number(isopen));
    }
    for (const key of ['province_id', 'city_id', 'area_id']) {
      const value = areaId(b, key);
      if (value === undefined) continue;
      sets.push(`${key} = ?`);
      args.push(value);
    }
    if (sets.length > 0) {
      db.prepare(`UPDATE members SET ${sets.join(', ')} WHERE member_id = ?`).run(
        ...args,
        memberId,
      );
    }
    return ok(null, '修改成功');
  });

  // privacy: whether contact details are public (isopen 0 public)
  app.get('/member/:userId/privacy', async (req) => {
    const raw = (req.params as Params).userId;
    requireSelf(ctx, req, raw);
    const id = idParam(raw, 'userId');
    const row = db.prepare('SELECT isopen FROM members WHERE member_id = ?').get(id) as
      | { isopen: number }
      | undefined;
    if (!row) throw new ApiFailure('404', '用戶不存在');
    return ok({ isopen: row.isopen }, '獲取成功');
  });

  // ── messages ──

  app.get('/notice/list/:user_id/:type', async (req) => {
    const raw = (req.params as Params).user_id;
    requireSelf(ctx, req, raw);
    const id = idParam(raw, 'user_id');
    const { start, limit } = paging(req.query as Record<string, unknown>, 100, 100);
    const rows = db
      .prepare(
        `SELECT id, title, desc, content, main_image, publish_time, isread, state FROM notices
         WHERE member_id = ? ORDER BY publish_time DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(id, limit, start) as NoticeRow[];
    return ok(
      rows.map((r) => toNotice(r, false)),
      '獲取成功',
    );
  });

  // details; reading marks it read
  app.get('/notice/:id/:userId', async (req) => {
    const params = req.params as Params;
    requireSelf(ctx, req, params.userId);
    const userId = idParam(params.userId, 'userId');
    const id = idParam(params.id, 'id');
    const row = db
      .prepare(
        `SELECT id, title, desc, content, main_image, publish_time, isread, state FROM notices
         WHERE id = ? AND member_id = ?`,
      )
      .get(id, userId) as NoticeRow | undefined;
    if (!row) throw new ApiFailure('404', '消息不存在');
    if (!row.isread) db.prepare('UPDATE notices SET isread = 1 WHERE id = ?').run(id);
    return ok(toNotice({ ...row, isread: 1 }, true), '獲取成功');
  });

  // ── favourites ──

  app.get('/article/favouriteList/:userId/:type', async (req) => {
    const raw = (req.params as Params).userId;
    requireSelf(ctx, req, raw);
    const id = idParam(raw, 'userId');
    const { start, limit } = paging(req.query as Record<string, unknown>, 10, 50);
    const total = (
      db
        .prepare(
          `SELECT COUNT(*) AS n FROM article_favourites f JOIN articles a USING (article_id)
           WHERE f.member_id = ?`,
        )
        .get(id) as { n: number }
    ).n;
    const data = db
      .prepare(
        `SELECT a.article_id, a.article_type, a.title, a.main_image, a.publish_time, a.times,
           a.likes, a.desctext, a.article_price, f.created_at AS favourite_time
         FROM article_favourites f JOIN articles a USING (article_id)
         WHERE f.member_id = ? ORDER BY f.created_at DESC, a.article_id DESC LIMIT ? OFFSET ?`,
      )
      .all(id, limit, start);
    return ok({ data, total }, '獲取成功');
  });

  // ── my company (rows live in the directory module's `companies` table) ──

  function ownedCompany(memberId: number): Record<string, unknown> | null {
    const row = db
      .prepare(
        `SELECT c.company_id, c.company_name, c.company_logo, c.slideshow_img,
           CAST(c.industry_id AS TEXT) AS field, i.industry_name, c.main_businee, c.address,
           c.phone, c.email, c.association_id
         FROM companies c LEFT JOIN industries i USING (industry_id)
         WHERE c.member_id = ? ORDER BY c.company_id LIMIT 1`,
      )
      .get(memberId) as Record<string, unknown> | undefined;
    return row ?? null;
  }

  /** The industry id of the form's `field` (an industry id or name), 400 when unknown. */
  function industryOf(field: string): number {
    const row = (
      /^\d{1,9}$/.test(field)
        ? db.prepare('SELECT industry_id FROM industries WHERE industry_id = ?').get(Number(field))
        : db.prepare('SELECT industry_id FROM industries WHERE industry_name = ?').get(field)
    ) as { industry_id: number } | undefined;
    if (!row) throw new ApiFailure('400', '所屬行業無效');
    return row.industry_id;
  }

  app.get('/member/:memberId/company', async (req) => {
    const raw = (req.params as Params).memberId;
    requireSelf(ctx, req, raw);
    const id = idParam(raw, 'memberId');
    return ok(ownedCompany(id), '獲取成功');
  });

  app.post('/company/addCompany', async (req) => {
    const b = body(req);
    const memberId = requireSelf(ctx, req, b.member_id);
    const input = companyInput(b);
    const industryId = industryOf(input.field!);
    if (ownedCompany(memberId)) throw new ApiFailure('400', '您已擁有企業，請在我的企業中修改');
    const info = db
      .prepare(
        `INSERT INTO companies (company_name, company_logo, slideshow_img, industry_id,
           main_businee, address, phone, email, member_id, association_id, create_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'SZTX', ?)`,
      )
      .run(
        input.company_name!,
        input.company_logo!,
        input.slideshow_img!,
        industryId,
        input.main_businee!,
        input.address!,
        input.phone!,
        input.email!,
        memberId,
        ctx.now(),
      );
    return ok({ company_id: Number(info.lastInsertRowid) }, '企業開通成功');
  });

  app.post('/member/updateCompany', async (req) => {
    const b = body(req);
    const memberId = requireSelf(ctx, req, b.member_id);
    const input = companyInput(b);
    const owned = ownedCompany(memberId);
    if (!owned) throw new ApiFailure('404', '您還沒有企業，請先開通');
    const given = text(b, 'company_id');
    if (given && given !== String(owned.company_id)) throw new ApiFailure('403', '無權訪問');
    const industryId = industryOf(input.field!);
    db.prepare(
      `UPDATE companies SET company_name = ?, company_logo = ?, slideshow_img = ?,
         industry_id = ?, main_businee = ?, address = ?, phone = ?, email = ?
       WHERE company_id = ?`,
    ).run(
      input.company_name!,
      input.company_logo!,
      input.slideshow_img!,
      industryId,
      input.main_businee!,
      input.address!,
      input.phone!,
      input.email!,
      owned.company_id as number,
    );
    return ok({ company_id: owned.company_id }, '信息更新成功');
  });
};
