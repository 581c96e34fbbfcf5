import { useStore } from '@nanostores/react';
import type { CSSProperties } from 'react';
import { siteOf } from '../../core/content/site';
import { PERSONAL_MESSAGES } from '../../core/personal/messages';
import { $portalActive } from '../../core/router/portal-link';
import { $isAssociationMember } from '../../core/session/session';
import { useText } from '../ui/i18n';
import { StrokeIcon } from '../ui/icons';
import { useApi, usePortalHref } from '../ui/scope';
import { useStyles } from '../ui/useStyles';
import * as texts from './messages';
import { PERSONAL_CSS } from './styles';

/** What association members get (spec §6). */
const BENEFITS: Array<[string, string]> = [
  [texts.rightFiles, texts.rightFilesText],
  [texts.rightCourses, texts.rightCoursesText],
  [texts.rightCompany, texts.rightCompanyText],
  [texts.rightEvents, texts.rightEventsText],
];

/** The association's contact phone from the site profile, as a dialable link. */
export function ContactPhone() {
  const { t } = useText();
  const phone = useStore(siteOf(useApi())).profile?.info?.phone;
  if (!phone) return null;
  return (
    <p className="pc-contact">
      {t(texts.associationPhone)}
      <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
    </p>
  );
}

/** The member benefits as a list. */
function Benefits(props: { className: string; style?: CSSProperties }) {
  const { t } = useText();
  return (
    <ul className={props.className} style={props.style}>
      {BENEFITS.map(([title, text]) => (
        <li key={title} className="pc-benefit">
          <strong>{t(title)}</strong>
          <span>{t(text)}</span>
        </li>
      ))}
    </ul>
  );
}

/** "Join" (→ /apply) and one more page, opened in the top window outside the portal. */
export function JoinActions(props: { join: string; more: string; moreRoute: string }) {
  const portalHref = usePortalHref();
  const portal = useStore($portalActive);
  const { t } = useText();
  const target = portal ? undefined : '_top';
  return (
    <div className="pc-actions">
      <a className="btn btn-primary" href={portalHref('/apply')} target={target}>
        {t(props.join)}
      </a>
      <a className="btn" href={portalHref(props.moreRoute)} target={target}>
        {t(props.more)}
      </a>
    </div>
  );
}

/** Rights: join instructions for non-members, "you are already a member" for members. */
export function RightsSection() {
  useStyles(PERSONAL_CSS);
  const { t } = useText();
  const member = useStore($isAssociationMember);

  if (member) {
    return (
      <div className="pl-card pc-member">
        <span className="pc-member-badge" aria-hidden="true">
          <StrokeIcon
            d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z M8.5 12l2.5 2.5 4.5-5"
            size={34}
            strokeWidth="1.8"
            linejoin="round"
          />
        </span>
        <p className="pc-member-title">{t(PERSONAL_MESSAGES.alreadyMember)}</p>
        <p className="pc-item-meta">{t(texts.yourRights)}</p>
        <Benefits className="pc-note pc-benefits" style={{ width: '100%' }} />
      </div>
    );
  }

  return (
    <div className="pl-card pc-note">
      <h2>{t(texts.joinForRights)}</h2>
      <Benefits className="pc-benefits" />
      <h2>{t(texts.feeStandard)}</h2>
      <div className="pc-fee">
        <span className="pc-fee-amount">2500</span>
        <span>{t(texts.feeText)}</span>
      </div>
      <h2>{t(texts.stepsTitle)}</h2>
      <ol>
        <li>{t(texts.step1)}</li>
        <li>{t(texts.step2)}</li>
        <li>{t(texts.step3)}</li>
        <li>{t(texts.step4)}</li>
      </ol>
      <ContactPhone />
      <JoinActions join={texts.applyNow} more={texts.viewFees} moreRoute="/fee" />
    </div>
  );
}
