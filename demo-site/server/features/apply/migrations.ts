import { APPLY_FIELDS } from '../../../../core/apply/questions.js';
import type { Migration } from '../feature.js';

const TEXT_COLUMNS = APPLY_FIELDS.map((f) => `${f} TEXT NOT NULL DEFAULT ''`).join(',\n        ');

/** Membership applications. Migration ids 700–799. */
export const APPLY_MIGRATIONS: Migration[] = [
  {
    id: 700,
    name: 'membership applications (custom_joinasso_apply)',
    sql: `
      CREATE TABLE custom_joinasso_apply (
        apply_id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        apply_type INTEGER NOT NULL CHECK (apply_type IN (0, 1)),
        association_id TEXT NOT NULL,
        isreview INTEGER NOT NULL DEFAULT 0,
        create_time INTEGER NOT NULL,
        update_time INTEGER NOT NULL,
        ${TEXT_COLUMNS},
        UNIQUE (member_id, apply_type, association_id)
      );`,
  },
];

export const APPLY_TABLES = ['custom_joinasso_apply'];
