import { PHONE_MEDIA } from '../../core/layout/breakpoint';

/** Styles of the portal shell. */
export const PORTAL_CSS = /* css */ `
:host { min-height: 100vh; background: var(--sztx-surface-alt); }
.portal { min-height: 100vh; display: flex; flex-direction: column; }
.wrap { width: 100%; max-width: 1200px; margin: 0 auto; padding: 0 20px; }
/* at least a screen tall, so the footer never shows under a loading page and jumps away (CLS) */
.main { flex: 1; outline: none; padding: 24px 0 48px; min-height: 100vh; box-sizing: border-box; }
.page { display: grid; gap: 20px; }
.page-narrow { max-width: 480px; }
.page-title { font-size: 22px; font-weight: 700; }
.card { background: var(--sztx-surface); border: 1px solid var(--sztx-border); border-radius: calc(var(--sztx-radius) * 1.5); padding: 24px; }
.skip-link { position: absolute; left: 8px; top: -60px; z-index: 10; padding: 8px 14px; background: var(--sztx-surface); border-radius: calc(var(--sztx-radius) * .75); box-shadow: 0 2px 8px color-mix(in srgb, var(--sztx-shadow) 20%, transparent); }
.skip-link:focus { top: 8px; }

.header { position: sticky; top: 0; z-index: 100; background: var(--sztx-surface); box-shadow: 0 1px 0 var(--sztx-border); }
.header-bar { display: flex; align-items: center; gap: 12px; height: 64px; }
.brand { display: flex; align-items: center; gap: 10px; min-width: 0; min-height: 40px; }
.brand-logo { height: 40px; width: auto; }
.brand-name { font-size: 20px; font-weight: 700; color: var(--sztx-primary); white-space: nowrap; letter-spacing: .04em; }
.header-tools { margin-left: auto; display: flex; align-items: center; gap: 4px; }
.icon-btn { position: relative; display: grid; place-items: center; width: 40px; height: 40px; border-radius: 50%; color: var(--sztx-text); }
.icon-btn:hover { background: var(--sztx-surface-alt); color: var(--sztx-primary); }
.badge { position: absolute; top: 3px; right: 1px; min-width: 18px; height: 18px; padding: 0 5px; border-radius: calc(var(--sztx-radius) * 1.125); background: var(--sztx-primary); color: var(--sztx-on-primary); font-size: 11px; line-height: 18px; text-align: center; font-weight: 600; }
.lang-btn { width: 40px; height: 40px; border-radius: 50%; font-weight: 700; color: var(--sztx-accent); border: 1px solid var(--sztx-border); margin: 0 4px; }
.lang-btn:hover { border-color: var(--sztx-accent); }
.avatar { display: grid; place-items: center; width: 36px; height: 36px; border-radius: 50%; overflow: hidden; background: var(--sztx-primary-soft); color: var(--sztx-primary); font-weight: 700; margin-left: 4px; }
.avatar img { width: 100%; height: 100%; object-fit: cover; }
.user-menu { position: relative; }
.menu-pop { position: absolute; right: 0; top: calc(100% + 8px); min-width: 168px; background: var(--sztx-surface); border: 1px solid var(--sztx-border); border-radius: calc(var(--sztx-radius) * 1.25); box-shadow: 0 10px 30px color-mix(in srgb, var(--sztx-scrim) 12%, transparent); padding: 6px; display: grid; z-index: 120; }
.menu-pop-name { padding: 8px 10px; font-weight: 600; border-bottom: 1px solid var(--sztx-border); margin-bottom: 4px; }
.menu-pop [role="menuitem"] { display: block; width: 100%; text-align: left; padding: 9px 10px; border-radius: calc(var(--sztx-radius) * .75); font-size: 14px; }
.menu-pop [role="menuitem"]:hover, .menu-pop [role="menuitem"]:focus-visible { background: var(--sztx-surface-alt); color: var(--sztx-primary); }
.portal[data-ready="false"] .header, .portal[data-ready="false"] .main, .portal[data-ready="false"] .footer { visibility: hidden; }
.login-btn { min-height: 36px; padding: 0 16px; margin-left: 4px; }
.search { display: flex; align-items: center; gap: 4px; }
.search .input { min-height: 36px; width: 220px; }

.menu { background: var(--sztx-primary); }
.menu-list { display: flex; justify-content: space-between; }
.menu-link { display: block; padding: 0 8px; line-height: 46px; color: var(--sztx-on-primary); font-size: 15px; white-space: nowrap; border-bottom: 3px solid transparent; }
.menu-link:hover, .menu-link[aria-current] { background: color-mix(in srgb, var(--sztx-scrim) 15%, transparent); border-bottom-color: var(--sztx-highlight); }
.menu-link:focus-visible { outline-color: var(--sztx-on-primary); outline-offset: -3px; }
/* entries under a menu entry: a small list on hover or keyboard focus (indented in the drawer) */
.menu-has-sub { position: relative; }
.menu .menu-sub { display: none; position: absolute; top: 100%; left: 0; z-index: 60; min-width: 100%; padding: 4px 0;
  background: var(--sztx-surface); border-radius: 0 0 calc(var(--sztx-radius) * .75) calc(var(--sztx-radius) * .75); box-shadow: 0 8px 20px color-mix(in srgb, var(--sztx-scrim) 15%, transparent); }
.menu-has-sub:hover > .menu-sub, .menu-has-sub:focus-within > .menu-sub { display: block; }
.menu .menu-sub .menu-link { color: var(--sztx-text); line-height: 40px; padding: 0 14px; border-bottom: 0; }
.menu .menu-sub .menu-link:hover, .menu .menu-sub .menu-link[aria-current="page"] { color: var(--sztx-primary); background: var(--sztx-surface-alt); }
.menu .menu-sub .menu-link:focus-visible { outline-color: var(--sztx-accent); }
.menu-skeleton { width: 64px; height: 14px; margin: 16px 0 19px; border-radius: calc(var(--sztx-radius) * .5); background: color-mix(in srgb, var(--sztx-on-primary) 25%, transparent); }

.drawer-backdrop { position: fixed; inset: 0; z-index: 200; background: color-mix(in srgb, var(--sztx-scrim) 45%, transparent); }
.drawer { position: absolute; inset: 0 auto 0 0; width: min(84vw, 320px); background: var(--sztx-surface); overflow-y: auto; padding: 12px 16px 24px; display: grid; align-content: start; gap: 12px; }
.drawer-head { display: flex; align-items: center; justify-content: space-between; }
.drawer .search .input { width: 100%; }
.drawer .search { width: 100%; }
.drawer-list { display: grid; }
.drawer-list .menu-link { color: var(--sztx-text); line-height: 48px; border-bottom: 1px solid var(--sztx-border); padding: 0 4px; }
.drawer-logout { width: 100%; text-align: left; color: var(--sztx-primary) !important; }
.drawer-list .menu-sub { list-style: none; margin: 0; padding: 0; }
.drawer-list .menu-sub .menu-link { padding-left: 20px; font-size: 15px; }
.drawer-list .menu-link[aria-current] { color: var(--sztx-primary); background: none; font-weight: 600; }

.hero { border-radius: calc(var(--sztx-radius) * 1.75); padding: 32px; color: var(--sztx-on-primary); background: linear-gradient(120deg, var(--sztx-primary-dark) 0%, var(--sztx-primary) 55%, color-mix(in srgb, var(--sztx-primary), var(--sztx-highlight)) 100%); display: grid; gap: 6px; }
.hero-kicker { opacity: .85; font-size: 14px; letter-spacing: .1em; }
.hero-title { font-size: 30px; font-weight: 700; }
.hero-text { opacity: .92; }
.placeholder { display: grid; gap: 14px; justify-items: start; padding: 40px; }

.footer { background: var(--sztx-dark); color: var(--sztx-on-dark); font-size: 14px; }
.footer-grid { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); gap: 28px; padding-top: 36px; padding-bottom: 28px; }
.footer-grid > .footer-qr { width: 120px; }
.footer-title { color: var(--sztx-on-primary); font-size: 15px; font-weight: 600; margin-bottom: 10px; }
.footer-col { min-width: 0; overflow-wrap: anywhere; }
.footer-col ul { display: grid; gap: 6px; }
.footer-col a:hover { color: var(--sztx-on-primary); text-decoration: underline; }
/* two columns wide (the whole row on a phone): the phone and e-mail lines stay whole, label
   and value on one line (an address never breaks at its @, a number never drops under its label) */
.footer-contact { font-style: normal; display: grid; gap: 6px; align-content: start; grid-column: span 2; }
.footer-line { white-space: nowrap; overflow-wrap: normal; }
.footer-qr { display: grid; justify-items: center; gap: 6px; align-content: start; }
.footer-qr img { background: var(--sztx-surface); padding: 4px; border-radius: calc(var(--sztx-radius) * .75); }
.footer-bottom { border-top: 1px solid color-mix(in srgb, var(--sztx-on-dark) 20%, var(--sztx-dark)); padding: 14px 0; font-size: 13px; text-align: center; }

/* Tablets and small laptops: the 13 entries stay on one row above the phone layout (from 769
   px): their type and spacing follow the width (12 px type at 769, 14 px from 900), instead of
   a second row of entries under the first. */
@media (max-width: 1100px) {
  .menu-list { justify-content: space-between; }
  .menu-link { padding: 0 clamp(3px, .55vw, 10px); line-height: 42px; font-size: clamp(12px, 1.55vw, 14px); }
  .menu-skeleton { margin: 13px 4px 13px; }
  .footer-grid { grid-auto-flow: row; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); }
}

@media ${PHONE_MEDIA} {
  /* the sides only: a column's own top and bottom padding (the footer's) stays */
  .wrap { padding-left: 14px; padding-right: 14px; }
  .header-bar { height: 56px; gap: 4px; }
  .brand-name { font-size: 17px; }
  .brand-logo { height: 32px; }
  .main { padding: 14px 0 32px; }
  .hero { padding: 22px 18px; }
  .hero-title { font-size: 22px; }
  .card { padding: 18px; }
  .footer-grid { grid-auto-flow: row; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 20px; }
  .footer-contact { grid-column: 1 / -1; }
  .header-tools .icon-btn { width: 36px; height: 36px; }
  .lang-btn { width: 34px; height: 34px; margin: 0 2px; }
}
`;
