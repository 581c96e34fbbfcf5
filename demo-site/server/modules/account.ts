import { accountDevRoutes, accountRoutes } from '../features/account/routes.js';
import type { ServerModule } from './module.js';

/** Accounts: registration, SMS codes, login, password reset (features/account/; base tables). */
export const accountModule: ServerModule = {
  name: 'account',
  migrations: [],
  tables: [],
  routes: accountRoutes,
  devRoutes: accountDevRoutes,
};
