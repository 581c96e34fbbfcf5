import { SECONDS_BELOW } from '../../../../core/time/time.js';
import type { DB } from '../../db.js';
import { perDatabase } from '../feature.js';

const REVIEW_PENDING = 1;
export const REVIEW_APPROVED = 2;

export interface DemandRow {
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

export interface InfoRow {
  info_id: number;
  association_id: string;
  type: string;
  title: string;
  main_image: string;
  publish_time: number;
  desctext: string;
  content: string;
}

/** The fields a publish or an edit writes (`main_image` as the stored comma list). */
export interface DemandFields {
  title: string;
  addr: string;
  main_image: string;
  end_time: number;
  param: string;
}

export interface OfferFields {
  demand_id: number;
  member_id: number;
  name: string;
  company: string;
  phone: string;
  email: string;
  content: string;
  create_time: number;
}

/**
 * `member`: that member's needs (any review state or deadline); null: the public board, approved
 * needs whose deadline day has not passed at `now` (ms).
 */
export interface DemandFilter {
  member: number | null;
  association: string;
  type: number | null;
  now: number;
}

/**
 * The deadline in ms (a stored value may be in seconds: core/time `SECONDS_BELOW`, as `isExpired`
 * reads it), plus its day: when the need closes.
 */
const CLOSES = `((CASE WHEN ABS(end_time) < ${SECONDS_BELOW} THEN end_time * 1000 ELSE end_time END) + ${24 * 60 * 60 * 1000})`;

const TYPE = '(@type IS NULL OR demand_type = @type)';
/** The public board: approved, open needs (index demands_open). */
const BOARD = `association_id = @association AND review = ${REVIEW_APPROVED} AND ${CLOSES} > @now
  AND ${TYPE}`;
/** A member's own needs (index demands_member). */
const OWN = `member_id = @member AND association_id = @association AND ${TYPE}`;

/** All SQL of the needs board and the investment and order information. */
export const needsRepository = perDatabase((db: DB) => {
  const demand = db.prepare<[number], DemandRow>('SELECT * FROM demands WHERE demand_id = ?');
  // one pair of statements per kind of list: a filter that holds both (CASE on @member) keeps
  // SQLite from using either index, and the board was read whole and sorted on every call
  type Params = Record<string, string | number | null>;
  const statements = (where: string) => ({
    page: db.prepare<Params, DemandRow>(
      `SELECT * FROM demands WHERE ${where}
        ORDER BY create_time DESC, demand_id DESC LIMIT @limit OFFSET @start`,
    ),
    count: db.prepare<Params, { total: number }>(
      `SELECT COUNT(*) AS total FROM demands WHERE ${where}`,
    ),
  });
  const board = statements(BOARD);
  const own = statements(OWN);
  const insertDemand = db.prepare<
    DemandFields & { association_id: string; member_id: number; demand_type: number } & {
      review: number;
      create_time: number;
    }
  >(
    `INSERT INTO demands (association_id, member_id, demand_type, title, addr, main_image,
      end_time, param, content, review, create_time) VALUES (@association_id, @member_id,
      @demand_type, @title, @addr, @main_image, @end_time, @param, '', @review, @create_time)`,
  );
  const updateDemand = db.prepare<DemandFields & { demand_id: number; review: number }>(
    `UPDATE demands SET title = @title, addr = @addr, main_image = @main_image,
      end_time = @end_time, param = @param, review = @review WHERE demand_id = @demand_id`,
  );
  const setReview = db.prepare<[number, number]>(
    'UPDATE demands SET review = ? WHERE demand_id = ?',
  );
  const deleteOffers = db.prepare<[number]>('DELETE FROM demand_offers WHERE demand_id = ?');
  const deleteDemand = db.prepare<[number]>('DELETE FROM demands WHERE demand_id = ?');
  const insertOffer = db.prepare<OfferFields>(
    `INSERT INTO demand_offers (demand_id, member_id, name, company, phone, email, content,
      create_time) VALUES (@demand_id, @member_id, @name, @company, @phone, @email, @content,
      @create_time)`,
  );
  const offers = db.prepare<[number]>(
    `SELECT offer_id, demand_id, name, company, phone, email, content, create_time
      FROM demand_offers WHERE demand_id = ? ORDER BY create_time DESC, offer_id DESC`,
  );
  const infos = db.prepare<[string, string], InfoRow>(
    `SELECT * FROM invest_infos WHERE type = ? AND association_id = ?
      ORDER BY publish_time DESC, info_id DESC`,
  );
  const info = db.prepare<[number], InfoRow>('SELECT * FROM invest_infos WHERE info_id = ?');
  const insertConsult = db.prepare<[number, number | null, string, string, string, number]>(
    `INSERT INTO invest_consults (info_id, member_id, name, phone, remarks, create_time)
      VALUES (?, ?, ?, ?, ?, ?)`,
  );
  // seed rows keep their given ids
  const seedDemand = db.prepare<DemandRow>(
    `INSERT INTO demands (demand_id, association_id, member_id, demand_type, title, addr, main_image,
      end_time, param, content, review, create_time) VALUES (@demand_id, @association_id,
      @member_id, @demand_type, @title, @addr, @main_image, @end_time, @param, @content, @review,
      @create_time)`,
  );
  const seedInfo = db.prepare<InfoRow>(
    `INSERT INTO invest_infos (info_id, association_id, type, title, main_image, publish_time,
      desctext, content) VALUES (@info_id, @association_id, @type, @title, @main_image,
      @publish_time, @desctext, @content)`,
  );

  return {
    seedDemand: (row: DemandRow) => void seedDemand.run(row),
    seedInfo: (row: InfoRow) => void seedInfo.run(row),
    demand: (id: number) => demand.get(id),
    page(filter: DemandFilter, start: number, limit: number) {
      const { association, type } = filter;
      // each statement is given exactly the parameters it names
      const [{ page, count }, params] =
        filter.member === null
          ? [board, { association, type, now: filter.now }]
          : [own, { association, type, member: filter.member }];
      return {
        rows: page.all({ ...params, start, limit }),
        total: count.get(params)?.total ?? 0,
      };
    },
    /** A new need, waiting for review; its id. */
    publish(
      fields: DemandFields & { association_id: string; member_id: number; demand_type: number },
      now: number,
    ): number {
      const info = insertDemand.run({ ...fields, review: REVIEW_PENDING, create_time: now });
      return Number(info.lastInsertRowid);
    },
    /** An edited need goes back to review. */
    edit(id: number, fields: DemandFields): void {
      updateDemand.run({ ...fields, demand_id: id, review: REVIEW_PENDING });
    },
    /** False when there is no such need. */
    setReview: (id: number, review: number) => setReview.run(review, id).changes > 0,
    remove: db.transaction((id: number) => {
      deleteOffers.run(id);
      deleteDemand.run(id);
    }),
    addOffer: (offer: OfferFields) => void insertOffer.run(offer),
    offers: (id: number) => offers.all(id),
    infos: (type: string, association: string) => infos.all(type, association),
    info: (id: number) => info.get(id),
    addConsult(
      id: number,
      member: number | null,
      c: { name: string; phone: string; remarks: string },
      now: number,
    ): void {
      insertConsult.run(id, member, c.name, c.phone, c.remarks, now);
    },
  };
});
