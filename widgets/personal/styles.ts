/** Styles shared by the personal centre's sections (forms, lists, notes). */
export const PERSONAL_CSS = /* css */ `
.pc-form { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0 20px; }
.pc-form .full { grid-column: 1 / -1; }
@container (max-width: 600px) { .pc-form { grid-template-columns: minmax(0, 1fr); } }
.pc-section { container-type: inline-size; display: grid; gap: 16px; }
.pc-switch-row { display: flex; align-items: center; gap: 12px; min-height: 42px; }
.pc-switch { position: relative; width: 46px; height: 26px; border-radius: calc(var(--sztx-radius) * 1.625); background: var(--sztx-text-muted); transition: background .15s; flex: none; }
.pc-switch::after { content: ""; position: absolute; top: 3px; left: 3px; width: 20px; height: 20px; border-radius: 50%; background: var(--sztx-surface); box-shadow: 0 1px 3px color-mix(in srgb, var(--sztx-scrim) 25%, transparent); transition: transform .15s; }
.pc-switch[aria-checked="true"] { background: var(--sztx-primary); }
.pc-switch[aria-checked="true"]::after { transform: translateX(20px); }
.pc-switch-text { font-size: 14px; color: var(--sztx-text-muted); }
.pc-address { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; }
@container (max-width: 600px) { .pc-address { grid-template-columns: minmax(0, 1fr); } }
select.input { appearance: auto; }
textarea.input { min-height: 88px; resize: vertical; }
.pc-actions { display: flex; gap: 12px; flex-wrap: wrap; margin-top: 8px; }
.pc-actions .btn { min-width: 120px; }
.pc-logout { color: var(--sztx-primary); }
.pc-list { display: grid; }
.pc-item { display: flex; gap: 14px; align-items: flex-start; padding: 14px 4px; border-bottom: 1px solid var(--sztx-border); }
.pc-item:last-child { border-bottom: 0; }
.pc-item-link { display: flex; gap: 14px; align-items: flex-start; flex: 1; min-width: 0; }
.pc-item-link:hover .pc-item-title { color: var(--sztx-primary); }
.pc-dot { width: 8px; height: 8px; border-radius: 50%; margin-top: 9px; flex: none; background: transparent; }
.pc-unread .pc-dot { background: var(--sztx-primary); }
.pc-item-body { flex: 1; min-width: 0; display: grid; gap: 4px; }
.pc-item-title { font-size: 16px; line-height: 1.5; }
.pc-unread .pc-item-title { font-weight: 700; }
.pc-item-desc { color: var(--sztx-text-muted); font-size: 14px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pc-item-meta { display: flex; gap: 12px; color: var(--sztx-text-muted); font-size: 13px; }
.pc-state-tag { font-size: 12px; padding: 0 8px; border-radius: calc(var(--sztx-radius) * 1.25); border: 1px solid var(--sztx-border); }
.pc-unread .pc-state-tag { border-color: var(--sztx-primary); color: var(--sztx-primary); }
.pc-thumb { width: 148px; aspect-ratio: 16 / 10; border-radius: calc(var(--sztx-radius) * .75); object-fit: cover; background: var(--sztx-surface-alt); flex: none; }
@container (max-width: 600px) { .pc-thumb { width: 96px; } .pc-item-desc { display: none; } }
.pc-more { justify-self: center; min-width: 160px; margin-top: 8px; }
.pc-end { text-align: center; color: var(--sztx-text-muted); font-size: 13px; padding: 8px; }
.pc-detail { display: grid; gap: 12px; }
.pc-detail-title { font-size: 22px; font-weight: 700; line-height: 1.4; }
.pc-detail-meta { color: var(--sztx-text-muted); font-size: 13px; }
.pc-rich { line-height: 1.8; overflow-wrap: anywhere; }
.pc-detail-link { margin-top: 18px; width: fit-content; }
.pc-rich p { margin: 0 0 10px; }
.pc-rich img { max-width: 100%; height: auto; }
.pc-note { display: grid; gap: 10px; }
.pc-note h2 { font-size: 17px; font-weight: 700; }
.pc-note ol { list-style: decimal; padding-left: 22px; display: grid; gap: 6px; }
.pc-note ul.pc-benefits { display: grid; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); gap: 12px; }
.pc-benefit { border: 1px solid var(--sztx-border); border-radius: calc(var(--sztx-radius) * 1.25); padding: 14px; display: grid; gap: 4px; background: var(--sztx-surface-alt); }
.pc-benefit strong { color: var(--sztx-primary); }
.pc-fee { display: flex; align-items: baseline; gap: 8px; flex-wrap: wrap; padding: 16px; border-radius: calc(var(--sztx-radius) * 1.25); background: var(--sztx-primary-soft); }
.pc-fee-amount { font-size: 30px; font-weight: 800; color: var(--sztx-primary); }
.pc-bank { display: grid; grid-template-columns: max-content 1fr; gap: 4px 14px; font-size: 14px; }
.pc-bank dt { color: var(--sztx-text-muted); }
.pc-member { display: grid; justify-items: center; gap: 10px; padding: 32px 16px; text-align: center; }
.pc-member-badge { width: 64px; height: 64px; border-radius: 50%; display: grid; place-items: center; background: var(--sztx-warning-soft); color: var(--sztx-warning); }
.pc-member-title { font-size: 20px; font-weight: 700; }
.pc-dev { display: grid; justify-items: center; gap: 10px; padding: 48px 16px; text-align: center; color: var(--sztx-text-muted); }
.pc-dev-title { font-size: 18px; color: var(--sztx-text); font-weight: 600; }
.pc-doc { width: 100%; height: 70vh; min-height: 420px; border: 1px solid var(--sztx-border); border-radius: calc(var(--sztx-radius) * 1.25); background: var(--sztx-surface); }
.pc-contact { font-size: 14px; color: var(--sztx-text-muted); margin-top: 12px; }
.pc-contact a { color: var(--sztx-accent); }
.pc-mode { font-size: 13px; padding: 2px 10px; border-radius: calc(var(--sztx-radius) * 1.25); background: var(--sztx-surface-alt); color: var(--sztx-text-muted); justify-self: start; }
`;
