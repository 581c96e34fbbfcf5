import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { isExpired } from '../../../../core/needs/day.js';
import { IMAGES_MAX, TITLE_MAX } from '../../../../core/needs/form.js';
import { EMAIL_MAX_LENGTH, isEmail } from '../../../../core/validation/validation.js';
import { callerId, requireCaller } from '../../auth.js';
import { ASSOCIATION_ID } from '../../context.js';
import { ApiFailure, fail, MSG, ok, okS } from '../../envelope.js';
import { listQuery, optionalText } from '../../validation.js';
import type { FeatureRoutes } from '../feature.js';
import { personalRepository } from '../personal/repository.js';
import { Id, IdParams, ListQuery, Text, TextUpTo } from '../schemas.js';
import { demandInput, splitImages } from './demand-input.js';
import { type DemandRow, type InfoRow, needsRepository, REVIEW_APPROVED } from './repository.js';

function listItem(row: DemandRow) {
  return {
    demand_id: row.demand_id,
    association_id: row.association_id,
    member_id: row.member_id,
    demand_type: row.demand_type,
    title: row.title,
    addr: row.addr,
    main_image: splitImages(row.main_image),
    end_time: row.end_time,
    review: row.review,
    create_time: row.create_time,
  };
}

function detailItem(row: DemandRow) {
  return { ...row, end_time: { time: row.end_time } };
}

function infoItem(row: InfoRow, withContent: boolean) {
  return {
    info_id: row.info_id,
    id: row.info_id,
    association_id: row.association_id,
    type: row.type,
    title: row.title,
    main_image: row.main_image,
    publish_time: row.publish_time,
    desctext: row.desctext,
    ...(withContent ? { content: row.content } : {}),
  };
}

const escapeHtml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The message a need's owner gets when a quote arrives on it. */
function quoteNotice(
  need: DemandRow,
  quote: { company: string; name: string; content: string },
  now: number,
) {
  const excerpt = quote.content.length > 60 ? `${quote.content.slice(0, 60)}…` : quote.content;
  return {
    member_id: need.member_id,
    title: `您的需求「${need.title}」收到新報價`,
    desc: `${quote.company}（${quote.name}）：${excerpt}`,
    content: `<p>${escapeHtml(quote.company)}（${escapeHtml(quote.name)}）對您的需求「${escapeHtml(
      need.title,
    )}」報價：</p><blockquote>${escapeHtml(quote.content)}</blockquote><p>聯繫方式與全部報價在需求詳情頁查看。</p>`,
    link: `/need-details/${need.demand_id}`,
    publish_time: now,
  };
}

/** `param`: JSON of up to 8 names and values of at most 500 characters each, with room to spare. */
const PARAMS_TEXT_MAX = 10_000;

/** The publish and edit forms' fields, bounded (demand-input.ts checks each with its message). */
const DemandFields = {
  demand_type: TextUpTo(1, '需求類型無效'),
  title: TextUpTo(TITLE_MAX, `標題不能超過 ${TITLE_MAX} 個字`),
  main_image: TextUpTo(IMAGES_MAX * 400),
  end_time: TextUpTo(13, '請選擇截止日期'),
  addr: TextUpTo(100, '地址不能超過 100 個字'),
  param: TextUpTo(PARAMS_TEXT_MAX),
  params: TextUpTo(PARAMS_TEXT_MAX),
};
/** Publish and edit answer every failure with the `sucess` flag, schema refusals included. */
const flagged = { flagged: true };

const TOO_LONG = '內容過長';
const OfferBody = Type.Object({
  demand_id: Id('demand_id'),
  content: TextUpTo(1000, TOO_LONG),
  company: TextUpTo(100, TOO_LONG),
  name: TextUpTo(50, TOO_LONG),
  phone: TextUpTo(50, TOO_LONG),
  email: TextUpTo(EMAIL_MAX_LENGTH, '請輸入正確的郵箱'),
});

/** The needs board (demand/*) and the investment and order information (investInfo/*). */
export const needsRoutes: FeatureRoutes = async (app, { ctx }) => {
  const repo = needsRepository(ctx.db);
  const notices = personalRepository(ctx.db);

  const loadDemand = (id: number): DemandRow => {
    const row = repo.demand(id);
    if (!row) throw new ApiFailure('404', '該需求不存在或已刪除');
    return row;
  };
  /** The caller's own need (401 without a caller, 403 for another member's). */
  const ownDemand = (req: FastifyRequest, id: number, flag = false): DemandRow => {
    const caller = callerId(ctx, req);
    if (caller === null) throw new ApiFailure('401', MSG.needLogin, flag);
    const row = loadDemand(id);
    if (row.member_id !== caller)
      throw new ApiFailure('403', '只有發佈者可以修改或刪除此需求', flag);
    return row;
  };

  app.get('/demand/list', { schema: { querystring: ListQuery } }, async (req) => {
    const { start, limit, search } = listQuery(req.query);
    const member = optionalText(search, 'member_id');
    let owner: number | null = null;
    if (member !== undefined) {
      owner = requireCaller(ctx, req);
      if (member !== String(owner)) throw new ApiFailure('403', MSG.forbidden);
    }
    const association = optionalText(search, 'association_id') ?? ASSOCIATION_ID;
    const type = optionalText(search, 'demand_type');
    if (type !== undefined && type !== '0' && type !== '1')
      throw new ApiFailure('400', 'searchJson.demand_type 無效');
    // public board: approved needs only, whatever review value is asked for
    // …and open ones only: a need whose deadline day has passed leaves the board
    const filter = {
      member: owner,
      association,
      type: type === undefined ? null : Number(type),
      now: ctx.now(),
    };
    const { rows, total } = repo.page(filter, start, limit);
    return ok(JSON.stringify({ data: rows.map(listItem), total }), '獲取成功');
  });

  app.get('/demand/detail/:id', { schema: { params: IdParams } }, async (req) => {
    const row = loadDemand(Number(req.params.id));
    if (row.review !== REVIEW_APPROVED && callerId(ctx, req) !== row.member_id) {
      throw new ApiFailure('404', '該需求不存在或尚未通過審核');
    }
    return ok(detailItem(row), '獲取成功');
  });

  const PublishBody = Type.Object({ member_id: Text, ...DemandFields });
  app.post('/demand/addDemand', { schema: { body: PublishBody }, config: flagged }, async (req) => {
    const caller = callerId(ctx, req);
    if (caller === null) throw new ApiFailure('401', MSG.needLogin, true);
    const member = req.body.member_id;
    if (member && member !== String(caller)) throw new ApiFailure('403', MSG.forbidden, true);
    const { demand_type, ...fields } = demandInput(req.body, ctx.now());
    const id = repo.publish(
      { ...fields, demand_type, association_id: ASSOCIATION_ID, member_id: caller },
      ctx.now(),
    );
    return okS(id, '發佈成功，等待審核');
  });

  const EditBody = Type.Object({ demand_id: Id('demand_id'), member_id: Text, ...DemandFields });
  app.post(
    '/demand/editaddDemand',
    { schema: { body: EditBody }, config: flagged },
    async (req) => {
      const id = Number(req.body.demand_id);
      const row = ownDemand(req, id, true);
      const member = req.body.member_id;
      if (member !== undefined && member !== String(row.member_id))
        throw new ApiFailure('403', MSG.forbidden, true);
      const { demand_type, ...fields } = demandInput(req.body, ctx.now(), row.end_time);
      if (demand_type !== row.demand_type) throw new ApiFailure('400', '不能修改需求類型', true);
      repo.edit(id, fields);
      return okS(id, '修改成功，等待審核');
    },
  );

  app.get('/demand/delete/:id', { schema: { params: IdParams } }, async (req) => {
    const id = Number(req.params.id);
    ownDemand(req, id);
    repo.remove(id);
    return ok(null, '刪除成功');
  });

  app.post('/demand/submit', { schema: { body: OfferBody } }, async (req) => {
    const caller = requireCaller(ctx, req);
    const id = Number(req.body.demand_id);
    const row = loadDemand(id);
    if (row.review !== REVIEW_APPROVED) throw new ApiFailure('404', '該需求不存在或尚未通過審核');
    if (isExpired(row.end_time, ctx.now()))
      throw new ApiFailure('400', '此需求已截止，不再接收報價');
    if (row.member_id === caller) throw new ApiFailure('400', '不能向自己發佈的需求報價');
    const field = (key: keyof typeof req.body) => (req.body[key] ?? '').trim();
    const content = field('content');
    const company = field('company');
    const name = field('name');
    const phone = field('phone');
    const email = field('email');
    if (!content) throw new ApiFailure('400', '請輸入您的需求');
    if (!company) throw new ApiFailure('400', '請輸入公司名稱');
    if (!name) throw new ApiFailure('400', '請輸入您的姓名');
    if (!phone) throw new ApiFailure('400', '請輸入聯繫方式');
    if (content.length > 1000 || company.length > 100 || name.length > 50 || phone.length > 50) {
      throw new ApiFailure('400', '內容過長');
    }
    if (email && !isEmail(email)) throw new ApiFailure('400', '請輸入正確的郵箱');
    const now = ctx.now();
    repo.addOffer({
      demand_id: id,
      member_id: caller,
      name,
      company,
      phone,
      email,
      content,
      create_time: now,
    });
    // the owner hears of it in 我的消息 (counted in the unread badge), with a link to the need
    notices.addNotice(quoteNotice(row, { company, name, content }, now));
    return ok(null, '提交成功，商家會盡快與您聯繫');
  });

  app.get('/demand/getOfferByDemand/:id', { schema: { params: IdParams } }, async (req) => {
    const id = Number(req.params.id);
    ownDemand(req, id);
    const rows = repo.offers(id);
    return ok(JSON.stringify({ data: rows, total: rows.length }), '獲取成功');
  });

  const InfoQuery = Type.Object({
    type: Type.Optional(
      Type.String({ enum: ['invest', 'order'], msg: '參數 type 必須是 invest 或 order' }),
    ),
    association_id: Text,
  });
  app.get('/investInfo/list', { schema: { querystring: InfoQuery } }, async (req) => {
    const rows = repo.infos(req.query.type ?? 'invest', req.query.association_id || ASSOCIATION_ID);
    return ok(
      rows.map((r) => infoItem(r, false)),
      '獲取成功',
    );
  });

  const ConsultQuery = Type.Object({
    name: TextUpTo(50, TOO_LONG),
    phone: TextUpTo(50, TOO_LONG),
    remarks: TextUpTo(500, TOO_LONG),
  });
  app.get(
    '/investInfo/addConsult/:id',
    { schema: { params: IdParams, querystring: ConsultQuery } },
    async (req) => {
      const id = Number(req.params.id);
      if (!repo.info(id)) throw new ApiFailure('404', '該信息不存在或已刪除');
      const name = (req.query.name ?? '').trim();
      const phone = (req.query.phone ?? '').trim();
      const remarks = (req.query.remarks ?? '').trim();
      if (!name) throw new ApiFailure('400', '請輸入您的姓名');
      if (!phone) throw new ApiFailure('400', '請輸入聯繫方式');
      if (name.length > 50 || phone.length > 50 || remarks.length > 500) {
        throw new ApiFailure('400', '內容過長');
      }
      repo.addConsult(id, callerId(ctx, req), { name, phone, remarks }, ctx.now());
      return ok(null, '提交成功，我們會盡快與您聯繫');
    },
  );

  app.get('/investInfo/:id', { schema: { params: IdParams } }, async (req) => {
    const row = repo.info(Number(req.params.id));
    if (!row) throw new ApiFailure('404', '該信息不存在或已刪除');
    return ok(infoItem(row, true), '獲取成功');
  });
};

/** Development only: the moderation simulator approves (review 2) or sets another value. */
export const needsDevRoutes: FeatureRoutes = async (app, { ctx }) => {
  const repo = needsRepository(ctx.db);
  const ReviewQuery = Type.Object({
    review: Type.Optional(
      Type.String({ maxLength: 1, pattern: '^[0-9]$', msg: '參數 review 無效' }),
    ),
  });
  const schema = { params: IdParams, querystring: ReviewQuery };
  for (const method of ['POST', 'GET'] as const) {
    app.route({
      method,
      url: '/review/demand/:id',
      schema,
      handler: async (req) => {
        const id = Number(req.params.id);
        const review = Number(req.query.review ?? '2');
        if (!repo.setReview(id, review)) return fail('404', '該需求不存在');
        return ok({ demand_id: id, review }, '已審核');
      },
    });
  }
};
