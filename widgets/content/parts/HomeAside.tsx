import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { listInvestInfo } from '../../../core/api/needs/reads';
import type { InvestInfo } from '../../../core/api/needs/records';
import { siteOf } from '../../../core/content/site';
import { PC_MEDIA, PHONE_MEDIA } from '../../../core/layout/breakpoint';
import { $isPc } from '../../../core/layout/layout';
import { navigate } from '../../../core/router/router';
import { requireLogin } from '../../../core/session/session';
import { useText } from '../../ui/i18n';
import { StrokeIcon } from '../../ui/icons';
import * as ui from '../../ui/messages';
import { useQuery } from '../../ui/query';
import { useApi, useImageUrl, usePortalHref } from '../../ui/scope';
import { useStyles } from '../../ui/useStyles';
import * as texts from '../messages';

/** A side-bar button that opens its pop-up (`children`) below it. */
function SideItem(props: {
  label: string;
  open: boolean;
  onToggle: () => void;
  children: React.ReactNode;
}) {
  const { t } = useText();
  return (
    <div className="sb-item">
      <button type="button" className="sb-btn" aria-expanded={props.open} onClick={props.onToggle}>
        {t(props.label)}
      </button>
      {props.open ? props.children : null}
    </div>
  );
}

/** Back to the top of the page; the keyboard's place goes to the start of the content. */
function backToTop(from: Element) {
  window.scrollTo?.({ top: 0, behavior: 'smooth' });
  const main = (from.getRootNode() as Document | ShadowRoot).getElementById?.('sztx-main');
  main?.focus({ preventScroll: true });
}

const openMyCompany = () => {
  if (requireLogin()) navigate('/my_company');
};

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Icons of the phone's shortcut bar (24×24 strokes). */
const BAR_ICONS = {
  phone:
    'M6.5 3.5h3l1.5 4.5-2.2 1.4a11 11 0 0 0 5.8 5.8l1.4-2.2 4.5 1.5v3a2 2 0 0 1-2.2 2A17 17 0 0 1 4.5 5.7a2 2 0 0 1 2-2.2z',
  join: 'M15 20a6 6 0 0 0-12 0M9 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM19 8v6M16 11h6',
  company: 'M4 20V6l8-3v17M12 8h8v12M7 9h2M7 13h2M15 12h2M15 16h2M2 20h20',
  top: 'M12 20V5M5 11l7-7 7 7',
};

function BarIcon(props: { d: string }) {
  return <StrokeIcon d={props.d} size={20} strokeWidth="1.8" linecap="round" linejoin="round" />;
}

/**
 * The side bar on a phone: a compact bar of the same shortcuts (phone, join, my company, back
 * to top; the QR codes are for scanning from a computer) that follows the bottom of the screen
 * and comes to rest after the page's content, so it never sits over the last of it.
 */
function ShortcutBar() {
  const portalHref = usePortalHref();
  const { t } = useText();
  const phone = useStore(siteOf(useApi())).profile?.info?.phone;
  return (
    <nav className="sb-bar" aria-label={t(texts.shortcuts)}>
      {phone ? (
        <a className="sb-bar-item" href={telHref(phone)}>
          <BarIcon d={BAR_ICONS.phone} />
          <span>{t(texts.telephone)}</span>
          <span className="sr-only"> {phone}</span>
        </a>
      ) : null}
      <a className="sb-bar-item" href={portalHref('/apply')}>
        <BarIcon d={BAR_ICONS.join} />
        <span>{t(texts.joinAssociation)}</span>
      </a>
      <button type="button" className="sb-bar-item" onClick={openMyCompany}>
        <BarIcon d={BAR_ICONS.company} />
        <span>{t(ui.myCompany)}</span>
      </button>
      <button type="button" className="sb-bar-item" onClick={(e) => backToTop(e.currentTarget)}>
        <BarIcon d={BAR_ICONS.top} />
        <span>{t(texts.backToTop)}</span>
      </button>
    </nav>
  );
}

/**
 * Side floating bar: QR codes, phone, join, my company (login first), back to top; on a phone,
 * the compact bar at the bottom of the screen. Placed after the page (outside its grid), so
 * the phone's bar can follow the screen down to the end of the content.
 */
export function SideBar() {
  const portalHref = usePortalHref();
  const imageUrl = useImageUrl();
  useStyles(SIDE_CSS);
  const { t } = useText();
  const isPc = useStore($isPc);
  const site = useStore(siteOf(useApi()));
  const info = site.profile?.info;
  const [open, setOpen] = useState<'qr' | 'phone' | null>(null);
  const toggle = (key: 'qr' | 'phone') => setOpen((o) => (o === key ? null : key));
  if (!isPc) return <ShortcutBar />;
  return (
    <nav className="sb" aria-label={t(texts.shortcuts)}>
      <SideItem label={texts.qrCode} open={open === 'qr'} onToggle={() => toggle('qr')}>
        <div className="sb-pop sb-qr">
          <figure>
            <img
              src={imageUrl(info?.wechatQrCode || '/files/seed/wx-qrcode.svg')}
              alt=""
              width="120"
              height="120"
            />
            <figcaption>{t(texts.followAccount)}</figcaption>
          </figure>
          <figure>
            <img src={imageUrl('/files/seed/qr-mini.svg')} alt="" width="120" height="120" />
            <figcaption>{t(texts.miniProgram)}</figcaption>
          </figure>
        </div>
      </SideItem>
      <SideItem label={texts.telephone} open={open === 'phone'} onToggle={() => toggle('phone')}>
        {info?.phone ? (
          <div className="sb-pop">
            <a href={telHref(info.phone)}>{info.phone}</a>
          </div>
        ) : null}
      </SideItem>
      <a className="sb-btn" href={portalHref('/apply')}>
        {t(texts.joinAssociation)}
      </a>
      <button type="button" className="sb-btn" onClick={openMyCompany}>
        {t(ui.myCompany)}
      </button>
      <button type="button" className="sb-btn" onClick={(e) => backToTop(e.currentTarget)}>
        {t(texts.backToTop)}
      </button>
    </nav>
  );
}

const SIDE_CSS = /* css */ `
/* the bar: 74 px wide, 12 px from the screen's edge; the page's column (the home page and the
   footer under it) leaves it that room and 8 px more, so it never sits over the content: narrower
   and still centred where the screen has room beside it, else with a wider right margin */
@media (min-width: 1100px) { .wrap.hm, .portal:has(.sb) .footer .wrap { max-width: min(1200px, calc(100% - 148px)); } }
@media ${PC_MEDIA} and (max-width: 1099px) { .wrap.hm, .portal:has(.sb) .footer .wrap { padding-right: 94px; } }
.sb { position: fixed; right: 12px; top: 45%; z-index: 20; display: grid; gap: 2px; background: var(--sztx-surface); border: 1px solid var(--sztx-border); border-radius: calc(var(--sztx-radius) * 1.25); box-shadow: 0 4px 16px color-mix(in srgb, var(--sztx-shadow) 10%, transparent); padding: 4px; }
.sb-item { position: relative; }
.sb-btn { display: block; width: 64px; padding: 8px 4px; font-size: 12px; line-height: 1.3; text-align: center; background: none; border: 0; border-radius: calc(var(--sztx-radius) * .75); cursor: pointer; color: var(--sztx-text); font-family: inherit; }
.sb-btn:hover, .sb-btn:focus-visible { background: var(--sztx-primary-soft); color: var(--sztx-primary); }
.sb-pop { position: absolute; right: 76px; top: 0; background: var(--sztx-surface); border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); padding: 10px; box-shadow: 0 4px 16px color-mix(in srgb, var(--sztx-scrim) 12%, transparent); white-space: nowrap; }
.sb-qr { display: flex; gap: 10px; }
.sb-qr figure { display: grid; justify-items: center; gap: 4px; font-size: 12px; margin: 0; }
/* the phone's bar: sticky to the bottom of the screen inside the main area, at rest after the
   page's content (above the footer) */
.sb-bar { position: sticky; bottom: 0; z-index: 20; display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr);
  margin-bottom: -32px; background: var(--sztx-surface); border-top: 1px solid var(--sztx-border); box-shadow: 0 -2px 10px color-mix(in srgb, var(--sztx-scrim) 6%, transparent);
  padding-bottom: env(safe-area-inset-bottom, 0px); }
.sb-bar-item { display: grid; justify-items: center; align-content: center; gap: 2px; min-height: 52px; padding: 4px 2px; font-size: 12px; line-height: 1.2;
  color: var(--sztx-text); text-align: center; white-space: nowrap; }
.sb-bar-item svg { color: var(--sztx-primary); }
.sb-bar-item:hover, .sb-bar-item:focus-visible { background: var(--sztx-primary-soft); color: var(--sztx-primary); }
.sb-bar-item:focus-visible { outline-offset: -2px; }
`;

/**
 * While any element of the page marked `data-keep-clear` (the statistics, the cards of lists with
 * their dates at the right) is under `place`,
 * true: the pop-up steps aside for it. Follows scrolling and resizing, once a frame at most.
 */
function useStepAside(place: React.RefObject<HTMLElement | null>, active: boolean): boolean {
  const [aside, setAside] = useState(true);
  useEffect(() => {
    const box = place.current;
    if (!active || !box) return;
    const root = box.getRootNode() as Document | ShadowRoot;
    let frame = 0;
    const check = () => {
      frame = 0;
      const a = box.getBoundingClientRect();
      const covers = [...root.querySelectorAll('[data-keep-clear]')].some((el) => {
        const b = el.getBoundingClientRect();
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      });
      setAside(covers);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // the statistics grow when their numbers and map arrive
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    for (const el of root.querySelectorAll('[data-keep-clear]')) resize?.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resize?.disconnect();
    };
  }, [place, active]);
  return aside;
}

/**
 * Bottom-right pop-up notice (spec 000 §2): a random procurement or investment item linking to
 * /investInfo/{id}. A corner card that never covers the statistics: while they are under its
 * corner it steps aside (hidden), and comes back once they have scrolled past.
 */
export function InvestPopup() {
  const portalHref = usePortalHref();
  const imageUrl = useImageUrl();
  useStyles(POP_CSS);
  const { t } = useText();
  const [closed, setClosed] = useState(false);
  const place = useRef<HTMLElement>(null);
  const pick = useQuery(['needs', 'invest-pick'], async (call) => {
    const first: 'order' | 'invest' = Math.random() < 0.5 ? 'order' : 'invest';
    const withImage = (list: InvestInfo[]) => list.filter((i) => i.id && i.images[0]);
    let items = withImage(await listInvestInfo(call, first));
    if (items.length === 0)
      items = withImage(await listInvestInfo(call, first === 'order' ? 'invest' : 'order'));
    return items.length ? items[Math.floor(Math.random() * items.length)]! : null;
  });
  const item = pick.data;
  const shown = Boolean(item) && !closed;
  const aside = useStepAside(place, shown);
  if (!shown || !item) return null;
  return (
    <aside
      ref={place}
      className="ip"
      aria-label={t(texts.purchaseAndInvest)}
      data-aside={aside ? 'true' : 'false'}
    >
      <div className="ip-card">
        <button
          type="button"
          className="ip-close"
          aria-label={t(ui.close)}
          onClick={() => setClosed(true)}
        >
          ×
        </button>
        <a href={portalHref(`/investInfo/${encodeURIComponent(item.id)}`)}>
          <img src={imageUrl(item.images[0])} alt={t(item.title)} />
        </a>
      </div>
    </aside>
  );
}

const POP_CSS = /* css */ `
.ip { position: fixed; right: 16px; bottom: 16px; z-index: 21; width: 240px; pointer-events: none; }
.ip-card { position: relative; pointer-events: auto; background: var(--sztx-surface); border-radius: calc(var(--sztx-radius) * 1.25); box-shadow: 0 8px 24px color-mix(in srgb, var(--sztx-shadow) 20%, transparent); overflow: hidden;
  transition: transform .25s ease, opacity .25s ease, visibility 0s; }
.ip[data-aside="true"] .ip-card { visibility: hidden; opacity: 0; transform: translateX(calc(100% + 24px)); transition: transform .25s ease, opacity .25s ease, visibility 0s .25s; }
.ip img { display: block; width: 100%; aspect-ratio: 4 / 3; object-fit: cover; }
.ip-close { position: absolute; top: 4px; right: 4px; width: 28px; height: 28px; border-radius: 50%; border: 0; background: color-mix(in srgb, var(--sztx-scrim) 55%, transparent); color: var(--sztx-on-primary); font-size: 18px; cursor: pointer; }
/* on a phone: smaller, above the shortcut bar */
@media ${PHONE_MEDIA} { .ip { width: 150px; right: 10px; bottom: calc(64px + env(safe-area-inset-bottom, 0px)); } }
`;
