import { useText } from '../../ui/i18n';
import * as texts from '../messages';

/** The page of an unknown route (never a blank page). */
export function NotFound() {
  const { t } = useText();
  return (
    <div className="wrap page">
      <div className="card placeholder" part="placeholder">
        <h1 className="page-title">{t(texts.notFound)}</h1>
        <p>{t(texts.pageMissing)}</p>
        <a className="btn btn-primary" href="#/">
          {t(texts.backHome)}
        </a>
      </div>
    </div>
  );
}
