/** The association every call is made for. */
export const ASSOCIATION_ID = 'SZTX';
/** Parent area id of the city's district list. */
export const CITY_AREA_ID = 234;

/** Runtime configuration of the widgets, from `window.SZTX_CONFIG` and element attributes. */
export interface SztxConfig {
  /** Base URL of the `/api/v2/` API, ending with a slash. */
  apiBase: string;
  /** Base URL that relative image paths are resolved against. */
  imageBase: string;
  /** Upload host for qiniu-js (`host[:port][/path]`, no scheme). */
  uploadHost: string;
  /** Protocol of the upload host. */
  uploadProtocol: 'http' | 'https';
  /** URL of the association portal, for links from embedded widgets. */
  portalUrl: string;
}

declare global {
  interface Window {
    SZTX_CONFIG?: Partial<SztxConfig>;
  }
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** Origin the bundle was served from: the API lives there unless configured otherwise. */
function bundleOrigin(): string {
  try {
    const here = new URL(import.meta.url);
    if (here.protocol === 'http:' || here.protocol === 'https:') return here.origin;
  } catch {
    // not a URL (bundled into a non-module context): fall through
  }
  if (typeof location !== 'undefined' && /^https?:$/.test(location.protocol))
    return location.origin;
  return 'http://localhost:8080';
}

/** The defaults for an API at `origin` (images and uploads live beside the API). */
function atOrigin(origin: string): Omit<SztxConfig, 'portalUrl'> {
  const url = new URL(origin);
  return {
    apiBase: `${origin}/api/v2/`,
    imageBase: `${origin}/`,
    uploadHost: `${url.host}/qiniu-up`,
    uploadProtocol: url.protocol === 'https:' ? 'https' : 'http',
  };
}

function defaults(): SztxConfig {
  const origin = bundleOrigin();
  return { ...atOrigin(origin), portalUrl: `${origin}/` };
}

/**
 * Merges named values over the defaults. An API named on another origin brings its images and
 * uploads with it (the reference server serves both), unless they are named too.
 */
function compose(...layers: Array<Partial<SztxConfig>>): SztxConfig {
  const named: Partial<SztxConfig> = Object.assign({}, ...layers.map(pickDefined));
  const base = defaults();
  let apiOrigin: string | null = null;
  try {
    if (named.apiBase) apiOrigin = new URL(named.apiBase).origin;
  } catch {
    apiOrigin = null;
  }
  const beside = apiOrigin && /^https?:/.test(apiOrigin) ? atOrigin(apiOrigin) : {};
  const merged: SztxConfig = { ...base, ...beside, ...named };
  return { ...merged, apiBase: withSlash(merged.apiBase), imageBase: withSlash(merged.imageBase) };
}

let overrides: Partial<SztxConfig> = {};

function fromWindow(): Partial<SztxConfig> {
  return pickDefined(typeof window !== 'undefined' ? (window.SZTX_CONFIG ?? {}) : {});
}

/**
 * The page's configuration, for the page-wide session (login, the member's identity): defaults
 * (the script's origin), then `first` (the first element's own attributes), then
 * `window.SZTX_CONFIG`, then `configure()`. See `bindSession` (core/session/session.ts).
 */
export function pageConfig(first: Partial<SztxConfig> = {}): SztxConfig {
  return compose(first, fromWindow(), overrides);
}

/**
 * One element's configuration: its own attribute values, then `configure()` (the portal's),
 * then `window.SZTX_CONFIG`, then the defaults (the origin the script was loaded from).
 */
export function resolveConfig(own: Partial<SztxConfig> = {}): SztxConfig {
  return compose(fromWindow(), overrides, own);
}

/** Sets page configuration values (the portal, tests). */
export function configure(values: Partial<SztxConfig>): void {
  overrides = { ...overrides, ...pickDefined(values) };
}

/** Forgets `configure()` overrides (tests). */
export function resetConfig(): void {
  overrides = {};
}

/** The named values; a URL value that is not http(s) is left out (with a warning). */
function pickDefined(values: Partial<SztxConfig>): Partial<SztxConfig> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    // apiBase, imageBase and portalUrl are URLs (uploadHost is a host name)
    const named =
      typeof value === 'string' && value && (/Base|Url/.test(key) ? checkedUrl(value, key) : value);
    if (named) out[key] = named;
  }
  return out;
}

const warned = new Set<string>();

/** Logs once per message with the `[sztx]` prefix. */
export function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`[sztx] ${message}`);
}

/**
 * The one check of every URL that reaches an `href`, a `src` or the configuration: `value`
 * resolved against `base` (the page's address by default) when it is http(s); '' otherwise
 * (javascript:, vbscript:, data:, blob:, however spelled: the URL parser drops whitespace and
 * control characters and lowercases the scheme before the check) and for no URL.
 */
export function safeUrl(value: string | null | undefined, base?: string): string {
  if (!value) return '';
  try {
    const url = new URL(value, base ?? globalThis.location?.href);
    return /^https?:$/.test(url.protocol) ? url.href : '';
  } catch {
    return '';
  }
}

/** `safeUrl` of a value someone named (`what`: an attribute); one warning when it is refused. */
export function checkedUrl(value: string, what: string): string {
  const url = safeUrl(value);
  if (!url) warnOnce(`${what} "${value}" is not an http(s) URL: ignored`);
  return url;
}

/**
 * Resolves an image or file path from the API against the image base (`safeUrl`): absolute
 * http(s) URLs pass through, any other scheme (javascript:, data:, blob:) gives '' so it
 * never reaches an href or src.
 */
export function imageUrl(
  path: string | null | undefined,
  config: Pick<SztxConfig, 'imageBase'>,
): string {
  return safeUrl(path?.replace(/^\/+/, ''), config.imageBase);
}
