/** Text columns of `custom_joinasso_apply` the forms fill (wire names). */
export const APPLY_TEXT_FIELDS = [
  'application_cert',
  'isnewmember',
  'join_child_association',
  'company_name',
  'company_job',
  'company_add',
  'ice_people',
  'ice_phone',
  'member_name',
  'personal_photo',
  'taibao_id',
  'taibao_frontview',
  'taibao_reverse',
  'birthday',
  'member_phone',
  'member_email',
  'member_address',
  'wx_number',
  'qq_number',
  'company_name_en',
  'cer_one',
  'setup_date',
  'field',
  'econ_kind',
  'main_businee',
  'company_phone',
  'company_fax',
  'company_url',
  'company_email',
  'registered_capital',
  'isHasPreCompany',
  'p_company_name',
  'p_company_phone',
  'p_company_add',
  'p_company_contacts',
] as const;

export type ApplyField = (typeof APPLY_TEXT_FIELDS)[number];

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
] as const satisfies readonly (typeof APPLY_TEXT_FIELDS)[number][];

/** 0 individual, 1 company. */
export type ApplyType = 0 | 1;

/** A stored application (`custom_joinasso_apply`). */
export type ApplyRow = Record<(typeof APPLY_TEXT_FIELDS)[number], string> & {
  apply_id: number;
  apply_type: number;
  member_id: number;
  association_id: string;
  isreview: number;
  create_time: number;
  update_time: number;
};
