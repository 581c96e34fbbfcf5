import type { ServerModule } from './module.js';

/** Membership applications (issue 7). Migration ids 700–799. */
export const applyModule: ServerModule = {
  name: 'apply',
  migrations: [],
  tables: [],
};
