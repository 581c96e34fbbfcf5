import type { FastifyReply } from 'fastify';
import type { Envelope } from '../../core/api/types.js';

export function ok<T>(data: T, msg = '成功'): Envelope<T> {
  return { code: '200', msg, data };
}

export function fail(code: string, msg: string): Envelope<null> {
  return { code, msg, data: null };
}

/** Envelope of the calls that also carry the `sucess` flag (spelled as on the wire). */
export function okS<T>(data: T, msg: string): Envelope<T> {
  return { code: '200', sucess: true, msg, data };
}

export function failS(code: string, msg: string): Envelope<null> {
  return { code, sucess: false, msg, data: null };
}

/**
 * Business answers are sent with HTTP 200: the envelope `code` is authoritative and the
 * client reads it. Only unknown routes and framework-level errors (bad body, crash) use real
 * HTTP statuses; see app.ts.
 */
export function send<T>(reply: FastifyReply, env: Envelope<T>): FastifyReply {
  return reply.code(200).type('application/json; charset=utf-8').send(env);
}

/** Thrown by helpers to stop a handler with a business error envelope. */
export class ApiFailure extends Error {
  constructor(
    readonly code: string,
    msg: string,
    readonly withFlag = false,
  ) {
    super(msg);
  }

  toEnvelope(): Envelope<unknown> {
    return this.withFlag ? failS(this.code, this.message) : fail(this.code, this.message);
  }
}

export const MSG = {
  badRequest: '請求參數錯誤',
  notFound: '接口不存在',
  server: '服務器繁忙，請稍後再試',
  needLogin: '請先登錄',
  forbidden: '無權訪問',
  tokenInvalid: '登錄已失效，請重新登錄',
  phoneInvalid: '請輸入正確的手機號',
  phoneRegistered: '該手機號已經註冊過，請更換手機號或直擊登錄',
  phoneUnregistered: '該手機號尚未註冊',
  codeInvalid: '驗證碼錯誤或已過期',
  passwordRule: '密碼以字母開頭，長度6~18，只包含字母、數字和下劃線',
  loginFailed: '手機號或密碼錯誤',
  busy: '服務繁忙，請稍後再試',
} as const;

/**
 * A request URL fit for a log line: the spec puts tokens, SMS codes and passwords in paths and
 * query strings (`account/inquire/{token}`, `pcLogin/{phone}/1?password=`), so those parts are
 * masked and every query value is dropped.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q >= 0 ? url.slice(0, q) : url)
    .replace(/\/(inquire|outLogin)\/[^/]+/g, '/$1/***')
    .replace(/\/(init|updatePwd)\/([^/]+)\/[^/]+/g, '/$1/$2/***');
  if (q < 0) return path;
  const keys = url
    .slice(q + 1)
    .split('&')
    .map((pair) => pair.split('=')[0])
    .filter(Boolean);
  return `${path}?${keys.map((k) => `${k}=***`).join('&')}`;
}
