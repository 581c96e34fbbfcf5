import { useStore } from '@nanostores/react';
import { $site } from '../../core/content/site';
import { PERSONAL_MESSAGES } from '../../core/personal/messages';
import { $portalActive, portalHref } from '../../core/router/router';
import { $isAssociationMember } from '../../core/session/session';
import { useText } from '../ui/i18n';
import { useStyles } from '../ui/useStyles';
import { PERSONAL_CSS } from './styles';

/** What association members get (spec §6). */
const BENEFITS: Array<[string, string]> = [
  ['付費與免費文件', '查看協會發布的全部政策文件與解讀'],
  ['付費與免費課程', '觀看課程教室的全部課程'],
  ['企業上傳', '在企業名錄中展示您的企業與產品'],
  ['活動報名', '報名參加協會舉辦的各類活動'],
];

/** The association's contact phone from the site profile, as a dialable link. */
export function ContactPhone() {
  const { t } = useText();
  const phone = useStore($site).profile?.info?.phone;
  if (!phone) return null;
  return (
    <p className="pc-contact">
      {t('協會聯繫電話：')}
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
        <p className="pc-item-meta">{t('您可以享受以下會員權益')}</p>
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
      <h2>{t('加入協會，享受會員權益')}</h2>
      <ul className="pc-benefits">
        {BENEFITS.map(([title, text]) => (
          <li key={title} className="pc-benefit">
            <strong>{t(title)}</strong>
            <span>{t(text)}</span>
          </li>
        ))}
      </ul>
      <h2>{t('會費標準')}</h2>
      <div className="pc-fee">
        <span className="pc-fee-amount">2500</span>
        <span>{t('元 / 年，機構或個人會員標準相同')}</span>
      </div>
      <h2>{t('入會步驟')}</h2>
      <ol>
        <li>{t('在線提交個人或企業入會申請。')}</li>
        <li>{t('協會秘書處審核申請資料。')}</li>
        <li>{t('審核通過後，以銀行轉帳方式繳納年度會費 2500 元（轉帳帳戶由秘書處提供）。')}</li>
        <li>{t('確認到帳後開通協會會員權益。')}</li>
      </ol>
      <ContactPhone />
      <div className="pc-actions">
        <a
          className="btn btn-primary"
          href={portalHref('/apply')}
          target={portal ? undefined : '_top'}
        >
          {t('立即申請入會')}
        </a>
        <a className="btn" href={portalHref('/fee')} target={portal ? undefined : '_top'}>
          {t('查看繳費標準')}
        </a>
      </div>
    </div>
  );
}
