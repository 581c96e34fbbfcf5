import { APPLY_MIGRATIONS, APPLY_TABLES } from '../features/apply/migrations.js';
import { applyDevRoutes, applyRoutes } from '../features/apply/routes.js';
import { seedApplications } from '../features/apply/seed.js';
import type { ServerModule } from './module.js';

/** Membership applications (features/apply/). */
export const applyModule: ServerModule = {
  name: 'apply',
  migrations: APPLY_MIGRATIONS,
  tables: APPLY_TABLES,
  seed: seedApplications,
  routes: applyRoutes,
  devRoutes: applyDevRoutes,
};
