// Rules of the application forms (spec 001 §4, §5, §8): validation, the child association,
// submitStatus, the legacy 獨資 value and the registered capital. Pure functions.

import type { Application } from '../api/apply/records';
import { parseDay } from '../time/parse-day';
import {
  type ApplyField,
  type ApplyKind,
  type ApplyValues,
  FRATERNITY,
  hasParentCompany,
  questionsFor,
} from './questions';

/** The validation message of both forms (the original's company message had a stray 'sss'). */
export const REQUIRED_MESSAGE = '請填完必填項再提交！';

/** Individual submit and modify: all must be non-empty (spec §5). */
export const PERSON_REQUIRED: readonly ApplyField[] = [
  'application_cert',
  'isnewmember',
  'member_name',
  'personal_photo',
  'taibao_id',
  'taibao_frontview',
  'taibao_reverse',
  'birthday',
  'company_name',
  'company_job',
  'company_add',
  'member_phone',
  'member_email',
  'wx_number',
  'ice_people',
  'ice_phone',
  'join_child_association',
];

/** Company submit and modify: all must be non-empty (spec §5). */
export const COMPANY_REQUIRED: readonly ApplyField[] = [
  'application_cert',
  'isnewmember',
  'member_name',
  'company_name',
  'cer_one',
  'setup_date',
  'field',
  'econ_kind',
  'main_businee',
  'company_add',
  'company_phone',
  'company_email',
  'registered_capital',
  'ice_people',
  'ice_phone',
  'personal_photo',
  'company_job',
  'member_phone',
  'member_address',
  'taibao_frontview',
  'taibao_reverse',
  'join_child_association',
];

/** Required too when the company has a Taiwan parent company; blanked before sending otherwise. */
export const PARENT_FIELDS: readonly ApplyField[] = [
  'p_company_name',
  'p_company_phone',
  'p_company_add',
  'p_company_contacts',
];

/** The fields a form requires for its current values. */
function requiredFields(kind: ApplyKind, values: ApplyValues): ApplyField[] {
  if (kind === 'person') return [...PERSON_REQUIRED];
  return hasParentCompany(values.isHasPreCompany)
    ? [...COMPANY_REQUIRED, ...PARENT_FIELDS]
    : [...COMPANY_REQUIRED];
}

/** Empty, only spaces, or the text 'null' (what the original stored for "no value"). */
export function isBlank(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  const text = value.trim();
  return text === '' || text === 'null';
}

/** Result of validating a form. */
export interface ValidationResult {
  ok: boolean;
  /** Missing required fields, in the order the form shows them. */
  missing: ApplyField[];
  message: string | null;
}

/** Checks the required fields (spec §5); no format checks, as in the original. */
export function validateApplication(kind: ApplyKind, values: ApplyValues): ValidationResult {
  const required = new Set(requiredFields(kind, values));
  const order = questionsFor(kind, values).map((question) => question.field);
  const missing = [...new Set([...order, ...required])].filter(
    (field) => required.has(field) && isBlank(values[field]),
  );
  return { ok: missing.length === 0, missing, message: missing.length ? REQUIRED_MESSAGE : null };
}

// ── child association ──

/** What the child-association question holds: the option picked and the wire value. */
export interface ChildChoice {
  choice: string;
  value: string;
}

/**
 * Picking a child association (spec §4): 聯誼會 shows a text box whose typed value is stored,
 * and switching to it from another choice clears the value; another choice stores itself.
 */
export function pickChild(previous: ChildChoice, choice: string): ChildChoice {
  if (choice === FRATERNITY) {
    return { choice, value: previous.choice === FRATERNITY ? previous.value : '' };
  }
  return { choice, value: choice };
}

/** Typing in the fraternity box: the typed text is the stored value. */
export function typeFraternity(previous: ChildChoice, text: string): ChildChoice {
  return previous.choice === FRATERNITY ? { choice: FRATERNITY, value: text } : previous;
}

/** Reads a stored value back: one of the named choices, else the name of a fraternity. */
export function childFromValue(value: string | undefined, others: readonly string[]): ChildChoice {
  if (!value) return { choice: '', value: '' };
  if (others.includes(value) && value !== FRATERNITY) return { choice: value, value };
  return { choice: FRATERNITY, value: value === FRATERNITY ? '' : value };
}

// ── submitStatus ──

/** 0 not submitted (submit), 1 submitted (modify), 2 approved (greyed, no action). */
export type SubmitStatus = 0 | 1 | 2;

/** submitStatus from the stored application (`coustomJoin` select, spec §4). */
export function deriveSubmitStatus(
  record: Pick<Application, 'approved' | 'answers'> | null | undefined,
): SubmitStatus {
  if (!record) return 0;
  if (isBlank(record.answers.application_cert ?? '')) return 0;
  return record.approved ? 2 : 1;
}

// ── legacy values ──

/** How the server stores 獨資 (a garbled value kept for compatibility). */
export const LEGACY_SOLE_PROPRIETORSHIP = '工獨資業';
const SOLE_PROPRIETORSHIP = '獨資';

/** The econ_kind value to send: 獨資 goes as the legacy stored value. */
export function econKindToWire(label: string): string {
  return label === SOLE_PROPRIETORSHIP ? LEGACY_SOLE_PROPRIETORSHIP : label;
}

/** The econ_kind option for a stored value: either stored form of 獨資 reads back as 獨資. */
export function econKindFromWire(value: string | undefined | null): string {
  if (value === LEGACY_SOLE_PROPRIETORSHIP || value === SOLE_PROPRIETORSHIP)
    return SOLE_PROPRIETORSHIP;
  return value ?? '';
}

// ── registered capital ──

/** Registered capital as the form edits it: amount (萬) and currency. */
export interface Capital {
  amount: string;
  currency: string;
}

/** `registered_capital` on the wire: e.g. '500萬美元'; empty when there is no amount. */
export function capitalToWire(capital: Capital): string {
  const amount = capital.amount.trim();
  return amount ? `${amount}萬${capital.currency}` : '';
}

/** Splits a stored registered capital back into amount and currency. */
export function capitalFromWire(value: string | undefined, currencies: readonly string[]): Capital {
  const text = (value ?? '').trim();
  const currency = currencies.find((c) => text.endsWith(c)) ?? currencies[0] ?? '';
  let amount = text.endsWith(currency) ? text.slice(0, text.length - currency.length) : text;
  if (amount.endsWith('萬')) amount = amount.slice(0, -1);
  return { amount: amount.trim(), currency };
}

// ── dates ──

/**
 * A date input's `YYYY-MM-DD` as the wire's timestamp text (ms, local midnight, as the original);
 * a stored date is shown with `formatDay` (core/time).
 */
export function dateToWire(value: string): string {
  return String(parseDay(value) ?? '');
}
