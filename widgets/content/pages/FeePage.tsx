import { useStore } from '@nanostores/react';
import { $site } from '../../../core/content/site';
import { portalHref } from '../../../core/router/router';
import { useText } from '../../ui/i18n';
import { useStyles } from '../../ui/useStyles';
import { CONTENT_CSS } from '../parts/common';

/** Annual membership fee (spec 000 §9). */
export const ANNUAL_FEE = 2500;

/** `/fee`: fee standard, paid by bank transfer. */
export default function FeePage() {
  useStyles(CONTENT_CSS, CSS);
  const { t } = useText();
  const info = useStore($site).profile?.info;
  return (
    <div className="wrap page ct-page">
      <h1 className="page-title">{t('繳費標準')}</h1>
      <div className="fee-grid">
        {['單位會員', '個人會員'].map((kind) => (
          <section key={kind} className="ct-card fee-card">
            <h2>{t(kind)}</h2>
            <p className="fee-amount">
              ¥{ANNUAL_FEE.toLocaleString('zh-TW')}
              <span>{t('／年')}</span>
            </p>
          </section>
        ))}
      </div>
      <section className="ct-card fee-card fee-how">
        <h2>{t('繳費方式')}</h2>
        <p>{t('會費以銀行轉帳方式繳納，轉帳時請註明單位或個人名稱及「會費」字樣。')}</p>
        <p>{t('如需開立收據或查詢帳戶資訊，請聯絡協會秘書處。')}</p>
        {info?.phone ? (
          <p>
            {t('聯絡電話')}：<a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}>{info.phone}</a>
          </p>
        ) : null}
        <p>
          <a className="btn btn-primary" href={portalHref('/apply')}>
            {t('申請入會')}
          </a>
        </p>
      </section>
    </div>
  );
}

const CSS = /* css */ `
.fee-grid { display: grid; grid-template-columns: 1fr 1fr; gap: 20px; }
.fee-card { padding: 24px; display: grid; gap: 10px; }
.fee-card h2 { font-size: 18px; font-weight: 700; }
.fee-amount { font-size: 36px; font-weight: 700; color: var(--sztx-primary); }
.fee-amount span { font-size: 16px; color: var(--sztx-text-muted); font-weight: 400; margin-left: 4px; }
.fee-how a:not(.btn) { color: var(--sztx-accent); }
@media (max-width: 768px) { .fee-grid { grid-template-columns: 1fr; } }
`;
