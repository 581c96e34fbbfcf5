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
/** Makes the window DOMPurify parses in outside a browser (a server render's, `setHtmlWindow`). */
let makeWindow: (() => Window & typeof globalThis) | null = null;
/** The window made last, and how many bodies were sanitized in it. */
let made: { win: Window & typeof globalThis; uses: number } | null = null;
/** Bodies sanitized in one made window before the next is made (see {@link setHtmlWindow}). */
let bodiesPerWindow = 200;

/**
 * Where there is no `window` (a server render in Node), rich HTML is sanitized in a window
 * `make` makes (a jsdom window): the same DOMPurify and rules as in the browser. A window serves
 * `bodies` bodies, then is closed for a new one: jsdom keeps something of each document parsed
 * in a window for the window's life (its selector engine adds listeners to the window for every
 * document, never removed: 47 KB and a longer listener list a body), and DOMPurify parses each
 * body as a document, so a server's one window grew without bound and each body took longer
 * than the last.
 */
export function setHtmlWindow(make: () => Window & typeof globalThis, bodies = 200): void {
  makeWindow = make;
  bodiesPerWindow = bodies;
  made?.win.close();
  made = null;
  purifier = null;
}

/** The Trusted Types policy of the widgets, as DOMPurify takes it. */
type Policy = NonNullable<Config['TRUSTED_TYPES_POLICY']>;

/** Where the policy is kept: a second copy of the bundle on the page reuses it (names are unique). */
const POLICY_KEY = Symbol.for('sztx.trusted-types-policy');
let policy: Policy | null | undefined;

/**
 * The one Trusted Types policy of the widgets, named `sztx`, or null where the browser has no
 * Trusted Types (or the page's CSP does not allow the name: then it warns once). It is only given
 * to DOMPurify and used on what DOMPurify returned: HTML reaches a sink through nothing else.
 */
function trustedPolicy(): Policy | null {
  if (policy !== undefined) return policy;
  const holder = globalThis as typeof globalThis & { [POLICY_KEY]?: Policy };
  const factory = (
    globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): Policy } }
  ).trustedTypes;
  policy = holder[POLICY_KEY] ?? null;
  if (!policy && factory) {
    try {
      policy = factory.createPolicy('sztx', {
        createHTML: (html: string) => html,
        createScriptURL: () => {
          throw new TypeError('[sztx] the sztx policy makes no script URLs');
        },
      });
      holder[POLICY_KEY] = policy;
    } catch (error) {
      console.warn(
        "[sztx] could not create the Trusted Types policy 'sztx': add it to the trusted-types directive of your CSP",
        error,
      );
      policy = null;
    }
  }
  return policy;
}

/** HTML for a sink (`dangerouslySetInnerHTML`): TrustedHTML where the page requires it. */
export type SafeHtml = string | TrustedHTML;

function sign(html: string): SafeHtml {
  return trustedPolicy()?.createHTML(html) ?? html;
}

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (made && ++made.uses > bodiesPerWindow) {
    made.win.close();
    made = null;
    purifier = null;
  }
  if (!purifier) {
    if (makeWindow) made = { win: makeWindow(), uses: 1 };
    purifier = DOMPurify(made?.win ?? window);
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
): SafeHtml {
  // signed even when empty: a page that requires Trusted Types refuses a plain '' too
  if (!html) return sign('');
  const purify = getPurifier();
  // a browser DOMPurify cannot protect in: show the text only, never the markup
  if (!purify.isSupported) return sign(escapeText(convert(html.replace(/<[^<>]*>/g, ' '))));
  const tt = trustedPolicy();
  const fragment = purify.sanitize(html, {
    ...CONFIG,
    RETURN_DOM_FRAGMENT: true,
    // DOMPurify parses through the same policy instead of making one of its own
    ...(tt ? { TRUSTED_TYPES_POLICY: tt } : {}),
  });
  const doc = fragment.ownerDocument;
  const walker = doc.createTreeWalker(fragment, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue) node.nodeValue = convert(node.nodeValue);
  }
  levelHeadings(fragment);
  for (const img of Array.from(fragment.querySelectorAll('img[src]'))) {
    const src = img.getAttribute('src') ?? '';
    if (!/^(https?:|data:)/i.test(src)) img.setAttribute('src', resolveSrc(src));
    img.setAttribute('loading', 'lazy');
  }
  const box = doc.createElement('div');
  box.appendChild(fragment);
  return sign(box.innerHTML);
}

/** The level of the page's heading a rich body sits under (the page's `h1`, its title). */
const BODY_UNDER = 1;

/**
 * The levels a body's headings show at, from the levels it sent: its top headings one level
 * below the page's title, each deeper one one level below the heading it follows (an editor's
 * `h1` → `h3` is `h2` → `h3`, and its `h3` after the title is an `h2`): heading levels never
 * skip, whatever the editor chose.
 */
export function headingLevels(sent: readonly number[]): number[] {
  /** The enclosing headings: their level in the body as sent, and as shown. */
  const open: Array<{ sent: number; shown: number }> = [];
  return sent.map((level) => {
    while (open.length && open.at(-1)!.sent >= level) open.pop();
    const shown = Math.min(6, (open.at(-1)?.shown ?? BODY_UNDER) + 1);
    open.push({ sent: level, shown });
    return shown;
  });
}

/** Renames the body's headings to the levels {@link headingLevels} gives them. */
function levelHeadings(root: DocumentFragment): void {
  const headings = Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'));
  const sent = headings.map((heading) => Number(heading.tagName[1]));
  const shown = headingLevels(sent);
  headings.forEach((heading, i) => {
    if (shown[i] === sent[i]) return;
    const renamed = heading.ownerDocument.createElement(`h${shown[i]}`);
    for (const { name, value } of Array.from(heading.attributes)) renamed.setAttribute(name, value);
    renamed.append(...Array.from(heading.childNodes));
    heading.replaceWith(renamed);
  });
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
