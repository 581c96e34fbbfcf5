import { isApiError, isNetworkError } from './errors';

/** What went wrong with a load, in terms a partner's developer can act on (`sztx-error`). */
export interface LoadFailure {
  /** `network`: no answer; `cors`: the API answers but not to this origin; `http`: an HTTP
   * error without the API's envelope; `format`: an answer that is not the API's data. */
  kind: 'network' | 'cors' | 'http' | 'format';
  /** The HTTP status, when there was one. */
  status: number | null;
  /** The URL asked (or, for a format error in a list, the endpoint). */
  url: string;
  /** What to do, in English, for the console. */
  message: string;
}

/** True when `url` answers an opaque (`no-cors`) request: the server is up, only CORS refused. */
async function answersNoCors(url: string): Promise<boolean> {
  try {
    await globalThis.fetch(url, { mode: 'no-cors', credentials: 'omit', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * What to add when the failed URL is on the page's own origin and the page names no API: the
 * usual cause is an element without `api-base` whose script was bundled into the partner's app
 * (its default API is the origin its script came from, which is then the app's).
 */
function unnamedApiHint(url: string): string {
  const here = typeof location === 'undefined' ? null : location.origin;
  const named = typeof window !== 'undefined' && window.SZTX_CONFIG?.apiBase;
  if (named || !here || originOf(url) !== here) return '';
  return `. Without api-base (or SZTX_CONFIG.apiBase) a widget asks the origin its script came from, here this page's own (a widget bundled into your app): name the association's API, e.g. api-base="https://<the association's portal>/api/v2/"`;
}

/**
 * Classifies a failed load; null for an answer of the API itself (a refusal in the envelope, a
 * locked article), which the widget shows and the partner need not act on. A network failure
 * to another origin is probed once with a `no-cors` request: when that gets through, the API is
 * up and refuses this origin (CORS).
 */
export async function describeFailure(
  error: unknown,
  probe: (url: string) => Promise<boolean> = answersNoCors,
): Promise<LoadFailure | null> {
  if (isNetworkError(error)) {
    const { url } = error;
    const api = originOf(url);
    const here = typeof location === 'undefined' ? null : location.origin;
    if (error.timedOut) {
      return {
        kind: 'network',
        status: null,
        url,
        message: `the API at ${url} did not answer in time: check that the server is up`,
      };
    }
    if (api && here && api !== here && (await probe(url))) {
      return {
        kind: 'cors',
        status: null,
        url,
        message: `this origin (${here}) is not allowed by the API at ${api}: add it to CORS_ORIGINS on the API server`,
      };
    }
    return {
      kind: 'network',
      status: null,
      url,
      message: `could not reach the API at ${url}: check the api-base attribute (or SZTX_CONFIG.apiBase) and that the server is up${unnamedApiHint(url)}`,
    };
  }
  if (!isApiError(error)) return null;
  const status = error.status ?? null;
  if (error.code === 'PARSE') {
    return {
      kind: 'format',
      status,
      url: error.url,
      message: `the answer from ${error.url} is not the API's data: check that api-base points to the /api/v2/ API${unnamedApiHint(error.url)}`,
    };
  }
  if (status !== null) {
    return {
      kind: 'http',
      status,
      url: error.url,
      message: `the API at ${error.url} answered HTTP ${status}: check that api-base points to the /api/v2/ API${unnamedApiHint(error.url)}`,
    };
  }
  return null;
}
