/**
 * Form, detail and rich-text styles of the needs screens. Only the lazily loaded screens (the
 * publish form, my needs, the detail views) use them, so they stay out of the board's first
 * download (the embed budget: runtime + needs board ≤ 35 KB gzip).
 */
export const NEEDS_FORM_CSS = /* css */ `
.nb-req { color: var(--sztx-primary); margin-right: 2px; }
.nb-form { display: grid; gap: 2px; max-width: 720px; }
.nb-form .field > label, .nb-form .field > .label { color: var(--sztx-text); font-size: 14px; }
/* the unit's box is as wide as its example (six characters and the padding): never cut */
.row > .input.nf-unit { flex: none; width: calc(6em + 32px); }
.nb-hint { font-size: 12px; color: var(--sztx-text-muted); }
.nb-choices { display: flex; flex-wrap: wrap; gap: 8px 18px; align-items: center; min-height: 42px; }
.nb-choices label { display: inline-flex; gap: 6px; align-items: center; color: var(--sztx-text); font-size: 15px; cursor: pointer; }
.nb-choices input { width: 18px; height: 18px; accent-color: var(--sztx-primary); }
.nb-actions { display: flex; gap: 10px; flex-wrap: wrap; margin-top: 8px; }
.nb-rich { line-height: 1.8; overflow-wrap: anywhere; }
.nb-rich img { max-width: 100%; height: auto; }
.nb-rich p { margin: 0 0 .8em; }
textarea.input { min-height: 96px; resize: vertical; font-family: inherit; }
select.input { appearance: auto; }
`;
