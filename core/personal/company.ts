import type { CompanyForm, MemberCompany } from '../api/wire/personal';

/** Editable fields of the my-company form. */
export type CompanyFields = Omit<CompanyForm, 'member_id' | 'company_id'>;

/** Fields the spec requires (§5); cover image and email are optional. */
export const MY_COMPANY_REQUIRED: ReadonlyArray<keyof CompanyFields> = [
  'company_name',
  'company_logo',
  'field',
  'main_businee',
  'address',
  'phone',
];

/** An empty form, or the member's company to update. */
export function companyFields(company: MemberCompany | null): CompanyFields {
  return {
    company_name: company?.company_name ?? '',
    company_logo: company?.company_logo ?? '',
    slideshow_img: company?.slideshow_img ?? '',
    field: company?.field ?? '',
    main_businee: company?.main_businee ?? '',
    address: company?.address ?? '',
    phone: company?.phone ?? '',
    email: company?.email ?? '',
  };
}

/** The required fields left empty (blank text counts as empty). */
export function missingCompanyFields(fields: CompanyFields): Array<keyof CompanyFields> {
  return MY_COMPANY_REQUIRED.filter((key) => !String(fields[key] ?? '').trim());
}

/** Create mode, or update mode when the member already owns a company (spec §4). */
export function companyMode(company: MemberCompany | null): 'create' | 'update' {
  return company ? 'update' : 'create';
}
