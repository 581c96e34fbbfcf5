import { ASSOCIATION_ID } from '../../config/config';
import { type ApiClient, type Call, parseList, postData, readRecords } from '../client';
import { type Application, toApplication } from './records';
import type { ApplyRecord } from './wire';

/** `association/coustomJoin` with event 'select': the member's application of a type, or null. */
export async function selectApplication(
  call: Call,
  memberId: string | number,
  applyType: 0 | 1,
): Promise<Application | null> {
  const answer = await postData(call, 'association/coustomJoin', {
    form: {
      member_id: memberId,
      apply_type: applyType,
      association_id: ASSOCIATION_ID,
      event: 'select',
    },
  });
  // text that is not a list is a format error, never "no application yet" (a second one)
  const list = parseList<ApplyRecord[] | { data: ApplyRecord[] | null } | null>(
    answer,
    'association/coustomJoin',
  );
  const rows = Array.isArray(list) ? list : (list?.data ?? []);
  const record = readRecords<ApplyRecord>(rows, 'association/coustomJoin')[0];
  return record ? toApplication(record) : null;
}

/** Where the application letter template is downloaded (`association/applyTemplate`). */
export function applyTemplateUrl(api: ApiClient): string {
  return `${api.base}association/applyTemplate`;
}

/** The same letter as PDF, which opens on any phone (`association/applyTemplatePdf`). */
export function applyTemplatePdfUrl(api: ApiClient): string {
  return `${api.base}association/applyTemplatePdf`;
}
