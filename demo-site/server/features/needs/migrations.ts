import type { Migration } from '../feature.js';

/** The needs board, offers, investment and order information. Ids 300–399. */
export const NEEDS_MIGRATIONS: readonly Migration[] = [
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
  {
    id: 301,
    name: 'demands: board index in board order carrying the deadline and type',
    // the public board reads approved needs newest first and counts the open ones in the index
    sql: `CREATE INDEX demands_open ON demands(association_id, review, create_time DESC,
        demand_id DESC, end_time, demand_type);`,
  },
];
