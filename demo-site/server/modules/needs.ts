import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { callerId, requireCaller } from '../auth.js';
import { ASSOCIATION_ID, DAY, type ServerContext } from '../context.js';
import type { DB } from '../db.js';
import { ApiFailure, fail, MSG, ok, okS } from '../envelope.js';
import { coverSvg } from '../svg.js';
import { idParam, optionalText, paging, queryString, searchJson } from '../validation.js';
import type { ServerModule } from './module.js';

/** Purchase params, in the spec's order (index 3 optional). */
export const PURCHASE_PARAMS = ['採購量', '採購需求', '交貨需求', '其他', '聯繫電話'] as const;
/** Sale/transfer params, in the spec's order (index 6 optional). */
export const SALE_PARAMS = [
  '訴求',
  '價格',
  '面積',
  '類型',
  '有無商業糾紛',
  '亮點',
  '其他',
  '聯繫電話',
] as const;
/** Indexes that must be filled (star-marked in the forms). */
const REQUIRED = { 0: [0, 4], 1: [0, 1, 4, 7] } as const;

export const REVIEW_PENDING = 1;
export const REVIEW_APPROVED = 2;

interface DemandRow {
  demand_id: number;
  association_id: string;
  member_id: number;
  demand_type: number;
  title: string;
  addr: string;
  main_image: string;
  end_time: number;
  param: string;
  content: string;
  review: number;
  create_time: number;
}

interface InfoRow {
  info_id: number;
  association_id: string;
  type: string;
  title: string;
  main_image: string;
  publish_time: number;
  desctext: string;
  content: string;
}

function splitImages(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

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
  return {
    demand_id: row.demand_id,
    association_id: row.association_id,
    member_id: row.member_id,
    demand_type: row.demand_type,
    title: row.title,
    addr: row.addr,
    main_image: row.main_image,
    end_time: { time: row.end_time },
    param: row.param,
    content: row.content,
    review: row.review,
    create_time: row.create_time,
  };
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

function text(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new ApiFailure('400', `參數 ${key} 無效`);
}

const IMAGE_RE = /^(?:https?:\/\/[^\s,]+|\/?[A-Za-z0-9_./-]+)$/;

/** Validates a publish or edit body (flagged failures). */
function demandInput(body: Record<string, unknown>) {
  const bad = (msg: string) => new ApiFailure('400', msg, true);
  const type = text(body, 'demand_type');
  if (type !== '0' && type !== '1') throw bad('需求類型無效');
  const demandType = Number(type) as 0 | 1;
  const title = text(body, 'title');
  if (!title) throw bad(demandType === 0 ? '請輸入標題' : '請輸入資產名稱');
  if (Array.from(title).length > 20) throw bad('標題不能超過 20 個字');
  const images = splitImages(text(body, 'main_image'));
  if (images.length < 1) throw bad('請上傳至少 1 張圖片');
  if (images.length > 5) throw bad('最多上傳 5 張圖片');
  if (!images.every((i) => IMAGE_RE.test(i) && !i.includes('..'))) throw bad('圖片地址無效');
  const endText = text(body, 'end_time');
  if (!/^\d{10,13}$/.test(endText)) throw bad('請選擇截止日期');
  const endTime = Number(endText);
  const addr = text(body, 'addr');
  if (demandType === 1 && !addr) throw bad('請輸入地址');
  if (addr.length > 100) throw bad('地址不能超過 100 個字');
  let params: unknown;
  try {
    params = JSON.parse(text(body, 'param') || text(body, 'params') || 'null');
  } catch {
    throw bad('參數 param 不是有效的 JSON');
  }
  const names = demandType === 0 ? PURCHASE_PARAMS : SALE_PARAMS;
  if (
    !Array.isArray(params) ||
    params.length !== names.length ||
    !params.every(
      (p) =>
        p &&
        typeof p === 'object' &&
        typeof (p as { name?: unknown }).name === 'string' &&
        typeof (p as { value?: unknown }).value === 'string' &&
        (p as { value: string }).value.length <= 500,
    )
  ) {
    throw bad(`參數 param 必須是 ${names.length} 項名稱與內容`);
  }
  const list = params as { name: string; value: string }[];
  for (const index of REQUIRED[demandType]) {
    if (!list[index]!.value.trim()) throw bad(`請輸入${names[index]}`);
  }
  const phone = list[names.length - 1]!.value.trim();
  if (!/^[0-9+\-() ]{6,20}$/.test(phone)) throw bad('請輸入正確的聯繫電話');
  const param = JSON.stringify(list.map((p, i) => ({ name: names[i]!, value: p.value.trim() })));
  return { demandType, title, images, endTime, addr: demandType === 1 ? addr : '', param };
}

function loadDemand(db: DB, id: number): DemandRow {
  const row = db.prepare('SELECT * FROM demands WHERE demand_id = ?').get(id) as
    | DemandRow
    | undefined;
  if (!row) throw new ApiFailure('404', '該需求不存在或已刪除');
  return row;
}

function ownDemand(ctx: ServerContext, req: FastifyRequest, id: number, flag = false): DemandRow {
  const caller = callerId(ctx, req);
  if (caller === null) throw new ApiFailure('401', MSG.needLogin, flag);
  const row = loadDemand(ctx.db, id);
  if (row.member_id !== caller) throw new ApiFailure('403', '只有發佈者可以修改或刪除此需求', flag);
  return row;
}

const needsRoutes: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/demand/list', async (req) => {
    const query = req.query as Record<string, unknown>;
    const { start, limit } = paging(query);
    const search = searchJson(query.searchJson);
    const where: string[] = [];
    const args: unknown[] = [];
    const member = optionalText(search, 'member_id');
    if (member !== undefined) {
      const caller = requireCaller(ctx, req);
      if (member !== String(caller)) throw new ApiFailure('403', MSG.forbidden);
      where.push('member_id = ?');
      args.push(caller);
    } else {
      // public board: approved needs only, whatever review value is asked for
      where.push('review = ?');
      args.push(REVIEW_APPROVED);
    }
    where.push('association_id = ?');
    args.push(optionalText(search, 'association_id') ?? ASSOCIATION_ID);
    const type = optionalText(search, 'demand_type');
    if (type !== undefined) {
      if (type !== '0' && type !== '1') throw new ApiFailure('400', 'searchJson.demand_type 無效');
      where.push('demand_type = ?');
      args.push(Number(type));
    }
    const clause = where.join(' AND ');
    const rows = db
      .prepare(
        `SELECT * FROM demands WHERE ${clause} ORDER BY create_time DESC, demand_id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, limit, start) as DemandRow[];
    const { total } = db
      .prepare(`SELECT COUNT(*) AS total FROM demands WHERE ${clause}`)
      .get(...args) as { total: number };
    return ok(JSON.stringify({ data: rows.map(listItem), total }), '獲取成功');
  });

  app.get('/demand/detail/:id', async (req) => {
    const id = idParam((req.params as { id: string }).id);
    const row = loadDemand(db, id);
    if (row.review !== REVIEW_APPROVED && callerId(ctx, req) !== row.member_id) {
      throw new ApiFailure('404', '該需求不存在或尚未通過審核');
    }
    return ok(detailItem(row), '獲取成功');
  });

  app.post('/demand/addDemand', async (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const caller = callerId(ctx, req);
    if (caller === null) throw new ApiFailure('401', MSG.needLogin, true);
    if (String(body.member_id ?? caller) !== String(caller)) {
      throw new ApiFailure('403', MSG.forbidden, true);
    }
    const input = demandInput(body);
    const info = db
      .prepare(
        `INSERT INTO demands (association_id, member_id, demand_type, title, addr, main_image,
          end_time, param, content, review, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?)`,
      )
      .run(
        ASSOCIATION_ID,
        caller,
        input.demandType,
        input.title,
        input.addr,
        input.images.join(','),
        input.endTime,
        input.param,
        REVIEW_PENDING,
        ctx.now(),
      );
    return okS(Number(info.lastInsertRowid), '發佈成功，等待審核');
  });

  app.post('/demand/editaddDemand', async (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const id = idParam(text(body, 'demand_id'), 'demand_id');
    const row = ownDemand(ctx, req, id, true);
    if (body.member_id !== undefined && String(body.member_id) !== String(row.member_id)) {
      throw new ApiFailure('403', MSG.forbidden, true);
    }
    const input = demandInput(body);
    if (input.demandType !== row.demand_type) throw new ApiFailure('400', '不能修改需求類型', true);
    db.prepare(
      `UPDATE demands SET title = ?, addr = ?, main_image = ?, end_time = ?, param = ?, review = ?
        WHERE demand_id = ?`,
    ).run(
      input.title,
      input.addr,
      input.images.join(','),
      input.endTime,
      input.param,
      REVIEW_PENDING,
      id,
    );
    return okS(id, '修改成功，等待審核');
  });

  app.get('/demand/delete/:id', async (req) => {
    const id = idParam((req.params as { id: string }).id);
    ownDemand(ctx, req, id);
    db.prepare('DELETE FROM demand_offers WHERE demand_id = ?').run(id);
    db.prepare('DELETE FROM demands WHERE demand_id = ?').run(id);
    return ok(null, '刪除成功');
  });

  app.post('/demand/submit', async (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const caller = requireCaller(ctx, req);
    const id = idParam(text(body, 'demand_id'), 'demand_id');
    const row = loadDemand(db, id);
    if (row.review !== REVIEW_APPROVED) throw new ApiFailure('404', '該需求不存在或尚未通過審核');
    if (row.member_id === caller) throw new ApiFailure('400', '不能向自己發佈的需求報價');
    const content = text(body, 'content');
    const company = text(body, 'company');
    const name = text(body, 'name');
    const phone = text(body, 'phone');
    const email = text(body, 'email');
    if (!content) throw new ApiFailure('400', '請輸入您的需求');
    if (!company) throw new ApiFailure('400', '請輸入公司名稱');
    if (!name) throw new ApiFailure('400', '請輸入您的姓名');
    if (!phone) throw new ApiFailure('400', '請輸入聯繫方式');
    if (content.length > 1000 || company.length > 100 || name.length > 50 || phone.length > 50) {
      throw new ApiFailure('400', '內容過長');
    }
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      throw new ApiFailure('400', '請輸入正確的郵箱');
    }
    db.prepare(
      `INSERT INTO demand_offers (demand_id, member_id, name, company, phone, email, content, create_time)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(id, caller, name, company, phone, email, content, ctx.now());
    return ok(null, '提交成功，商家會盡快與您聯繫');
  });

  app.get('/demand/getOfferByDemand/:id', async (req) => {
    const id = idParam((req.params as { id: string }).id);
    ownDemand(ctx, req, id);
    const rows = db
      .prepare(
        `SELECT offer_id, demand_id, name, company, phone, email, content, create_time
          FROM demand_offers WHERE demand_id = ? ORDER BY create_time DESC, offer_id DESC`,
      )
      .all(id);
    return ok(JSON.stringify({ data: rows, total: rows.length }), '獲取成功');
  });

  app.get('/investInfo/list', async (req) => {
    const query = req.query as Record<string, unknown>;
    const type = queryString(query.type) ?? 'invest';
    if (type !== 'invest' && type !== 'order')
      throw new ApiFailure('400', '參數 type 必須是 invest 或 order');
    const association = queryString(query.association_id) || ASSOCIATION_ID;
    const rows = db
      .prepare(
        'SELECT * FROM invest_infos WHERE type = ? AND association_id = ? ORDER BY publish_time DESC, info_id DESC',
      )
      .all(type, association) as InfoRow[];
    return ok(
      rows.map((r) => infoItem(r, false)),
      '獲取成功',
    );
  });

  app.get('/investInfo/addConsult/:id', async (req) => {
    const id = idParam((req.params as { id: string }).id);
    const query = req.query as Record<string, unknown>;
    const row = db.prepare('SELECT info_id FROM invest_infos WHERE info_id = ?').get(id);
    if (!row) throw new ApiFailure('404', '該信息不存在或已刪除');
    const name = (queryString(query.name) ?? '').trim();
    const phone = (queryString(query.phone) ?? '').trim();
    const remarks = (queryString(query.remarks) ?? '').trim();
    if (!name) throw new ApiFailure('400', '請輸入您的姓名');
    if (!phone) throw new ApiFailure('400', '請輸入聯繫方式');
    if (name.length > 50 || phone.length > 50 || remarks.length > 500) {
      throw new ApiFailure('400', '內容過長');
    }
    db.prepare(
      'INSERT INTO invest_consults (info_id, member_id, name, phone, remarks, create_time) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(id, callerId(ctx, req), name, phone, remarks, ctx.now());
    return ok(null, '提交成功，我們會盡快與您聯繫');
  });

  app.get('/investInfo/:id', async (req) => {
    const id = idParam((req.params as { id: string }).id);
    const row = db.prepare('SELECT * FROM invest_infos WHERE info_id = ?').get(id) as
      | InfoRow
      | undefined;
    if (!row) throw new ApiFailure('404', '該信息不存在或已刪除');
    return ok(infoItem(row, true), '獲取成功');
  });
};

const needsDevRoutes: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  // Moderation simulator: approve (review 2) or set another review value.
  const review = async (req: FastifyRequest) => {
    const id = idParam((req.params as { id: string }).id);
    const value = queryString((req.query as Record<string, unknown>).review) ?? '2';
    if (!/^\d$/.test(value)) throw new ApiFailure('400', '參數 review 無效');
    const info = ctx.db
      .prepare('UPDATE demands SET review = ? WHERE demand_id = ?')
      .run(Number(value), id);
    if (info.changes === 0) return fail('404', '該需求不存在');
    return ok({ demand_id: id, review: Number(value) }, '已審核');
  };
  app.post('/review/demand/:id', review);
  app.get('/review/demand/:id', review);
};

const require = createRequire(import.meta.url);

/** Bootstrap's compiled CSS for the partner page (a real framework's global styles). */
const vendorRoutes: FastifyPluginAsync<{ ctx: ServerContext }> = async (app) => {
  let css: Buffer | null = null;
  app.get('/partner/vendor/bootstrap.min.css', async (_req, reply) => {
    if (!css) {
      try {
        css = readFileSync(require.resolve('bootstrap/dist/css/bootstrap.min.css'));
      } catch {
        return reply.code(404).type('text/plain; charset=utf-8').send('bootstrap is not installed');
      }
    }
    return reply
      .type('text/css; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(css);
  });
};

const PHONE_1 = '13800138000';
const PHONE_2 = '13900139000';

function p(names: readonly string[], values: string[]): string {
  return JSON.stringify(names.map((name, i) => ({ name, value: values[i] ?? '' })));
}

function seedNeeds(db: DB, filesDir: string): void {
  const dir = join(filesDir, 'seed');
  mkdirSync(dir, { recursive: true });
  const base = Date.UTC(2025, 5, 30, 2, 0);
  const img = (name: string, title: string, label: string, hue: number) => {
    writeFileSync(join(dir, name), coverSvg(title, label, hue));
    return `/files/seed/${name}`;
  };
  const demands: {
    member: number;
    type: 0 | 1;
    title: string;
    addr?: string;
    values: string[];
    content?: string;
    review?: number;
    images: number;
  }[] = [
    {
      member: 2,
      type: 0,
      title: '採購辦公椅 200 張',
      values: [
        '200 張',
        '人體工學、可調高度，黑色網布',
        '30 天內送達南山區',
        '需提供發票',
        PHONE_2,
      ],
      images: 2,
      content: '<p>公司新辦公室啟用，需採購一批<strong>人體工學辦公椅</strong>，歡迎廠商報價。</p>',
    },
    {
      member: 1,
      type: 1,
      title: '福田區臨街商鋪轉讓',
      addr: '福田區福華路 88 號',
      values: [
        '轉讓',
        '月租 28000 元',
        '120 平方米',
        '商鋪',
        '無',
        '臨地鐵口，人流量大',
        '',
        PHONE_1,
      ],
      images: 3,
      content: '<p>因經營調整，轉讓臨街商鋪一間，<em>可隨時看房</em>。</p>',
    },
    {
      member: 2,
      type: 0,
      title: '求購工業級 3D 印表機',
      values: ['2 台', '成型尺寸 400mm 以上', '含安裝培訓', '', PHONE_2],
      images: 1,
    },
    {
      member: 1,
      type: 1,
      title: '南山科技園寫字樓出售',
      addr: '南山區科技南路 16 號',
      values: [
        '出售',
        '面議',
        '560 平方米',
        '寫字樓',
        '無',
        '精裝修、兩個車位',
        '業主直售',
        PHONE_1,
      ],
      images: 2,
    },
    {
      member: 2,
      type: 0,
      title: '採購台灣高山茶禮盒',
      values: ['500 盒', '阿里山烏龍，附提袋', '中秋節前送達', '可印公司標誌', PHONE_2],
      images: 1,
    },
    {
      member: 1,
      type: 0,
      title: '徵求電子元器件供應商',
      values: ['每月 10 萬件', '貼片電阻電容，符合 RoHS', '每週交貨', '', PHONE_1],
      images: 2,
    },
    {
      member: 2,
      type: 1,
      title: '寶安區廠房整層出租轉讓',
      addr: '寶安區福永街道興業路 5 號',
      values: [
        '轉讓',
        '每平方米 45 元/月',
        '2000 平方米',
        '廠房',
        '有',
        '層高 6 米，配貨梯',
        '糾紛已進入調解',
        PHONE_2,
      ],
      images: 2,
    },
    {
      member: 1,
      type: 0,
      title: '採購企業員工體檢服務',
      values: ['300 人', '含腫瘤篩查套餐', '10 月底前完成', '', PHONE_1],
      images: 1,
    },
    {
      member: 2,
      type: 0,
      title: '採購展會搭建服務',
      values: ['1 場', '36 平方米特裝展位', '展前 3 天完成', '', PHONE_2],
      images: 1,
      review: 1,
    },
  ];
  const insert = db.prepare(
    `INSERT INTO demands (demand_id, association_id, member_id, demand_type, title, addr, main_image,
      end_time, param, content, review, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  demands.forEach((d, i) => {
    const id = i + 1;
    const images = Array.from({ length: d.images }, (_, k) =>
      img(
        `need-${id}-${k + 1}.svg`,
        d.title,
        d.type === 0 ? '採購' : '出售/轉讓',
        (id * 53 + k * 90) % 360,
      ),
    );
    insert.run(
      id,
      ASSOCIATION_ID,
      d.member,
      d.type,
      d.title,
      d.addr ?? '',
      images.join(','),
      // deadlines well ahead, so the seeded board reads as open needs
      Date.UTC(2027, 2, 31, 4) + i * 7 * DAY,
      p(d.type === 0 ? PURCHASE_PARAMS : SALE_PARAMS, d.values),
      d.content ?? '',
      d.review ?? REVIEW_APPROVED,
      base - i * DAY,
    );
  });
  const offer = db.prepare(
    `INSERT INTO demand_offers (demand_id, member_id, name, company, phone, email, content, create_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  offer.run(
    2,
    2,
    '林志明',
    '鴻達貿易有限公司',
    PHONE_2,
    'lin@example.com',
    '有意承租，希望約時間看鋪。',
    base - DAY / 2,
  );
  offer.run(
    1,
    1,
    '陳建國',
    '建國傢俱有限公司',
    PHONE_1,
    '',
    '可提供 200 張網布辦公椅，單價 680 元，含運。',
    base - DAY / 3,
  );

  const infos: { type: 'invest' | 'order'; title: string; desc: string; content: string }[] = [
    {
      type: 'invest',
      title: '前海台商產業園招商',
      desc: '首年租金減免，配套人才公寓',
      content:
        '<p>前海台商產業園面向台資企業招商，<strong>首年租金減免</strong>。</p><ul><li>人才公寓</li><li>一站式工商服務</li></ul>',
    },
    {
      type: 'invest',
      title: '龍華數字經濟基地投資機會',
      desc: '重點引進軟體與智能硬體企業',
      content: '<p>龍華數字經濟基地歡迎軟體與智能硬體企業入駐。</p>',
    },
    {
      type: 'invest',
      title: '大灣區新能源項目合作',
      desc: '尋找儲能與光伏合作夥伴',
      content: '<p>項目總投資 5 億元，尋找儲能與光伏技術合作夥伴。</p>',
    },
    {
      type: 'order',
      title: '協會團購：企業年節禮品訂單',
      desc: '會員企業享團購價',
      content: '<p>協會統一採購年節禮品，會員企業享團購價。</p>',
    },
    {
      type: 'order',
      title: '台灣農產品直供訂單',
      desc: '每月定期配送',
      content: '<p>台灣高山茶、鳳梨酥等農產品每月直供。</p>',
    },
    {
      type: 'order',
      title: '電子零件聯合採購訂單',
      desc: '',
      content: '<p>會員企業聯合採購電子零件，降低成本。</p>',
    },
    {
      type: 'order',
      title: '辦公用品年度訂單招標',
      desc: '歡迎會員企業投標',
      content: '<p>協會秘書處年度辦公用品招標。</p>',
    },
  ];
  const insertInfo = db.prepare(
    `INSERT INTO invest_infos (info_id, association_id, type, title, main_image, publish_time, desctext, content)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  infos.forEach((info, i) => {
    const id = i + 1;
    insertInfo.run(
      id,
      ASSOCIATION_ID,
      info.type,
      info.title,
      img(
        `info-${id}.svg`,
        info.title,
        info.type === 'invest' ? '投資信息' : '訂單信息',
        (id * 71 + 20) % 360,
      ),
      base - i * 2 * DAY,
      info.desc,
      info.content,
    );
  });
}

/** Business-needs board, investment and order information (issue 3). Migration ids 300–399. */
export const needsModule: ServerModule = {
  name: 'needs',
  migrations: [
    {
      id: 300,
      name: 'demands, offers, investment and order information',
      sql: `
        CREATE TABLE demands (
          demand_id INTEGER PRIMARY KEY,
          association_id TEXT NOT NULL,
          member_id INTEGER NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
          demand_type INTEGER NOT NULL,
          title TEXT NOT NULL,
          addr TEXT NOT NULL DEFAULT '',
          main_image TEXT NOT NULL DEFAULT '',
          end_time INTEGER NOT NULL,
          param TEXT NOT NULL DEFAULT '[]',
          content TEXT NOT NULL DEFAULT '',
          review INTEGER NOT NULL DEFAULT 1,
          create_time INTEGER NOT NULL
        );
        CREATE INDEX demands_board ON demands(association_id, review, create_time);
        CREATE INDEX demands_member ON demands(member_id, create_time);
        CREATE TABLE demand_offers (
          offer_id INTEGER PRIMARY KEY,
          demand_id INTEGER NOT NULL REFERENCES demands(demand_id) ON DELETE CASCADE,
          member_id INTEGER NOT NULL,
          name TEXT NOT NULL,
          company TEXT NOT NULL,
          phone TEXT NOT NULL,
          email TEXT NOT NULL DEFAULT '',
          content TEXT NOT NULL,
          create_time INTEGER NOT NULL
        );
        CREATE INDEX demand_offers_demand ON demand_offers(demand_id);
        CREATE TABLE invest_infos (
          info_id INTEGER PRIMARY KEY,
          association_id TEXT NOT NULL,
          type TEXT NOT NULL,
          title TEXT NOT NULL,
          main_image TEXT NOT NULL DEFAULT '',
          publish_time INTEGER NOT NULL,
          desctext TEXT NOT NULL DEFAULT '',
          content TEXT NOT NULL DEFAULT ''
        );
        CREATE TABLE invest_consults (
          consult_id INTEGER PRIMARY KEY,
          info_id INTEGER NOT NULL REFERENCES invest_infos(info_id) ON DELETE CASCADE,
          member_id INTEGER,
          name TEXT NOT NULL,
          phone TEXT NOT NULL,
          remarks TEXT NOT NULL DEFAULT '',
          create_time INTEGER NOT NULL
        );
      `,
    },
  ],
  tables: ['invest_consults', 'invest_infos', 'demand_offers', 'demands'],
  seed: seedNeeds,
  routes: needsRoutes,
  devRoutes: needsDevRoutes,
  rootRoutes: vendorRoutes,
};
