import { useText } from '../../ui/i18n';

/** The page of an unknown route (never a blank page). */
export function NotFound() {
  const { t } = useText();
  return (
    <div className="wrap page">
      <div className="card placeholder" part="placeholder">
        <h1 className="page-title">{t('找不到頁面')}</h1>
        <p>{t('您訪問的頁面不存在或已移除。')}</p>
        <a className="btn btn-primary" href="#/">
          {t('返回首頁')}
        </a>
      </div>
    </div>
  );
}
