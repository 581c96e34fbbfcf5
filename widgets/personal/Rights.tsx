import { useStore } from '@nanostores/react';
import { $site } from '../../core/content/site';
import { PERSONAL_MESSAGES } from '../../core/personal/messages';
import { $portalActive, portalHref } from '../../core/router/router';
import { $isAssociationMember } from '../../core/session/session';
import { useText } from '../ui/i18n';
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
  const phone = useStore($site).profile?.info?.phone;
  if (!phone) return null;
  return (
    <p className="pc-contact">
      {t(texts.associationPhone)}
      <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
    </p>
  );
}

/** Rights: join instructions for non-members, "you are already a member" for members. */
export function RightsSection() {
  const portal = useStore($portalActive);
  useStyles(PERSONAL_CSS);
  const { t } = useText();
  const member = useStore($isAssociationMember);

  if (member) {
    return (
      <div className="pl-card pc-member">
        <span className="pc-member-badge" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true">
            <path
              d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z M8.5 12l2.5 2.5 4.5-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <p className="pc-member-title">{t(PERSONAL_MESSAGES.alreadyMember)}</p>
        <p className="pc-item-meta">{t(texts.yourRights)}</p>
        <ul className="pc-note pc-benefits" style={{ width: '100%' }}>
          {BENEFITS.map(([title, text]) => (
            <li key={title} className="pc-benefit">
              <strong>{t(title)}</strong>
              <span>{t(text)}</span>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className="pl-card pc-note">
      <h2>{t(texts.joinForRights)}</h2>
      <ul className="pc-benefits">
        {BENEFITS.map(([title, text]) => (
          <li key={title} className="pc-benefit">
            <strong>{t(title)}</strong>
            <span>{t(text)}</span>
          </li>
        ))}
      </ul>
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
      <div className="pc-actions">
        <a
          className="btn btn-primary"
          href={portalHref('/apply')}
          target={portal ? undefined : '_top'}
        >
          {t(texts.applyNow)}
        </a>
        <a className="btn" href={portalHref('/fee')} target={portal ? undefined : '_top'}>
          {t(texts.viewFees)}
        </a>
      </div>
    </div>
  );
}
