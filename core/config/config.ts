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

function defaults(): SztxConfig {
  const origin = bundleOrigin();
  const url = new URL(origin);
  return {
    apiBase: `${origin}/api/v2/`,
    imageBase: `${origin}/`,
    uploadHost: `${url.host}/qiniu-up`,
    uploadProtocol: url.protocol === 'https:' ? 'https' : 'http',
    portalUrl: `${origin}/`,
  };
}

let overrides: Partial<SztxConfig> = {};

/** The configuration in force: defaults, then `window.SZTX_CONFIG`, then `configure()`. */
export function getConfig(): SztxConfig {
  const fromWindow = typeof window !== 'undefined' ? (window.SZTX_CONFIG ?? {}) : {};
  const merged = { ...defaults(), ...pickDefined(fromWindow), ...pickDefined(overrides) };
  return { ...merged, apiBase: withSlash(merged.apiBase), imageBase: withSlash(merged.imageBase) };
}

/** Sets configuration values (e.g. from an element's `api-base` attribute). */
export function configure(values: Partial<SztxConfig>): void {
  overrides = { ...overrides, ...pickDefined(values) };
}

/** Forgets `configure()` overrides (tests). */
export function resetConfig(): void {
  overrides = {};
}

function pickDefined(values: Partial<SztxConfig>): Partial<SztxConfig> {
  const out: Partial<SztxConfig> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' && value !== '') (out as Record<string, string>)[key] = value;
  }
  return out;
}

/**
 * Resolves an image or file path from the API against the image base; absolute http(s), blob:
 * and raster `data:image/` URLs pass through. Any other scheme (javascript:, vbscript:, HTML or
 * SVG data: URLs) gives '' so it never reaches an href or src.
 */
export function imageUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|blob:|data:image\/(png|jpe?g|gif|webp|avif|bmp)[;,])/i.test(path)) return path;
  let url: URL;
  try {
    url = new URL(path.replace(/^\/+/, ''), getConfig().imageBase);
  } catch {
    return '';
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : '';
}
