import { APPLY_FIELDS } from '../../../../core/apply/questions.js';
import { ASSOCIATION_ID } from '../../context.js';
import type { DB } from '../../db.js';
import { perDatabase } from '../feature.js';
import type { ApplyRow, ApplyType } from './fields.js';

const COLUMNS = [
  'member_id',
  'apply_type',
  'association_id',
  'isreview',
  'create_time',
  'update_time',
  ...APPLY_FIELDS,
];

/** A new application: its owner, type, review state, time and text fields (missing ones are ''). */
export interface NewApplication {
  memberId: number;
  type: ApplyType;
  isreview: number;
  time: number;
  values: Record<string, string>;
}

const texts = (values: Record<string, string>) => APPLY_FIELDS.map((f) => values[f] ?? '');

/** The applications' SQL (all of the association `SZTX`), prepared once. */
export const applyRepository = perDatabase((db: DB) => {
  const find = db.prepare(
    'SELECT * FROM custom_joinasso_apply WHERE member_id = ? AND apply_type = ? AND association_id = ?',
  );
  const insert = db.prepare(
    `INSERT INTO custom_joinasso_apply (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`,
  );
  const update = db.prepare(
    `UPDATE custom_joinasso_apply SET ${APPLY_FIELDS.map((f) => `${f} = ?`).join(', ')},
       update_time = ? WHERE apply_id = ?`,
  );
  const reviewAll = db.prepare(
    `UPDATE custom_joinasso_apply SET isreview = ?, update_time = ?
     WHERE member_id = ? AND association_id = ?`,
  );
  const reviewOne = db.prepare(
    `UPDATE custom_joinasso_apply SET isreview = ?, update_time = ?
     WHERE member_id = ? AND association_id = ? AND apply_type = ?`,
  );

  const repo = {
    find: (memberId: number, type: ApplyType) =>
      find.get(memberId, type, ASSOCIATION_ID) as ApplyRow | undefined,

    /** Stores a new application and answers it as stored. */
    insert(row: NewApplication): ApplyRow {
      insert.run(
        row.memberId,
        row.type,
        ASSOCIATION_ID,
        row.isreview,
        row.time,
        row.time,
        ...texts(row.values),
      );
      return repo.find(row.memberId, row.type) as ApplyRow;
    },

    /** Replaces the text fields of an application. */
    update(applyId: number, values: Record<string, string>, time: number): void {
      update.run(...texts(values), time, applyId);
    },

    /** Sets the review state of the member's applications (of one type when given); how many changed. */
    setReview(memberId: number, isreview: number, time: number, type?: ApplyType): number {
      return type === undefined
        ? reviewAll.run(isreview, time, memberId, ASSOCIATION_ID).changes
        : reviewOne.run(isreview, time, memberId, ASSOCIATION_ID, type).changes;
    },
  };
  return repo;
});
