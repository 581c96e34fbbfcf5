import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Migration } from './features/feature.js';

export type DB = Database.Database;

/**
 * The base schema (accounts, members, articles, notices, website): numbered migrations, applied
 * in order with the features' (each feature's migrations.ts), each once (recorded in `migrations`).
 * Append new entries; never edit an applied one.
 */
const BASE_MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'accounts, members, articles, notices, website',
    sql: `
      CREATE TABLE users (
        user_id INTEGER PRIMARY KEY,
        phone TEXT NOT NULL UNIQUE,
        password_salt TEXT,
        password_hash TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE sessions (
        token TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_user ON sessions(user_id);
      CREATE TABLE sms_codes (
        phone TEXT PRIMARY KEY,
        code TEXT NOT NULL,
        sent_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        used INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE members (
        member_id INTEGER PRIMARY KEY REFERENCES users(user_id) ON DELETE CASCADE,
        really_name TEXT NOT NULL DEFAULT '',
        member_photo TEXT NOT NULL DEFAULT '',
        member_phone TEXT NOT NULL DEFAULT '',
        member_email TEXT NOT NULL DEFAULT '',
        member_address TEXT NOT NULL DEFAULT '',
        wechat_id TEXT NOT NULL DEFAULT '',
        facebook TEXT NOT NULL DEFAULT '',
        person_intro TEXT NOT NULL DEFAULT '',
        position TEXT NOT NULL DEFAULT '',
        isopen INTEGER NOT NULL DEFAULT 1,
        province_id INTEGER,
        city_id INTEGER,
        area_id INTEGER
      );
      CREATE TABLE associations (
        association_id TEXT PRIMARY KEY,
        association_name TEXT NOT NULL
      );
      CREATE TABLE member_associations (
        member_id INTEGER NOT NULL REFERENCES members(member_id) ON DELETE CASCADE,
        association_id TEXT NOT NULL REFERENCES associations(association_id),
        join_time INTEGER NOT NULL,
        PRIMARY KEY (member_id, association_id)
      );
      CREATE TABLE articles (
        article_id INTEGER PRIMARY KEY,
        association_id TEXT NOT NULL,
        article_type TEXT NOT NULL,
        title TEXT NOT NULL,
        main_image TEXT NOT NULL DEFAULT '[]',
        show_type INTEGER NOT NULL DEFAULT 1,
        publish_time INTEGER NOT NULL,
        create_time INTEGER NOT NULL,
        times INTEGER NOT NULL DEFAULT 0,
        likes INTEGER NOT NULL DEFAULT 0,
        content TEXT NOT NULL DEFAULT '',
        video_url TEXT NOT NULL DEFAULT '',
        article_price REAL NOT NULL DEFAULT 0,
        desctext TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX articles_list ON articles(association_id, article_type, publish_time DESC);
      CREATE TABLE notices (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(member_id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        desc TEXT NOT NULL DEFAULT '',
        content TEXT NOT NULL DEFAULT '',
        main_image TEXT NOT NULL DEFAULT '[]',
        publish_time INTEGER NOT NULL,
        isread INTEGER NOT NULL DEFAULT 0,
        state INTEGER NOT NULL DEFAULT 1
      );
      CREATE INDEX notices_member ON notices(member_id, isread);
      CREATE TABLE website_navigate (
        id INTEGER PRIMARY KEY,
        association_id TEXT NOT NULL,
        name TEXT NOT NULL,
        url TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('INDEX', 'FRIENDLINK')),
        sort INTEGER NOT NULL
      );
      CREATE TABLE website_profile (
        id INTEGER PRIMARY KEY,
        association_id TEXT NOT NULL,
        type TEXT NOT NULL,
        context TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
    `,
  },
  {
    id: 2,
    name: 'articles: newest-first index carrying the type and title (lists, title search)',
    // article/list without a type, or with 'service' or a title: read in order from the index,
    // the title searched and the matches counted there without reading the rows' bodies
    sql: `CREATE INDEX articles_recent ON articles(association_id, publish_time DESC, article_id DESC,
        article_type, title);`,
  },
];

/** Base tables holding seedable data, children first (order used when clearing). */
export const BASE_TABLES = [
  'sessions',
  'sms_codes',
  'notices',
  'member_associations',
  'members',
  'users',
  'associations',
  'articles',
  'website_navigate',
  'website_profile',
] as const;

/** Opens (creating if needed) `sztx.db` and applies the base and the given migrations. */
export function openDatabase(dataDir: string, migrations: readonly Migration[]): DB {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'sztx.db'));
  db.pragma('journal_mode = WAL');
  // an acknowledged write survives a crash of the process and of the machine: the WAL is synced
  // at each commit (NORMAL would only survive a process crash)
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db, migrations);
  return db;
}

function migrate(db: DB, featureMigrations: readonly Migration[]): void {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  )`);
  const applied = new Set(
    (db.prepare('SELECT id FROM migrations').all() as { id: number }[]).map((r) => r.id),
  );
  const record = db.prepare('INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)');
  const all = [...BASE_MIGRATIONS, ...featureMigrations].sort((a, b) => a.id - b.id);
  for (const m of all) {
    if (applied.has(m.id)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      record.run(m.id, m.name, Date.now());
    })();
  }
}

export function isEmpty(db: DB): boolean {
  const row = db
    .prepare('SELECT (SELECT COUNT(*) FROM users) + (SELECT COUNT(*) FROM articles) AS n')
    .get() as {
    n: number;
  };
  return row.n === 0;
}
