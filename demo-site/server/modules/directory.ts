import type { ServerModule } from './module.js';

/** Directory: companies, members, products (issue 6). Migration ids 600–699. */
export const directoryModule: ServerModule = {
  name: 'directory',
  migrations: [],
  tables: [],
};
