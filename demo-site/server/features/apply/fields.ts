import type { ApplyField } from '../../../../core/apply/questions.js';

// The text columns of `custom_joinasso_apply` are the forms' wire fields: APPLY_FIELDS of core/apply.

/**
 * Fields holding personal document photos (spec 001 §2, §3: the image questions). Their
 * uploads are moved to private storage on submit and only handed back as signed URLs.
 */
export const APPLY_IMAGE_FIELDS = [
  'application_cert',
  'personal_photo',
  'taibao_frontview',
  'taibao_reverse',
  'cer_one',
] as const satisfies readonly ApplyField[];

/** 0 individual, 1 company. */
export type ApplyType = 0 | 1;

/** A stored application (`custom_joinasso_apply`). */
export type ApplyRow = Record<ApplyField, string> & {
  apply_id: number;
  apply_type: number;
  member_id: number;
  association_id: string;
  isreview: number;
  create_time: number;
  update_time: number;
};
