// Content-Security-Policy headers of the reference server's partner pages that stand for a
// strict partner site. Other /partner/ pages send none (they model sites with no policy).

/** A partner with the strictest likely policy: scripts and styles from its own origin only. */
const STRICT_PARTNER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // data: payment QR codes (SVG); blob: the preview of an image while it uploads
  "img-src 'self' data: blob:",
  "media-src 'self'",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-src 'none'",
  "form-action 'self'",
].join('; ');

/** Path (without query) → the policy the server sends with that partner page. */
const PARTNER_POLICIES: Readonly<Record<string, string>> = {
  '/partner/all.html': STRICT_PARTNER_CSP,
};

/** The policy for a request URL, if its page has one. */
export const partnerPolicy = (url: string): string | undefined =>
  PARTNER_POLICIES[url.split('?')[0] ?? ''];
