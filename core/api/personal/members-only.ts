import { isApiError } from '../errors';

// Its own module, not errors.ts: errors.ts is in every widget's runtime, and only the
// personal centre (and the server) need this.

/**
 * The answer to a members-only call (company upload, spec 000 §6) from a registered user who is
 * not a member of the association: the reference server sends it (demo-site/server/rights.ts)
 * and the widgets show the join prompt for it instead of a failure.
 */
export const MEMBERS_ONLY = { code: '403', msg: '您還未加入協會，此功能僅限協會會員使用' } as const;

/** True for the refusal of a members-only call to a non-member (`MEMBERS_ONLY`). */
export function isMembersOnlyError(error: unknown): boolean {
  return isApiError(error) && error.code === MEMBERS_ONLY.code && error.msg === MEMBERS_ONLY.msg;
}
