import { PHONE_PATTERN, validatePassword } from '../../core/validation/validation.js';
import { ApiFailure } from './envelope.js';

export function isPhone(value: unknown): value is string {
  return typeof value === 'string' && PHONE_PATTERN.test(value);
}

/** The client's rule: 6 to 18 characters, a letter first, then letters, digits, underscores. */
export function isPassword(value: unknown): value is string {
  return typeof value === 'string' && validatePassword(value) === null;
}

/** First value of a query parameter (node's parser turns repeated keys into arrays). */
function queryString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/** A non-negative integer from a query string, `fallback` when absent, 400 when malformed. */
export function intParam(value: unknown, name: string, fallback: number): number {
  const text = queryString(value);
  if (text === undefined || text === '') return fallback;
  if (!/^\d{1,9}$/.test(text.trim())) throw new ApiFailure('400', `參數 ${name} 必須是非負整數`);
  return Number.parseInt(text.trim(), 10);
}

export interface Paging {
  start: number;
  limit: number;
}

/** `start` is a 0-based row offset; `limit` defaults to 10 and is capped at 100. */
export function paging(query: Record<string, unknown>, defaultLimit = 10, maxLimit = 100): Paging {
  const start = intParam(query.start, 'start', 0);
  const limit = intParam(query.limit, 'limit', defaultLimit);
  if (limit < 1) throw new ApiFailure('400', '參數 limit 必須大於 0');
  return { start, limit: Math.min(limit, maxLimit) };
}

/** `start`, `limit` and the parsed `searchJson` of a list call. */
export function listQuery(query: {
  start?: string;
  limit?: string;
  searchJson?: string;
}): Paging & { search: Record<string, unknown> } {
  return { ...paging(query), search: searchJson(query.searchJson) };
}

/** Parses the `searchJson` query parameter: JSON text holding an object (absent → {}). */
export function searchJson(value: unknown): Record<string, unknown> {
  const text = queryString(value);
  if (text === undefined || text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiFailure('400', 'searchJson 不是有效的 JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ApiFailure('400', 'searchJson 必須是 JSON 對象');
  }
  return parsed as Record<string, unknown>;
}

/** An optional string field of a searchJson object (numbers are accepted and stringified). */
export function optionalText(obj: Record<string, unknown>, key: string): string | undefined {
  const value = obj[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new ApiFailure('400', `searchJson.${key} 必須是字符串`);
}
