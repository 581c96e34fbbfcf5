// Application values: the form's values from a stored record and back to the body the spec
// sends, and image values refreshed to what the server now holds (spec 001 §5, §7).

import type { Application, ApplicationForm } from '../api/apply/records';
import {
  APPLY_TYPE,
  type ApplyField,
  type ApplyKind,
  type ApplyValues,
  hasParentCompany,
  questionsFor,
} from './questions';
import { econKindFromWire, econKindToWire, PARENT_FIELDS } from './rules';

/** Initial values: the company form starts with 'no parent company' (representative block shown). */
export function initialValues(kind: ApplyKind): ApplyValues {
  return kind === 'company' ? { isHasPreCompany: '0' } : {};
}

/** Every field a form may send. */
function formFields(kind: ApplyKind): ApplyField[] {
  const fields = new Set<ApplyField>();
  for (const answer of kind === 'company' ? ['0', '1'] : ['0']) {
    for (const question of questionsFor(kind, { isHasPreCompany: answer }))
      fields.add(question.field);
  }
  if (kind === 'company') fields.add('isHasPreCompany');
  return [...fields];
}

/** Values of a stored record as the form edits them (獨資's legacy value reads back as 獨資). */
export function valuesFromRecord(kind: ApplyKind, record: Application): ApplyValues {
  const values: ApplyValues = {};
  for (const field of formFields(kind)) {
    const text = record.answers[field];
    if (text !== undefined) values[field] = text;
  }
  if (kind === 'company') {
    values.econ_kind = econKindFromWire(values.econ_kind);
    values.isHasPreCompany = hasParentCompany(values.isHasPreCompany) ? '1' : '0';
  }
  return values;
}

/**
 * The application to send (spec §7): every field of the form (sent with the association,
 * member and type); 獨資 as its legacy stored value; parent fields blanked when there is no
 * parent; the stored record's id on a modify.
 */
export function toPayload(
  kind: ApplyKind,
  values: ApplyValues,
  memberId: string | number,
  record?: Application | null,
): ApplicationForm {
  const answers: Record<string, string> = {};
  for (const field of formFields(kind)) answers[field] = (values[field] ?? '').trim();
  if (kind === 'company') {
    answers.econ_kind = econKindToWire(answers.econ_kind ?? '');
    const parent = hasParentCompany(values.isHasPreCompany);
    answers.isHasPreCompany = parent ? '1' : '0';
    if (!parent) for (const field of PARENT_FIELDS) answers[field] = '';
  }
  return {
    ...(record?.id != null && { id: record.id }),
    type: APPLY_TYPE[kind],
    memberId,
    answers,
  };
}

/** The image questions of a form (their values are upload URLs or the server's signed paths). */
function imageFields(kind: ApplyKind): ApplyField[] {
  const fields = new Set<ApplyField>();
  for (const answer of kind === 'company' ? ['0', '1'] : ['0']) {
    for (const question of questionsFor(kind, { isHasPreCompany: answer }))
      if (question.kind === 'image') fields.add(question.field);
  }
  return [...fields];
}

/**
 * The stored file a URL or path names, whatever the image base, signature or expiry: the
 * name in the user's folder (an upload and the private file it was moved to are the same file).
 */
function fileOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  // found first, then read from there: one pattern holding both retried its `.+$` from every
  // `files/` of the path (quadratic in the length)
  const at = path.search(/files\/(?:uploads|private)\/u\/\d+\//);
  const m = at < 0 ? null : /^files\/(?:uploads|private)\/(u\/\d+\/.+)$/.exec(path.slice(at));
  return m?.[1] ?? path;
}

/**
 * Image values as the server now has them: the server moves uploaded photos to private
 * storage and answers signed, expiring URLs (the upload URL is gone after a submit, a signature
 * runs out). A value naming the same file as the record is refreshed; with `sent` (the values
 * a submit sent, answered by `record`) so is every image value left unchanged since.
 */
export function refreshImages(
  kind: ApplyKind,
  values: ApplyValues,
  record: Application | null,
  sent?: ApplyValues,
): ApplyValues {
  if (!record) return values;
  const out = { ...values };
  for (const field of imageFields(kind)) {
    const stored = record.answers[field];
    if (stored === undefined || stored === '') continue;
    const mine = out[field] ?? '';
    const same = mine !== '' && fileOf(mine) === fileOf(stored);
    if (same || (sent !== undefined && mine === (sent[field] ?? ''))) out[field] = stored;
  }
  return out;
}
