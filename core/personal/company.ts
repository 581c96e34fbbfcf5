import { COMPANY_WIRE, type CompanyFields, type OwnCompany } from '../api/personal/records';
import { createFormStore, type FormStore } from '../form/form';
import { PERSONAL_MESSAGES } from './messages';

/**
 * Fields the spec requires (§5), by their wire names (the reference server checks the same
 * list); cover image and email are optional.
 */
export const MY_COMPANY_REQUIRED: readonly string[] = [
  'company_name',
  'company_logo',
  'field',
  'main_businee',
  'address',
  'phone',
];

/** The required fields under their record keys. */
const REQUIRED_KEYS = (Object.keys(COMPANY_WIRE) as Array<keyof CompanyFields>).filter((key) =>
  MY_COMPANY_REQUIRED.includes(COMPANY_WIRE[key]),
);

/** An empty form, or the member's company to update. */
export function companyFields(company: OwnCompany | null): CompanyFields {
  return {
    name: company?.name ?? '',
    logo: company?.logo ?? '',
    cover: company?.cover ?? '',
    industry: company?.industry ?? '',
    business: company?.business ?? '',
    address: company?.address ?? '',
    phone: company?.phone ?? '',
    email: company?.email ?? '',
  };
}

/** The required fields left empty (blank text counts as empty). */
export function missingCompanyFields(fields: CompanyFields): Array<keyof CompanyFields> {
  return REQUIRED_KEYS.filter((key) => !String(fields[key] ?? '').trim());
}

/** Create mode, or update mode when the member already owns a company (spec §4). */
export function companyMode(company: OwnCompany | null): 'create' | 'update' {
  return company ? 'update' : 'create';
}

/**
 * The company form's store: empty (create mode) until the member's company is loaded (`reset`);
 * each required field left empty is refused with the spec's one message (shown once).
 */
export function createCompanyForm(): FormStore<CompanyFields, keyof CompanyFields> {
  return createFormStore<CompanyFields, keyof CompanyFields>(companyFields(null), (fields) =>
    Object.fromEntries(
      missingCompanyFields(fields).map((key) => [key, PERSONAL_MESSAGES.incomplete]),
    ),
  );
}
