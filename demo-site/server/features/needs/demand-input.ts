import { isExpired } from '../../../../core/needs/day.js';
import {
  DEADLINE_PAST,
  PURCHASE_PARAM_NAMES,
  SALE_PARAM_NAMES,
} from '../../../../core/needs/form.js';
import { ApiFailure } from '../../envelope.js';
import type { DemandFields } from './repository.js';

/** Indexes that must be filled (star-marked in the forms). */
const REQUIRED = { 0: [0, 4], 1: [0, 1, 4, 7] } as const;

const IMAGE_RE = /^(?:https?:\/\/[^\s,]+|\/?[A-Za-z0-9_./-]+)$/;

export function splitImages(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The text fields of a publish or edit body, as the route schema types them. */
export interface DemandBody {
  demand_type?: string;
  title?: string;
  main_image?: string;
  end_time?: string;
  addr?: string;
  param?: string;
  params?: string;
}

interface Param {
  name: string;
  value: string;
}

function isParam(p: unknown): p is Param {
  if (!p || typeof p !== 'object') return false;
  const { name, value } = p as { name?: unknown; value?: unknown };
  return typeof name === 'string' && typeof value === 'string' && value.length <= 500;
}

/**
 * Validates a publish or edit body (flagged failures). The deadline is today or later, unless
 * an edit keeps the one the need has (`kept`).
 */
export function demandInput(
  body: DemandBody,
  now: number,
  kept?: number,
): DemandFields & { demand_type: 0 | 1 } {
  const bad = (msg: string) => new ApiFailure('400', msg, true);
  const text = (key: keyof DemandBody) => (body[key] ?? '').trim();
  const type = text('demand_type');
  if (type !== '0' && type !== '1') throw bad('需求類型無效');
  const demandType = type === '0' ? 0 : 1;
  const title = text('title');
  if (!title) throw bad(demandType === 0 ? '請輸入標題' : '請輸入資產名稱');
  if (Array.from(title).length > 20) throw bad('標題不能超過 20 個字');
  const images = splitImages(text('main_image'));
  if (images.length < 1) throw bad('請上傳至少 1 張圖片');
  if (images.length > 5) throw bad('最多上傳 5 張圖片');
  if (!images.every((i) => IMAGE_RE.test(i) && !i.includes('..'))) throw bad('圖片地址無效');
  const endText = text('end_time');
  if (!/^\d{10,13}$/.test(endText)) throw bad('請選擇截止日期');
  if (isExpired(Number(endText), now) && Number(endText) !== kept) throw bad(DEADLINE_PAST);
  const addr = text('addr');
  if (demandType === 1 && !addr) throw bad('請輸入地址');
  if (addr.length > 100) throw bad('地址不能超過 100 個字');
  let params: unknown;
  try {
    params = JSON.parse(text('param') || text('params') || 'null');
  } catch {
    throw bad('參數 param 不是有效的 JSON');
  }
  const names = demandType === 0 ? PURCHASE_PARAM_NAMES : SALE_PARAM_NAMES;
  if (!Array.isArray(params) || params.length !== names.length || !params.every(isParam)) {
    throw bad(`參數 param 必須是 ${names.length} 項名稱與內容`);
  }
  for (const index of REQUIRED[demandType]) {
    if (!params[index]!.value.trim()) throw bad(`請輸入${names[index]}`);
  }
  const phone = params[names.length - 1]!.value.trim();
  if (!/^[0-9+\-() ]{6,20}$/.test(phone)) throw bad('請輸入正確的聯繫電話');
  return {
    demand_type: demandType,
    title,
    main_image: images.join(','),
    end_time: Number(endText),
    addr: demandType === 1 ? addr : '',
    param: JSON.stringify(params.map((p, i) => ({ name: names[i]!, value: p.value.trim() }))),
  };
}
