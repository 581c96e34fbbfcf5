import type { ServerModule } from './module.js';

/** Personal centre: profile, company, messages, favourites (issue 8). Migration ids 800–899. */
export const personalModule: ServerModule = {
  name: 'personal',
  migrations: [],
  tables: [],
};
