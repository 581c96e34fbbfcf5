import { documentRoutes } from '../features/personal/documents.js';
import { PERSONAL_MIGRATIONS, PERSONAL_TABLES } from '../features/personal/migrations.js';
import { personalDevRoutes, personalRoutes } from '../features/personal/routes.js';
import { seedPersonal } from '../features/personal/seed.js';
import type { ServerModule } from './module.js';

/** Personal centre: profile, company, messages, favourites (features/personal/). */
export const personalModule: ServerModule = {
  name: 'personal',
  migrations: PERSONAL_MIGRATIONS,
  tables: PERSONAL_TABLES,
  seed: seedPersonal,
  routes: personalRoutes,
  rootRoutes: documentRoutes,
  devRoutes: personalDevRoutes,
};
