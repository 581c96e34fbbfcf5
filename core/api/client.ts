import ky, { HTTPError } from 'ky';
import type { SztxConfig } from '../config/config';
import { $token, reportRefusedToken } from '../session/token';
import { ApiError, NetworkError, PaywallLockedError } from './errors';
import type { Envelope, Page } from './types';

type Scalar = string | number | boolean | null | undefined;

/** Options of one API call. */
export interface RequestOptions {
  /** Query parameters; `undefined` and `null` are left out. */
  query?: Record<string, Scalar>;
  /** Sent as the `searchJson` query parameter, JSON-encoded. */
  searchJson?: Record<string, unknown>;
  /** Form-encoded POST body. */
  form?: Record<string, Scalar>;
}

type Method = 'GET' | 'POST';

/**
 * One element's API client: raw envelopes, or `data` with errors thrown as typed classes. A
 * call made with `signal` is aborted with it.
 */
export interface ApiClient {
  /** The API base URL every call goes to, ending with '/'. */
  readonly base: string;
  /** Resolves with the envelope whatever its code; rejects only with `NetworkError`. */
  envelope<T>(
    method: Method,
    path: string,
    options?: RequestOptions,
    signal?: AbortSignal,
  ): Promise<Envelope<T>>;
  /** GET; resolves with `data` when the code is `'200'`, else rejects with `ApiError`. */
  get<T>(path: string, options?: RequestOptions, signal?: AbortSignal): Promise<T>;
  /** POST (form-encoded); as `get`. */
  post<T>(path: string, options?: RequestOptions, signal?: AbortSignal): Promise<T>;
}

/**
 * What every function of core/api takes first: the client of the element (or the session) it
 * calls for, and the signal that aborts it (a load's; none for a write).
 */
export interface Call {
  api: ApiClient;
  signal?: AbortSignal;
}

/** How the client reaches the platform; every part but the base injectable for tests. */
export interface ClientOptions {
  /** Base URL of the `/api/v2/` API (a slash is added when it has none). */
  apiBase: string;
  token?: () => string | null;
  fetch?: typeof fetch;
  timeout?: number;
  /**
   * Told of every answer that refuses the token a call carried (envelope code `'401'`, or HTTP
   * 401): the default reports it to the session (core/session/token.ts), which ends it.
   */
  onRefusedToken?: (token: string) => void;
}

/** The envelope code (and HTTP status) of an answer that refuses the caller's session. */
const REFUSED = '401';

/** Encodes each interpolated value as one path segment: ``path`account/${phone}` ``. */
export function path(strings: TemplateStringsArray, ...values: Array<string | number>): string {
  return strings.reduce(
    (out, part, i) => out + part + (i < values.length ? encodeURIComponent(String(values[i])) : ''),
    '',
  );
}

/** Parses `data` that arrives as text holding JSON; never evaluates it. */
export function parseJsonText<T>(value: unknown, where = 'data'): T {
  if (typeof value !== 'string') return value as T;
  const text = value.trim();
  if (text === '') return null as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError('PARSE', `伺服器資料格式錯誤（${where}）`, 'PARSE', where);
  }
}

/**
 * `data` that must be one record (a profile, a company): JSON text is parsed, and anything that
 * is not an object is a format error — never an empty record a form could save over real data.
 */
export function parseRecord<T extends object>(value: unknown, where = 'data'): T {
  const data = parseJsonText<unknown>(value, where);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ApiError('PARSE', `伺服器資料格式錯誤（${where}）`, 'PARSE', where);
  }
  return data as T;
}

/**
 * `data` that must be a list: a bare list, a page object whose `data` is a list (or null), or
 * null (nothing yet); JSON text of any of these is parsed. Anything else (a word, a number, an
 * object without a list) is a format error — never an empty list that looks like "no results".
 */
export function parseList<T>(value: unknown, where = 'data'): T {
  const data = parseJsonText<unknown>(value, where);
  if (data === null || Array.isArray(data)) return data as T;
  if (typeof data === 'object') {
    const rows = (data as { data?: unknown }).data;
    if (rows === null || Array.isArray(rows)) return data as T;
  }
  throw new ApiError('PARSE', `伺服器資料格式錯誤（${where}）`, 'PARSE', where);
}

/** Record key → wire field name, for a resource whose fields are plain text. */
export type WireNames<K extends string> = Readonly<Record<K, string>>;

/** The text fields of a wire row under their record keys ('' when absent or null). */
export function readFields<K extends string>(names: WireNames<K>, row: object): Record<K, string> {
  const wire = row as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries<string>(names).map(([key, name]) => [key, String(wire[name] ?? '')]),
  ) as Record<K, string>;
}

/** An object (not null, not a list) whose `fields` are all present (not undefined or null). */
export function isRecordWith(item: unknown, fields: readonly string[] = []): boolean {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
  const record = item as Record<string, unknown>;
  return fields.every((field) => record[field] !== undefined && record[field] !== null);
}

/**
 * The items of a list that are records with the `fields` its mapper needs. Items of another
 * shape (null, a number, a word, a record without them) are skipped and reported in one console
 * warning; a list of nothing but such items is a format error naming the endpoint, never an
 * empty list that reads as "no results".
 */
export function readRecords<T>(
  rows: readonly unknown[] | null | undefined,
  where: string,
  fields: readonly string[] = [],
): T[] {
  if (!rows) return [];
  const records = rows.filter((item) => isRecordWith(item, fields)) as T[];
  const skipped = rows.length - records.length;
  if (skipped === 0) return records;
  if (records.length === 0) {
    throw new ApiError('PARSE', `伺服器資料格式錯誤（${where}）`, 'PARSE', where);
  }
  console.warn(
    `[sztx] ${where}: skipped ${skipped} of ${rows.length} items that are not records with ${
      fields.length ? fields.join(', ') : 'fields'
    }; check the server's answer.`,
  );
  return records;
}

/**
 * A list that may arrive as a page object, a bare list, or JSON text of either; its items must
 * be records with `fields` (see `readRecords`). A bare list counts its own rows as the total.
 */
function readPage<T>(
  value: unknown,
  where: string,
  fields: readonly string[],
  totalField = 'total',
): Page<T> {
  const data = parseList<Record<string, unknown> | unknown[] | null>(value, where);
  const rows = readRecords<T>(
    Array.isArray(data) ? data : (data?.data as unknown[]),
    where,
    fields,
  );
  if (Array.isArray(data)) return { items: rows, total: rows.length };
  // a total that is not a count (NaN, negative) counts the rows
  const total = Number(data?.[totalField] ?? 0);
  return { items: rows, total: Number.isFinite(total) && total >= 0 ? total : rows.length };
}

/** The records of a list answer (bare or in a page's `data`), as `readPage` reads them. */
function readList<T>(value: unknown, where: string, fields: readonly string[] = []): T[] {
  return readPage<T>(value, where, fields).items;
}

/** GETs `endpoint` and reads the one record it answers (see `parseRecord`), named `where`. */
export async function getRecord<T extends object>(
  call: Call,
  endpoint: string,
  options: RequestOptions,
  where: string,
): Promise<T> {
  return parseRecord<T>(await getData(call, endpoint, options), where);
}

/** GETs `endpoint` and reads the list it answers (see `readList`); errors name the endpoint. */
export async function getList<T>(
  call: Call,
  endpoint: string,
  options: RequestOptions = {},
  fields: readonly string[] = [],
): Promise<T[]> {
  return readList<T>(await getData(call, endpoint, options), endpoint, fields);
}

/**
 * GETs `endpoint`, reads the page it answers (see `readPage`; its count in `totalField`) and
 * maps its rows; errors name the endpoint.
 */
export async function getPage<W, R>(
  call: Call,
  endpoint: string,
  options: RequestOptions,
  fields: readonly string[],
  map: (wire: W) => R,
  totalField?: string,
): Promise<Page<R>> {
  const page = readPage<W>(await getData(call, endpoint, options), endpoint, fields, totalField);
  return { items: page.items.map(map), total: page.total };
}

/** Sends `method` `endpoint` with the call's client and signal; resolves with the envelope. */
export function send<T = unknown>(
  { api, signal }: Call,
  method: Method,
  endpoint: string,
  options?: RequestOptions,
): Promise<Envelope<T>> {
  return api.envelope<T>(method, endpoint, options, signal);
}

/** GETs `endpoint` with the call's client and signal; resolves with `data` (see `ApiClient.get`). */
export function getData<T = unknown>(
  { api, signal }: Call,
  endpoint: string,
  options?: RequestOptions,
): Promise<T> {
  return api.get<T>(endpoint, options, signal);
}

/** POSTs `endpoint` with the call's client and signal; resolves with `data` (see `ApiClient.post`). */
export function postData<T = unknown>(
  { api, signal }: Call,
  endpoint: string,
  options?: RequestOptions,
): Promise<T> {
  return api.post<T>(endpoint, options, signal);
}

/** The values that are given (not `undefined` or `null`), as text: a query or a form body. */
function toForm(form: Record<string, Scalar>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    if (value !== undefined && value !== null) body.set(key, String(value));
  }
  return body;
}

function toParams(options: RequestOptions): URLSearchParams {
  const params = toForm(options.query ?? {});
  if (options.searchJson) params.set('searchJson', JSON.stringify(options.searchJson));
  return params;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'code' in value;
}

/** Creates a client of the API at `options.apiBase`; the token is the session's by default. */
export function createClient(options: ClientOptions): ApiClient {
  const base = options.apiBase.endsWith('/') ? options.apiBase : `${options.apiBase}/`;
  const token = options.token ?? (() => $token.get());
  const refused = options.onRefusedToken ?? reportRefusedToken;
  const http = ky.create({
    prefixUrl: base,
    credentials: 'include',
    // ky retries a status only when it throws for it; the body is read either way below
    throwHttpErrors: true,
    timeout: options.timeout ?? 15_000,
    retry: { limit: 1, methods: ['get'], statusCodes: [502, 503, 504] },
    // read the platform fetch at call time, so a page (or a test) may wrap it later
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  });

  /** One call; resolves with the envelope whatever its code. */
  async function envelope<T>(
    method: Method,
    route: string,
    opts: RequestOptions = {},
    signal?: AbortSignal,
  ): Promise<Envelope<T>> {
    const url = `${base}${route}`;
    // the token this call carries: an answer refusing it ends that session, not a newer one
    const sent = token();
    let text: string;
    let status: number;
    try {
      let response: Response;
      try {
        response = await http(route, {
          method,
          headers: sent ? { Authorization: `Bearer ${sent}` } : {},
          searchParams: toParams(opts),
          ...(method === 'POST' ? { body: toForm(opts.form ?? {}) } : {}),
          ...(signal ? { signal } : {}),
        });
      } catch (error) {
        if (!(error instanceof HTTPError)) throw error;
        response = error.response; // a 4xx/5xx still carries the server's envelope
      }
      status = response.status;
      text = await response.text();
    } catch (cause) {
      if (cause instanceof Error && cause.name === 'AbortError') throw cause;
      throw new NetworkError(method, url, cause);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const code = isEnvelope(body) ? String(body.code) : String(status);
    if (sent && (code === REFUSED || status === 401)) refused(sent);
    if (!isEnvelope(body)) {
      if (status >= 200 && status < 300) {
        throw new ApiError('PARSE', '伺服器回應格式錯誤', method, url, status);
      }
      throw new ApiError(
        String(status),
        `伺服器暫時無法處理請求（${status}）`,
        method,
        url,
        status,
      );
    }
    return { ...body, code, msg: body.msg ?? '' } as Envelope<T>;
  }

  async function data<T>(
    method: Method,
    route: string,
    opts?: RequestOptions,
    signal?: AbortSignal,
  ): Promise<T> {
    const result = await envelope<T>(method, route, opts, signal);
    const url = `${base}${route}`;
    if (result.code === '51000') {
      throw new PaywallLockedError(result.msg || '付費內容', method, url, result.data);
    }
    if (result.code !== '200') {
      throw new ApiError(result.code, result.msg || '請求失敗', method, url);
    }
    return result.data;
  }

  return {
    base,
    envelope,
    get: (route, opts, signal) => data('GET', route, opts, signal),
    post: (route, opts, signal) => data('POST', route, opts, signal),
  };
}

/** One client per API base: elements naming the same API share it (and its ky instance). */
const clients = new Map<string, ApiClient>();

/** The client of the API `config` names (one per API base, made on first use). */
export function clientFor(config: Pick<SztxConfig, 'apiBase'>): ApiClient {
  let client = clients.get(config.apiBase);
  if (!client) {
    client = createClient({ apiBase: config.apiBase });
    clients.set(config.apiBase, client);
  }
  return client;
}
