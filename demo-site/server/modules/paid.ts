import type { ServerModule } from './module.js';

/** Paid content and QR payment (issue 5). Migration ids 500–599. */
export const paidModule: ServerModule = {
  name: 'paid',
  migrations: [],
  tables: [],
};
