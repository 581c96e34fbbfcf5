import type { Feature } from '../feature.js';
import { documentRoutes } from './documents.js';
import { PERSONAL_MIGRATIONS, PERSONAL_TABLES } from './migrations.js';
import { personalDevRoutes, personalRoutes } from './routes.js';
import { seedPersonal } from './seed.js';

/** Personal centre: profile, company, messages, favourites. */
export const personalFeature: Feature = {
  name: 'personal',
  migrations: PERSONAL_MIGRATIONS,
  tables: PERSONAL_TABLES,
  seed: seedPersonal,
  routes: personalRoutes,
  rootRoutes: documentRoutes,
  devRoutes: personalDevRoutes,
};
