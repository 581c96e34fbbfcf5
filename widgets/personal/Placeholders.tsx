import { documentUrl, type LegalDocument } from '../../core/api/content/reads';
import { PERSONAL_MESSAGES } from '../../core/personal/messages';
import { useText } from '../ui/i18n';
import { useApi, usePortalHref } from '../ui/scope';
import { useStyles } from '../ui/useStyles';
import * as texts from './messages';
import { PERSONAL_CSS } from './styles';

/** My activities, my questionnaires, payment: not built in the original either. */
export function UnderDevelopmentSection(props: { what: string }) {
  useStyles(PERSONAL_CSS);
  const { t } = useText();
  return (
    <div className="pl-card pc-dev" role="status">
      <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
        <circle cx="32" cy="32" r="28" style={{ fill: 'var(--sztx-primary-soft)' }} />
        <path
          d="M20 40l14-14m-4-6l10 10 6-6-10-10zM18 42l4 4"
          fill="none"
          style={{ stroke: 'var(--sztx-primary)' }}
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="pc-dev-title">{t(`${props.what}${PERSONAL_MESSAGES.underDevelopment}`)}</p>
      <p>{t(texts.underDevelopment)}</p>
    </div>
  );
}

/** The privacy policy or user agreement, shown as the original did: an embedded document. */
export function DocumentSection(props: { name: LegalDocument; title: string }) {
  useStyles(PERSONAL_CSS);
  const { t, lang } = useText();
  const url = documentUrl(useApi(), props.name, lang);
  return (
    <div className="pl-card pc-section">
      <iframe className="pc-doc" src={url} title={t(props.title)} loading="lazy" />
      <p className="pc-item-meta">
        <a href={url} target="_blank" rel="noopener">
          {t(texts.openInNewWindow)}
        </a>
      </p>
    </div>
  );
}

/** A section that lives in the portal (the element links there instead of duplicating it). */
export function PortalLinkSection(props: { route: string; text: string }) {
  const portalHref = usePortalHref();
  useStyles(PERSONAL_CSS);
  const { t } = useText();
  return (
    <div className="pl-card pc-dev">
      <p className="pc-dev-title">{t(props.text)}</p>
      <a className="btn btn-primary" href={portalHref(props.route)} target="_top">
        {t(texts.goToPortal)}
      </a>
    </div>
  );
}
