import type { Feature } from '../feature.js';
import { DIRECTORY_MIGRATIONS, DIRECTORY_TABLES } from './migrations.js';
import { directoryRoutes } from './routes.js';
import { seedDirectory } from './seed.js';

/** Directory: regions, industries, companies, products, members. */
export const directoryFeature: Feature = {
  name: 'directory',
  migrations: DIRECTORY_MIGRATIONS,
  tables: DIRECTORY_TABLES,
  seed: seedDirectory,
  routes: directoryRoutes,
};
