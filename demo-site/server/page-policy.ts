// The Content-Security-Policy of every page the reference server sends: the portal's origin
// (helmet, app.ts) and the partner demo site on its own origin (partner-site.ts). Every policy
// here is strict: scripts only from the folders our own scripts live in (never inline, never
// eval, never /files/ or /api/), no plugins, a fixed <base>, and framing limited.
import type { IncomingMessage } from 'node:http';

/** Where the portal, the preview and the embed builds keep their scripts. */
const SCRIPT_FOLDERS = ['/assets/', '/embed/', '/embed-react/'];

/** The embed folders a partner page loads its widget scripts from (on the portal's origin). */
const EMBED_FOLDERS = ['/embed/', '/embed-react/'];

/** A Host header that is a plain host name (and port), safe to copy into a policy. */
const PLAIN_HOST = /^[A-Za-z0-9.-]{1,253}(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]{2,45}\](?::\d{1,5})?$/;

/**
 * CSP sources for `folders` on the host the page was asked from, without a scheme (so they
 * match http and https alike). A Host header that is not a plain host name falls back to
 * 'self' (looser, never broken): it is never copied into the policy.
 */
function ownFolders(req: IncomingMessage, folders: readonly string[]): string {
  const host = req.headers.host ?? '';
  return PLAIN_HOST.test(host) ? folders.map((folder) => `${host}${folder}`).join(' ') : "'self'";
}

/** `script-src` of the portal's origin: only its own bundles' folders. */
const portalScriptSources = (req: IncomingMessage): string => ownFolders(req, SCRIPT_FOLDERS);

/**
 * The portal origin's policy (helmet's directives). No upgrade-insecure-requests (the reference
 * server runs on plain http://localhost), inline <style> in the portal's HTML shell, images and
 * uploads from any https image host, blob: previews of chosen files.
 */
export const PORTAL_DIRECTIVES = {
  defaultSrc: ["'self'"],
  // only the folders the portal's own scripts live in: never /files/ (uploads) or /api/
  scriptSrc: [portalScriptSources],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  mediaSrc: ["'self'", 'blob:', 'https:'],
  connectSrc: ["'self'", 'https:'],
  fontSrc: ["'self'", 'data:'],
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * For answers sent before any hook runs (Fastify's routing errors, app.ts `frameworkErrors`):
 * nothing may load or run, nothing may frame it.
 */
export const NOTHING_POLICY = "default-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/**
 * Partner pages that stand for a partner with the strictest likely policy: scripts and styles
 * from known places only (the page's own folder and the portal's embed folder), no inline
 * style either.
 */
const STRICT_PAGES = new Set(['/partner/all.html', '/partner/strict.html']);

/**
 * The policy of a partner demo page (`path` without query) on the partner origin. The pages
 * that model "a partner with no policy" still get one (they are ours, on our server): inline
 * styles and any https image are allowed there, so they can show hostile CSS, Bootstrap and
 * theming; scripts come only from the partner folder and the portal's embed folders.
 */
export function partnerPagePolicy(req: IncomingMessage, path: string, portal: string): string {
  const strict = STRICT_PAGES.has(path);
  const embeds = EMBED_FOLDERS.map((folder) => `${portal}${folder}`).join(' ');
  return [
    `default-src 'self' ${portal}`,
    `script-src ${ownFolders(req, ['/partner/'])} ${embeds}`,
    strict ? "style-src 'self'" : "style-src 'self' 'unsafe-inline'",
    // data: payment QR codes (SVG); blob: the preview of an image while it uploads
    `img-src 'self' ${portal} data: blob:${strict ? '' : ' https:'}`,
    `media-src 'self' ${portal}${strict ? '' : ' https:'}`,
    `connect-src 'self' ${portal}`,
    "font-src 'self' data:",
    // the personal centre shows the privacy policy from the portal's origin in a frame
    `frame-src ${portal}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}
