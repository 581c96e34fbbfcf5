import { useText } from './i18n';
import * as ui from './messages';

/** Error with a retry button; the message is the server's msg or a clear fallback. */
export function ErrorState(props: { message: string; onRetry: () => void }) {
  const { t } = useText();
  return (
    <div className="state" role="alert" part="error">
      <p>{t(props.message)}</p>
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

/** Formats an epoch (ms or s) or date text as YYYY-MM-DD. */
export function formatDate(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  let date: Date;
  if (typeof value === 'number' || /^\d+$/.test(value)) {
    const n = Number(value);
    date = new Date(n < 1e12 ? n * 1000 : n);
  } else {
    // date text is the server's written day: never shift it through a time zone
    const day = /^(\d{4})-(\d{2})-(\d{2})(?:$|[ T])/.exec(value);
    if (day) return `${day[1]}-${day[2]}-${day[3]}`;
    date = new Date(value.replace(' ', 'T'));
  }
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value.slice(0, 10) : '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
