import type { FastifyPluginAsync } from 'fastify';
import { callerId, requireSelf } from '../../auth.js';
import { ASSOCIATION_ID, type ServerContext } from '../../context.js';
import { ApiFailure, ok } from '../../envelope.js';
import {
  idParam,
  intParam,
  optionalText,
  paging,
  queryString,
  searchJson,
} from '../../validation.js';
import { directoryRepository, type MemberRow } from './repository.js';
import { ensureDirectoryImages } from './seed.js';

/**
 * Directory routes: regions, statistics, industries, company and member directories,
 * company, product and member pages, and the caller's own member record.
 *
 * Privacy: a member's contact details (member_phone, member_email, member_address,
 * wechat_id, facebook) are sent only when `isopen` is 0 (public), or to the member themself.
 */

type Params = Record<string, string | undefined>;

/** An optional positive integer field of a searchJson object. */
function optionalId(obj: Record<string, unknown>, key: string): number | undefined {
  const text = optionalText(obj, key)?.trim();
  if (text === undefined || text === '') return undefined;
  if (!/^\d{1,12}$/.test(text)) throw new ApiFailure('400', `searchJson.${key} 必須是數字編號`);
  return Number.parseInt(text, 10);
}

function associationParam(value: unknown): string {
  const id = typeof value === 'string' ? value : '';
  if (!/^[A-Za-z0-9_]{1,32}$/.test(id)) throw new ApiFailure('400', '參數 association_id 無效');
  return id;
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

export const directoryRoutes: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  ensureDirectoryImages(ctx.filesDir);
  const repo = directoryRepository(ctx.db);

  app.get('/areaData/list', async (req) => {
    const query = req.query as Record<string, unknown>;
    const raw = queryString(query.parent_id);
    if (raw === undefined || raw.trim() === '') throw new ApiFailure('400', '缺少參數 parent_id');
    return ok(repo.areas(intParam(raw, 'parent_id', 0)), '獲取成功');
  });

  app.get('/association/statistics', async (req) => {
    const query = req.query as Record<string, unknown>;
    const association = associationParam(queryString(query.association_id) ?? ASSOCIATION_ID);
    return ok(repo.statistics(association), '獲取成功');
  });

  app.get('/company/industry', async () => ok(repo.industries(), '獲取成功'));

  /** Directory list: data is JSON text `{ data, pagenum }`, pagenum = number of matches. */
  app.get('/company/pc/list', async (req) => {
    const query = req.query as Record<string, unknown>;
    const page = paging(query, 12);
    const search = searchJson(query.searchJson);
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
  app.get('/company/list', async (req) => {
    const query = req.query as Record<string, unknown>;
    const page = paging(query);
    const search = searchJson(query.searchJson);
    const association = associationParam(optionalText(search, 'association_id') ?? ASSOCIATION_ID);
    return ok(repo.companies({ association }, page), '獲取成功');
  });

  app.get('/company/:id', async (req) => {
    const row = repo.company(idParam((req.params as Params).id));
    if (!row) throw new ApiFailure('404', '企業不存在');
    return ok(row, '獲取成功');
  });

  app.get('/product/list', async (req) => {
    const query = req.query as Record<string, unknown>;
    const page = paging(query, 100);
    const company = optionalId(searchJson(query.searchJson), 'company_id');
    if (company === undefined) throw new ApiFailure('400', '缺少參數 searchJson.company_id');
    return ok(repo.products(company, page), '獲取成功');
  });

  app.get('/product/:id', async (req) => {
    const row = repo.product(idParam((req.params as Params).id));
    if (!row) throw new ApiFailure('404', '產品不存在');
    return ok(row, '獲取成功');
  });

  app.get('/association/:associationId/SubArea', async (req) => {
    const association = associationParam((req.params as Params).associationId);
    return ok(repo.subAreas(association), '獲取成功');
  });

  /** Member directory: data is JSON text `{ data, pagenum }`, pagenum = number of matches. */
  app.get('/association/pc/:associationId/persons', async (req) => {
    const association = associationParam((req.params as Params).associationId);
    const query = req.query as Record<string, unknown>;
    const page = paging(query, 30);
    const areaRaw = queryString(query.ass_area_id);
    const subArea =
      areaRaw === undefined || areaRaw === '' ? undefined : intParam(areaRaw, 'ass_area_id', 0);
    const name = optionalText(searchJson(query.searchJson), 'really_name')?.trim();
    const { rows, total } = repo.members({ association, subArea, name }, page);
    const caller = callerId(ctx, req);
    const data = rows.map((row) =>
      withPrivacy(
        { ...row, tshMemberSubAssoList: repo.subAreasOf(row.member_id, association) },
        caller,
      ),
    );
    return ok(JSON.stringify({ data, pagenum: total }), '獲取成功');
  });

  app.get('/association/:associationId/persons/:memberId', async (req) => {
    const params = req.params as Params;
    const association = associationParam(params.associationId);
    const id = idParam(params.memberId, 'memberId');
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
  });

  // ── the caller's own member record ──

  app.get('/member/:user_id', async (req) => {
    const raw = (req.params as Params).user_id;
    requireSelf(ctx, req, raw);
    const row = repo.profile(idParam(raw, 'user_id'));
    if (!row) throw new ApiFailure('404', '用戶不存在');
    return ok(row, '獲取成功');
  });

  app.get('/member/:userId/association', async (req) => {
    const raw = (req.params as Params).userId;
    requireSelf(ctx, req, raw);
    return ok(repo.associationsOf(idParam(raw, 'userId')), '獲取成功');
  });
};
