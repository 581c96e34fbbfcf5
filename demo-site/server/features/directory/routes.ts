import { Type } from 'typebox';
import { callerId, requireSelf } from '../../auth.js';
import { ASSOCIATION_ID } from '../../context.js';
import { ApiFailure, ok } from '../../envelope.js';
import { intParam, optionalText, paging, searchJson } from '../../validation.js';
import type { FeatureRoutes } from '../feature.js';
import { Id, IdParams, ListQuery, Text } from '../schemas.js';
import { directoryRepository, type MemberRow } from './repository.js';
import { ensureDirectoryImages } from './seed.js';

/**
 * Directory routes: regions, statistics, industries, company and member directories,
 * company, product and member pages, and the caller's own member record.
 *
 * Privacy: a member's contact details (member_phone, member_email, member_address,
 * wechat_id, facebook) are sent only when `isopen` is 0 (public), or to the member themself.
 */

/** An optional positive integer field of a searchJson object. */
function optionalId(obj: Record<string, unknown>, key: string): number | undefined {
  const text = optionalText(obj, key)?.trim();
  if (text === undefined || text === '') return undefined;
  if (!/^\d{1,12}$/.test(text)) throw new ApiFailure('400', `searchJson.${key} 必須是數字編號`);
  return Number.parseInt(text, 10);
}

const ASSOCIATION_PATTERN = '^[A-Za-z0-9_]{1,32}$';
const BAD_ASSOCIATION = '參數 association_id 無效';

/** An association id from a path or query parameter. */
const AssociationId = Type.String({
  maxLength: 32,
  pattern: ASSOCIATION_PATTERN,
  msg: BAD_ASSOCIATION,
});

/** An association id given inside searchJson. */
function associationParam(value: string): string {
  if (!new RegExp(ASSOCIATION_PATTERN).test(value)) throw new ApiFailure('400', BAD_ASSOCIATION);
  return value;
}

const CONTACT_FIELDS = [
  'member_phone',
  'member_email',
  'member_address',
  'wechat_id',
  'facebook',
] as const;

/** Removes the contact fields unless the member is public or is the caller. */
function withPrivacy<T extends MemberRow>(row: T, caller: number | null): T {
  if (row.isopen === 0 || (caller !== null && caller === row.member_id)) return row;
  const copy: Record<string, unknown> = { ...row };
  for (const f of CONTACT_FIELDS) delete copy[f];
  return copy as T;
}

const AssociationParams = Type.Object({ associationId: AssociationId });

export const directoryRoutes: FeatureRoutes = async (app, { ctx }) => {
  ensureDirectoryImages(ctx.filesDir);
  const repo = directoryRepository(ctx.db);

  const AreaQuery = Type.Object({ parent_id: Text });
  app.get('/areaData/list', { schema: { querystring: AreaQuery } }, async (req) => {
    const raw = req.query.parent_id;
    if (raw === undefined || raw.trim() === '') throw new ApiFailure('400', '缺少參數 parent_id');
    return ok(repo.areas(intParam(raw, 'parent_id', 0)), '獲取成功');
  });

  const StatisticsQuery = Type.Object({ association_id: Type.Optional(AssociationId) });
  app.get('/association/statistics', { schema: { querystring: StatisticsQuery } }, async (req) =>
    ok(repo.statistics(req.query.association_id ?? ASSOCIATION_ID), '獲取成功'),
  );

  app.get('/company/industry', async () => ok(repo.industries(), '獲取成功'));

  /** Directory list: data is JSON text `{ data, pagenum }`, pagenum = number of matches. */
  app.get('/company/pc/list', { schema: { querystring: ListQuery } }, async (req) => {
    const page = paging(req.query, 12);
    const search = searchJson(req.query.searchJson);
    const { data, total } = repo.companies(
      {
        association: associationParam(optionalText(search, 'association_id') ?? ASSOCIATION_ID),
        field: optionalId(search, 'field'),
        district: optionalId(search, 'xt_districtID'),
        name: optionalText(search, 'company_name')?.trim(),
      },
      page,
    );
    return ok(JSON.stringify({ data, pagenum: total }), '獲取成功');
  });

  /** Plain company list (home blocks): `{ data, total }`. */
  app.get('/company/list', { schema: { querystring: ListQuery } }, async (req) => {
    const page = paging(req.query);
    const search = searchJson(req.query.searchJson);
    const association = associationParam(optionalText(search, 'association_id') ?? ASSOCIATION_ID);
    return ok(repo.companies({ association }, page), '獲取成功');
  });

  app.get('/company/:id', { schema: { params: IdParams } }, async (req) => {
    const row = repo.company(Number(req.params.id));
    if (!row) throw new ApiFailure('404', '企業不存在');
    return ok(row, '獲取成功');
  });

  app.get('/product/list', { schema: { querystring: ListQuery } }, async (req) => {
    const page = paging(req.query, 100);
    const company = optionalId(searchJson(req.query.searchJson), 'company_id');
    if (company === undefined) throw new ApiFailure('400', '缺少參數 searchJson.company_id');
    return ok(repo.products(company, page), '獲取成功');
  });

  app.get('/product/:id', { schema: { params: IdParams } }, async (req) => {
    const row = repo.product(Number(req.params.id));
    if (!row) throw new ApiFailure('404', '產品不存在');
    return ok(row, '獲取成功');
  });

  app.get(
    '/association/:associationId/SubArea',
    { schema: { params: AssociationParams } },
    async (req) => ok(repo.subAreas(req.params.associationId), '獲取成功'),
  );

  /** Member directory: data is JSON text `{ data, pagenum }`, pagenum = number of matches. */
  const PersonsQuery = Type.Object({ ...ListQuery.properties, ass_area_id: Text });
  app.get(
    '/association/pc/:associationId/persons',
    { schema: { params: AssociationParams, querystring: PersonsQuery } },
    async (req) => {
      const association = req.params.associationId;
      const page = paging(req.query, 30);
      const area = req.query.ass_area_id;
      const subArea =
        area === undefined || area === '' ? undefined : intParam(area, 'ass_area_id', 0);
      const name = optionalText(searchJson(req.query.searchJson), 'really_name')?.trim();
      const { rows, total } = repo.members({ association, subArea, name }, page);
      const caller = callerId(ctx, req);
      const subAreas = repo.subAreasOfMembers(
        rows.map((row) => row.member_id),
        association,
      );
      const data = rows.map((row) =>
        withPrivacy({ ...row, tshMemberSubAssoList: subAreas.get(row.member_id) ?? [] }, caller),
      );
      return ok(JSON.stringify({ data, pagenum: total }), '獲取成功');
    },
  );

  const PersonParams = Type.Object({ associationId: AssociationId, memberId: Id('memberId') });
  app.get(
    '/association/:associationId/persons/:memberId',
    { schema: { params: PersonParams } },
    async (req) => {
      const association = req.params.associationId;
      const id = Number(req.params.memberId);
      const row = repo.member(association, id);
      if (!row) throw new ApiFailure('404', '會員不存在');
      return ok(
        withPrivacy(
          {
            ...row,
            tshMemberSubAssoList: repo.subAreasOf(id, association),
            companyList: repo.companiesOf(id),
          },
          callerId(ctx, req),
        ),
        '獲取成功',
      );
    },
  );

  // ── the caller's own member record ──

  const UserParams = Type.Object({ user_id: Id('user_id') });
  app.get('/member/:user_id', { schema: { params: UserParams } }, async (req) => {
    const row = repo.profile(requireSelf(ctx, req, req.params.user_id));
    if (!row) throw new ApiFailure('404', '用戶不存在');
    return ok(row, '獲取成功');
  });

  const MemberParams = Type.Object({ userId: Id('userId') });
  app.get('/member/:userId/association', { schema: { params: MemberParams } }, async (req) =>
    ok(repo.associationsOf(requireSelf(ctx, req, req.params.userId)), '獲取成功'),
  );
};
