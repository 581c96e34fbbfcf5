import type { Feature } from '../feature.js';
import { accountDevRoutes, accountRoutes } from './routes.js';

/** Accounts: registration, SMS codes, login, password reset (base tables, and its own 200–299). */
export const accountFeature: Feature = {
  name: 'account',
  migrations: [
    {
      id: 200,
      name: 'account: SMS codes sent per phone (the daily cap)',
      sql: `
        CREATE TABLE sms_sends (phone TEXT NOT NULL, sent_at INTEGER NOT NULL);
        CREATE INDEX sms_sends_phone ON sms_sends(phone, sent_at);
      `,
    },
  ],
  tables: ['sms_sends'],
  routes: accountRoutes,
  devRoutes: accountDevRoutes,
};
