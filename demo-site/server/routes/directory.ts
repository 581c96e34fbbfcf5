import type { FastifyPluginAsync } from 'fastify';
import { callerId } from '../auth.js';
import { ASSOCIATION_ID, type ServerContext } from '../context.js';
import { ApiFailure, ok } from '../envelope.js';
import { idParam, intParam, optionalText, paging, queryString, searchJson } from '../validation.js';

/**
 * Directory routes (issue 6): regions, statistics, industries, company and member
 * directories, company, product and member pages. Schema: modules/directory.ts.
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

interface MemberRow {
  member_id: number;
  really_name: string;
  position: string;
  member_photo: string;
  member_phone: string;
  member_email: string;
  member_address: string;
  wechat_id: string;
  facebook: string;
  person_intro: string;
  isopen: number;
  province_id: number | null;
  city_id: number | null;
  area_id: number | null;
  [key: string]: unknown;
}

/** Removes the contact fields unless the member is public or is the caller. */
function withPrivacy<T extends MemberRow>(row: T, caller: number | null): T {
  if (row.isopen === 0 || (caller !== null && caller === row.member_id)) return row;
  const copy: Record<string, unknown> = { ...row };
  for (const f of CONTACT_FIELDS) delete copy[f];
  return copy as T;
}

const COMPANY_LIST_COLUMNS = `c.company_id, c.company_name, c.company_logo, c.industry_id,
  i.industry_name, c.islisting, c.main_businee, c.area_id, a.name AS area_name, c.address`;

export const directoryRoutes: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/areaData/list', async (req) => {
    const query = req.query as Record<string, unknown>;
    const raw = queryString(query.parent_id);
    if (raw === undefined || raw.trim() === '') throw new ApiFailure('400', '缺少參數 parent_id');
    const parent = intParam(raw, 'parent_id', 0);
    const rows = db
      .prepare('SELECT id, name FROM area_data WHERE parent_id = ? ORDER BY id')
      .all(parent);
    return ok(rows, '獲取成功');
  });

  app.get('/association/statistics', async (req) => {
    const query = req.query as Record<string, unknown>;
    const association = associationParam(queryString(query.association_id) ?? ASSOCIATION_ID);
    const companyNum = (
      db
        .prepare('SELECT COUNT(*) AS n FROM companies WHERE association_id = ?')
        .get(association) as {
        n: number;
      }
    ).n;
    const memberNum = (
      db
        .prepare('SELECT COUNT(*) AS n FROM member_associations WHERE association_id = ?')
        .get(association) as { n: number }
    ).n;
    // policy files live in the content module's table (migration 400 runs before ours)
    const cunpanNum = (
      db
        .prepare('SELECT COUNT(*) AS n FROM content_cunpan WHERE association_id = ?')
        .get(association) as { n: number }
    ).n;
    const memberCount = db
      .prepare(
        `SELECT d.name AS name,
           (SELECT COUNT(*) FROM members m JOIN member_associations ma
              ON ma.member_id = m.member_id AND ma.association_id = ?
            WHERE m.area_id = d.id) AS value,
           (SELECT COUNT(*) FROM companies c WHERE c.association_id = ? AND c.area_id = d.id)
             AS company_value
         FROM area_data d WHERE d.parent_id = 234 ORDER BY d.id`,
      )
      .all(association, association);
    return ok({ companyNum, memberNum, cunpanNum, memberCount }, '獲取成功');
  });

  app.get('/company/industry', async () => {
    const rows = db
      .prepare('SELECT industry_id, industry_name FROM industries ORDER BY sort, industry_id')
      .all();
    return ok(rows, '獲取成功');
  });

  /** Directory list: data is JSON text `{ data, pagenum }`, pagenum = number of matches. */
  app.get('/company/pc/list', async (req) => {
    const query = req.query as Record<string, unknown>;
    const { start, limit } = paging(query, 12);
    const search = searchJson(query.searchJson);
    const association = associationParam(optionalText(search, 'association_id') ?? ASSOCIATION_ID);
    const field = optionalId(search, 'field');
    const district = optionalId(search, 'xt_districtID');
    const name = optionalText(search, 'company_name')?.trim();
    const where = ['c.association_id = ?'];
    const args: (string | number)[] = [association];
    if (field !== undefined) {
      where.push('c.industry_id = ?');
      args.push(field);
    }
    if (district !== undefined) {
      where.push('c.area_id = ?');
      args.push(district);
    }
    if (name) {
      where.push('instr(c.company_name, ?) > 0');
      args.push(name);
    }
    const clause = where.join(' AND ');
    const total = (
      db.prepare(`SELECT COUNT(*) AS n FROM companies c WHERE ${clause}`).get(...args) as {
        n: number;
      }
    ).n;
    const data = db
      .prepare(
        `SELECT ${COMPANY_LIST_COLUMNS}
         FROM companies c
         LEFT JOIN industries i ON i.industry_id = c.industry_id
         LEFT JOIN area_data a ON a.id = c.area_id
         WHERE ${clause} ORDER BY c.sort DESC, c.company_id LIMIT ? OFFSET ?`,
      )
      .all(...args, limit, start);
    return ok(JSON.stringify({ data, pagenum: total }), '獲取成功');
  });

  /** Plain company list (home blocks): `{ data, total }`. */
  app.get('/company/list', async (req) => {
    const query = req.query as Record<string, unknown>;
    const { start, limit } = paging(query);
    const search = searchJson(query.searchJson);
    const association = associationParam(optionalText(search, 'association_id') ?? ASSOCIATION_ID);
    const total = (
      db
        .prepare('SELECT COUNT(*) AS n FROM companies WHERE association_id = ?')
        .get(association) as {
        n: number;
      }
    ).n;
    const data = db
      .prepare(
        `SELECT ${COMPANY_LIST_COLUMNS}
         FROM companies c
         LEFT JOIN industries i ON i.industry_id = c.industry_id
         LEFT JOIN area_data a ON a.id = c.area_id
         WHERE c.association_id = ? ORDER BY c.sort DESC, c.company_id LIMIT ? OFFSET ?`,
      )
      .all(association, limit, start);
    return ok({ data, total }, '獲取成功');
  });

  app.get('/company/:id', async (req) => {
    const id = idParam((req.params as Params).id);
    const row = db
      .prepare(
        `SELECT c.company_id, c.company_name, c.company_logo, c.company_code, c.phone, c.email,
           c.industry_id, i.industry_name, c.islisting, c.main_businee, c.area_id,
           a.name AS area_name, c.address, c.setup_date, c.listing_data, c.issue_price,
           c.total_share_capital, c.deputy, c.position, c.slideshow_img, c.member_id,
           c.association_id, m.really_name AS member_name, m.member_photo,
           c.tshBusinessCompanyJson, c.partners, c.employees, c.changerecords
         FROM companies c
         LEFT JOIN industries i ON i.industry_id = c.industry_id
         LEFT JOIN area_data a ON a.id = c.area_id
         LEFT JOIN members m ON m.member_id = c.member_id
         WHERE c.company_id = ?`,
      )
      .get(id);
    if (!row) throw new ApiFailure('404', '企業不存在');
    return ok(row, '獲取成功');
  });

  app.get('/product/list', async (req) => {
    const query = req.query as Record<string, unknown>;
    const { start, limit } = paging(query, 100);
    const search = searchJson(query.searchJson);
    const company = optionalId(search, 'company_id');
    if (company === undefined) throw new ApiFailure('400', '缺少參數 searchJson.company_id');
    const total = (
      db.prepare('SELECT COUNT(*) AS n FROM products WHERE company_id = ?').get(company) as {
        n: number;
      }
    ).n;
    const data = db
      .prepare(
        `SELECT product_id, product_name, product_image, company_id FROM products
         WHERE company_id = ? ORDER BY sort DESC, product_id LIMIT ? OFFSET ?`,
      )
      .all(company, limit, start);
    return ok({ data, total }, '獲取成功');
  });

  app.get('/product/:id', async (req) => {
    const id = idParam((req.params as Params).id);
    const row = db
      .prepare(
        `SELECT p.product_id, p.product_name, p.product_image, p.product_desc, p.company_id,
           c.company_name, c.company_logo
         FROM products p JOIN companies c ON c.company_id = p.company_id
         WHERE p.product_id = ?`,
      )
      .get(id);
    if (!row) throw new ApiFailure('404', '產品不存在');
    return ok(row, '獲取成功');
  });

  app.get('/association/:associationId/SubArea', async (req) => {
    const association = associationParam((req.params as Params).associationId);
    const rows = db
      .prepare(
        `SELECT ass_area_id, area FROM association_sub_areas WHERE association_id = ?
         ORDER BY sort, ass_area_id`,
      )
      .all(association);
    return ok(rows, '獲取成功');
  });

  const subAreasOf = db.prepare(
    `SELECT s.ass_area_id, s.area FROM member_sub_areas ms
     JOIN association_sub_areas s ON s.ass_area_id = ms.ass_area_id
     WHERE ms.member_id = ? AND s.association_id = ? ORDER BY s.sort, s.ass_area_id`,
  );

  /** Member directory: data is JSON text `{ data, pagenum }`, pagenum = number of matches. */
  app.get('/association/pc/:associationId/persons', async (req) => {
    const association = associationParam((req.params as Params).associationId);
    const query = req.query as Record<string, unknown>;
    const { start, limit } = paging(query, 30);
    const areaRaw = queryString(query.ass_area_id);
    const subArea =
      areaRaw === undefined || areaRaw === '' ? undefined : intParam(areaRaw, 'ass_area_id', 0);
    const search = searchJson(query.searchJson);
    const name = optionalText(search, 'really_name')?.trim();
    // with a sub-area, start from its (ass_area_id, member_id) index: rows come in member order
    const args: (string | number)[] = [];
    let from: string;
    if (subArea !== undefined) {
      from = `FROM member_sub_areas ms CROSS JOIN members m ON m.member_id = ms.member_id
        JOIN member_associations ma ON ma.member_id = m.member_id AND ma.association_id = ?
        WHERE ms.ass_area_id = ?`;
      args.push(association, subArea);
    } else {
      from = `FROM member_associations ma CROSS JOIN members m ON m.member_id = ma.member_id
        WHERE ma.association_id = ?`;
      args.push(association);
    }
    if (name) {
      from += ' AND instr(m.really_name, ?) > 0';
      args.push(name);
    }
    const order = subArea !== undefined ? 'ms.member_id' : 'ma.member_id';
    const total = (db.prepare(`SELECT COUNT(*) AS n ${from}`).get(...args) as { n: number }).n;
    const rows = db
      .prepare(
        `SELECT m.member_id, m.really_name, m.position, m.member_photo, m.member_phone,
           m.member_email, m.member_address, m.wechat_id, m.facebook, m.person_intro, m.isopen,
           m.province_id, m.city_id, m.area_id,
           (SELECT company_name FROM companies c WHERE c.member_id = m.member_id
              ORDER BY c.company_id LIMIT 1) AS company_name
         ${from} ORDER BY ${order} LIMIT ? OFFSET ?`,
      )
      .all(...args, limit, start) as MemberRow[];
    const caller = callerId(ctx, req);
    const data = rows.map((row) =>
      withPrivacy(
        { ...row, tshMemberSubAssoList: subAreasOf.all(row.member_id, association) },
        caller,
      ),
    );
    return ok(JSON.stringify({ data, pagenum: total }), '獲取成功');
  });

  app.get('/association/:associationId/persons/:memberId', async (req) => {
    const params = req.params as Params;
    const association = associationParam(params.associationId);
    const id = idParam(params.memberId, 'memberId');
    const row = db
      .prepare(
        `SELECT m.member_id, m.really_name, m.position, m.member_photo, m.member_phone,
           m.member_email, m.member_address, m.wechat_id, m.facebook, m.person_intro, m.isopen,
           m.province_id, m.city_id, m.area_id,
           p.name AS province_name, ct.name AS city_name, d.name AS area_name,
           CASE WHEN u.phone IS NOT NULL AND u.phone = m.member_phone THEN 1 ELSE 0 END
             AS phone_verified
         FROM members m
         JOIN member_associations ma ON ma.member_id = m.member_id AND ma.association_id = ?
         LEFT JOIN users u ON u.user_id = m.member_id
         LEFT JOIN area_data p ON p.id = m.province_id
         LEFT JOIN area_data ct ON ct.id = m.city_id
         LEFT JOIN area_data d ON d.id = m.area_id
         WHERE m.member_id = ?`,
      )
      .get(association, id) as MemberRow | undefined;
    if (!row) throw new ApiFailure('404', '會員不存在');
    const companies = db
      .prepare(
        `SELECT c.company_id, c.company_name, c.company_logo, i.industry_name, c.islisting
         FROM companies c LEFT JOIN industries i ON i.industry_id = c.industry_id
         WHERE c.member_id = ? ORDER BY c.company_id`,
      )
      .all(id);
    return ok(
      withPrivacy(
        {
          ...row,
          tshMemberSubAssoList: subAreasOf.all(id, association),
          companyList: companies,
        },
        callerId(ctx, req),
      ),
      '獲取成功',
    );
  });
};
