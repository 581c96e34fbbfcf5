import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MY_COMPANY_REQUIRED } from '../../../../core/personal/company.js';
import { requireSelf } from '../../auth.js';
import type { ServerContext } from '../../context.js';
import { ApiFailure, ok } from '../../envelope.js';
import { idParam, paging } from '../../validation.js';
import { type CompanyValues, type ProfileChanges, personalRepository } from './repository.js';

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

/**
 * Fields of the my-company form with their length limits (a row of the directory's
 * `companies`; `field` is its `industry_id`, given as an id or a name).
 */
const COMPANY_MAX = {
  company_name: 100,
  company_logo: 500,
  slideshow_img: 500,
  field: 60,
  main_businee: 1000,
  address: 200,
  phone: 30,
  email: 100,
} as const;
const MSG_INCOMPLETE = '請填寫完整信息';

function companyInput(b: Body): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, max] of Object.entries(COMPANY_MAX)) {
    const value = text(b, key) ?? '';
    if (value.length > max) throw new ApiFailure('400', `${key} 過長（最多 ${max} 字）`);
    out[key] = value;
  }
  if (MY_COMPANY_REQUIRED.some((key) => !out[key])) throw new ApiFailure('400', MSG_INCOMPLETE);
  out.company_logo = imagePath(out.company_logo!, '企業 logo ');
  out.slideshow_img = imagePath(out.slideshow_img!, '封面圖片');
  if (out.email && !EMAIL_RE.test(out.email)) throw new ApiFailure('400', '郵箱格式不正確');
  return out;
}

/** The checked profile changes of a `member/update` body (absent fields stay unchanged). */
function profileChanges(b: Body): ProfileChanges {
  const changes: ProfileChanges = {};
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
    changes[key as keyof ProfileChanges] = value;
  }
  const isopen = text(b, 'isopen');
  if (isopen !== undefined) {
    if (isopen !== '0' && isopen !== '1') throw new ApiFailure('400', '參數 isopen 必須是 0 或 1');
    changes.isopen = Number(isopen);
  }
  for (const key of ['province_id', 'city_id', 'area_id'] as const) {
    const value = areaId(b, key);
    if (value !== undefined) changes[key] = value;
  }
  return changes;
}

/** Personal centre: profile, privacy, messages, favourites, my company. */
export const personalRoutes: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  const repo = personalRepository(ctx.db);

  /** The caller, who must be the member of the path parameter `name` (401/403), and that id. */
  const self = (req: FastifyRequest, name: string): number => {
    const raw = (req.params as Record<string, string | undefined>)[name];
    requireSelf(ctx, req, raw);
    return idParam(raw, name);
  };

  // ── profile ──

  app.post('/member/update', async (req) => {
    const b = body(req);
    const memberId = requireSelf(ctx, req, b.member_id ?? b.user_id);
    const changes = profileChanges(b);
    if (Object.keys(changes).length > 0) repo.updateProfile(memberId, changes);
    return ok(null, '修改成功');
  });

  // privacy: whether contact details are public (isopen 0 public)
  app.get('/member/:userId/privacy', async (req) => {
    const isopen = repo.privacy(self(req, 'userId'));
    if (isopen === undefined) throw new ApiFailure('404', '用戶不存在');
    return ok({ isopen }, '獲取成功');
  });

  // ── messages ──

  app.get('/notice/list/:user_id/:type', async (req) => {
    const id = self(req, 'user_id');
    const page = paging(req.query as Record<string, unknown>, 100, 100);
    return ok(repo.notices(id, page), '獲取成功');
  });

  // details; reading marks it read
  app.get('/notice/:id/:userId', async (req) => {
    const userId = self(req, 'userId');
    const notice = repo.readNotice(idParam((req.params as { id?: string }).id, 'id'), userId);
    if (!notice) throw new ApiFailure('404', '消息不存在');
    return ok(notice, '獲取成功');
  });

  // unread count: data[0].noticeCount
  app.get('/notice/count/:user_id', async (req) => {
    const id = self(req, 'user_id');
    return ok([{ noticeCount: repo.unreadCount(id) }], '獲取成功');
  });

  // ── favourites ──

  app.get('/article/favouriteList/:userId/:type', async (req) => {
    const id = self(req, 'userId');
    const page = paging(req.query as Record<string, unknown>, 10, 50);
    return ok(repo.favourites(id, page), '獲取成功');
  });

  // ── my company (rows live in the directory's `companies` table) ──

  /** The checked company form with its industry resolved, 400 when unknown. */
  const companyValues = (input: Record<string, string>): CompanyValues => {
    const industryId = repo.industryOf(input.field ?? '');
    if (industryId === undefined) throw new ApiFailure('400', '所屬行業無效');
    return {
      company_name: input.company_name ?? '',
      company_logo: input.company_logo ?? '',
      slideshow_img: input.slideshow_img ?? '',
      industry_id: industryId,
      main_businee: input.main_businee ?? '',
      address: input.address ?? '',
      phone: input.phone ?? '',
      email: input.email ?? '',
    };
  };

  app.get('/member/:memberId/company', async (req) =>
    ok(repo.ownedCompany(self(req, 'memberId')), '獲取成功'),
  );

  app.post('/company/addCompany', async (req) => {
    const b = body(req);
    const memberId = requireSelf(ctx, req, b.member_id);
    const values = companyValues(companyInput(b));
    if (repo.ownedCompany(memberId))
      throw new ApiFailure('400', '您已擁有企業，請在我的企業中修改');
    const companyId = repo.insertCompany(memberId, values, ctx.now());
    return ok({ company_id: companyId }, '企業開通成功');
  });

  app.post('/member/updateCompany', async (req) => {
    const b = body(req);
    const memberId = requireSelf(ctx, req, b.member_id);
    const input = companyInput(b);
    const owned = repo.ownedCompany(memberId);
    if (!owned) throw new ApiFailure('404', '您還沒有企業，請先開通');
    const given = text(b, 'company_id');
    if (given && given !== String(owned.company_id)) throw new ApiFailure('403', '無權訪問');
    repo.updateCompany(owned.company_id, companyValues(input));
    return ok({ company_id: owned.company_id }, '信息更新成功');
  });
};

/**
 * Development only: `POST /dev/membership/{userId}` makes a user an SZTX member (what the
 * association's review does in production), so a fresh account can open a company.
 */
export const personalDevRoutes: FastifyPluginAsync<{ ctx: ServerContext }> = async (
  app,
  { ctx },
) => {
  const repo = personalRepository(ctx.db);
  app.post('/membership/:userId', async (req) => {
    const id = idParam((req.params as { userId?: string }).userId, 'userId');
    if (!repo.memberExists(id)) throw new ApiFailure('404', '用戶不存在');
    repo.joinAssociation(id, ctx.now());
    return ok(null, '已加入協會');
  });
};
