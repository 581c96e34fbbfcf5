// The personal centre's writes: each reloads what it changed (`invalidate`).
import { invalidate } from '../../load/run';
import { type Call, postData } from '../client';
import type { CompanyForm, MemberUpdate } from './wire';

type Form = Record<string, string | number | null | undefined>;

/** `POST member/update`: saves profile fields. */
export async function updateMember(call: Call, form: MemberUpdate): Promise<void> {
  await postData(call, 'member/update', { form: form as unknown as Form });
  invalidate('personal');
}

/** The member's company changed: it loads again, and so do the directory's lists and pages. */
function companyChanged(): void {
  invalidate('personal');
  invalidate('directory');
}

/** `POST company/addCompany`: opens a company for the member. */
export async function addCompany(call: Call, form: CompanyForm): Promise<void> {
  await postData(call, 'company/addCompany', { form: form as unknown as Form });
  companyChanged();
}

/** `POST member/updateCompany`: updates the member's company. */
export async function updateCompany(call: Call, form: CompanyForm): Promise<void> {
  await postData(call, 'member/updateCompany', { form: form as unknown as Form });
  companyChanged();
}
