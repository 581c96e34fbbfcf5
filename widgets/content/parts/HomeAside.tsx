import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { type InvestInfo, listInvestInfo } from '../../../core/api/invest';
import { $site } from '../../../core/content/site';
import { navigate, portalHref } from '../../../core/router/router';
import { requireLogin } from '../../../core/session/session';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import { useImageUrl } from '../../ui/scope';
import { useResource } from '../../ui/useResource';
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

/** Side floating bar: QR codes, phone, join, my company (login first), back to top. */
export function SideBar() {
  const imageUrl = useImageUrl();
  useStyles(SIDE_CSS);
  const { t } = useText();
  const site = useStore($site);
  const info = site.profile?.info;
  const [open, setOpen] = useState<'qr' | 'phone' | null>(null);
  const toggle = (key: 'qr' | 'phone') => setOpen((o) => (o === key ? null : key));
  return (
    <nav className="sb" aria-label={t(texts.shortcuts)}>
      <SideItem label={texts.qrCode} open={open === 'qr'} onToggle={() => toggle('qr')}>
        <div className="sb-pop sb-qr">
          <figure>
            <img
              src={imageUrl(info?.wxQrcode || '/files/seed/wx-qrcode.svg')}
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
            <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}>{info.phone}</a>
          </div>
        ) : null}
      </SideItem>
      <a className="sb-btn" href={portalHref('/apply')}>
        {t(texts.joinAssociation)}
      </a>
      <button
        type="button"
        className="sb-btn"
        onClick={() => {
          if (requireLogin()) navigate('/my_company');
        }}
      >
        {t(ui.myCompany)}
      </button>
      <button
        type="button"
        className="sb-btn"
        onClick={() => window.scrollTo?.({ top: 0, behavior: 'smooth' })}
      >
        {t(texts.backToTop)}
      </button>
    </nav>
  );
}

const SIDE_CSS = /* css */ `
.sb { position: fixed; right: 12px; top: 45%; z-index: 20; display: grid; gap: 2px; background: var(--sztx-surface); border: 1px solid var(--sztx-border); border-radius: 10px; box-shadow: 0 4px 16px rgba(0,0,0,.1); padding: 4px; }
.sb-item { position: relative; }
.sb-btn { display: block; width: 64px; padding: 8px 4px; font-size: 12px; line-height: 1.3; text-align: center; background: none; border: 0; border-radius: 6px; cursor: pointer; color: var(--sztx-text); font-family: inherit; }
.sb-btn:hover, .sb-btn:focus-visible { background: var(--sztx-primary-soft); color: var(--sztx-primary); }
.sb-pop { position: absolute; right: 76px; top: 0; background: var(--sztx-surface); border: 1px solid var(--sztx-border); border-radius: 8px; padding: 10px; box-shadow: 0 4px 16px rgba(0,0,0,.12); white-space: nowrap; }
.sb-qr { display: flex; gap: 10px; }
.sb-qr figure { display: grid; justify-items: center; gap: 4px; font-size: 12px; margin: 0; }
@media (max-width: 768px) { .sb { display: none; } }
`;

/** Bottom-right pop-up: a random procurement or investment item linking to /investInfo/{id}. */
export function InvestPopup() {
  const imageUrl = useImageUrl();
  useStyles(POP_CSS);
  const { t } = useText();
  const [closed, setClosed] = useState(false);
  const pick = useResource(async (signal) => {
    const first: 'order' | 'invest' = Math.random() < 0.5 ? 'order' : 'invest';
    const withImage = (list: InvestInfo[]) => list.filter((i) => i.id && i.images[0]);
    let items = withImage(await listInvestInfo(first, signal));
    if (items.length === 0)
      items = withImage(await listInvestInfo(first === 'order' ? 'invest' : 'order', signal));
    return items.length ? items[Math.floor(Math.random() * items.length)]! : null;
  }, []);
  const item = pick.data;
  if (closed || !item) return null;
  return (
    <aside className="ip" aria-label={t(texts.purchaseAndInvest)}>
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
    </aside>
  );
}

const POP_CSS = /* css */ `
.ip { position: fixed; right: 16px; bottom: 16px; z-index: 21; width: 240px; background: var(--sztx-surface); border-radius: 10px; box-shadow: 0 8px 24px rgba(0,0,0,.2); overflow: hidden; }
.ip img { display: block; width: 100%; aspect-ratio: 4 / 3; object-fit: cover; }
.ip-close { position: absolute; top: 4px; right: 4px; width: 28px; height: 28px; border-radius: 50%; border: 0; background: rgba(0,0,0,.55); color: #fff; font-size: 18px; cursor: pointer; }
@media (max-width: 768px) { .ip { width: 150px; right: 10px; bottom: 10px; } }
`;
