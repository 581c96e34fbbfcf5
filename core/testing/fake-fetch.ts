// Test helper: a fetch that answers from a table of handlers, recording every call.

/** A recorded request. */
export interface Call {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

type Handler = (call: Call) => unknown | Response | Promise<unknown | Response>;

/** Creates a fake fetch; handlers are keyed `METHOD path` (path after `/api/v2/`). */
export function fakeFetch(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const call: Call = {
      method: request.method,
      url,
      headers: request.headers,
      body: request.method === 'GET' ? '' : await request.text(),
    };
    calls.push(call);
    const route = `${request.method} ${url.pathname.replace(/^\/api\/v2\//, '')}`;
    const handler =
      handlers[route] ??
      Object.entries(handlers).find(([key]) => new RegExp(`^${key}$`).test(route))?.[1];
    if (!handler) return new Response('not found', { status: 404 });
    const result = await handler(call);
    if (result instanceof Response) return result;
    return new Response(JSON.stringify(result), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** A success envelope. */
export const ok = <T>(data: T, extra: Record<string, unknown> = {}) => ({
  code: '200',
  msg: 'ok',
  data,
  ...extra,
});

/** What a busy server says (the `msg` of `busy()`). */
export const BUSY_MSG = '伺服器忙，請稍後重試';

/** The answer of a busy server: code 500 with `BUSY_MSG`. */
export const busy = () => ({ code: '500', msg: BUSY_MSG, data: null });
