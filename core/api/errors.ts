/** The server answered with a code other than `'200'`. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    /** Envelope `code` (a string, e.g. `'400'`). */
    readonly code: string,
    /** Envelope `msg`: the text to show the user. */
    readonly msg: string,
    readonly method: string,
    readonly url: string,
    /** The HTTP status, when the answer was not an envelope. */
    readonly status?: number,
  ) {
    super(`${method} ${url} failed with code ${code}: ${msg}`);
  }
}

/** Code `'51000'`: the article, file, course or lesson is paid and locked. */
export class PaywallLockedError extends ApiError {
  override name = 'PaywallLockedError';
  constructor(
    msg: string,
    method: string,
    url: string,
    /** Whatever the server sent alongside (a preview, the price). */
    readonly data: unknown,
  ) {
    super('51000', msg, method, url);
  }
}

/** The request never got a usable answer (offline, timeout, not JSON). */
export class NetworkError extends Error {
  override name = 'NetworkError';
  constructor(
    readonly method: string,
    readonly url: string,
    override readonly cause?: unknown,
  ) {
    super(`${method} ${url} failed: ${cause instanceof Error ? cause.message : 'network error'}`);
  }

  /** True when the server did not answer in time (the client's timeout, not a lost network). */
  get timedOut(): boolean {
    return hasName(this.cause, 'TimeoutError');
  }
}

function hasName(error: unknown, name: string): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;
}

/** True for `ApiError` and its subclasses, also across bundle copies. */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError || hasName(error, 'ApiError') || hasName(error, 'PaywallLockedError')
  );
}

/** True for `PaywallLockedError`, also across bundle copies. */
export function isPaywallLockedError(error: unknown): error is PaywallLockedError {
  return error instanceof PaywallLockedError || hasName(error, 'PaywallLockedError');
}

/** True for `NetworkError`, also across bundle copies. */
export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError || hasName(error, 'NetworkError');
}

/** The message of a failed load when the error carries none (lists, records, forms' loads). */
export const LOAD_FAILED = '載入失敗，請重試';

/** The message to show a user for any error: the server's `msg`, or a clear fallback. */
export function errorMessage(error: unknown, fallback = '操作失敗，請稍後重試'): string {
  if (isApiError(error) && error.msg) return error.msg;
  if (isNetworkError(error)) {
    return hasName(error.cause, 'TimeoutError')
      ? '伺服器回應逾時，請稍後重試'
      : '網絡連接失敗，請檢查網絡後重試';
  }
  return fallback;
}
