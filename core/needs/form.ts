import type { Demand } from '../api/demand';
import type { DemandParam, DemandPayload } from '../api/wire/needs';

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

export type PriceMode = 'negotiable' | 'total' | 'perSqm';

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
  claim: '' | '出售' | '轉讓';
  priceMode: PriceMode;
  price: string;
  area: string;
  kind: string;
  dispute: '' | '有' | '無';
  highlights: string;
  // both
  other: string;
  phone: string;
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
  };
}

export type NeedField = keyof NeedFields;
export type FieldErrors = Partial<Record<NeedField, string>>;

/** Required-field check in form order; returns errors per field (empty = valid). */
export function validateNeed(type: DemandType, f: NeedFields): FieldErrors {
  const errors: FieldErrors = {};
  const blank = (v: string) => v.trim() === '';
  if (type === 1 && blank(f.addr)) errors.addr = '請輸入地址';
  if (blank(f.title)) errors.title = type === 0 ? '請輸入標題' : '請輸入資產名稱';
  else if (Array.from(f.title.trim()).length > TITLE_MAX)
    errors.title = `標題不能超過 ${TITLE_MAX} 個字`;
  if (f.images.length < IMAGES_MIN) errors.images = '請上傳至少 1 張圖片';
  else if (f.images.length > IMAGES_MAX) errors.images = `最多上傳 ${IMAGES_MAX} 張圖片`;
  if (f.endTime === null) errors.endTime = '請選擇截止日期';
  if (type === 0) {
    if (blank(f.quantity)) errors.quantity = '請輸入採購量';
  } else {
    if (!f.claim) errors.claim = '請選擇訴求';
    if (f.priceMode !== 'negotiable' && !/^\d+(?:\.\d{1,2})?$/.test(f.price.trim())) {
      errors.price = '請輸入價格（數字）';
    }
    if (!f.dispute) errors.dispute = '請選擇有無商業糾紛';
  }
  if (blank(f.phone)) errors.phone = '請輸入聯繫電話';
  else if (!/^[0-9+\-() ]{6,20}$/.test(f.phone.trim())) errors.phone = '請輸入正確的聯繫電話';
  return errors;
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
  return mode === 'total' ? `總價 ${price.trim()} 元` : `${price.trim()} 元/平方米`;
}

/** The `param` rows of a form, in the spec's order. */
export function buildParams(type: DemandType, f: NeedFields): DemandParam[] {
  const values =
    type === 0
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
          f.area.trim(),
          f.kind.trim(),
          f.dispute,
          f.highlights.trim(),
          f.other.trim(),
          f.phone.trim(),
        ];
  const names = type === 0 ? PURCHASE_PARAM_NAMES : SALE_PARAM_NAMES;
  return names.map((name, i) => ({ name, value: values[i] ?? '' }));
}

/** The `demand/addDemand` (or, with `demandId`, `editaddDemand`) body. */
export function buildPayload(
  type: DemandType,
  f: NeedFields,
  memberId: string | number,
  demandId?: string | number,
): DemandPayload {
  const param = JSON.stringify(buildParams(type, f));
  return {
    ...(demandId !== undefined ? { demand_id: demandId } : {}),
    demand_type: type,
    title: f.title.trim(),
    ...(type === 1 ? { addr: f.addr.trim() } : {}),
    main_image: f.images.join(','),
    end_time: f.endTime ?? 0,
    member_id: memberId,
    param,
  };
}

/** Fields of an existing need, for the edit dialog (params read by position). */
export function fieldsFromDemand(d: Demand): NeedFields {
  const v = (i: number) => d.params[i]?.value ?? '';
  const f = emptyFields();
  f.title = d.title;
  f.images = [...d.images];
  f.endTime = d.endTime;
  f.addr = d.addr;
  if (d.type === 0) {
    const q = v(0).trim();
    const m = /^(.*\d)\s*(\D*)$/.exec(q);
    f.quantity = m ? m[1]!.trim() : q;
    f.unit = m ? m[2]!.trim() : '';
    f.requirements = v(1);
    f.delivery = v(2);
    f.other = v(3);
    f.phone = v(4);
  } else {
    const claim = v(0);
    f.claim = claim === '出售' || claim === '轉讓' ? claim : '';
    const price = v(1).trim();
    const total = /^總價\s*([\d.]+)/.exec(price);
    const per = /^([\d.]+)\s*元\/平方米/.exec(price);
    if (total) {
      f.priceMode = 'total';
      f.price = total[1]!;
    } else if (per) {
      f.priceMode = 'perSqm';
      f.price = per[1]!;
    } else {
      f.priceMode = 'negotiable';
    }
    f.area = v(2);
    f.kind = v(3);
    const dispute = v(4);
    f.dispute = dispute === '有' || dispute === '無' ? dispute : '';
    f.highlights = v(5);
    f.other = v(6);
    f.phone = v(7);
  }
  return f;
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
