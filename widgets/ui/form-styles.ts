// The styles of form fields (labels, text inputs, error lines), apart from the base styles
// every widget loads: a widget without a form (the news feed, the board's list) never downloads
// them. Each component that renders these classes adds them with `useFormStyles()`.
import { useEarlyStyles } from './useStyles';

/** `.field` (a label and its control), `.input`, `.field-error`, `.row` (controls side by side). */
export const FORM_CSS = /* css */ `
.field { display: grid; gap: 4px; margin-bottom: 14px; }
.field label, .field .label { font-size: 14px; color: var(--sztx-text-muted); }
.input { width: 100%; min-height: 42px; padding: 8px 12px; border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius);
  background: var(--sztx-surface); font-size: 15px; outline: none; }
.input:focus { border-color: var(--sztx-accent); box-shadow: 0 0 0 3px color-mix(in srgb, var(--sztx-accent) 15%, transparent); }
.input[aria-invalid="true"] { border-color: var(--sztx-primary); }
.field-error { color: var(--sztx-primary); font-size: 13px; min-height: 0; }
.row { display: flex; gap: 8px; align-items: stretch; }
.row > .input { flex: 1; min-width: 0; }
`;

/** Adds `FORM_CSS` to the component's shadow root, right after the base styles (`useEarlyStyles`). */
export function useFormStyles(): void {
  useEarlyStyles(FORM_CSS);
}
