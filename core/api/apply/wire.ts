// Wire types of membership applications. Field names are kept exactly as the server spells them.

/** A stored membership application (`custom_joinasso_apply`) as `coustomJoin` select sends it. */
export interface ApplyRecord {
  apply_id?: number | string;
  /** 0 individual, 1 company. */
  apply_type: number | string;
  member_id: number | string;
  association_id?: string;
  /** Url of the uploaded application letter; empty or the text 'null' when missing. */
  application_cert?: string | null;
  /** 0 new member, 1 not new. */
  isnewmember?: number | string | null;
  join_child_association?: string | null;
  /** 1 approved. */
  isreview?: number | string | null;
  [field: string]: unknown;
}

/** The form body of `coustomJoin` (add) and `updataCoustomJoin`: wire field → text. */
export type ApplyPayload = Record<string, string | number>;
