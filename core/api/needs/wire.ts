// Wire types of the business-needs board (`demand/*`, `investInfo/*`). Field names are kept exactly as the server spells them.

/** A name/value row of a need's `param` (sent as JSON text). */
interface DemandParam {
  name: string;
  value: string;
}

/** A need as `demand/list` (main_image a list) or `demand/detail` (comma string) send it. */
export interface DemandWire {
  demand_id: number | string;
  association_id?: string;
  member_id: number | string;
  /** 0 purchase, 1 sale/transfer. */
  demand_type: number | string;
  title: string;
  addr?: string | null;
  main_image: string | string[] | null;
  /** A timestamp, or an object whose `time` is one. */
  end_time: number | string | { time: number | string } | null;
  /** JSON text of `DemandParam[]` (detail only). */
  param?: string | DemandParam[] | null;
  content?: string | null;
  /** 2 = approved. */
  review?: number | string;
  create_time?: number | string;
}

/** `demand/list` data once parsed from its JSON text. */
export interface DemandPage {
  data: DemandWire[];
  total?: number | string;
}

/** A quote on a need (`demand/getOfferByDemand`). */
export interface DemandQuote {
  offer_id?: number | string;
  name: string;
  company: string;
  phone: string;
  email?: string;
  content: string;
  create_time?: number | string;
}

/** `demand/addDemand` and `demand/editaddDemand` body. */
export interface DemandPayload {
  demand_id?: number | string;
  demand_type: 0 | 1;
  title: string;
  addr?: string;
  /** Comma-separated image URLs. */
  main_image: string;
  end_time: number;
  member_id: number | string;
  /** JSON text of `DemandParam[]`. */
  param: string;
  params?: string;
}

/** `demand/submit` body (contact-merchant form). */
export interface DemandContact {
  demand_id: number | string;
  name: string;
  phone: string;
  content: string;
  company: string;
  email: string;
  member_id: number | string;
}

/** An investment or order information item (`investInfo/list`, `investInfo/{id}`). */
export interface InvestInfoWire {
  info_id?: number | string;
  id?: number | string;
  title: string;
  /** Comma-separated image paths. */
  main_image?: string | string[] | null;
  publish_time?: number | string | null;
  desctext?: string | null;
  content?: string | null;
  type?: 'invest' | 'order' | string;
}
