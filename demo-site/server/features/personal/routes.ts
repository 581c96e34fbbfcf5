import { Type } from 'typebox';
import { requireSelf } from '../../auth.js';
import { ApiFailure, ok } from '../../envelope.js';
import { paging } from '../../validation.js';
import type { FeatureRoutes } from '../feature.js';
import { Id, ListQuery, Param } from '../schemas.js';
import { CompanyBody, companyInput, ProfileBody, profileChanges, text } from './input.js';
import { type CompanyValues, personalRepository } from './repository.js';

const UserIdParams = Type.Object({ userId: Id('userId') });

/** Personal centre: profile, privacy, messages, favourites, my company. */
export const personalRoutes: FeatureRoutes = async (app, { ctx }) => {
  const repo = personalRepository(ctx.db);

  // ── profile ──

  app.post('/member/update', { schema: { body: ProfileBody } }, async (req) => {
    const memberId = requireSelf(ctx, req, req.body.member_id ?? req.body.user_id);
    const changes = profileChanges(req.body);
    if (Object.keys(changes).length > 0) repo.updateProfile(memberId, changes);
    return ok(null, '修改成功');
  });

  // privacy: whether contact details are public (isopen 0 public)
  app.get('/member/:userId/privacy', { schema: { params: UserIdParams } }, async (req) => {
    const isopen = repo.privacy(requireSelf(ctx, req, req.params.userId));
    if (isopen === undefined) throw new ApiFailure('404', '用戶不存在');
    return ok({ isopen }, '獲取成功');
  });

  // ── messages ──

  const NoticeListParams = Type.Object({ user_id: Id('user_id'), type: Param() });
  const notices = { schema: { params: NoticeListParams, querystring: ListQuery } };
  app.get('/notice/list/:user_id/:type', notices, async (req) => {
    const id = requireSelf(ctx, req, req.params.user_id);
    return ok(repo.notices(id, paging(req.query, 100, 100)), '獲取成功');
  });

  // details; reading marks it read
  const NoticeParams = Type.Object({ id: Id('id'), userId: Id('userId') });
  app.get('/notice/:id/:userId', { schema: { params: NoticeParams } }, async (req) => {
    const userId = requireSelf(ctx, req, req.params.userId);
    const notice = repo.readNotice(Number(req.params.id), userId);
    if (!notice) throw new ApiFailure('404', '消息不存在');
    return ok(notice, '獲取成功');
  });

  // unread count: data[0].noticeCount
  const CountParams = Type.Object({ user_id: Id('user_id') });
  app.get('/notice/count/:user_id', { schema: { params: CountParams } }, async (req) => {
    const id = requireSelf(ctx, req, req.params.user_id);
    return ok([{ noticeCount: repo.unreadCount(id) }], '獲取成功');
  });

  // ── favourites ──

  const FavouriteParams = Type.Object({ userId: Id('userId'), type: Param() });
  const favourites = { schema: { params: FavouriteParams, querystring: ListQuery } };
  app.get('/article/favouriteList/:userId/:type', favourites, async (req) => {
    const id = requireSelf(ctx, req, req.params.userId);
    return ok(repo.favourites(id, paging(req.query, 10, 50)), '獲取成功');
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

  const MemberParams = Type.Object({ memberId: Id('memberId') });
  app.get('/member/:memberId/company', { schema: { params: MemberParams } }, async (req) =>
    ok(repo.ownedCompany(requireSelf(ctx, req, req.params.memberId)), '獲取成功'),
  );

  app.post('/company/addCompany', { schema: { body: CompanyBody } }, async (req) => {
    const memberId = requireSelf(ctx, req, req.body.member_id);
    const values = companyValues(companyInput(req.body));
    if (repo.ownedCompany(memberId))
      throw new ApiFailure('400', '您已擁有企業，請在我的企業中修改');
    const companyId = repo.insertCompany(memberId, values, ctx.now());
    return ok({ company_id: companyId }, '企業開通成功');
  });

  app.post('/member/updateCompany', { schema: { body: CompanyBody } }, async (req) => {
    const memberId = requireSelf(ctx, req, req.body.member_id);
    const input = companyInput(req.body);
    const owned = repo.ownedCompany(memberId);
    if (!owned) throw new ApiFailure('404', '您還沒有企業，請先開通');
    const given = text(req.body, 'company_id');
    if (given && given !== String(owned.company_id)) throw new ApiFailure('403', '無權訪問');
    repo.updateCompany(owned.company_id, companyValues(input));
    return ok({ company_id: owned.company_id }, '信息更新成功');
  });
};

/**
 * Development only: `POST /dev/membership/{userId}` makes a user an SZTX member (what the
 * association's review does in production), so a fresh account can open a company.
 */
export const personalDevRoutes: FeatureRoutes = async (app, { ctx }) => {
  const repo = personalRepository(ctx.db);
  app.post('/membership/:userId', { schema: { params: UserIdParams } }, async (req) => {
    const id = Number(req.params.userId);
    if (!repo.memberExists(id)) throw new ApiFailure('404', '用戶不存在');
    repo.joinAssociation(id, ctx.now());
    return ok(null, '已加入協會');
  });
};
