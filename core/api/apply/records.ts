// A stored membership application as the forms read it, and the application a submit sends:
// mapped from the wire's row (`toApplication`) and, in writes.ts, to its form body.
import type { ApplyRecord } from './wire';

/** A stored membership application. */
export interface Application {
  /** Its id (sent back on a modify); null when the server sent none. */
  id: string | null;
  /** Approved by the association: it can no longer be modified. */
  approved: boolean;
  /**
   * The stored answers by the form's field (the spec's names, core/apply/questions.ts), as text;
   * an answer stored as null or as the text 'null' is left out.
   */
  answers: Readonly<Record<string, string>>;
}

/** An application as a submit (add or modify) sends it (core/apply/values.ts `toPayload`). */
export interface ApplicationForm {
  /** The stored application's id, on a modify. */
  id?: string;
  /** 0 individual, 1 company. */
  type: 0 | 1;
  memberId: string | number;
  /** Every answer of the form, by field. */
  answers: Record<string, string>;
}

/** Fields of the row that are not answers of the form. */
const NOT_ANSWERS = new Set(['apply_id', 'apply_type', 'member_id', 'association_id', 'isreview']);

export function toApplication(wire: ApplyRecord): Application {
  const answers: Record<string, string> = {};
  for (const [field, value] of Object.entries(wire)) {
    if (NOT_ANSWERS.has(field) || value === null || value === undefined) continue;
    const text = String(value);
    if (text !== 'null') answers[field] = text;
  }
  const id = wire.apply_id;
  return {
    id: id === undefined || id === null ? null : String(id),
    approved: String(wire.isreview ?? '') === '1',
    answers,
  };
}
