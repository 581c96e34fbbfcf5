import { useText } from './i18n';
import * as ui from './messages';
import { usePortalHref } from './scope';

/**
 * A detail page whose record does not exist (`orMissing`): says so, and leads back to `back`
 * (the list it belongs to, or home) instead of offering a retry; without `back` the widget's
 * own way back stands (the needs board's 返回列表).
 */
export function MissingState(props: { back?: string | null }) {
  const { t } = useText();
  const portalHref = usePortalHref();
  const { back } = props;
  return (
    <div className="state" role="alert" part="missing">
      <p>{t(ui.recordMissing)}</p>
      {back !== undefined ? (
        <a className="btn btn-primary" href={portalHref(back ?? '/')}>
          {t(back && back !== '/' ? ui.backToList : ui.backHome)}
        </a>
      ) : null}
    </div>
  );
}
