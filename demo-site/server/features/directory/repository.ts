import type { DB } from '../../db.js';
import type { Paging } from '../../validation.js';
import { perDatabase } from '../feature.js';
import { statementCache } from '../sql.js';
import { CITY_ID } from './seed.js';

/** Filters of the company directory (`company/pc/list`; `company/list` uses the association only). */
export interface CompanyFilter {
  association: string;
  /** Industry id (`field`). */
  field?: number | undefined;
  /** District id (`xt_districtID`). */
  district?: number | undefined;
  /** Part of the company name. */
  name?: string | undefined;
}

/** Filters of the member directory. */
export interface MemberFilter {
  association: string;
  subArea?: number | undefined;
  /** Part of the member's name. */
  name?: string | undefined;
}

/** A member's profile fields (`member_id` is the user's id). */
interface MemberFields {
  member_id: number;
  really_name: string;
  member_photo: string;
  member_phone: string;
  member_email: string;
  member_address: string;
  wechat_id: string;
  facebook: string;
  person_intro: string;
  position: string;
  isopen: number;
  province_id: number | null;
  city_id: number | null;
  area_id: number | null;
}

/** A member as the directory sends it, before the privacy rule removes contact fields. */
export interface MemberRow extends MemberFields {
  [key: string]: unknown;
}

/** Wire shape of member/{user_id}. user_id === member_id (numbers). */
interface MemberWire extends MemberFields {
  user_id: number;
}

interface Count {
  n: number;
}

interface SubAreaOf {
  member_id: number;
  ass_area_id: number;
  area: string;
}

const COMPANY_LIST_COLUMNS = `c.company_id, c.company_name, c.company_logo, c.industry_id,
  i.industry_name, c.islisting, c.main_businee, c.area_id, a.name AS area_name, c.address`;

const MEMBER_COLUMNS = `m.member_id, m.really_name, m.position, m.member_photo, m.member_phone,
  m.member_email, m.member_address, m.wechat_id, m.facebook, m.person_intro, m.isopen,
  m.province_id, m.city_id, m.area_id`;

/** The directory's SQL (regions, industries, companies, products, members), prepared once. */
export const directoryRepository = perDatabase((db: DB) => {
  // the lists' WHERE depends on the filters given: one statement per combination, kept
  const variant = statementCache(db);
  const areaChildren = db.prepare('SELECT id, name FROM area_data WHERE parent_id = ? ORDER BY id');
  const companyCount = db.prepare('SELECT COUNT(*) AS n FROM companies WHERE association_id = ?');
  const memberCount = db.prepare(
    'SELECT COUNT(*) AS n FROM member_associations WHERE association_id = ?',
  );
  // policy files live in the content feature's table (its migration runs before ours)
  const fileCount = db.prepare('SELECT COUNT(*) AS n FROM content_cunpan WHERE association_id = ?');
  // per district: its members (members_area) looked up in the association, not the
  // association's members scanned once per district (CROSS JOIN keeps that loop order)
  const districtCounts = db.prepare(
    `SELECT d.name AS name,
       (SELECT COUNT(*) FROM members m CROSS JOIN member_associations ma
          ON ma.member_id = m.member_id AND ma.association_id = ?
        WHERE m.area_id = d.id) AS value,
       (SELECT COUNT(*) FROM companies c WHERE c.association_id = ? AND c.area_id = d.id)
         AS company_value
     FROM area_data d WHERE d.parent_id = ? ORDER BY d.id`,
  );
  const industries = db.prepare(
    'SELECT industry_id, industry_name FROM industries ORDER BY sort, industry_id',
  );
  const company = db.prepare(
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
  );
  const productCount = db.prepare('SELECT COUNT(*) AS n FROM products WHERE company_id = ?');
  const products = db.prepare(
    `SELECT product_id, product_name, product_image, company_id FROM products
     WHERE company_id = ? ORDER BY sort DESC, product_id LIMIT ? OFFSET ?`,
  );
  const product = db.prepare(
    `SELECT p.product_id, p.product_name, p.product_image, p.product_desc, p.company_id,
       c.company_name, c.company_logo
     FROM products p JOIN companies c ON c.company_id = p.company_id
     WHERE p.product_id = ?`,
  );
  const subAreas = db.prepare(
    `SELECT ass_area_id, area FROM association_sub_areas WHERE association_id = ?
     ORDER BY sort, ass_area_id`,
  );
  const subAreasOf = db.prepare(
    `SELECT s.ass_area_id, s.area FROM member_sub_areas ms
     JOIN association_sub_areas s ON s.ass_area_id = ms.ass_area_id
     WHERE ms.member_id = ? AND s.association_id = ? ORDER BY s.sort, s.ass_area_id`,
  );
  // the same for a page of members at once (ids as a JSON list)
  const subAreasOfMany = db.prepare<[string, string], SubAreaOf>(
    `SELECT ms.member_id, s.ass_area_id, s.area FROM member_sub_areas ms
     JOIN association_sub_areas s ON s.ass_area_id = ms.ass_area_id
     WHERE ms.member_id IN (SELECT value FROM json_each(?)) AND s.association_id = ?
     ORDER BY ms.member_id, s.sort, s.ass_area_id`,
  );
  const member = db.prepare(
    `SELECT ${MEMBER_COLUMNS},
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
  );
  const companiesOf = db.prepare(
    `SELECT c.company_id, c.company_name, c.company_logo, i.industry_name, c.islisting
     FROM companies c LEFT JOIN industries i ON i.industry_id = c.industry_id
     WHERE c.member_id = ? ORDER BY c.company_id`,
  );
  const profile = db.prepare(
    `SELECT member_id AS user_id, member_id, really_name, member_photo, member_phone,
       member_email, member_address, wechat_id, facebook, person_intro, position, isopen,
       province_id, city_id, area_id
     FROM members WHERE member_id = ?`,
  );
  const associationsOf = db.prepare(
    `SELECT ma.association_id, a.association_name, ma.join_time
     FROM member_associations ma JOIN associations a USING (association_id)
     WHERE ma.member_id = ? ORDER BY ma.join_time`,
  );

  return {
    /** Provinces (parent 0), a province's cities or a city's districts. */
    areas: (parent: number) => areaChildren.all(parent),

    /** Companies, members and policy files of an association, and both per district of its city. */
    statistics(association: string) {
      return {
        companyNum: (companyCount.get(association) as Count).n,
        memberNum: (memberCount.get(association) as Count).n,
        cunpanNum: (fileCount.get(association) as Count).n,
        memberCount: districtCounts.all(association, association, CITY_ID),
      };
    },

    industries: () => industries.all(),

    /** One page of companies, `sort` first, and the number of matches. */
    companies(filter: CompanyFilter, { start, limit }: Paging) {
      const where = ['c.association_id = ?'];
      const args: (string | number)[] = [filter.association];
      if (filter.field !== undefined) {
        where.push('c.industry_id = ?');
        args.push(filter.field);
      }
      if (filter.district !== undefined) {
        where.push('c.area_id = ?');
        args.push(filter.district);
      }
      if (filter.name) {
        where.push('instr(c.company_name, ?) > 0');
        args.push(filter.name);
      }
      const clause = where.join(' AND ');
      const total = (
        variant<Count>(`SELECT COUNT(*) AS n FROM companies c WHERE ${clause}`).get(
          ...args,
        ) as Count
      ).n;
      const data = variant(
        `SELECT ${COMPANY_LIST_COLUMNS}
         FROM companies c
         LEFT JOIN industries i ON i.industry_id = c.industry_id
         LEFT JOIN area_data a ON a.id = c.area_id
         WHERE ${clause} ORDER BY c.sort DESC, c.company_id LIMIT ? OFFSET ?`,
      ).all(...args, limit, start);
      return { data, total };
    },

    company: (id: number) => company.get(id),

    products(companyId: number, { start, limit }: Paging) {
      const total = (productCount.get(companyId) as Count).n;
      return { data: products.all(companyId, limit, start), total };
    },

    product: (id: number) => product.get(id),

    subAreas: (association: string) => subAreas.all(association),

    /** The member's sub-areas within the association. */
    subAreasOf: (memberId: number, association: string) => subAreasOf.all(memberId, association),

    /** The sub-areas within the association of each of these members (one query). */
    subAreasOfMembers(memberIds: number[], association: string) {
      const byMember = new Map<number, { ass_area_id: number; area: string }[]>(
        memberIds.map((id) => [id, []]),
      );
      for (const { member_id, ass_area_id, area } of subAreasOfMany.all(
        JSON.stringify(memberIds),
        association,
      )) {
        byMember.get(member_id)?.push({ ass_area_id, area });
      }
      return byMember;
    },

    /** One page of an association's members in member order, and the number of matches. */
    members(filter: MemberFilter, { start, limit }: Paging) {
      // with a sub-area, start from its (ass_area_id, member_id) index: rows come in member order
      const args: (string | number)[] = [];
      let from: string;
      if (filter.subArea !== undefined) {
        from = `FROM member_sub_areas ms CROSS JOIN members m ON m.member_id = ms.member_id
          JOIN member_associations ma ON ma.member_id = m.member_id AND ma.association_id = ?
          WHERE ms.ass_area_id = ?`;
        args.push(filter.association, filter.subArea);
      } else {
        from = `FROM member_associations ma CROSS JOIN members m ON m.member_id = ma.member_id
          WHERE ma.association_id = ?`;
        args.push(filter.association);
      }
      if (filter.name) {
        from += ' AND instr(m.really_name, ?) > 0';
        args.push(filter.name);
      }
      const order = filter.subArea !== undefined ? 'ms.member_id' : 'ma.member_id';
      // without a name the count needs no member row (each membership and sub-area row has
      // one: foreign keys): counted in the indices alone
      const counted = filter.name
        ? from
        : filter.subArea !== undefined
          ? `FROM member_sub_areas ms CROSS JOIN member_associations ma
              ON ma.member_id = ms.member_id AND ma.association_id = ? WHERE ms.ass_area_id = ?`
          : 'FROM member_associations ma WHERE ma.association_id = ?';
      const total = (variant(`SELECT COUNT(*) AS n ${counted}`).get(...args) as Count).n;
      const rows = variant(
        `SELECT ${MEMBER_COLUMNS},
           (SELECT company_name FROM companies c WHERE c.member_id = m.member_id
              ORDER BY c.company_id LIMIT 1) AS company_name
         ${from} ORDER BY ${order} LIMIT ? OFFSET ?`,
      ).all(...args, limit, start) as MemberRow[];
      return { rows, total };
    },

    /** A member of the association with region names, or undefined. */
    member: (association: string, id: number) =>
      member.get(association, id) as MemberRow | undefined,

    /** The companies a member owns (member page). */
    companiesOf: (memberId: number) => companiesOf.all(memberId),

    /** The member's own profile (`member/{user_id}`). */
    profile: (id: number) => profile.get(id) as MemberWire | undefined,

    /** The associations the member belongs to, oldest membership first. */
    associationsOf: (memberId: number) => associationsOf.all(memberId),
  };
});
