import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ServerContext } from '../context.js';
import type { DB } from '../db.js';

/** A numbered schema migration; applied once, in id order across all features. */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

/** Routes of a feature: a Fastify plugin whose schemas type params, query and body. */
export type FeatureRoutes = FastifyPluginAsyncTypebox<{ ctx: ServerContext }>;

/**
 * A feature of the reference server (needs board, content, directory, …), one folder under
 * features/: `migrations.ts`, `repository.ts` (all SQL), `seed.ts`, `routes.ts`. Listed in
 * features/index.ts; app.ts registers the routes and hands the migrations to the database.
 */
export interface Feature {
  name: string;
  /** Ids in the feature's own range (see features/index.ts), never edited once applied. */
  migrations: readonly Migration[];
  /** Tables the feature seeds, children first: cleared (before the base tables) on reset. */
  tables: readonly string[];
  /** Inserts seed rows; runs inside the seeding transaction after the base seed (sync). */
  seed?: (db: DB, filesDir: string) => void;
  /** Routes under /api/v2/ (prefix already applied). */
  routes?: FeatureRoutes;
  /** Routes at the server root, outside /api and /dev (e.g. `/qiniu-up/`). */
  rootRoutes?: FeatureRoutes;
  /** Development-only routes under /dev/ (prefix applied); never registered in production. */
  devRoutes?: FeatureRoutes;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Failures of this route, schema refusals included, carry `sucess: false`. */
    flagged?: boolean;
  }
}

/**
 * A feature's repository maker, run once per open database: its statements are prepared the
 * first time and reused by every request (and by `/dev/reset`, on the same connection).
 */
export function perDatabase<T>(make: (db: DB) => T): (db: DB) => T {
  const made = new WeakMap<DB, T>();
  return (db) => {
    let repo = made.get(db);
    if (repo === undefined) {
      repo = make(db);
      made.set(db, repo);
    }
    return repo;
  };
}
