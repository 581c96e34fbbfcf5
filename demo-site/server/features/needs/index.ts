import type { Feature } from '../feature.js';
import { NEEDS_MIGRATIONS } from './migrations.js';
import { needsDevRoutes, needsRoutes } from './routes.js';
import { seedNeeds } from './seed.js';

/** Business-needs board, investment and order information. Migration ids 300–399. */
export const needsFeature: Feature = {
  name: 'needs',
  migrations: NEEDS_MIGRATIONS,
  tables: ['invest_consults', 'invest_infos', 'demand_offers', 'demands'],
  seed: seedNeeds,
  routes: needsRoutes,
  devRoutes: needsDevRoutes,
};
