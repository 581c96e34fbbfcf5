import { useStore } from '@nanostores/react';
import { safeUrl } from '../../core/config/config';
import { siteOf } from '../../core/content/site';
import { useText } from '../ui/i18n';
import { useApi, useImageUrl, useScope } from '../ui/scope';
import * as texts from './messages';

const hrefOf = (url: string) =>
  /^https?:/i.test(url) ? safeUrl(url) : `#${url.startsWith('/') ? url : `/${url}`}`;
/** Friend links lead to other sites: only http(s) URLs become links. */
const externalHref = (url: string) => (/^\s*https?:\/\//i.test(url) && safeUrl(url)) || undefined;

/** The needs board's pages: a footer column of its own (the profile's rows may not list them). */
const BUSINESS_LINKS = [
  { name: texts.needList, url: '/Invest' },
  { name: texts.orderInfo, url: '/Order' },
];

/** Footer from `website/profile`: contact info, link rows, friend links and the QR code. */
export function Footer() {
  const imageUrl = useImageUrl();
  const site = useStore(siteOf(useApi(), useScope().seed));
  const { t } = useText();
  const info = site.profile?.info;
  const listed = new Set(site.profile?.rows.flatMap((row) => row.menu.map((link) => link.url)));
  const business = BUSINESS_LINKS.filter((link) => !listed.has(link.url));
  return (
    <footer className="footer" part="footer">
      <div className="wrap footer-grid">
        {site.profile?.rows.map((row) => (
          <nav key={row.title} className="footer-col" aria-label={t(row.title)}>
            <h2 className="footer-title">{t(row.title)}</h2>
            <ul>
              {row.menu.map((link) => (
                <li key={link.name}>
                  <a href={hrefOf(link.url)}>{t(link.name)}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {site.profile && business.length > 0 ? (
          <nav className="footer-col" aria-label={t(texts.businessColumn)}>
            <h2 className="footer-title">{t(texts.businessColumn)}</h2>
            <ul>
              {business.map((link) => (
                <li key={link.url}>
                  <a href={hrefOf(link.url)}>{t(link.name)}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {site.links.length > 0 ? (
          <nav className="footer-col" aria-label={t(texts.friendlyLinks)}>
            <h2 className="footer-title">{t(texts.friendlyLinks)}</h2>
            <ul>
              {site.links.map((link) => (
                <li key={link.name}>
                  <a href={externalHref(link.url)} target="_blank" rel="noopener noreferrer">
                    {t(link.name)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {info ? (
          <address className="footer-col footer-contact">
            <h2 className="footer-title">{t(texts.contactUs)}</h2>
            {info.address ? <p>{t(texts.addressLine(info.address))}</p> : null}
            {info.phone ? (
              <p className="footer-line">
                {t(texts.phoneLabel)}
                <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}>{info.phone}</a>
              </p>
            ) : null}
            {info.email ? (
              <p className="footer-line">
                {t(texts.emailLabel)}
                <a href={`mailto:${info.email}`}>{info.email}</a>
              </p>
            ) : null}
          </address>
        ) : null}
        {info?.wechatQrCode ? (
          <figure className="footer-qr">
            <img
              src={imageUrl(info.wechatQrCode)}
              alt={t(texts.qrCodeAlt)}
              width={104}
              height={104}
            />
            <figcaption>{t(texts.followUs)}</figcaption>
          </figure>
        ) : null}
      </div>
      <div className="footer-bottom">
        <p className="wrap">
          {info ? t(texts.copyrightLine(info.copyright, info.author)) : '\u00a0'}
        </p>
      </div>
    </footer>
  );
}
