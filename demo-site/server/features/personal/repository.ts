import { ASSOCIATION_ID } from '../../context.js';
import type { DB } from '../../db.js';
import type { Paging } from '../../validation.js';
import { perDatabase } from '../feature.js';

/** Columns of `members` that `member/update` may change (in name order). */
const PROFILE_COLUMNS = [
  'area_id',
  'city_id',
  'facebook',
  'isopen',
  'member_address',
  'member_email',
  'member_phone',
  'member_photo',
  'person_intro',
  'position',
  'province_id',
  'really_name',
  'wechat_id',
] as const;

export type ProfileChanges = Partial<
  Record<(typeof PROFILE_COLUMNS)[number], string | number | null>
>;

/** Wire shape of a notice in `notice/list` and `notice/{id}/{userId}`. */
export interface NoticeWire {
  id: number;
  messageId: number;
  member_messageId: number;
  notice_id: number;
  title: string;
  desc: string;
  time: number;
  publish_time: number;
  isread: number;
  state: number;
  main_image: string[];
  content?: string;
  /** A portal path the message leads to (e.g. `/need-details/12`); '' when none. */
  link: string;
}

interface NoticeRow {
  id: number;
  title: string;
  desc: string;
  content: string;
  main_image: string;
  publish_time: number;
  isread: number;
  state: number;
  link: string;
}

function toNotice(row: NoticeRow, withContent: boolean): NoticeWire {
  let images: string[] = [];
  try {
    const parsed = JSON.parse(row.main_image) as unknown;
    if (Array.isArray(parsed)) images = parsed.filter((v): v is string => typeof v === 'string');
  } catch {
    images = [];
  }
  return {
    id: row.id,
    messageId: row.id,
    member_messageId: row.id,
    notice_id: row.id,
    title: row.title,
    desc: row.desc,
    time: row.publish_time,
    publish_time: row.publish_time,
    isread: row.isread,
    state: row.state,
    main_image: images,
    link: row.link,
    ...(withContent ? { content: row.content } : {}),
  };
}

/** The my-company form's values, checked (`field` resolved to an industry id). */
export interface CompanyValues {
  company_name: string;
  company_logo: string;
  slideshow_img: string;
  industry_id: number;
  main_businee: string;
  address: string;
  phone: string;
  email: string;
}

/** The member's company as the my-company form reads it. */
interface OwnedCompany {
  company_id: number;
  [key: string]: unknown;
}

const NOTICE_COLUMNS = 'id, title, desc, content, main_image, publish_time, isread, state, link';

/** A new message for a member. */
export interface NewNotice {
  member_id: number;
  title: string;
  desc: string;
  content: string;
  link: string;
  publish_time: number;
}

/**
 * The personal centre's SQL, prepared once: profile, messages (`notices`), favourites and the
 * member's company (rows of the directory's `companies` table).
 */
export const personalRepository = perDatabase((db: DB) => {
  // one statement for any set of profile changes: a column keeps its value unless `set_<col>`
  const updateProfile = db.prepare(
    `UPDATE members SET ${PROFILE_COLUMNS.map(
      (c) => `${c} = CASE WHEN @set_${c} THEN @${c} ELSE ${c} END`,
    ).join(', ')} WHERE member_id = @member_id`,
  );
  const privacy = db.prepare('SELECT isopen FROM members WHERE member_id = ?');
  const notices = db.prepare(
    `SELECT ${NOTICE_COLUMNS} FROM notices
     WHERE member_id = ? ORDER BY publish_time DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const notice = db.prepare(`SELECT ${NOTICE_COLUMNS} FROM notices WHERE id = ? AND member_id = ?`);
  const markRead = db.prepare('UPDATE notices SET isread = 1 WHERE id = ?');
  const insertNotice = db.prepare<NewNotice>(
    `INSERT INTO notices (member_id, title, desc, content, link, publish_time)
     VALUES (@member_id, @title, @desc, @content, @link, @publish_time)`,
  );
  const unread = db.prepare(
    'SELECT COUNT(*) AS noticeCount FROM notices WHERE member_id = ? AND isread = 0',
  );
  const favouriteCount = db.prepare(
    `SELECT COUNT(*) AS n FROM article_favourites f JOIN articles a USING (article_id)
     WHERE f.member_id = ?`,
  );
  const favourites = db.prepare(
    `SELECT a.article_id, a.article_type, a.title, a.main_image, a.publish_time, a.times,
       a.likes, a.desctext, a.article_price, f.created_at AS favourite_time
     FROM article_favourites f JOIN articles a USING (article_id)
     WHERE f.member_id = ? ORDER BY f.created_at DESC, a.article_id DESC LIMIT ? OFFSET ?`,
  );
  const ownedCompany = db.prepare(
    `SELECT c.company_id, c.company_name, c.company_logo, c.slideshow_img,
       CAST(c.industry_id AS TEXT) AS field, i.industry_name, c.main_businee, c.address,
       c.phone, c.email, c.association_id
     FROM companies c LEFT JOIN industries i USING (industry_id)
     WHERE c.member_id = ? ORDER BY c.company_id LIMIT 1`,
  );
  const industryById = db.prepare('SELECT industry_id FROM industries WHERE industry_id = ?');
  const industryByName = db.prepare('SELECT industry_id FROM industries WHERE industry_name = ?');
  const insertCompany = db.prepare(
    `INSERT INTO companies (company_name, company_logo, slideshow_img, industry_id,
       main_businee, address, phone, email, member_id, association_id, create_time)
     VALUES (@company_name, @company_logo, @slideshow_img, @industry_id, @main_businee,
       @address, @phone, @email, @member_id, '${ASSOCIATION_ID}', @create_time)`,
  );
  const updateCompany = db.prepare(
    `UPDATE companies SET company_name = @company_name, company_logo = @company_logo,
       slideshow_img = @slideshow_img, industry_id = @industry_id,
       main_businee = @main_businee, address = @address, phone = @phone, email = @email
     WHERE company_id = @company_id`,
  );
  const memberExists = db.prepare('SELECT 1 FROM members WHERE member_id = ?');
  const join = db.prepare(
    `INSERT OR IGNORE INTO member_associations (member_id, association_id, join_time)
     VALUES (?, '${ASSOCIATION_ID}', ?)`,
  );

  return {
    /** Changes the given profile columns only. */
    updateProfile(memberId: number, changes: ProfileChanges): void {
      const args: Record<string, string | number | null> = { member_id: memberId };
      for (const c of PROFILE_COLUMNS) {
        const given = Object.hasOwn(changes, c);
        args[`set_${c}`] = given ? 1 : 0;
        args[c] = given ? (changes[c] ?? null) : null;
      }
      updateProfile.run(args);
    },

    /** `isopen` of the member (0 public), undefined for an unknown member. */
    privacy: (memberId: number) =>
      (privacy.get(memberId) as { isopen: number } | undefined)?.isopen,

    /** The member's messages, newest first. */
    notices: (memberId: number, { start, limit }: Paging) =>
      (notices.all(memberId, limit, start) as NoticeRow[]).map((row) => toNotice(row, false)),

    /** One of the member's messages with its content, marked read; undefined when not theirs. */
    readNotice(id: number, memberId: number): NoticeWire | undefined {
      const row = notice.get(id, memberId) as NoticeRow | undefined;
      if (!row) return undefined;
      if (!row.isread) markRead.run(id);
      return toNotice({ ...row, isread: 1 }, true);
    },

    /** Adds an unread message to the member's 我的消息. */
    addNotice: (notice: NewNotice) => void insertNotice.run(notice),

    unreadCount: (memberId: number) =>
      (unread.get(memberId) as { noticeCount: number }).noticeCount,

    /** One page of the member's favourite articles, newest favourite first. */
    favourites(memberId: number, { start, limit }: Paging) {
      const total = (favouriteCount.get(memberId) as { n: number }).n;
      return { data: favourites.all(memberId, limit, start), total };
    },

    /** The member's (first) company, or null. */
    ownedCompany: (memberId: number) =>
      (ownedCompany.get(memberId) as OwnedCompany | undefined) ?? null,

    /** The industry of an id or a name, undefined when unknown. */
    industryOf(field: string): number | undefined {
      const row = (
        /^\d{1,9}$/.test(field) ? industryById.get(Number(field)) : industryByName.get(field)
      ) as { industry_id: number } | undefined;
      return row?.industry_id;
    },

    /** Opens the member's company; its id. */
    insertCompany: (memberId: number, values: CompanyValues, now: number) =>
      Number(
        insertCompany.run({ ...values, member_id: memberId, create_time: now }).lastInsertRowid,
      ),

    updateCompany(companyId: number, values: CompanyValues): void {
      updateCompany.run({ ...values, company_id: companyId });
    },

    memberExists: (memberId: number) => memberExists.get(memberId) !== undefined,

    /** Makes the member one of the association's (development: what the review does). */
    joinAssociation(memberId: number, now: number): void {
      join.run(memberId, now);
    },
  };
});
