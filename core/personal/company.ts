import type { CompanyFields, OwnCompany } from '../api/profile';

/** Fields the spec requires (§5); cover image and email are optional. */
export const MY_COMPANY_REQUIRED: ReadonlyArray<keyof CompanyFields> = [
  'name',
  'logo',
  'industry',
  'business',
  'address',
  'phone',
];

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
  return MY_COMPANY_REQUIRED.filter((key) => !String(fields[key] ?? '').trim());
}

/** Create mode, or update mode when the member already owns a company (spec §4). */
export function companyMode(company: OwnCompany | null): 'create' | 'update' {
  return company ? 'update' : 'create';
}
