/** Styles of the application pages and the form element. */
export const APPLY_CSS = /* css */ `
.apply { display: grid; gap: 16px; padding-bottom: 24px; max-width: 880px; margin: 0 auto; width: 100%; container-type: inline-size; }
.apply-heading { font-size: 22px; font-weight: 700; }
.apply-notice { display: grid; gap: 10px; padding: 14px 16px; border-radius: var(--sztx-radius);
  background: var(--sztx-primary-soft); color: var(--sztx-text); border-left: 4px solid var(--sztx-primary); font-size: 14px; }
.apply-notice strong { color: var(--sztx-primary-dark); font-weight: 600; margin-left: 4px; }
.apply-template { display: inline-flex; align-items: center; gap: 6px; color: var(--sztx-accent); font-weight: 600; width: fit-content; }
.apply-templates { display: flex; flex-wrap: wrap; gap: 8px 24px; }
.apply-template-note { color: var(--sztx-text-muted); font-weight: 400; font-size: 13px; }
.apply-template:hover { text-decoration: underline; }
.apply-card { background: var(--sztx-surface); border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); padding: 8px 24px 0; }
.apply-card.apply-login { display: grid; justify-items: center; gap: 14px; padding: 40px 16px; text-align: center; color: var(--sztx-text-muted); }
.apply-status { margin: 14px 0 4px; padding: 10px 12px; border-radius: calc(var(--sztx-radius) * .75); background: var(--sztx-surface-alt); font-size: 14px; color: var(--sztx-text-muted); }
.apply-unsent { display: grid; gap: 10px; background: var(--sztx-warning-soft); color: var(--sztx-warning); border-left: 4px solid var(--sztx-highlight); }
.apply-unsent strong { margin-right: 4px; }
.apply-unsent-actions { display: flex; flex-wrap: wrap; gap: 10px; }
.apply-unsent-actions .btn { min-height: 36px; }
.apply-status-ok { background: var(--sztx-success-soft); color: var(--sztx-success); }
.apply-fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
.apply-list { display: grid; }
.apply-q { display: grid; gap: 8px; padding: 18px 0; border-bottom: 1px solid var(--sztx-border); scroll-margin: 80px; }
.apply-q-title { display: flex; align-items: baseline; gap: 8px; font-size: 15px; font-weight: 600; color: var(--sztx-text); }
.apply-no { flex: none; min-width: 28px; font-variant-numeric: tabular-nums; color: var(--sztx-primary); font-weight: 700; }
.apply-star { color: var(--sztx-primary); font-weight: 700; }
.apply-optional { color: var(--sztx-text-muted); font-weight: 400; font-size: 13px; }
.apply-hint { color: var(--sztx-text-muted); font-size: 13px; padding-left: 36px; }
.apply-q > .input, .apply-q > .row, .apply-q > .apply-options, .apply-q > .apply-image, .apply-q > .field-error,
.apply-q > .apply-fraternity { margin-left: 36px; max-width: 520px; }
.apply-q > .apply-fraternity { margin-bottom: 0; }
.apply-q-missing .apply-q-title { color: var(--sztx-primary); }
.apply-q-missing .apply-options { outline: 1px solid var(--sztx-primary); outline-offset: 6px; border-radius: calc(var(--sztx-radius) * .5); width: fit-content; padding-right: 6px; }
.apply-q-missing .iu-add { border-color: var(--sztx-primary); color: var(--sztx-primary); }
.apply-textarea { resize: vertical; min-height: 84px; }
.apply-date { max-width: 240px; }
.apply-options { display: flex; flex-wrap: wrap; gap: 10px 22px; }
.apply-option { display: inline-flex; align-items: center; gap: 8px; min-height: 36px; cursor: pointer; }
.apply-option input { width: 18px; height: 18px; accent-color: var(--sztx-primary); margin: 0; }
.apply-capital { align-items: center; }
.apply-capital .input:first-child { flex: 1; }
.apply-unit { color: var(--sztx-text-muted); }
.apply-currency { flex: 0 0 120px; width: 120px; }
/* the numbered title names the image question; the upload field's own legend stays for screen readers */
.apply-q .iu-label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.apply-fieldset:disabled .iu-file, .apply-fieldset:disabled .iu-add, .apply-fieldset:disabled .iu-tools { display: none; }
.apply-footer { position: sticky; bottom: 0; margin: 0 -24px; padding: 14px 24px; background: color-mix(in srgb, var(--sztx-surface) 96%, transparent);
  border-top: 1px solid var(--sztx-border); border-radius: 0 0 var(--sztx-radius) var(--sztx-radius); }
.apply-footer { display: flex; justify-content: center; }
.apply-footer .btn { min-height: 46px; font-size: 16px; max-width: 360px; }
.apply-approved, .apply-approved:disabled { background: var(--sztx-text-muted); border-color: var(--sztx-text-muted); color: var(--sztx-on-primary); opacity: 1; }
@container (max-width: 560px) {
  .apply-card { padding: 4px 14px 0; }
  .apply-footer { margin: 0 -14px; padding: 12px 14px; }
  .apply-hint { padding-left: 0; }
  .apply-q > .input, .apply-q > .row, .apply-q > .apply-options, .apply-q > .apply-image, .apply-q > .field-error,
  .apply-q > .apply-fraternity { margin-left: 0; }
  .apply-footer .btn { max-width: none; }
  .apply-currency { flex-basis: 96px; width: 96px; }
}

/* /apply: the choice */
.apply-choice { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 20px; }
.apply-choice-card { display: grid; gap: 10px; justify-items: start; text-align: start; padding: 28px 24px; width: 100%;
  border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); background: var(--sztx-surface); transition: border-color .15s, box-shadow .15s; }
.apply-choice-card:hover { border-color: var(--sztx-primary); box-shadow: 0 6px 18px color-mix(in srgb, var(--sztx-primary) 10%, transparent); }
.apply-choice-icon { width: 48px; height: 48px; border-radius: 50%; display: grid; place-items: center; background: var(--sztx-primary-soft); color: var(--sztx-primary); }
.apply-choice-title { font-size: 18px; font-weight: 700; color: var(--sztx-text); }
.apply-choice-desc { color: var(--sztx-text-muted); font-size: 14px; }
.apply-choice-go { color: var(--sztx-primary); font-weight: 600; font-size: 14px; }
@container (max-width: 560px) { .apply-choice { grid-template-columns: 1fr; gap: 12px; } .apply-choice-card { padding: 20px 16px; } }
`;
