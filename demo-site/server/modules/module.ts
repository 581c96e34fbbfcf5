import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context.js';
import type { DB } from '../db.js';

/** A numbered schema migration; applied once, in id order across all modules. */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

/**
 * A feature of the reference server (needs board, content, directory, …): its schema, seed
 * data and routes, in one file under modules/. Registered in modules/index.ts.
 */
export interface ServerModule {
  name: string;
  /** Ids in the module's own range (see modules/index.ts), never edited once applied. */
  migrations: Migration[];
  /** Tables the module seeds, children first: cleared (before the base tables) on reset. */
  tables: string[];
  /** Inserts seed rows; runs inside the seeding transaction after the base seed (sync). */
  seed?: (db: DB, filesDir: string) => void;
  /** Routes under /api/v2/ (prefix already applied). */
  routes?: FastifyPluginAsync<{ ctx: ServerContext }>;
  /** Routes at the server root, outside /api and /dev (e.g. `/qiniu-up/`). */
  rootRoutes?: FastifyPluginAsync<{ ctx: ServerContext }>;
  /** Development-only routes under /dev/ (prefix already applied). */
  devRoutes?: FastifyPluginAsync<{ ctx: ServerContext }>;
}
