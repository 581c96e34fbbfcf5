import type Database from 'better-sqlite3';
import type { DB } from '../db.js';

/** One condition of a list: SQL text with `?` and its values. */
export type Condition = [sql: string, ...values: (string | number)[]];

/**
 * For SQL assembled per request from optional filters: each distinct text is prepared the first
 * time it is asked for and reused after (a list with N optional filters has at most 2^N texts).
 */
export function statementCache(db: DB) {
  const cache = new Map<string, Database.Statement<unknown[], unknown>>();
  return <Row>(sql: string): Database.Statement<unknown[], Row> => {
    let stmt = cache.get(sql);
    if (!stmt) {
      stmt = db.prepare(sql);
      cache.set(sql, stmt);
    }
    return stmt as Database.Statement<unknown[], Row>;
  };
}

/** A page of a list (`start` rows skipped, at most `limit`) and the total matching rows. */
export interface Page<Row> {
  data: Row[];
  total: number;
}

/**
 * Pages of `from` (a table, optionally aliased) under the conditions that are set (null ones
 * are left out), ordered by `order`: `SELECT columns … LIMIT ? OFFSET ?` and a `COUNT(*)`.
 */
export function pagedList(db: DB) {
  const prepared = statementCache(db);
  return <Row>(
    q: { from: string; columns: string; order: string },
    conditions: (Condition | null)[],
    start: number,
    limit: number,
  ): Page<Row> => {
    const set = conditions.filter((c): c is Condition => c !== null);
    const clause = set.map(([sql]) => sql).join(' AND ');
    const args = set.flatMap(([, ...values]) => values);
    const count = prepared<{ n: number }>(`SELECT COUNT(*) AS n FROM ${q.from} WHERE ${clause}`);
    const rows = prepared<Row>(
      `SELECT ${q.columns} FROM ${q.from} WHERE ${clause} ORDER BY ${q.order} LIMIT ? OFFSET ?`,
    );
    return { data: rows.all(...args, limit, start), total: count.get(...args)?.n ?? 0 };
  };
}

/** `column LIKE %text%` with the LIKE wildcards in `text` taken literally. */
export function contains(column: string, text: string): Condition {
  return [`${column} LIKE ? ESCAPE '\\'`, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`];
}
