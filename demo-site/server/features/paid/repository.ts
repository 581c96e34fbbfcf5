import type Database from 'better-sqlite3';
import { ASSOCIATION_ID } from '../../../../core/config/config.js';
import { DAY } from '../../context.js';
import type { DB } from '../../db.js';
import { perDatabase } from '../feature.js';

/** orderType of `order/resourcesPayByH5` (spec 000 §7). */
export const ORDER_TYPE = { course: 11, article: 12, package: 13, file: 14 } as const;

/** Order types an association member reads without paying. */
const MEMBER_FREE = new Set<number>([ORDER_TYPE.file, ORDER_TYPE.course]);

interface NewOrder {
  user_id: number;
  resource_id: number;
  order_type: number;
  price: number;
  channel: string;
  ip_address: string;
  created_at: number;
}

interface OrderRow extends NewOrder {
  order_id: number;
  status: string;
  paid_at: number | null;
}

type Price = { p: number };

/**
 * All SQL of paid content: orders, packages, likes and favourites (the personal feature's
 * `article_favourites`), and the prices and paid bodies of the content tables.
 */
export const paidRepository = perDatabase((db: DB) => {
  const packages = db.prepare(
    'SELECT equitypackage_id, name, price, duration, description FROM paid_equity_packages ORDER BY equitypackage_id',
  );
  const paidOrder = db.prepare<[number, number, number]>(
    "SELECT 1 FROM paid_orders WHERE user_id = ? AND order_type = ? AND resource_id = ? AND status = 'paid' LIMIT 1",
  );
  const activePackage = db.prepare<[number, number]>(
    `SELECT 1 FROM paid_orders o JOIN paid_equity_packages p ON p.equitypackage_id = o.resource_id
     WHERE o.user_id = ? AND o.order_type = ${ORDER_TYPE.package} AND o.status = 'paid'
       AND o.paid_at + p.duration * ${DAY} > ? LIMIT 1`,
  );
  const member = db.prepare<[number, string]>(
    'SELECT 1 FROM member_associations WHERE member_id = ? AND association_id = ? LIMIT 1',
  );
  const prices: Record<number, Database.Statement<[number], Price>> = {
    [ORDER_TYPE.course]: db.prepare(
      'SELECT current_price AS p FROM content_courses WHERE course_id = ?',
    ),
    [ORDER_TYPE.article]: db.prepare(
      'SELECT article_price AS p FROM articles WHERE article_id = ?',
    ),
    [ORDER_TYPE.package]: db.prepare(
      'SELECT price AS p FROM paid_equity_packages WHERE equitypackage_id = ?',
    ),
    [ORDER_TYPE.file]: db.prepare(
      'SELECT current_price AS p FROM content_cunpan WHERE cunpan_id = ?',
    ),
  };
  const course = db.prepare<
    [unknown],
    { course_id: number; course_name: string; current_price: number }
  >('SELECT course_id, course_name, current_price FROM content_courses WHERE course_id = ?');
  const insertOrder = db.prepare<NewOrder>(
    `INSERT INTO paid_orders (user_id, resource_id, order_type, price, channel, ip_address, created_at)
     VALUES (@user_id, @resource_id, @order_type, @price, @channel, @ip_address, @created_at)`,
  );
  const order = db.prepare<[number], OrderRow>('SELECT * FROM paid_orders WHERE order_id = ?');
  const orders = db.prepare<[], OrderRow>('SELECT * FROM paid_orders ORDER BY order_id DESC');
  const pay = db.prepare<[number, number]>(
    "UPDATE paid_orders SET status = 'paid', paid_at = ? WHERE order_id = ?",
  );
  const liked = db.prepare<[number, number]>(
    'SELECT 1 FROM paid_likes WHERE user_id = ? AND article_id = ?',
  );
  const articleLikes = db.prepare<[number], { likes: number }>(
    'SELECT likes FROM articles WHERE article_id = ?',
  );
  const addLike = db.prepare<[number, number, number]>(
    'INSERT OR IGNORE INTO paid_likes (user_id, article_id, created_at) VALUES (?, ?, ?)',
  );
  const countLike = db.prepare<[number]>(
    'UPDATE articles SET likes = likes + 1 WHERE article_id = ?',
  );
  const favourite = db.prepare<[number, number]>(
    'SELECT 1 FROM article_favourites WHERE member_id = ? AND article_id = ?',
  );
  const addFavourite = db.prepare<[number, number, number]>(
    'INSERT OR IGNORE INTO article_favourites (member_id, article_id, created_at) VALUES (?, ?, ?)',
  );
  const removeFavourite = db.prepare<[number, number]>(
    'DELETE FROM article_favourites WHERE member_id = ? AND article_id = ?',
  );

  return {
    packages: () => packages.all(),
    /** Whether the user has paid for this resource. */
    hasPaid: (user: number, type: number, id: number) => !!paidOrder.get(user, type, id),
    /** Whether the user has a package order paid within its duration. */
    hasPackage: (user: number, now: number) => !!activePackage.get(user, now),
    /**
     * Whether the user reads resources of this order type without paying: association members
     * get paid files and courses (spec 000 §6 rights); paid articles and packages stay paid.
     */
    readsFreeAsMember: (user: number, type: number) =>
      MEMBER_FREE.has(type) && !!member.get(user, ASSOCIATION_ID),
    /** The price of a resource of an order type; null when there is no such type or resource. */
    price: (type: number, id: number): number | null => prices[type]?.get(id)?.p ?? null,
    course: (id: unknown) => course.get(id),
    order: (id: number) => order.get(id),
    orders: () => orders.all(),
    /** A pending order; its id. */
    addOrder: (o: NewOrder) => Number(insertOrder.run(o).lastInsertRowid),
    pay: (id: number, now: number) => void pay.run(now, id),
    liked: (user: number, article: number) => !!liked.get(user, article),
    articleLikes: (article: number) => articleLikes.get(article)?.likes,
    /** True when the like is new (and counted on the article). */
    like: db.transaction((user: number, article: number, now: number): boolean => {
      const added = addLike.run(user, article, now).changes > 0;
      if (added) countLike.run(article);
      return added;
    }),
    isFavourite: (user: number, article: number) => !!favourite.get(user, article),
    setFavourite(user: number, article: number, on: boolean, now: number): void {
      if (on) addFavourite.run(user, article, now);
      else removeFavourite.run(user, article);
    },
  };
});

/** The seed's statements (run once per seeding, not per request). */
export function paidSeedStatements(db: DB) {
  return {
    insertPackage: db.prepare<[number, string, number, number, string]>(
      'INSERT INTO paid_equity_packages (equitypackage_id, name, price, duration, description) VALUES (?, ?, ?, ?, ?)',
    ),
    paidArticles: db.prepare<[], { article_id: number; title: string; article_price: number }>(
      'SELECT article_id, title, article_price FROM articles WHERE article_price > 0 ORDER BY article_id',
    ),
    extendArticle: db.prepare<[string, number]>(
      'UPDATE articles SET content = content || ? WHERE article_id = ?',
    ),
    paidFiles: db.prepare<[], { cunpan_id: number; name: string }>(
      'SELECT cunpan_id, name FROM content_cunpan WHERE current_price > 0',
    ),
    extendFile: db.prepare<[string, string, number]>(
      'UPDATE content_cunpan SET content = content || ? || ? WHERE cunpan_id = ?',
    ),
    paidOrder: db.prepare<[number, number, number, number]>(
      `INSERT INTO paid_orders (order_id, user_id, resource_id, order_type, price, channel, status, created_at, paid_at)
       VALUES (1, 1, ?, ${ORDER_TYPE.article}, ?, 'WXPAY', 'paid', ?, ?)`,
    ),
  };
}
