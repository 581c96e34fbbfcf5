import DOMPurify, { type Config } from 'dompurify';

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** data: URLs kept in `<img src>`: raster pictures (pasted images), never SVG or HTML. */
const RASTER = /^data:image\/(?:png|jpe?g|gif|webp)[;,]/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier(win: Window & typeof globalThis = window): ReturnType<typeof DOMPurify> {
  if (!purifier) {
    purifier = DOMPurify(win);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      // DOMPurify lets data: URLs through on media tags; only raster pictures in <img> stay
      // (browsers ignore spaces and control characters inside a URL scheme)
      for (const name of ['src', 'poster']) {
        const value = [...(node.getAttribute(name) ?? '')]
          .filter((ch) => ch.charCodeAt(0) > 0x20)
          .join('');
        if (
          /^data:/i.test(value) &&
          !(node.tagName === 'IMG' && name === 'src' && RASTER.test(value))
        )
          node.removeAttribute(name);
      }
      // links in server HTML open in a new tab without access to the opener
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

/**
 * Sanitizes rich HTML from the server (scripts, event handlers, `javascript:` URLs and inline
 * styles removed), then converts its text nodes with `convert` (Traditional → Simplified), never
 * the markup. Relative `src` paths are resolved with `resolveSrc` (the image base).
 */
export function safeHtml(
  html: string | null | undefined,
  convert: (text: string) => string = (t) => t,
  resolveSrc: (src: string) => string = (s) => s,
): string {
  if (!html) return '';
  const purify = getPurifier();
  // a browser DOMPurify cannot protect in: show the text only, never the markup
  if (!purify.isSupported) return escapeText(convert(html.replace(/<[^>]*>/g, ' ')));
  const fragment = purify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  const doc = fragment.ownerDocument;
  const walker = doc.createTreeWalker(fragment, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue) node.nodeValue = convert(node.nodeValue);
  }
  for (const img of Array.from(fragment.querySelectorAll('img[src]'))) {
    const src = img.getAttribute('src') ?? '';
    if (!/^(https?:|data:)/i.test(src)) img.setAttribute('src', resolveSrc(src));
    img.setAttribute('loading', 'lazy');
  }
  const box = doc.createElement('div');
  box.appendChild(fragment);
  return box.innerHTML;
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
