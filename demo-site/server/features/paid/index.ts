import type { Feature } from '../feature.js';
import { PAID_MIGRATIONS } from './migrations.js';
import { paidDevRoutes, paidRoutes } from './routes.js';
import { seedPaid } from './seed.js';

/** Paid content and QR payment. Migration ids 500–599. */
export const paidFeature: Feature = {
  name: 'paid',
  migrations: PAID_MIGRATIONS,
  tables: ['paid_likes', 'paid_orders', 'paid_equity_packages'],
  seed: seedPaid,
  routes: paidRoutes,
  devRoutes: paidDevRoutes,
};
