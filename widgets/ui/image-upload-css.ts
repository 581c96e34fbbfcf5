/** The image field's styles (widgets/ui/ImageUpload.tsx). */
export const IMAGE_UPLOAD_CSS = /* css */ `
.iu { display: grid; gap: 8px; }
.iu-label { font-size: 14px; color: var(--sztx-text-muted); }
.iu-req { color: var(--sztx-primary); margin-right: 2px; }
.iu-list { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 10px; }
.iu-list > li { position: relative; }
.iu-item { width: 104px; display: grid; gap: 4px; }
.iu-thumb { width: 104px; height: 104px; border-radius: var(--sztx-radius); border: 1px solid var(--sztx-border);
  background: var(--sztx-surface-alt); overflow: hidden; display: grid; place-items: center; }
.iu-thumb img { width: 100%; height: 100%; object-fit: cover; display: block; }
.iu-item[data-state="error"] .iu-thumb { border-color: var(--sztx-primary); }
.iu-bar { height: 4px; border-radius: calc(var(--sztx-radius) * .25); background: var(--sztx-border); overflow: hidden; }
.iu-bar > span { display: block; height: 100%; background: var(--sztx-accent); transition: width .2s; }
.iu-tools { display: flex; gap: 2px; justify-content: space-between; }
.iu-tool { white-space: nowrap; min-width: 32px; min-height: 32px; padding: 0 6px; border: 1px solid var(--sztx-border); border-radius: calc(var(--sztx-radius) * .75);
  background: var(--sztx-surface); color: var(--sztx-text); font-size: 13px; cursor: pointer; }
.iu-tool:hover:not(:disabled) { border-color: var(--sztx-primary); color: var(--sztx-primary); }
.iu-tool:disabled { opacity: .4; cursor: not-allowed; }
.iu-err { color: var(--sztx-primary); font-size: 13px; line-height: 1.4; overflow-wrap: anywhere; }
/* a failed upload: its message beside the image, not squeezed under it */
.iu-item[data-state="error"] { width: min(100%, 260px); grid-template-columns: 104px minmax(0, 1fr); column-gap: 10px; align-items: start; }
.iu-item[data-state="error"] .iu-thumb { grid-row: span 2; }
.iu-item[data-state="error"] .iu-tools { justify-content: flex-start; flex-wrap: wrap; gap: 6px; }
.iu-thumb svg { color: var(--sztx-text-muted); }
.iu-notes { list-style: none; margin: 0; padding: 8px 10px; display: grid; gap: 4px; border-radius: calc(var(--sztx-radius) * .75); background: var(--sztx-primary-soft);
  border: 1px solid color-mix(in srgb, var(--sztx-primary) 25%, var(--sztx-surface)); color: var(--sztx-primary); font-size: 13px; line-height: 1.5; overflow-wrap: anywhere; }
.iu-add { width: 104px; height: 104px; border: 1px dashed var(--sztx-border); border-radius: var(--sztx-radius);
  background: var(--sztx-surface); color: var(--sztx-text-muted); display: grid; place-items: center; align-content: center;
  gap: 2px; cursor: pointer; font-size: 13px; }
.iu-add:hover, .iu-file:focus-visible + .iu-add { border-color: var(--sztx-accent); color: var(--sztx-accent); }
.iu-file:focus-visible + .iu-add { outline: 2px solid var(--sztx-accent); outline-offset: 2px; }
.iu-add b { font-size: 28px; font-weight: 300; line-height: 1; }
.iu-hint { font-size: 12px; color: var(--sztx-text-muted); }
.iu-file { position: absolute; width: 1px; height: 1px; opacity: 0; pointer-events: none; }
.iu-field-error { color: var(--sztx-primary); font-size: 13px; }
`;
