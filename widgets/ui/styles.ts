// Base styles shared by every widget's shadow root. Theme with the documented --sztx-* properties.

/**
 * The design tokens' defaults. Registered as inherited custom properties where the browser can
 * (values set on the element or any ancestor then win); a `:host` rule in the others.
 */
export const TOKENS_CSS = /* css */ `
:host {
  --sztx-primary: #b4232a;
  --sztx-primary-dark: #8e1b21;
  --sztx-primary-soft: #fbeaea;
  --sztx-accent: #1f5fa8;
  --sztx-text: #1f2329;
  --sztx-text-muted: #5f6670;
  --sztx-border: #e3e5e8;
  --sztx-surface: #ffffff;
  --sztx-surface-alt: #f6f7f9;
  --sztx-on-primary: #ffffff;
  --sztx-accent-soft: #eaf1fa;
  --sztx-success: #1d6b37;
  --sztx-success-soft: #e8f5ec;
  --sztx-warning: #7a4b00;
  --sztx-warning-soft: #fff5df;
  --sztx-highlight: #ffd27a;
  --sztx-dark: #23262b;
  --sztx-on-dark: #c9ccd1;
  --sztx-scrim: #0f1218;
  --sztx-shadow: #000000;
  --sztx-radius: 8px;
  --sztx-font: "PingFang TC", "Noto Sans CJK TC", "Noto Sans TC", "Microsoft JhengHei", system-ui, sans-serif;
}
`;

// declarations split apart, not matched by one pattern: `(--sztx-[\w-]+):\s*([^;]+);` retried
// from every name of an unterminated list (quadratic); the build squeezes this CSS to one line
const TOKEN_DEFAULTS = TOKENS_CSS.split(/[{};]/)
  .map((declaration) => declaration.split(':').map((part) => part.trim()) as [string, string])
  .filter(([name]) => name.startsWith('--'));

/** The documented theme properties. */
export const THEME_TOKENS: readonly string[] = TOKEN_DEFAULTS.map(([name]) => name);

/** Each documented theme property's default value (the preview's theme editor starts from them). */
export const THEME_DEFAULTS: Readonly<Record<string, string>> =
  /* @__PURE__ */ Object.fromEntries(TOKEN_DEFAULTS);

let registered: boolean | undefined;

/** Registers the tokens once per page (another copy of the widgets may have done it). */
function tokensRegistered(): boolean {
  if (registered !== undefined) return registered;
  registered = typeof CSS !== 'undefined' && 'registerProperty' in CSS;
  for (const [name, initialValue] of registered ? TOKEN_DEFAULTS : []) {
    try {
      CSS.registerProperty({ name, syntax: '*', inherits: true, initialValue });
    } catch (error) {
      if ((error as Error).name !== 'InvalidModificationError') registered = false;
    }
  }
  return registered;
}

/** Base CSS: resets inherited host-page styles. */
export const BASE_CSS = /* css */ `
:host {
  all: initial;
  display: block;
}
/* The host element can be styled by the page (a global "* { … !important }" reaches it), and
   inherited properties would flow in from there: the root inside the shadow sets them all. */
.sztx-root {
  font: normal 400 15px/1.6 var(--sztx-font);
  color: var(--sztx-text);
  letter-spacing: normal; word-spacing: normal; text-align: start; text-indent: 0; text-transform: none;
  text-decoration: none; text-shadow: none; white-space: normal; font-variant: normal; font-style: normal;
  visibility: visible; cursor: auto; direction: ltr; writing-mode: horizontal-tb; list-style: none;
  -webkit-font-smoothing: antialiased;
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }
h1, h2, h3, h4, p, ul, ol, figure { margin: 0; padding: 0; }
ul, ol { list-style: none; }
img { max-width: 100%; display: block; }
a { color: inherit; text-decoration: none; }
button, input, select, textarea { font: inherit; color: inherit; letter-spacing: normal; text-transform: none; }
button { cursor: pointer; background: none; border: 0; padding: 0; margin: 0; width: auto; height: auto; box-shadow: none; border-radius: 0; }
:focus-visible { outline: 2px solid var(--sztx-accent); outline-offset: 2px; }
.sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }

.btn { display: inline-flex; align-items: center; justify-content: center; gap: 6px; min-height: 40px; padding: 0 18px;
  border-radius: var(--sztx-radius); border: 1px solid var(--sztx-border); background: var(--sztx-surface); color: var(--sztx-text); font-size: 15px; white-space: nowrap; }
.btn:hover:not(:disabled) { border-color: var(--sztx-primary); color: var(--sztx-primary); }
.btn:disabled { cursor: not-allowed; opacity: .55; }
.btn-primary { background: var(--sztx-primary); border-color: var(--sztx-primary); color: var(--sztx-on-primary); }
.btn-primary:hover:not(:disabled) { background: var(--sztx-primary-dark); border-color: var(--sztx-primary-dark); color: var(--sztx-on-primary); }
.btn-block { width: 100%; }
.btn-link { border: 0; min-height: auto; padding: 0; color: var(--sztx-accent); background: none; }

.state { display: grid; justify-items: center; gap: 12px; padding: 40px 16px; text-align: center; color: var(--sztx-text-muted); }
.skeleton { background: linear-gradient(90deg, var(--sztx-border) 25%, var(--sztx-surface-alt) 37%, var(--sztx-border) 63%); background-size: 400% 100%;
  animation: sztx-shimmer 1.4s ease infinite; border-radius: calc(var(--sztx-radius) * .75); }
@keyframes sztx-shimmer { 0% { background-position: 100% 50%; } 100% { background-position: 0 50%; } }
@media (prefers-reduced-motion: reduce) { .skeleton { animation: none; } *, *::before, *::after { transition: none !important; } }
`;

const sheets = new Map<string, CSSStyleSheet | null>();

function sheetFor(css: string): CSSStyleSheet | null {
  if (!sheets.has(css)) {
    let sheet: CSSStyleSheet | null = null;
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    } catch {
      sheet = null;
    }
    sheets.set(css, sheet);
  }
  return sheets.get(css) ?? null;
}

/**
 * Adds stylesheets to a shadow root after the ones it has (for lazily loaded parts); with
 * `afterBase`, right after the base styles instead, before any widget's own (shared styles that
 * rank with the base ones, which a widget's rules may override: form fields).
 */
export function addStyles(root: ShadowRoot, cssList: string[], afterBase = false): void {
  const constructed = cssList.map(sheetFor);
  if ('adoptedStyleSheets' in root && constructed.every((s) => s !== null)) {
    const have = root.adoptedStyleSheets;
    const added = (constructed as CSSStyleSheet[]).filter((s) => !have.includes(s));
    const at = afterBase ? have.indexOf(sheetFor(BASE_CSS)!) + 1 : have.length;
    root.adoptedStyleSheets = [...have.slice(0, at), ...added, ...have.slice(at)];
    return;
  }
  const style = document.createElement('style');
  style.textContent = cssList.join('\n');
  const base = afterBase ? root.querySelector('style') : null;
  if (base) base.after(style);
  else if (afterBase) root.prepend(style);
  else root.append(style);
}

/** Applies shared constructable stylesheets to a shadow root (a `<style>` where unsupported). */
export function adoptStyles(root: ShadowRoot, css: string[]): void {
  const cssList = css.includes(BASE_CSS) && !tokensRegistered() ? [TOKENS_CSS, ...css] : css;
  const constructed = cssList.map(sheetFor);
  if ('adoptedStyleSheets' in root && constructed.every((s) => s !== null)) {
    root.adoptedStyleSheets = constructed as CSSStyleSheet[];
    return;
  }
  const style = document.createElement('style');
  style.textContent = cssList.join('\n');
  root.prepend(style);
}
