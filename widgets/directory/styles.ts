/** Styles of the directory. */
export const DIRECTORY_CSS = /* css */ `
.dir { display: grid; gap: 16px; container-type: inline-size; }
.dir-heading { font-size: 22px; font-weight: 700; padding-left: 10px; border-left: 4px solid var(--sztx-primary); line-height: 1.3; }
.dir-body { display: grid; gap: 14px; }
.dir-panel { display: grid; gap: 14px; }
.dir-filters { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; padding: 14px; background: var(--sztx-surface); border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); min-width: 0; }
.dir-select { display: grid; gap: 4px; font-size: 13px; color: var(--sztx-text-muted); min-width: 160px; }
.dir-select select { min-width: 160px; background: var(--sztx-surface); color: var(--sztx-text); }
.dir-search { display: flex; gap: 8px; flex: 1 1 260px; }
.dir-search .input { background: var(--sztx-surface); min-width: 0; }
.dir-filters-members { align-items: center; }
.dir-subareas { display: flex; flex-wrap: wrap; gap: 8px; border: 0; padding: 0; margin: 0; flex: 1 1 100%; min-width: 0; min-inline-size: 0; }
.dir-subareas-wait { min-block-size: 36px; }
.dir-subarea { min-height: 36px; padding: 0 14px; border-radius: 999px; border: 1px solid var(--sztx-border); background: var(--sztx-surface); font-size: 14px; }
.dir-subarea:hover { border-color: var(--sztx-primary); color: var(--sztx-primary); }
.dir-subarea-on, .dir-subarea-on:hover { background: var(--sztx-primary); border-color: var(--sztx-primary); color: var(--sztx-on-primary); }
.dir-count { font-size: 13px; color: var(--sztx-text-muted); min-height: 1.6em; }
.dir-grid { display: grid; gap: 14px; grid-template-columns: repeat(3, minmax(0, 1fr)); }
.dir-grid-member { grid-template-columns: repeat(3, minmax(0, 1fr)); }
.dir-card { background: var(--sztx-surface); border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); transition: box-shadow .15s, border-color .15s; min-width: 0; }
.dir-card:hover { box-shadow: 0 4px 16px color-mix(in srgb, var(--sztx-scrim) 8%, transparent); border-color: var(--sztx-primary-soft); }
.dir-card-inner, .dir-card-skeleton { display: flex; gap: 14px; padding: 14px; align-items: flex-start; height: 100%; }
.dir-logo-wrap { position: relative; flex: none; }
.dir-logo { width: 64px; height: 64px; border-radius: calc(var(--sztx-radius) * 1.25); object-fit: cover; background: var(--sztx-surface-alt); display: grid; place-items: center; font-size: 26px; font-weight: 700; color: var(--sztx-text-muted); }
.dir-tag { position: absolute; right: -6px; top: -6px; width: 22px; height: 22px; border-radius: 50%; display: grid; place-items: center; font: 700 12px/1 Arial, sans-serif; color: var(--sztx-on-primary); background: var(--sztx-primary); border: 2px solid var(--sztx-surface); }
.dir-tag-T { background: var(--sztx-accent); }
.dir-avatar { flex: none; width: 56px; height: 56px; border-radius: 50%; display: grid; place-items: center; font-size: 24px; font-weight: 700; color: var(--sztx-on-primary); background: linear-gradient(135deg, var(--sztx-primary), var(--sztx-accent)); }
.dir-card-body { display: grid; gap: 6px; min-width: 0; flex: 1; }
.dir-name { font-weight: 600; font-size: 16px; line-height: 1.4; overflow-wrap: anywhere; }
.dir-card-inner:hover .dir-name { color: var(--sztx-primary); }
.dir-meta { display: flex; flex-wrap: wrap; gap: 6px; font-size: 13px; color: var(--sztx-text-muted); }
.dir-chip { padding: 0 8px; border-radius: calc(var(--sztx-radius) * .5); background: var(--sztx-surface-alt); }
.dir-desc { font-size: 13px; color: var(--sztx-text-muted); display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.dir-pager { display: flex; flex-wrap: wrap; justify-content: center; gap: 6px; padding-top: 6px; }
.dir-page { min-width: 40px; min-height: 40px; padding: 0 10px; border: 1px solid var(--sztx-border); border-radius: calc(var(--sztx-radius) * .75); background: var(--sztx-surface); font-size: 14px; }
.dir-page:hover:not(:disabled) { border-color: var(--sztx-primary); color: var(--sztx-primary); }
.dir-page:disabled { opacity: .5; cursor: not-allowed; }
.dir-page-current, .dir-page-current:hover:not(:disabled) { background: var(--sztx-primary); border-color: var(--sztx-primary); color: var(--sztx-on-primary); }
.dir-gap { align-self: center; color: var(--sztx-text-muted); padding: 0 2px; }
@container (max-width: 900px) { .dir-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@container (max-width: 600px) {
  .dir-grid, .dir-grid-member { grid-template-columns: minmax(0, 1fr); gap: 10px; }
  .dir-filters { padding: 10px; gap: 10px; }
  .dir-select { flex: 1 1 calc(50% - 10px); min-width: 0; }
  .dir-select select { min-width: 0; }
  .dir-search { flex-basis: 100%; }
  .dir-subareas { flex-wrap: nowrap; overflow-x: auto; padding-bottom: 4px; }
  .dir-subareas-wait { min-block-size: 40px; }
  .dir-subarea { flex: none; }
  .dir-logo { width: 52px; height: 52px; }
  .dir-card-inner { padding: 12px; gap: 12px; }
  .dir-page:not(.dir-page-current):not(:first-child):not(:last-child) { display: none; }
  .dir-gap { display: none; }
}
`;
