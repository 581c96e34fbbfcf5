import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ASSOCIATION_ID } from '../../context.js';
import { ApiFailure, ok } from '../../envelope.js';
import { listQuery, optionalText, searchJson } from '../../validation.js';
import type { FeatureRoutes } from '../feature.js';
import { listMedia, type PaidKind, paywall } from '../paid/paywall.js';
import { IdParams, ListQuery, Param, Text } from '../schemas.js';
import type { Page } from '../sql.js';
import { contentRepository } from './repository.js';

const NOT_FOUND = (what: string) => new ApiFailure('404', `${what}不存在或已下架`);

function optionalInt(obj: Record<string, unknown>, key: string): number | undefined {
  const text = optionalText(obj, key);
  if (text === undefined) return undefined;
  if (!/^\d{1,9}$/.test(text)) throw new ApiFailure('400', `searchJson.${key} 必須是整數`);
  return Number(text);
}

const AssociationQuery = Type.Object({ association_id: Text });
const SearchQuery = Type.Object({ searchJson: Text, association_id: Text });
const ContentListQuery = Type.Object({ ...ListQuery.properties, association_id: Text });

/** `searchJson.association_id`, else the `association_id` parameter, else SZTX. */
function associationOf(query: { association_id?: string }, search: Record<string, unknown> = {}) {
  return optionalText(search, 'association_id') ?? query.association_id ?? ASSOCIATION_ID;
}

/**
 * The public content of spec 000 §7: banners, ads, magazines, articles, policy files and their
 * interpretations, courses and lessons (paid ones through the paywall), about pages, the
 * website's menu and profile.
 */
export const contentRoutes: FeatureRoutes = async (app, { ctx }) => {
  const repo = contentRepository(ctx.db);
  /** A paid resource's answer: 404 when missing, else through the paywall (paywall.ts). */
  const behindPaywall = <Row extends Record<string, unknown>>(
    req: FastifyRequest,
    kind: PaidKind,
    row: Row | undefined,
    what: string,
  ) => {
    if (!row) throw NOT_FOUND(what);
    return ok(paywall(ctx, req, kind, row), '獲取成功');
  };
  /** A page of a list whose items may carry paid media (paywall.ts `listMedia`). */
  const withMedia = <Row extends Record<string, unknown>>(
    page: Page<Row>,
    field: 'video_url' | 'url',
    price: 'article_price' | 'current_price',
  ) => ok({ data: listMedia(ctx, page.data, field, price), total: page.total }, '獲取成功');

  app.get('/slideshow/list', { schema: { querystring: SearchQuery } }, async (req) => {
    const search = searchJson(req.query.searchJson);
    const from = optionalInt(search, 'slideshow_from') ?? 1;
    return ok(repo.slideshow(associationOf(req.query, search), from), '獲取成功');
  });

  app.get('/ad/list', { schema: { querystring: AssociationQuery } }, async (req) =>
    ok(repo.ads(associationOf(req.query)), '獲取成功'),
  );

  app.get('/magazine/list', { schema: { querystring: AssociationQuery } }, async (req) =>
    ok(repo.magazines(associationOf(req.query)), '獲取成功'),
  );

  app.get('/article/list', { schema: { querystring: ListQuery } }, async (req) => {
    const { start, limit, search } = listQuery(req.query);
    const filter = {
      association: optionalText(search, 'association_id') ?? ASSOCIATION_ID,
      type: optionalText(search, 'article_type'),
      title: optionalText(search, 'title')?.trim(),
    };
    return withMedia(repo.articles(filter, start, limit), 'video_url', 'article_price');
  });

  app.get('/article/:id', { schema: { params: IdParams } }, async (req) => {
    return behindPaywall(req, 'article', repo.readArticle(Number(req.params.id)), '文章');
  });

  app.get('/cunpan/prolicyType', async () => ok(repo.policyTypes(), '獲取成功'));

  app.get('/cunpan/list', { schema: { querystring: ContentListQuery } }, async (req) => {
    const { start, limit, search } = listQuery(req.query);
    const filter = {
      association: associationOf(req.query, search),
      type: optionalInt(search, 'type'),
      policyType: optionalInt(search, 'prolicytype_id'),
      name: optionalText(search, 'name')?.trim(),
    };
    return withMedia(repo.files(filter, start, limit), 'url', 'current_price');
  });

  app.get('/cunpan/:id', { schema: { params: IdParams } }, async (req) => {
    return behindPaywall(req, 'file', repo.readFile(Number(req.params.id)), '文件');
  });

  app.get('/cunpanExplain/list', { schema: { querystring: SearchQuery } }, async (req) => {
    const search = searchJson(req.query.searchJson);
    return ok(repo.explains(optionalInt(search, 'cunpan_id')), '獲取成功');
  });

  app.get('/cunpanExplain/:id', { schema: { params: IdParams } }, async (req) => {
    const row = repo.explain(Number(req.params.id));
    if (!row) throw NOT_FOUND('解讀');
    return ok(row, '獲取成功');
  });

  app.get('/course/list', { schema: { querystring: ContentListQuery } }, async (req) => {
    const { start, limit, search } = listQuery(req.query);
    const filter = {
      association: associationOf(req.query, search),
      name: optionalText(search, 'course_name')?.trim(),
    };
    return ok(repo.courses(filter, start, limit), '獲取成功');
  });

  app.get('/course/kpiont/:id', { schema: { params: IdParams } }, async (req) => {
    return behindPaywall(req, 'lesson', repo.lesson(Number(req.params.id)), '課時');
  });

  app.get('/course/:id', { schema: { params: IdParams } }, async (req) => {
    return behindPaywall(req, 'course', repo.course(Number(req.params.id)), '課程');
  });

  const AboutParams = Type.Object({
    association: Param(),
    type: Param({ pattern: '^[A-Za-z_]{1,40}$', msg: '參數 type 無效' }),
  });
  app.get(
    '/association/about/:association/:type',
    { schema: { params: AboutParams } },
    async (req) => ok(repo.aboutOfType(req.params.association, req.params.type), '獲取成功'),
  );

  app.get('/association/about/:id', { schema: { params: IdParams } }, async (req) => {
    const row = repo.about(Number(req.params.id));
    if (!row) throw NOT_FOUND('頁面');
    return ok(row, '獲取成功');
  });

  // Header menu (INDEX, in menu order) and friend links (FRIENDLINK).
  app.get('/website/navigate', { schema: { querystring: AssociationQuery } }, async (req) =>
    ok(repo.navigate(associationOf(req.query)), '獲取成功'),
  );

  // Three entries: 0 info, 1 logo, 2 footer rows; `context` is JSON text.
  app.get('/website/profile', { schema: { querystring: AssociationQuery } }, async (req) =>
    ok(repo.profile(associationOf(req.query)), '獲取成功'),
  );
};
