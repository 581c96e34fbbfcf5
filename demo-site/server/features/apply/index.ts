import type { Feature } from '../feature.js';
import { APPLY_MIGRATIONS, APPLY_TABLES } from './migrations.js';
import { applyDevRoutes, applyRoutes } from './routes.js';
import { seedApplications } from './seed.js';

/** Membership applications. */
export const applyFeature: Feature = {
  name: 'apply',
  migrations: APPLY_MIGRATIONS,
  tables: APPLY_TABLES,
  seed: seedApplications,
  routes: applyRoutes,
  devRoutes: applyDevRoutes,
};
