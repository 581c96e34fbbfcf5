import { DIRECTORY_MIGRATIONS, DIRECTORY_TABLES } from '../features/directory/migrations.js';
import { directoryRoutes } from '../features/directory/routes.js';
import { seedDirectory } from '../features/directory/seed.js';
import type { ServerModule } from './module.js';

/** Directory: regions, industries, companies, products, members (features/directory/). */
export const directoryModule: ServerModule = {
  name: 'directory',
  migrations: DIRECTORY_MIGRATIONS,
  tables: DIRECTORY_TABLES,
  seed: seedDirectory,
  routes: directoryRoutes,
};
