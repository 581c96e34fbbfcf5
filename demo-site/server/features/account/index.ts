import type { Feature } from '../feature.js';
import { accountDevRoutes, accountRoutes } from './routes.js';

/** Accounts: registration, SMS codes, login, password reset (base tables). */
export const accountFeature: Feature = {
  name: 'account',
  migrations: [],
  tables: [],
  routes: accountRoutes,
  devRoutes: accountDevRoutes,
};
