import type { Migration } from '../feature.js';

/**
 * Personal centre. Migration ids 800–899.
 *
 * Favourites of articles (one row per member and article): the favourite toggle
 * (`article/favourite/{userId}/{articleId}/{0|1}`) inserts or deletes rows here;
 * `article/favouriteList` reads them, newest first. Messages are the base table `notices`.
 */
export const PERSONAL_MIGRATIONS: Migration[] = [
  {
    id: 800,
    name: 'article favourites',
    sql: `
      CREATE TABLE IF NOT EXISTS article_favourites (
        member_id INTEGER NOT NULL REFERENCES members(member_id) ON DELETE CASCADE,
        article_id INTEGER NOT NULL REFERENCES articles(article_id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (member_id, article_id)
      );
      CREATE INDEX IF NOT EXISTS article_favourites_member ON article_favourites(member_id, created_at);
    `,
  },
  {
    id: 801,
    name: 'notice links',
    // a message may lead somewhere: a portal path (e.g. the need a quote arrived on)
    sql: `ALTER TABLE notices ADD COLUMN link TEXT NOT NULL DEFAULT ''`,
  },
];

export const PERSONAL_TABLES = ['article_favourites'];
