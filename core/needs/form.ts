import type { Demand, DemandParam, NeedPayload } from '../api/needs/records';
import { createFormStore, type FormStore } from '../form/form';
import { isExpired } from './day';

/** 0 purchase, 1 sale/transfer. */
export type DemandType = 0 | 1;

/** Purchase params, in the spec's order. */
export const PURCHASE_PARAM_NAMES = ['採購量', '採購需求', '交貨需求', '其他', '聯繫電話'] as const;
/** Sale/transfer params, in the spec's order. */
export const SALE_PARAM_NAMES = [
  '訴求',
  '價格',
  '面積',
  '類型',
  '有無商業糾紛',
  '亮點',
  '其他',
  '聯繫電話',
] as const;

export const TITLE_MAX = 20;
export const IMAGES_MIN = 1;
export const IMAGES_MAX = 5;
export const PRICE_NEGOTIABLE = '面議';
/** The claim choices of a sale/transfer need, as its params carry them (shown converted). */
export const CLAIMS = ['出售', '轉讓'] as const;
/** The commercial-dispute choices of a sale/transfer need, as its params carry them. */
export const DISPUTES = ['有', '無'] as const;

/**
 * How the price is given: the spec's three choices, or `custom` for a stored price none of
 * them can hold (e.g. `月租 28000 元`), kept as its text.
 */
export type PriceMode = 'negotiable' | 'total' | 'perSqm' | 'custom';
/** The unit of the sale area; a bare number is stored with it (`120 平方米`). */
const AREA_UNIT = '平方米';

/** Every field of both publish forms (one state object; the type picks which are used). */
export interface NeedFields {
  title: string;
  images: string[];
  /** Deadline, ms epoch (start of the chosen day, local time). */
  endTime: number | null;
  // purchase
  quantity: string;
  unit: string;
  requirements: string;
  delivery: string;
  // sale
  addr: string;
  /** One of CLAIMS, or a stored value outside them (kept as it is). */
  claim: string;
  priceMode: PriceMode;
  price: string;
  area: string;
  kind: string;
  /** One of DISPUTES, or a stored value outside them (kept as it is). */
  dispute: string;
  highlights: string;
  // both
  other: string;
  phone: string;
  /**
   * The stored parameter values of an edited need, in the spec's order (null for a new one):
   * a parameter whose fields the user leaves alone is saved back exactly as stored.
   */
  source: { params: readonly string[]; endTime: number | null } | null;
}

export function emptyFields(phone = ''): NeedFields {
  return {
    title: '',
    images: [],
    endTime: null,
    quantity: '',
    unit: '',
    requirements: '',
    delivery: '',
    addr: '',
    claim: '',
    priceMode: 'negotiable',
    price: '',
    area: '',
    kind: '',
    dispute: '',
    highlights: '',
    other: '',
    phone,
    source: null,
  };
}

export type NeedField = Exclude<keyof NeedFields, 'source'>;
export type FieldErrors = Partial<Record<NeedField, string>>;

export const DEADLINE_PAST = '截止日期不能早於今天';

/** Required-field check in form order; returns errors per field (empty = valid). */
export function validateNeed(type: DemandType, f: NeedFields, now = Date.now()): FieldErrors {
  const errors: FieldErrors = {};
  const blank = (v: string) => v.trim() === '';
  if (type === 1 && blank(f.addr)) errors.addr = '請輸入地址';
  if (blank(f.title)) errors.title = type === 0 ? '請輸入標題' : '請輸入資產名稱';
  else if (Array.from(f.title.trim()).length > TITLE_MAX)
    errors.title = `標題不能超過 ${TITLE_MAX} 個字`;
  if (f.images.length < IMAGES_MIN) errors.images = '請上傳至少 1 張圖片';
  else if (f.images.length > IMAGES_MAX) errors.images = `最多上傳 ${IMAGES_MAX} 張圖片`;
  if (f.endTime === null) errors.endTime = '請選擇截止日期';
  // an edit may keep the deadline it had; a new or changed one is today or later
  else if (isExpired(f.endTime, now) && f.endTime !== f.source?.endTime)
    errors.endTime = DEADLINE_PAST;
  if (type === 0) {
    if (blank(f.quantity)) errors.quantity = '請輸入採購量';
  } else {
    if (!f.claim) errors.claim = '請選擇訴求';
    if (f.priceMode === 'custom') {
      if (blank(f.price)) errors.price = '請輸入價格';
    } else if (f.priceMode !== 'negotiable' && !/^\d+(?:\.\d{1,2})?$/.test(f.price.trim())) {
      errors.price = '請輸入價格（數字）';
    }
    if (!f.dispute) errors.dispute = '請選擇有無商業糾紛';
  }
  if (blank(f.phone)) errors.phone = '請輸入聯繫電話';
  else if (!/^[0-9+\-() ]{6,20}$/.test(f.phone.trim())) errors.phone = '請輸入正確的聯繫電話';
  return errors;
}

/**
 * The publish or edit form of a need of `type`, from `initial` fields: its rules are
 * `validateNeed`, their messages in the order the fields are shown (the first is focused).
 */
export function createNeedForm(
  type: DemandType,
  initial: NeedFields,
): FormStore<NeedFields, NeedField> {
  return createFormStore<NeedFields, NeedField>(initial, (f) => {
    const found = validateNeed(type, f);
    return Object.fromEntries(fieldOrder(type).flatMap((k) => (found[k] ? [[k, found[k]]] : [])));
  });
}

/** The order fields are shown in (for focusing the first error). */
export function fieldOrder(type: DemandType): NeedField[] {
  return type === 0
    ? ['title', 'endTime', 'images', 'quantity', 'requirements', 'delivery', 'other', 'phone']
    : [
        'addr',
        'title',
        'endTime',
        'images',
        'claim',
        'price',
        'area',
        'kind',
        'dispute',
        'highlights',
        'other',
        'phone',
      ];
}

export function priceText(mode: PriceMode, price: string): string {
  if (mode === 'negotiable') return PRICE_NEGOTIABLE;
  if (mode === 'custom') return price.trim();
  return mode === 'total' ? `總價 ${price.trim()} 元` : `${price.trim()} 元/平方米`;
}

/** The stored area: a bare number gets its unit (`120` → `120 平方米`), other text is kept. */
export function areaText(area: string): string {
  const v = area.trim();
  return /^\d+(?:\.\d+)?$/.test(v) ? `${v} ${AREA_UNIT}` : v;
}

/** A parameter value as the detail page shows it (a bare-number area gets its unit). */
export function paramDisplay(name: string, value: string): string {
  return name === SALE_PARAM_NAMES[2] ? areaText(value) : value;
}

/** The parameter values the fields make, in the spec's order. */
function paramValues(type: DemandType, f: NeedFields): string[] {
  return type === 0
    ? [
        [f.quantity.trim(), f.unit.trim()].filter(Boolean).join(' '),
        f.requirements.trim(),
        f.delivery.trim(),
        f.other.trim(),
        f.phone.trim(),
      ]
    : [
        f.claim,
        priceText(f.priceMode, f.price),
        areaText(f.area),
        f.kind.trim(),
        f.dispute,
        f.highlights.trim(),
        f.other.trim(),
        f.phone.trim(),
      ];
}

/**
 * The `param` rows of a form, in the spec's order. Editing, a parameter whose fields still
 * give what the stored value gave is sent back as stored, character for character.
 */
export function buildParams(type: DemandType, f: NeedFields): DemandParam[] {
  const values = paramValues(type, f);
  const source = f.source?.params;
  if (source) {
    const untouched = paramValues(type, fieldsFromParams(type, source));
    values.forEach((value, i) => {
      const stored = source[i];
      if (stored?.trim() && value === untouched[i]) values[i] = stored;
    });
  }
  const names = type === 0 ? PURCHASE_PARAM_NAMES : SALE_PARAM_NAMES;
  return names.map((name, i) => ({ name, value: values[i] ?? '' }));
}

/** The need a publish (or, with `demandId`, an edit) sends: `addDemand` / `editDemand`. */
export function buildPayload(
  type: DemandType,
  f: NeedFields,
  memberId: string | number,
  demandId?: string | number,
): NeedPayload {
  return {
    ...(demandId !== undefined ? { id: demandId } : {}),
    type,
    title: f.title.trim(),
    ...(type === 1 ? { address: f.addr.trim() } : {}),
    images: [...f.images],
    endTime: f.endTime ?? 0,
    memberId,
    params: buildParams(type, f),
  };
}

const NUMBER = '(\\d+(?:\\.\\d{1,2})?)';
const TOTAL_RE = new RegExp(`^總價\\s*${NUMBER}\\s*元$`);
const PER_SQM_RE = new RegExp(`^${NUMBER}\\s*元\\/平方米$`);
const AREA_RE = new RegExp(`^(\\d+(?:\\.\\d+)?)\\s*${AREA_UNIT}$`);

/** The fields that show stored parameter values (read by position, the spec's order). */
function fieldsFromParams(type: DemandType, values: readonly string[]): NeedFields {
  const v = (i: number) => values[i] ?? '';
  const f = emptyFields();
  if (type === 0) {
    // a leading number splits from its unit (`200 張`); any other text stays whole
    const q = v(0).trim();
    const m = /^(\d+(?:\.\d+)?)(\D.*)?$/.exec(q);
    f.quantity = m ? m[1]! : q;
    f.unit = m ? (m[2] ?? '').trim() : '';
    f.requirements = v(1);
    f.delivery = v(2);
    f.other = v(3);
    f.phone = v(4);
    return f;
  }
  f.claim = v(0).trim();
  const price = v(1).trim();
  const total = TOTAL_RE.exec(price);
  const per = PER_SQM_RE.exec(price);
  if (price === '' || price === PRICE_NEGOTIABLE) f.priceMode = 'negotiable';
  else if (total) {
    f.priceMode = 'total';
    f.price = total[1]!;
  } else if (per) {
    f.priceMode = 'perSqm';
    f.price = per[1]!;
  } else {
    f.priceMode = 'custom';
    f.price = price;
  }
  const area = v(2).trim();
  f.area = AREA_RE.exec(area)?.[1] ?? area;
  f.kind = v(3);
  f.dispute = v(4).trim();
  f.highlights = v(5);
  f.other = v(6);
  f.phone = v(7);
  return f;
}

/** Fields of an existing need, for the edit dialog: every stored value, as stored. */
export function fieldsFromDemand(d: Demand): NeedFields {
  const source = d.params.map((p) => p.value);
  const f = fieldsFromParams(d.type, source);
  f.title = d.title;
  f.images = [...d.images];
  f.endTime = d.endTime;
  f.addr = d.address;
  f.source = { params: source, endTime: d.endTime };
  return f;
}

/** The choices of a radio group: the spec's, and a stored value outside them. */
export function choicesWith(options: readonly string[], stored: string): string[] {
  return stored && !options.includes(stored) ? [...options, stored] : [...options];
}

/** Whether the viewer owns the need (`member_id` = logged-in user id). */
export function isOwner(
  d: Pick<Demand, 'memberId'>,
  userId: string | number | null | undefined,
): boolean {
  return (
    userId !== null &&
    userId !== undefined &&
    String(userId) !== '' &&
    d.memberId === String(userId)
  );
}

/** Contact-merchant form check, in the spec's order. */
export function validateContact(c: {
  content: string;
  company: string;
  name: string;
  phone: string;
}): {
  field: 'content' | 'company' | 'name' | 'phone';
  message: string;
} | null {
  if (!c.content.trim()) return { field: 'content', message: '請輸入您的需求' };
  if (!c.company.trim()) return { field: 'company', message: '請輸入公司名稱' };
  if (!c.name.trim()) return { field: 'name', message: '請輸入您的姓名' };
  if (!c.phone.trim()) return { field: 'phone', message: '請輸入聯繫方式' };
  return null;
}

/** Interest form on investment information. */
export function validateConsult(c: { name: string; phone: string }): {
  field: 'name' | 'phone';
  message: string;
} | null {
  if (!c.name.trim()) return { field: 'name', message: '請輸入您的姓名' };
  if (!c.phone.trim()) return { field: 'phone', message: '請輸入聯繫方式' };
  return null;
}
