import { LOAD_FAILED } from '../../core/api/errors';
import { useText } from './i18n';
import * as ui from './messages';

/** Error with a retry button; the message is the server's msg, or `LOAD_FAILED` without one. */
export function ErrorState(props: { message?: string | null; onRetry: () => void }) {
  const { t } = useText();
  return (
    <div className="state" role="alert" part="error">
      <p>{t(props.message ?? LOAD_FAILED)}</p>
      <button type="button" className="btn" onClick={props.onRetry}>
        {t(ui.retry)}
      </button>
    </div>
  );
}

/** Nothing to show. */
export function EmptyState(props: { message?: string }) {
  const { t } = useText();
  return (
    <div className="state" part="empty">
      <svg viewBox="0 0 64 48" width="64" height="48" aria-hidden="true">
        <rect
          x="6"
          y="10"
          width="52"
          height="32"
          rx="4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <path d="M6 18h52" stroke="currentColor" strokeWidth="2" />
      </svg>
      <p>{t(props.message ?? ui.noContent)}</p>
    </div>
  );
}
