import type { ServerModule } from './module.js';

/** Business-needs board, investment and order information, Qiniu upload emulator (issue 3). Migration ids 300–399. */
export const needsModule: ServerModule = {
  name: 'needs',
  migrations: [],
  tables: [],
};
