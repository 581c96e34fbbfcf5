import { api, parseJsonText, parseList, parseRecord, path, readRecords } from './client';
import type { CompanyForm, MemberCompany, MemberUpdate } from './wire/personal';

type Form = Record<string, string | number | null | undefined>;

/** `POST member/update`: saves profile fields. */
export async function updateMember(form: MemberUpdate): Promise<void> {
  await api.post<unknown>('member/update', { form: form as unknown as Form });
}

/** `member/{memberId}/company`: the member's own company, or null. */
export async function getMemberCompany(memberId: string | number): Promise<MemberCompany | null> {
  const data = parseJsonText<unknown>(
    await api.get<unknown>(path`member/${memberId}/company`),
    'member/company',
  );
  if (data === null) return null;
  if (Array.isArray(data)) return readRecords<MemberCompany>(data, 'member/company')[0] ?? null;
  // a word or a number is a format error, not "no company yet" (which would offer a second one)
  const company = parseRecord<MemberCompany>(data, 'member/company');
  return company.company_id ? company : null;
}

/** `POST company/addCompany`: opens a company for the member. */
export async function addCompany(form: CompanyForm): Promise<void> {
  await api.post<unknown>('company/addCompany', { form: form as unknown as Form });
}

/** `POST member/updateCompany`: updates the member's company. */
export async function updateCompany(form: CompanyForm): Promise<void> {
  await api.post<unknown>('member/updateCompany', { form: form as unknown as Form });
}

/** `company/industry`: the industries a company's `field` is chosen from. */
export async function listCompanyIndustries(): Promise<
  Array<{ industry_id: number | string; industry_name: string }>
> {
  const data = parseList<unknown[] | { data?: unknown[] } | null>(
    await api.get<unknown>('company/industry'),
    'company/industry',
  );
  return readRecords(Array.isArray(data) ? data : data?.data, 'company/industry', ['industry_id']);
}
