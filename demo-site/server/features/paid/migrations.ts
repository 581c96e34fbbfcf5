import type { Migration } from '../feature.js';

/** Equity packages, orders and likes. Ids 500–599. */
export const PAID_MIGRATIONS: readonly Migration[] = [
  {
    id: 500,
    name: 'paid content: packages, orders, likes',
    sql: `
CREATE TABLE paid_equity_packages (
  equitypackage_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  price REAL NOT NULL,
  duration INTEGER NOT NULL,
  description TEXT NOT NULL
);
CREATE TABLE paid_orders (
  order_id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  resource_id INTEGER NOT NULL,
  order_type INTEGER NOT NULL,
  price REAL NOT NULL,
  channel TEXT NOT NULL,
  ip_address TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'pending',
  created_at INTEGER NOT NULL,
  paid_at INTEGER
);
CREATE INDEX paid_orders_user ON paid_orders(user_id, order_type, resource_id, status);
CREATE TABLE paid_likes (
  user_id INTEGER NOT NULL,
  article_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, article_id)
);
`,
  },
];
