import { useStore } from '@nanostores/react';
import { siteOf } from '../../../core/content/site';
import { PHONE_MEDIA } from '../../../core/layout/breakpoint';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import { useApi, usePortalHref } from '../../ui/scope';
import * as texts from '../messages';
import { ContentPage } from '../parts/frames';

/** Annual membership fee (spec 000 §9). */
export const ANNUAL_FEE = 2500;

/** `/fee`: fee standard, paid by bank transfer. */
export default function FeePage() {
  const portalHref = usePortalHref();
  const { t } = useText();
  const info = useStore(siteOf(useApi())).profile?.info;
  return (
    <ContentPage title={texts.feeStandard} css={[CSS]}>
      <div className="fee-grid">
        {[texts.organisationMember, texts.personMember].map((kind) => (
          <section key={kind} className="ct-card fee-card">
            <h2>{t(kind)}</h2>
            <p className="fee-amount">
              ¥{ANNUAL_FEE.toLocaleString('zh-TW')}
              <span>{t(texts.perYear)}</span>
            </p>
          </section>
        ))}
      </div>
      <section className="ct-card fee-card fee-how">
        <h2>{t(texts.howToPay)}</h2>
        <p>{t(texts.payByTransfer)}</p>
        <p>{t(texts.askSecretariat)}</p>
        {info?.phone ? (
          <p>
            {t(ui.contactTelephone)}
            {ui.colon}
            <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}>{info.phone}</a>
          </p>
        ) : null}
        <p>
          <a className="btn btn-primary" href={portalHref('/apply')}>
            {t(ui.applyToJoin)}
          </a>
        </p>
      </section>
    </ContentPage>
  );
}

const CSS = /* css */ `
.fee-grid { display: grid; grid-template-columns: 1fr 1fr; gap: 20px; }
.fee-card { padding: 24px; display: grid; gap: 10px; }
.fee-card h2 { font-size: 18px; font-weight: 700; }
.fee-amount { font-size: 36px; font-weight: 700; color: var(--sztx-primary); }
.fee-amount span { font-size: 16px; color: var(--sztx-text-muted); font-weight: 400; margin-left: 4px; }
.fee-how a:not(.btn) { color: var(--sztx-accent); }
@media ${PHONE_MEDIA} { .fee-grid { grid-template-columns: 1fr; } }
`;
